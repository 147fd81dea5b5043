import type { Language } from '@probation/i18n';
import { itemPath } from '../../shared/routes.ts';
import { titleLangAttribute } from '../content/lang-attribute.ts';

/** An event's title in an agenda or the upcoming list: a link to its page, marked with the title's language. */
export function EventTitle({
  event,
  lang,
}: {
  event: { id: string; section: string; title: string; contentLang: Language };
  lang: Language;
}) {
  return (
    <p className="agenda-event__title">
      <a
        href={itemPath(lang, event.section, event.id)}
        {...titleLangAttribute(event.title, event.contentLang, lang)}
      >
        {event.title}
      </a>
    </p>
  );
}
