import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '@probation/i18n';

/**
 * The translate function of the page's language, from react-i18next's provider. Not react-i18next's
 * `useTranslation`: measured on a fresh page render, it copies the whole i18n instance on every call while server
 * rendering (8 % of the CPU). A page never switches language, so the provider's `t` is all it needs.
 */
export function useT(): TFunction {
  return useContext(I18nContext).i18n.t;
}

/** The language of the page being rendered (its texts' translator knows it). */
export function usePageLang(): Language {
  return useContext(I18nContext).i18n.language as Language;
}
