/**
 * Calendar events: GET /site/{siteId}/events (a range), /events/{eventId} and /event-categories; the editor
 * writes (content:write scope) POST /events, PUT and DELETE /events/{eventId}.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_EVENT_PAGE_SIZE } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { eventFilter } from '../content/event-query.ts';
import { categorisedEvents, findEvent, listEvents } from '../content/event-repository.ts';
import { eventWriter } from '../content/event-writer.ts';
import { registerCategoryRoute } from './category-routes.ts';
import { registerContentItemRoutes } from './content-item-routes.ts';
import { registerListRoute } from './content-read-routes.ts';

export function registerEventRoutes(app: FastifyInstance, context: ApiContext): void {
  registerListRoute(app, context, 'listEvents', {
    defaultPageSize: DEFAULT_EVENT_PAGE_SIZE,
    filter: eventFilter,
    // The answer names the range it used (the query's, or the default one from today).
    list: async (db, siteId, filter, paging, lang) => ({
      ...(await listEvents(db, siteId, filter, paging, lang)),
      from: filter.range.from.toISOString(),
      to: filter.range.to.toISOString(),
    }),
  });
  registerContentItemRoutes(app, context, { noun: 'event', find: findEvent, writer: eventWriter });
  registerCategoryRoute(app, context, 'listEventCategories', {
    sectionType: 'calendar',
    content: categorisedEvents,
  });
}
