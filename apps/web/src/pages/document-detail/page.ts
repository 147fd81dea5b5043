import type { DocumentDetailContent } from './content.ts';
import { DocumentDetailPageDocument } from '../../shared/generated/graphql.ts';
import { itemPath } from '../../shared/routes.ts';
import { failed, found, notFound, sectionOnly, type ItemLoadRequest, type PageKind } from '../page-kind.ts';
import { parentLink } from '../section-parent.ts';
import { documentHeadTags } from './head.ts';

/** One document, shown under its own section only (another section's path is "not found"). */
export const documentDetailPage: PageKind<DocumentDetailContent, ItemLoadRequest> = {
  async load({ query, lang, section, id, absoluteUrl }) {
    const outcome = await query(DocumentDetailPageDocument, { lang, id });
    if (!outcome.ok) return failed(outcome);
    const { document, sections } = outcome.data.currentSite;
    if (document?.section !== section.urlname) return notFound;
    return found({
      section: sectionOnly(section),
      parent: parentLink(sections, section),
      document,
      url: await absoluteUrl(itemPath(lang, section.urlname, document.id)),
    });
  },
  title: ({ content }) => content.document.title,
  description: ({ content }) => content.document.description || null,
  head: ({ content }) => documentHeadTags(content),
};
