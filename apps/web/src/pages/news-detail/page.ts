import type { NewsDetailContent } from './content.ts';
import { NewsDetailPageDocument } from '../../shared/generated/graphql.ts';
import { itemPath } from '../../shared/routes.ts';
import { failed, found, notFound, type ItemLoadRequest, type PageKind } from '../page-kind.ts';
import { newsItemHeadTags } from './head.ts';

/** A news item of a news section; one of another section (or site) is "not found". */
export const newsDetailPage: PageKind<NewsDetailContent, ItemLoadRequest> = {
  async load({ query, lang, section: shown, id, site, origin }) {
    const outcome = await query(NewsDetailPageDocument, { lang, urlname: shown.urlname, id });
    if (!outcome.ok) return failed(outcome);
    const { section, newsItem } = outcome.data.currentSite;
    if (section?.type !== 'news' || newsItem?.section !== section.urlname) return notFound;
    const content = { section, item: newsItem, url: origin + itemPath(lang, section.urlname, newsItem.id) };
    return found({
      content,
      title: newsItem.title,
      description: newsItem.summary,
      head: newsItemHeadTags(site.layout.siteName, content, origin),
    });
  },
};
