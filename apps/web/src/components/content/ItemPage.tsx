import type { ComponentProps, ReactNode } from 'react';
import { formatDate, type Language } from '@probation/i18n';
import { usePageLang, useT } from '../text/use-t.ts';
import type { PageState, SectionLink } from '../../shared/page-state.ts';
import { SectionBreadcrumbs } from '../layout/SectionBreadcrumbs.tsx';
import { FallbackNotice } from './FallbackNotice.tsx';
import { foreignLangAttribute, langAttribute, titleLangAttribute } from './lang-attribute.ts';
import { ShareLinks } from './ShareLinks.tsx';

interface ItemKind {
  /** What the item is, for the notice on an English page showing Thai text. */
  what: ComponentProps<typeof FallbackNotice>['what'];
  /** The article's class beside `article`. */
  className?: string;
  /** The facts list's class beside `article__meta`. */
  factsClassName?: string;
  /** The share links' heading's text; absent: the news item's. */
  share?: string;
}

/** How each kind of item's article differs. */
const ITEM_KINDS = {
  news: { what: 'news' },
  document: { what: 'documents', className: 'document', share: 'documents.share' },
  event: { what: 'event', className: 'event', factsClassName: 'event__meta', share: 'calendar.share' },
  album: { what: 'albums', className: 'album', share: 'albums.share' },
  video: { what: 'video', className: 'video-article', share: 'videos.share' },
} as const satisfies Record<string, ItemKind>;

/**
 * One item of a section (a news item, a document, an event, an album, a video): the breadcrumbs to it, then the
 * article: its header (the notice when its text is Thai on an English page, its title, its facts as a list), what
 * the item shows, and the share links.
 */
export function ItemPage({
  state,
  page,
  item,
  kind,
  facts,
  header,
  children,
}: {
  state: PageState;
  /** The item page's content: its section, the section's parent (for the breadcrumbs when the menu does not list
   * the section) and its address, to share. */
  page: { section: { urlname: string; title: string }; parent?: SectionLink | null; url: string };
  item: { title: string; contentLang: Language };
  kind: keyof typeof ITEM_KINDS;
  /** The item's facts (published, category, …): `Fact`s. */
  facts: ReactNode;
  /** What the header shows under the facts. */
  header?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const { lang } = state;
  const { what, className, factsClassName, share }: ItemKind = ITEM_KINDS[kind];
  const fallback = Boolean(langAttribute(item.contentLang, lang).lang);
  return (
    <div className="container page-body">
      <SectionBreadcrumbs state={state} section={page.section} parent={page.parent} item={item} />
      <article className={className ? `article ${className}` : 'article'}>
        <header className="article__header">
          <FallbackNotice shown={fallback} what={what} />
          <h1 {...titleLangAttribute(item.title, item.contentLang, lang)}>{item.title}</h1>
          <dl className={factsClassName ? `article__meta ${factsClassName}` : 'article__meta'}>{facts}</dl>
          {header}
        </header>
        {children}
        <ShareLinks url={page.url} title={item.title} heading={share ? t(share) : undefined} />
      </article>
    </div>
  );
}

/** One fact of an item's header: its label and its value (`lang` when the value is in another language). */
export function Fact({ label, lang, children }: { label: string; lang?: Language; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd lang={lang}>{children}</dd>
    </div>
  );
}

/** A date fact: the day, written in the page's language. */
export function DateFact({ label, date }: { label: string; date: string }) {
  return (
    <Fact label={label}>
      <time dateTime={date}>{formatDate(date, usePageLang())}</time>
    </Fact>
  );
}

/**
 * When the content was last updated, below it; with `since` (the day it was published), only when that is a later
 * day.
 */
export function UpdatedNote({
  label,
  updatedAt,
  since,
}: {
  label: string;
  updatedAt: string;
  since?: string;
}) {
  const lang = usePageLang();
  if (since !== undefined && updatedAt.slice(0, 10) === since.slice(0, 10)) return null;
  return (
    <p className="article__updated">
      {label} <time dateTime={updatedAt}>{formatDate(updatedAt, lang)}</time>
    </p>
  );
}

/** A fact naming the item's category, when it has one. */
export function CategoryFact({
  label,
  category,
}: {
  label: string;
  category: { label: string } | null | undefined;
}) {
  const lang = usePageLang();
  if (!category) return null;
  return (
    <Fact label={label} {...foreignLangAttribute(category.label, lang)}>
      {category.label}
    </Fact>
  );
}
