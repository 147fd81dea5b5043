import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { TFunction } from 'i18next';

const fixedTranslators = new WeakMap<object, TFunction>();

/**
 * The translate function of the page's language, from react-i18next's provider. react-i18next's own
 * `useTranslation` copies the whole i18n instance on every call while server rendering (measured: 8 % of a
 * page render's CPU); a page never switches language, so one fixed `t` per instance is all a component needs.
 */
export function useT(): TFunction {
  const { i18n } = useContext(I18nContext);
  let t = fixedTranslators.get(i18n);
  if (!t) {
    t = i18n.getFixedT(i18n.language);
    fixedTranslators.set(i18n, t);
  }
  return t;
}
