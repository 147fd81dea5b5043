import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { SectionData } from '../shared/page-state.ts';
import { itemPath } from '../shared/routes.ts';
import { failed, found, notFound, sectionOnly, type ItemLoadRequest, type PageKind } from './page-kind.ts';

/** What an item's page shows: its section, the item, and the page's absolute URL (share links, OpenGraph). */
export interface SectionItemContent<Item> {
  section: SectionData;
  item: Item;
  url: string;
}

/**
 * The page kind of one item of a section (an album, an event, a video) from what is its own: its query (one
 * `variables` of the request), where the item is in the answer, its description and head tags. Titled by the item;
 * an unknown item, or one of another section, is "not found".
 */
export function sectionItemPage<
  Data,
  Variables extends object,
  Item extends { id: string; section: string; title: string },
>({
  document,
  variables,
  item: itemOf,
  description,
  head,
}: {
  document: TypedDocumentNode<Data, Variables>;
  variables: (request: ItemLoadRequest) => Variables;
  item: (data: Data) => Item | null | undefined;
  /** The meta description (null: the site's lead text). */
  description: (item: Item) => string | null;
  /** Its head tags, from its content and the request (the site's origin for absolute URLs). */
  head: (content: SectionItemContent<Item>, request: ItemLoadRequest) => string[];
}): PageKind<SectionItemContent<Item>, ItemLoadRequest> {
  return {
    async load(request) {
      const { query, lang, section, origin } = request;
      const outcome = await query(document, variables(request));
      if (!outcome.ok) return failed(outcome);
      const item = itemOf(outcome.data);
      if (!item || item.section !== section.urlname) return notFound;
      const content = {
        section: sectionOnly(section),
        item,
        url: origin + itemPath(lang, section.urlname, item.id),
      };
      return found({
        content,
        title: item.title,
        description: description(item),
        head: head(content, request),
      });
    },
  };
}
