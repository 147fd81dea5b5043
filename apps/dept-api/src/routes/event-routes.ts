/**
 * Calendar events: GET /site/{siteId}/events (a range), /events/{eventId} and /event-categories; the editor
 * writes (content:write scope) POST /events, PUT and DELETE /events/{eventId}.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_EVENT_PAGE_SIZE, DEFAULT_LANG } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { eventFilter } from '../content/event-query.ts';
import { findEvent, listEventCategories, listEvents } from '../content/event-repository.ts';
import { eventWriter } from '../content/event-writer.ts';
import { notFound } from '../http/errors.ts';
import type { JsonOk, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';
import { registerCategoryRoute } from './category-routes.ts';
import { registerContentWriteRoutes } from './content-write-routes.ts';

const unknownEvent = (eventId: string) => notFound(`The site has no event "${eventId}"`);

export function registerEventRoutes(app: FastifyInstance, context: ApiContext): void {
  registerEventReads(app, context);
  registerContentWriteRoutes(app, context, {
    noun: 'event',
    idParameter: 'eventId',
    operations: { create: 'createEvent', update: 'updateEvent', delete: 'deleteEvent' },
    writer: eventWriter,
    find: findEvent,
    unknown: unknownEvent,
  });
}

function registerEventReads(app: FastifyInstance, context: ApiContext): void {
  app.route<{
    Params: PathParams<'listEvents'>;
    Querystring: QueryParams<'listEvents'>;
    Reply: JsonOk<'listEvents'>;
  }>({
    ...routeOptions(context, 'listEvents'),
    handler: async (request) => {
      const { siteId } = request.params;
      const { query } = request;
      const filter = await eventFilter(context.db, siteId, query, context.clock());
      const paging = { page: query.page ?? 1, pageSize: query.page_size ?? DEFAULT_EVENT_PAGE_SIZE };
      const lang = query.lang ?? DEFAULT_LANG;
      const { items, total } = await listEvents(context.db, siteId, filter, paging, lang);
      return {
        items,
        total,
        page: paging.page,
        page_size: paging.pageSize,
        from: filter.range.from.toISOString(),
        to: filter.range.to.toISOString(),
      };
    },
  });

  app.route<{
    Params: PathParams<'getEvent'>;
    Querystring: QueryParams<'getEvent'>;
    Reply: JsonOk<'getEvent'>;
  }>({
    ...routeOptions(context, 'getEvent'),
    handler: async (request) => {
      const { siteId, eventId } = request.params;
      const event = await findEvent(context.db, siteId, eventId, request.query.lang ?? DEFAULT_LANG);
      if (!event) throw unknownEvent(eventId);
      return event;
    },
  });

  registerCategoryRoute(app, context, 'listEventCategories', {
    sectionType: 'calendar',
    list: listEventCategories,
  });
}
