/**
 * GET /site/{siteId}/news-categories, /event-categories and /document-categories: the categories of one kind of
 * content with their counts on this site, or with `section`, only those with items in that section (its child
 * sections included), counted there.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, type SectionType } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { listCategoriesWithCounts, type CategorisedContent } from '../content/category-list.ts';
import { sectionsToList } from '../content/section-repository.ts';
import type { JsonOk, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

type CategoryOperation = 'listNewsCategories' | 'listEventCategories' | 'listDocumentCategories';

export function registerCategoryRoute(
  app: FastifyInstance,
  context: ApiContext,
  operationId: CategoryOperation,
  kind: { sectionType: SectionType; content: CategorisedContent },
): void {
  app.route<{
    Params: PathParams<CategoryOperation>;
    Querystring: QueryParams<CategoryOperation>;
    Reply: JsonOk<CategoryOperation>;
  }>({
    ...routeOptions(context, operationId),
    handler: async (request) => {
      const { siteId } = request.params;
      const { lang = DEFAULT_LANG, section } = request.query;
      const sections =
        section === undefined
          ? undefined
          : await sectionsToList(context.db, siteId, section, kind.sectionType);
      return { items: await listCategoriesWithCounts(context.db, kind.content, { siteId, sections }, lang) };
    },
  });
}
