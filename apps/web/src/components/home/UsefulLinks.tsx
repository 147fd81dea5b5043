import { useT } from '../text/use-t.ts';
import type { HomePromotionsData } from '../../shared/page-state.ts';
import { homeGrid } from './home-grid.ts';

/** Links to other agencies and e-services that visitors of the site often need. */
export function UsefulLinks({ links }: { links: HomePromotionsData['usefulLinks'] }) {
  const t = useT();
  if (links.length === 0) return null;
  const grid = homeGrid(links.length);
  return (
    <section aria-labelledby="home-useful-links">
      <h2 id="home-useful-links">{t('home.usefulLinksHeading')}</h2>
      <ul className={`useful-links ${grid.className}`}>
        {links.map((link, index) => (
          <li key={link.url} className={grid.itemClass(index)}>
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
