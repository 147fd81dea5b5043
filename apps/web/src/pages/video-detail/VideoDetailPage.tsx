import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { VideoDetailContent } from './page.ts';
import { clockDuration, isoDuration } from '../../shared/video-duration.ts';
import { DateFact, Fact, ItemPage } from '../../components/content/ItemPage.tsx';
import { langAttribute } from '../../components/content/lang-attribute.ts';
import { VideoPlayer } from '../../components/videos/VideoPlayer.tsx';

/** One video: title, date, duration, the player, the description (plain text), share links. */
export function VideoDetailPage({ state, content }: PageProps<VideoDetailContent>) {
  const t = useT();
  const { lang } = state;
  const { item: video } = content;
  const textLang = langAttribute(video.contentLang, lang);
  const paragraphs = video.description.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  const facts = (
    <>
      <DateFact label={t('videos.published')} date={video.publishedAt} />
      <Fact label={t('videos.duration')}>
        <time dateTime={isoDuration(video.duration)}>{clockDuration(video.duration)}</time>
      </Fact>
    </>
  );
  return (
    <ItemPage state={state} page={content} item={video} kind="video" facts={facts}>
      <VideoPlayer video={video} lang={lang} />
      <section className="video-article__about" aria-labelledby="video-about-heading">
        <h2 id="video-about-heading">{t('videos.about')}</h2>
        <div {...textLang}>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </section>
    </ItemPage>
  );
}
