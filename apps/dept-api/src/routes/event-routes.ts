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
import { notFound } from '../http/errors.ts';
import { registerCategoryRoute } from './category-routes.ts';
import { registerItemRoute, registerListRoute } from './content-read-routes.ts';
import { registerContentWriteRoutes } from './content-write-routes.ts';

const eventItems = {
  idParameter: 'eventId',
  find: findEvent,
  unknown: (eventId: string) => notFound(`The site has no event "${eventId}"`),
};

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
  registerItemRoute(app, context, 'getEvent', eventItems);
  registerCategoryRoute(app, context, 'listEventCategories', {
    sectionType: 'calendar',
    content: categorisedEvents,
  });
  registerContentWriteRoutes(app, context, {
    ...eventItems,
    noun: 'event',
    operations: { create: 'createEvent', update: 'updateEvent', delete: 'deleteEvent' },
    writer: eventWriter,
  });
}
