import { formatDate } from '@probation/i18n';
import { useT } from '../../client/runtime/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import type { VideoDetailContent } from './page.ts';
import { clockDuration, isoDuration } from '../../shared/video-duration.ts';
import { SectionBreadcrumbs } from '../../components/layout/SectionBreadcrumbs.tsx';
import { FallbackNotice } from '../../components/content/FallbackNotice.tsx';
import { langAttribute, titleLangAttribute } from '../../components/content/lang-attribute.ts';
import { ShareLinks } from '../../components/content/ShareLinks.tsx';
import { VideoPlayer } from '../../components/videos/VideoPlayer.tsx';

/** One video: title, date, duration, the player, the description (plain text), share links. */
export function VideoDetailPage({ state, content }: { state: PageState; content: VideoDetailContent }) {
  const t = useT();
  const { lang } = state;
  const { section, video, url } = content;
  const textLang = langAttribute(video.contentLang, lang);
  const paragraphs = video.description.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className="container page-body">
      <SectionBreadcrumbs state={state} section={section} item={video} />
      <article className="article video-article">
        <header className="article__header">
          <FallbackNotice shown={Boolean(textLang.lang)} what="video" />
          <h1 {...titleLangAttribute(video.title, video.contentLang, lang)}>{video.title}</h1>
          <dl className="article__meta">
            <div>
              <dt>{t('videos.published')}</dt>
              <dd>
                <time dateTime={video.publishedAt}>{formatDate(video.publishedAt, lang)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('videos.duration')}</dt>
              <dd>
                <time dateTime={isoDuration(video.duration)}>{clockDuration(video.duration)}</time>
              </dd>
            </div>
          </dl>
        </header>
        <VideoPlayer video={video} lang={lang} />
        <section className="video-article__about" aria-labelledby="video-about-heading">
          <h2 id="video-about-heading">{t('videos.about')}</h2>
          <div {...textLang}>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
        <ShareLinks url={url} title={video.title} heading={t('videos.share')} />
      </article>
    </div>
  );
}
