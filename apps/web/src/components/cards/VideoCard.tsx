import { isContentUrl } from '@probation/contract/rules';
import { formatDate } from '@probation/i18n';
import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { VideoCardData } from '../../shared/page-state.ts';
import { clockDuration, isoDuration } from '../../shared/video-duration.ts';
import { CardTitle, InThaiFlag } from './card-parts.tsx';
import { CardList } from './CardList.tsx';
import type { HomeGrid } from '../home/home-grid.ts';

/** A video in a list: its thumbnail with a play icon and the duration, the title linking to its page, the date. */
export function VideoCard({
  video,
  lang,
  headingLevel,
  lazy,
}: {
  video: VideoCardData;
  lang: Language;
  headingLevel: 2 | 3;
  lazy: boolean;
}) {
  const t = useT();
  return (
    <article className="video-card">
      <div className="video-card__media">
        {isContentUrl(video.thumbnail.url) ? (
          <img
            className="video-card__thumbnail"
            src={video.thumbnail.url}
            alt=""
            width={video.thumbnail.width ?? 640}
            height={video.thumbnail.height ?? 360}
            loading={lazy ? 'lazy' : undefined}
          />
        ) : null}
        <span className="video-play-icon" aria-hidden="true" />
        <span className="video-card__duration">
          <span className="visually-hidden">{t('videos.duration')} </span>
          <time dateTime={isoDuration(video.duration)}>{clockDuration(video.duration)}</time>
        </span>
      </div>
      <div className="video-card__body">
        <CardTitle item={video} lang={lang} level={headingLevel} className="video-card__title" />
        <p className="video-card__meta">
          <time dateTime={video.publishedAt}>{formatDate(video.publishedAt, lang)}</time>
          <InThaiFlag contentLang={video.contentLang} lang={lang} />
        </p>
      </div>
    </article>
  );
}

/** Video cards as a list; the first `eagerCount` thumbnails load at once, the rest when scrolled to. */
export function VideoCardList({
  items,
  lang,
  headingLevel,
  eagerCount = 3,
  grid,
}: {
  items: readonly VideoCardData[];
  lang: Language;
  headingLevel: 2 | 3;
  eagerCount?: number;
  /** The home page's rows (columns chosen from the number of cards); else the lists' own grid. */
  grid?: HomeGrid;
}) {
  return (
    <CardList
      items={items}
      className="video-grid"
      grid={grid}
      card={(video, index) => (
        <VideoCard video={video} lang={lang} headingLevel={headingLevel} lazy={index >= eagerCount} />
      )}
    />
  );
}
