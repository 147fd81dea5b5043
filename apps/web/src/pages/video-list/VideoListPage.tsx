import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { VideoListContent } from './page.ts';
import { VideoCardList } from '../../components/cards/VideoCard.tsx';
import { YearList } from '../../components/lists/YearList.tsx';

/** A videos section: its videos as cards, newest first; the year and the page in the URL. */
export function VideoListPage({ state, content }: PageProps<VideoListContent>) {
  const t = useT();
  return (
    <YearList state={state} content={content} kind="videos" order={t('videos.newestFirst')}>
      <VideoCardList items={content.list.items} lang={state.lang} headingLevel={2} />
    </YearList>
  );
}
