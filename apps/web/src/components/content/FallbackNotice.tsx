import { useT } from '../text/use-t.ts';

/**
 * The short notice an English page shows above Thai text served because the English text is missing (the text
 * itself carries `lang="th"`, see langAttribute). Nothing when the text is in the page's language.
 */
export function FallbackNotice({ shown, what }: { shown: boolean; what: keyof typeof NOTICES }) {
  const t = useT();
  if (!shown) return null;
  return (
    <p className="notice" role="note">
      {t(NOTICES[what])}
    </p>
  );
}

const NOTICES = {
  news: 'news.englishFallback',
  page: 'page.englishFallback',
  video: 'videos.englishFallback',
  event: 'calendar.englishFallback',
  albums: 'albums.englishFallback',
  documents: 'documents.englishFallback',
} as const;
