import type { Language } from '@probation/i18n';
import type { LatestVideosFieldsFragment } from '../../shared/generated/graphql.ts';
import { sectionPath } from '../../shared/routes.ts';
import { useT } from '../text/use-t.ts';
import { VideoCardList } from '../cards/VideoCard.tsx';
import { homeGrid } from '../home/home-grid.ts';

/**
 * The site's latest videos with a link to their section, for the home page: give it the `LatestVideosFields`
 * fragment (render/content/video-pages.graphql) spread into the page's query. Nothing when there are none.
 */
export function LatestVideos({ site, lang }: { site: LatestVideosFieldsFragment; lang: Language }) {
  const t = useT();
  const items = site.latestVideos.items;
  const newest = items[0];
  if (!newest) return null;
  return (
    <section className="latest-videos" aria-labelledby="latest-videos-heading">
      <h2 id="latest-videos-heading">{t('videos.latest')}</h2>
      <VideoCardList
        items={items}
        lang={lang}
        headingLevel={3}
        eagerCount={0}
        grid={homeGrid(items.length)}
      />
      <p className="section-more">
        <a className="button" href={sectionPath(lang, newest.section)}>
          {t('videos.allVideos')}
        </a>
      </p>
    </section>
  );
}
