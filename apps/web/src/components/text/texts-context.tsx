import { createContext, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';

/** The texts of the page or island being rendered: a translator of catalogue-translator.ts, set once per render. */
export const TextsContext = createContext<I18n | null>(null);

/** Gives the components below it `useT` and `usePageLang` (use-t.ts) for these texts. */
export function TextsProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <TextsContext.Provider value={i18n}>{children}</TextsContext.Provider>;
}
