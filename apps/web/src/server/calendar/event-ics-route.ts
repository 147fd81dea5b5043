import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage } from '@probation/i18n';
import { isItemId, isSlug } from '@probation/contract/rules';
import { EVENT_ICS_ROUTE, itemPath } from '../../shared/routes.ts';
import { resolveSiteOrigin } from '../site/public-origin.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { isInMaintenance } from '../site/site-service.ts';
import { htmlToText } from './html-to-text.ts';
import { buildIcs } from './ics.ts';

/** Seconds a shared cache may keep an .ics file (the event page's own data is cached the same way upstream). */
const ICS_MAX_AGE_SECONDS = 300;

interface IcsParams {
  lang: string;
  urlname: string;
  id: string;
}

/**
 * "Add to calendar": GET /{lang}/{urlname}/{id}/event.ics answers the event of a calendar section as an
 * iCalendar attachment (text/calendar). A path that names no such event gets the 404 page, like its page.
 */
export function registerEventIcsRoute(app: FastifyInstance): void {
  app.get<{ Params: IcsParams }>(EVENT_ICS_ROUTE, (request, reply) => answerIcs(app, request, reply));
}

async function answerIcs(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: IcsParams }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { lang, urlname, id } = request.params;
  // A path that can name no event is the 404 page before the site and its maintenance are looked up (as a page's).
  if (!isLanguage(lang) || !isSlug(urlname) || !isItemId(id)) {
    return notFound(reply);
  }
  const site = await resolveSite(request);
  if (isInMaintenance(await app.sites.getDetails(site.id))) return notFound(reply);
  const section = await app.content.section(site.id, urlname, lang);
  if (section?.type !== 'calendar') return notFound(reply);
  const event = await app.events.event(site.id, lang, id);
  if (!event || event.section !== urlname) return notFound(reply);
  const location = event.location
    ? [event.location.name, event.location.address].filter(Boolean).join(', ')
    : null;
  const body = buildIcs({
    uid: `${event.id}.${site.id}@calendar.probation`,
    title: event.title,
    description: htmlToText(event.description_html),
    start: event.start,
    end: event.end,
    allDay: event.all_day,
    location,
    url: (await resolveSiteOrigin(request)) + itemPath(lang, urlname, event.id),
    updatedAt: event.updated_at,
    lang: event.content_lang,
  });
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${event.id}.ics"`)
    .header('cache-control', `public, max-age=${ICS_MAX_AGE_SECONDS}`)
    .send(body);
}

function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}
