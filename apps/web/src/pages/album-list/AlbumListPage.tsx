import { loadInList } from '../../components/media/ResponsiveImage.tsx';
import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { AlbumListContent } from './page.ts';
import { AlbumCard } from '../../components/cards/AlbumCard.tsx';
import { CardList } from '../../components/cards/CardList.tsx';
import { YearList } from '../../components/lists/YearList.tsx';

/** Cards in the first rows, loaded at once (the rest lazily). */
const EAGER_CARDS = 3;

/** A photos section: its albums as cards, newest first, a year filter and pages in the URL. */
export function AlbumListPage({ state, content }: PageProps<AlbumListContent>) {
  const t = useT();
  const albums = content.list;
  const order = albums.total > 1 ? t('albums.newestFirst') : null;
  return (
    <YearList state={state} content={content} kind="albums" order={order}>
      <CardList
        items={albums.items}
        className="album-grid"
        card={(album, index) => (
          <AlbumCard album={album} lang={state.lang} load={loadInList(index, EAGER_CARDS)} />
        )}
      />
    </YearList>
  );
}
