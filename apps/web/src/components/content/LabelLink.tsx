import type { Language } from '@probation/i18n';
import { foreignLangAttribute } from './lang-attribute.ts';

/**
 * A link named by a text with no language of its own (a menu label, a section's title, a member's name): marked
 * with its script's language when that is not the page's.
 */
export function LabelLink({ href, label, lang }: { href: string; label: string; lang: Language }) {
  return (
    <a href={href} {...foreignLangAttribute(label, lang)}>
      {label}
    </a>
  );
}
