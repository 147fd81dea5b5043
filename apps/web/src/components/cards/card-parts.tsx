import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import { itemPath } from '../../shared/routes.ts';
import { foreignLangAttribute, langAttribute, titleLangAttribute } from '../content/lang-attribute.ts';

/** A card's title: a heading of the list's level linking to the item's page, marked with the title's language. */
export function CardTitle({
  item,
  lang,
  level,
  className,
}: {
  item: { id: string; section: string; title: string; contentLang: Language };
  lang: Language;
  level: 2 | 3;
  className: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className={className} {...titleLangAttribute(item.title, item.contentLang, lang)}>
      <a href={itemPath(lang, item.section, item.id)}>{item.title}</a>
    </Heading>
  );
}

/** A card's category, marked with its language when its script is not the page's; nothing without one. */
export function CardCategory({ category, lang }: { category: { label: string } | null; lang: Language }) {
  return category ? (
    <span className="news-card__category" {...foreignLangAttribute(category.label, lang)}>
      {category.label}
    </span>
  ) : null;
}

/** "In Thai" on an English page's card of an item shown in Thai (it has no English version); nothing otherwise. */
export function InThaiFlag({ contentLang, lang }: { contentLang: Language; lang: Language }) {
  const t = useT();
  return langAttribute(contentLang, lang).lang ? (
    <span className="news-card__flag">{t('news.inThai')}</span>
  ) : null;
}
