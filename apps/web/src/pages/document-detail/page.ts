import type { DocumentDetailContent } from './content.ts';
import { DocumentDetailPageDocument } from '../../shared/generated/graphql.ts';
import { itemPath } from '../../shared/routes.ts';
import { failed, found, notFound, sectionOnly, type ItemLoadRequest, type PageKind } from '../page-kind.ts';
import { parentLink } from '../section-parent.ts';
import { documentHeadTags } from './head.ts';

/** One document, shown under its own section only (another section's path is "not found"). */
export const documentDetailPage: PageKind<DocumentDetailContent, ItemLoadRequest> = {
  async load({ query, lang, section, id, origin }) {
    const outcome = await query(DocumentDetailPageDocument, { lang, id });
    if (!outcome.ok) return failed(outcome);
    const { document, sections } = outcome.data.currentSite;
    if (document?.section !== section.urlname) return notFound;
    const content = {
      section: sectionOnly(section),
      parent: parentLink(sections, section),
      document,
      url: origin + itemPath(lang, section.urlname, document.id),
    };
    return found({
      content,
      title: document.title,
      description: document.description || null,
      head: documentHeadTags(content),
    });
  },
};
