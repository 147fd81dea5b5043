import { isContentUrl } from '@probation/contract/rules';
import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { VideoData } from '../../shared/page-state.ts';
import { VideoFacade } from './VideoFacade.tsx';
import { Island } from '../islands/Island.tsx';

/**
 * The player of a video's page. A hosted file plays in the browser's own player (nothing loads before the
 * visitor presses play: preload="none"), with captions in each language it has; a YouTube or Facebook video is
 * a facade that loads the third-party player only when asked.
 */
export function VideoPlayer({ video, lang }: { video: VideoData; lang: Language }) {
  const t = useT();
  const { source, thumbnail } = video;
  if (source.kind !== 'file') {
    const { title, contentLang } = video;
    return (
      <Island
        name="videoFacade"
        component={VideoFacade}
        props={{ video: { title, contentLang, source, thumbnail }, lang }}
      />
    );
  }
  return (
    <div className="video-player">
      <video
        className="video-player__video"
        controls
        preload="none"
        poster={isContentUrl(thumbnail.url) ? thumbnail.url : undefined}
        width={source.width ?? 640}
        height={source.height ?? 360}
      >
        <source src={source.url} type={source.mimeType ?? undefined} />
        {source.captions.map((captions) => (
          <track
            key={captions.lang}
            kind="captions"
            src={captions.url}
            srcLang={captions.lang}
            label={t(captions.lang === 'th' ? 'videos.captionsTh' : 'videos.captionsEn')}
            default={captions.lang === lang}
          />
        ))}
        <p>
          {t('videos.noVideoSupport')} <a href={source.url}>{t('videos.downloadVideo')}</a>
        </p>
      </video>
    </div>
  );
}
