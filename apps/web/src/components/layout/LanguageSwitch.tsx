import { useT } from '../text/use-t.ts';
import { languageTags, otherLanguage } from '@probation/i18n';
import type { PageState } from '../../shared/page-state.ts';

/** A link to the same page in the other language (the server remembers the choice in the locale cookie). */
export function LanguageSwitch({ state }: { state: PageState }) {
  const t = useT();
  if (!state.alternates) return null;
  const target = otherLanguage(state.lang);
  return (
    <a
      className="language-switch"
      href={state.alternates[target]}
      hrefLang={languageTags[target]}
      lang={languageTags[target]}
    >
      {t('common.switchLanguage')}
      <span className="visually-hidden" lang={languageTags[state.lang]}>
        {' '}
        {t('common.switchLanguageHint')}
      </span>
    </a>
  );
}
