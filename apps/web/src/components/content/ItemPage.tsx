import type { ComponentProps, ReactNode } from 'react';
import type { Language } from '@probation/i18n';
import type { PageState, SectionLink } from '../../shared/page-state.ts';
import { SectionBreadcrumbs } from '../layout/SectionBreadcrumbs.tsx';
import { FallbackNotice } from './FallbackNotice.tsx';
import { langAttribute, titleLangAttribute } from './lang-attribute.ts';
import { ShareLinks } from './ShareLinks.tsx';

/**
 * One item of a section (a news item, a document, an event, an album, a video): the breadcrumbs to it, then the
 * article: its header (the notice when its text is Thai on an English page, its title, its facts as a list), what
 * the item shows, and the share links.
 */
export function ItemPage({
  state,
  section,
  parent,
  item,
  url,
  what,
  className,
  facts,
  factsClassName,
  header,
  share,
  children,
}: {
  state: PageState;
  section: { urlname: string; title: string };
  /** The section's parent, for the breadcrumbs when the menu does not list the section. */
  parent?: SectionLink | null;
  item: { title: string; contentLang: Language };
  /** The page's address, to share. */
  url: string;
  /** What the item is, for the notice on an English page showing Thai text. */
  what: ComponentProps<typeof FallbackNotice>['what'];
  /** The article's class beside `article`. */
  className?: string;
  /** The item's facts (published, category, …): `Fact`s. */
  facts: ReactNode;
  /** The facts list's class beside `article__meta`. */
  factsClassName?: string;
  /** What the header shows under the facts. */
  header?: ReactNode;
  /** The share links' heading; absent: the news item's. */
  share?: string;
  children: ReactNode;
}) {
  const { lang } = state;
  const fallback = Boolean(langAttribute(item.contentLang, lang).lang);
  return (
    <div className="container page-body">
      <SectionBreadcrumbs state={state} section={section} parent={parent} item={item} />
      <article className={className ? `article ${className}` : 'article'}>
        <header className="article__header">
          <FallbackNotice shown={fallback} what={what} />
          <h1 {...titleLangAttribute(item.title, item.contentLang, lang)}>{item.title}</h1>
          <dl className={factsClassName ? `article__meta ${factsClassName}` : 'article__meta'}>{facts}</dl>
          {header}
        </header>
        {children}
        <ShareLinks url={url} title={item.title} heading={share} />
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
