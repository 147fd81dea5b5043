import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';

export interface Crumb {
  label: string;
  /** Absent for the current page (the last crumb) and for a menu heading that is not a page. */
  href?: string;
  /** The label's language when it is not the page's (an item's Thai title on an English page). */
  lang?: Language;
}

/** Home → … → this page, as an ordered list in a labelled nav; the current page (the last) is marked aria-current. */
export function Breadcrumbs({ homeHref, crumbs }: { homeHref: string; crumbs: readonly Crumb[] }) {
  const t = useT();
  const all: Crumb[] = [{ label: t('common.home'), href: homeHref }, ...crumbs];
  return (
    <nav className="breadcrumbs" aria-label={t('common.breadcrumb')}>
      <ol>
        {all.map((crumb, index) => (
          <li key={index}>
            {index === all.length - 1 ? (
              <span aria-current="page" lang={crumb.lang}>
                {crumb.label}
              </span>
            ) : crumb.href ? (
              <a href={crumb.href} lang={crumb.lang}>
                {crumb.label}
              </a>
            ) : (
              <span lang={crumb.lang}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
