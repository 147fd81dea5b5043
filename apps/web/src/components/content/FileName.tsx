import type { Language } from '@probation/i18n';
import { markValue } from '../text/mark-value.tsx';
import { usePageLang } from '../text/use-t.ts';
import { foreignLang, foreignLangAttribute } from './lang-attribute.ts';

/**
 * A file name as uploaded: it has no language of its own, so its script tells (WCAG 3.1.2): a Thai name on an
 * English page is marked Thai, a Latin one on a Thai page English (decision 0246).
 */
export function FileName({ name }: { name: string }) {
  const lang = foreignLang(name, usePageLang());
  return lang ? <span lang={lang}>{name}</span> : <>{name}</>;
}

/** The `lang` of an element holding only a file name (an `<option>`, which holds no markup). */
export function fileNameLang(name: string, pageLang: Language): { lang?: Language } {
  return foreignLangAttribute(name, pageLang);
}

/**
 * A label naming the file ("Download {{name}}") that a screen reader hears in full, while the eye sees only the
 * name: an accessible name built from text, not aria-label, so the name keeps its own language.
 */
export function FileNameWithHiddenLabel({ label, name }: { label: string; name: string }) {
  return markValue(label, name, (value) => <FileName name={value} />, hidden);
}

function hidden(text: string) {
  return text ? <span className="visually-hidden">{text}</span> : null;
}
