import { en } from './catalogue/en.ts';
import { th } from './catalogue/th.ts';
import type { Catalogue } from './catalogue/en.ts';
import type { Language } from './languages.ts';

export * from './languages.ts';
export * from './format.ts';
export type { Catalogue };

export const catalogues: Record<Language, Catalogue> = { th, en };

/** The i18next namespace every text lives in. */
export const namespace = 'translation';
