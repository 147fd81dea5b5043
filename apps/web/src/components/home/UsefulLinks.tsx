import { useT } from '../../client/runtime/use-t.ts';
import type { HomePromotionsData } from '../../shared/page-state.ts';

/** Links to other agencies and e-services that visitors of the site often need. */
export function UsefulLinks({ links }: { links: HomePromotionsData['usefulLinks'] }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="home-useful-links">
      <h2 id="home-useful-links">{t('home.usefulLinksHeading')}</h2>
      <ul className="useful-links">
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url}>
              {link.label}
              <span className="useful-links__host">{` ${new URL(link.url).hostname.replace(/^www\./, '')}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
