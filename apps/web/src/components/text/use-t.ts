import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import type { Language } from '@probation/i18n';
import { TextsContext } from './texts-context.tsx';

/** The translate function of the page's language. A page never switches language, so it is the provider's `t`. */
export function useT(): TFunction {
  return textsOf(useContext(TextsContext)).t;
}

/** The language of the page being rendered (its texts' translator knows it). */
export function usePageLang(): Language {
  return textsOf(useContext(TextsContext)).language as Language;
}

function textsOf(i18n: I18n | null): I18n {
  if (!i18n) throw new Error('a component that shows texts is rendered outside a TextsProvider');
  return i18n;
}
