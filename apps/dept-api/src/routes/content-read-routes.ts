/**
 * Reads of one kind of content (news, documents, events, albums, videos), in the language asked for:
 * GET /site/{siteId}/{kind} (a page of the items the query's filter selects) and /site/{siteId}/{kind}/{id} (one
 * item; 404 when the site has none with this id).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, DEFAULT_PAGE_SIZE, type Lang, type OperationId } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import type { Paging } from '../content/list-page.ts';
import type { Db } from '../db/database.ts';
import type { JsonOk, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

/** One kind of content's items as its item route and its editor's writes find them. */
export interface ContentItems<Item> {
  /** The path parameter naming an item (`albumId`). */
  idParameter: string;
  find(db: Db, siteId: string, id: string, lang: Lang): Promise<Item | null>;
  /** The 404 of an id the site does not have. */
  unknown(id: string): Error;
}

type ListOperation = 'listNews' | 'listDocuments' | 'listEvents' | 'listAlbums' | 'listVideos';

/** What every list's query has: the language and the page. */
interface ListQuery {
  lang?: Lang;
  page?: number;
  page_size?: number;
}

export interface ListedKind<Operation extends ListOperation, Filter> {
  /** The page size when the query names none (DEFAULT_PAGE_SIZE unless given). */
  defaultPageSize?: number;
  /** The query's filter (400 for a value that names nothing on the site); `now` for ranges that start today. */
  filter(db: Db, siteId: string, query: QueryParams<Operation>, now: Date): Promise<Filter>;
  /** One page of the filtered items with the answer's other fields (total, years, the range). */
  list(
    db: Db,
    siteId: string,
    filter: Filter,
    paging: Paging,
    lang: Lang,
  ): Promise<Omit<JsonOk<Operation>, 'page' | 'page_size'>>;
  /** The whole answer instead of a page when the query asks for items by id (news' `ids`); null otherwise. */
  batch?(
    db: Db,
    siteId: string,
    query: QueryParams<Operation>,
    lang: Lang,
  ): Promise<JsonOk<Operation>> | null;
}

export function registerListRoute<Operation extends ListOperation, Filter>(
  app: FastifyInstance,
  context: ApiContext,
  operationId: Operation,
  kind: ListedKind<Operation, Filter>,
): void {
  app.route<{ Params: { siteId: string } }>({
    ...routeOptions(context, operationId),
    handler: async (request) => {
      const { siteId } = request.params;
      // The operation's query, as its schema in the contract has checked it.
      const query = request.query as QueryParams<Operation> & ListQuery;
      const lang = query.lang ?? DEFAULT_LANG;
      const batch = kind.batch?.(context.db, siteId, query, lang);
      if (batch) return batch;
      const paging = {
        page: query.page ?? 1,
        pageSize: query.page_size ?? kind.defaultPageSize ?? DEFAULT_PAGE_SIZE,
      };
      const filter = await kind.filter(context.db, siteId, query, context.clock());
      const found = await kind.list(context.db, siteId, filter, paging, lang);
      return { ...found, page: paging.page, page_size: paging.pageSize };
    },
  });
}

export function registerItemRoute<Item>(
  app: FastifyInstance,
  context: ApiContext,
  operationId: OperationId,
  kind: ContentItems<Item>,
): void {
  app.route<{ Params: { siteId: string } & Record<string, string>; Querystring: { lang?: Lang } }>({
    ...routeOptions(context, operationId),
    handler: async (request) => {
      const { siteId, [kind.idParameter]: id } = request.params;
      const item = await kind.find(context.db, siteId, id!, request.query.lang ?? DEFAULT_LANG);
      if (!item) throw kind.unknown(id!);
      return item;
    },
  });
}
