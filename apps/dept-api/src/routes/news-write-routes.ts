/** Editor writes (content:write scope): POST /site/{siteId}/news, PUT and DELETE /site/{siteId}/news/{newsId}. */
import type { FastifyInstance } from 'fastify';
import { SCOPE_CONTENT_WRITE, type News } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { findNews } from '../content/news-repository.ts';
import { createNews, deleteNews, updateNews } from '../content/news-writer.ts';
import type { JsonBody, JsonOk, PathParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';
import { unknownNews } from './news-routes.ts';

const writeScope = { scope: SCOPE_CONTENT_WRITE } as const;

export function registerNewsWriteRoutes(app: FastifyInstance, context: ApiContext): void {
  /** The stored item as editors see it: in Thai. */
  async function storedNews(siteId: string, newsId: string): Promise<News> {
    const item = await findNews(context.db, siteId, newsId, 'th');
    if (!item) throw unknownNews(newsId);
    return item;
  }

  app.route<{ Params: PathParams<'createNews'>; Body: JsonBody<'createNews'> }>({
    ...routeOptions(context, 'createNews', writeScope),
    handler: async (request, reply) => {
      const { siteId } = request.params;
      const id = await createNews(context.db, siteId, request.body, context.clock());
      request.log.info({ siteId, newsId: id, clientId: request.tokenHolder?.clientId }, 'news created');
      return reply.code(201).send(await storedNews(siteId, id));
    },
  });

  app.route<{ Params: PathParams<'updateNews'>; Body: JsonBody<'updateNews'>; Reply: JsonOk<'updateNews'> }>({
    ...routeOptions(context, 'updateNews', writeScope),
    handler: async (request) => {
      const { siteId, newsId } = request.params;
      if (!(await updateNews(context.db, siteId, newsId, request.body, context.clock())))
        throw unknownNews(newsId);
      request.log.info({ siteId, newsId, clientId: request.tokenHolder?.clientId }, 'news updated');
      return storedNews(siteId, newsId);
    },
  });

  app.route<{ Params: PathParams<'deleteNews'> }>({
    ...routeOptions(context, 'deleteNews', writeScope),
    handler: async (request, reply) => {
      const { siteId, newsId } = request.params;
      if (!(await deleteNews(context.db, siteId, newsId))) throw unknownNews(newsId);
      request.log.info({ siteId, newsId, clientId: request.tokenHolder?.clientId }, 'news deleted');
      return reply.code(204).send();
    },
  });
}
