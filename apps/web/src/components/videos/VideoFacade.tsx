import { useEffect, useRef, useState } from 'react';
import { isContentUrl } from '@probation/contract/rules';
import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { VideoData } from '../../shared/page-state.ts';
import { titleLangAttribute } from '../content/lang-attribute.ts';

const NETWORKS = { youtube: 'YouTube', facebook: 'Facebook' } as const;

/**
 * A YouTube or Facebook video that costs the visitor nothing until asked for: the page shows the thumbnail and a
 * play control, and only a press loads the third-party player (an iframe from the player address the gateway
 * built). Without JavaScript the control is a plain link to the video on YouTube or Facebook, in a new tab.
 */
/** What the facade needs of a video (its island's props: nothing more is written into the page). */
export type FacadeVideo = Pick<VideoData, 'title' | 'contentLang' | 'source' | 'thumbnail'>;

export function VideoFacade({ video, lang }: { video: FacadeVideo; lang: Language }) {
  const t = useT();
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The server's HTML has the link; once the page runs, it becomes the button (same first render: no mismatch).
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const { source, thumbnail } = video;
  const network = source.kind === 'facebook' ? NETWORKS.facebook : NETWORKS.youtube;
  const width = thumbnail.width ?? 640;
  const height = thumbnail.height ?? 360;
  if (playing && source.embedUrl) {
    return (
      <div className="video-player video-player--embed">
        <iframe
          ref={frame}
          className="video-player__frame"
          src={source.embedUrl}
          title={t('videos.playerTitle', { title: video.title, network })}
          width={width}
          height={height}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const picture = (
    <>
      {isContentUrl(thumbnail.url) ? (
        <img className="video-facade__thumbnail" src={thumbnail.url} alt="" width={width} height={height} />
      ) : null}
      <span className="video-play-icon video-play-icon--large" aria-hidden="true" />
    </>
  );
  const title = (
    <span className="visually-hidden">
      : <span {...titleLangAttribute(video.title, video.contentLang, lang)}>{video.title}</span>
    </span>
  );
  return (
    <div className="video-player video-facade">
      {enhanced && source.embedUrl ? (
        <button type="button" className="video-facade__control" onClick={() => setPlaying(true)}>
          {picture}
          <span className="video-facade__label">
            {t('videos.play')}
            {title}
          </span>
        </button>
      ) : (
        <a className="video-facade__control" href={source.url} target="_blank" rel="noopener noreferrer">
          {picture}
          <span className="video-facade__label">
            {t('videos.watchOn', { network })}
            {title} {t('videos.opensInNewTab')}
          </span>
        </a>
      )}
      <p className="video-facade__note">{t('videos.thirdParty', { network })}</p>
    </div>
  );
}
