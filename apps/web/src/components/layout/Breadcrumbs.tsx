import { useT } from '../../client/runtime/use-t.ts';

export interface Crumb {
  label: string;
  /** Absent for the current page (the last crumb) and for a menu heading that is not a page. */
  href?: string;
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
              <span aria-current="page">{crumb.label}</span>
            ) : crumb.href ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
