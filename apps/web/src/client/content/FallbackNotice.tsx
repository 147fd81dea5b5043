import { useT } from '../runtime/use-t.ts';

/**
 * The short notice an English page shows above Thai text served because the English text is missing (the text
 * itself carries `lang="th"`, see langAttribute). Nothing when the text is in the page's language.
 */
export function FallbackNotice({ shown, what }: { shown: boolean; what: 'news' | 'page' | 'albums' }) {
  const t = useT();
  if (!shown) return null;
  return (
    <p className="notice" role="note">
      {t(`${what}.englishFallback`)}
    </p>
  );
}
