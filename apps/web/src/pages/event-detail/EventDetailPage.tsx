import { isHttpsUrl } from '@probation/contract/rules';
import { useT } from '../../client/runtime/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import type { EventDetailContent } from './page.ts';
import { eventIcsPath } from '../../shared/routes.ts';
import { SectionBreadcrumbs } from '../../components/layout/SectionBreadcrumbs.tsx';
import { FallbackNotice } from '../../components/content/FallbackNotice.tsx';
import {
  foreignLangAttribute,
  langAttribute,
  titleLangAttribute,
} from '../../components/content/lang-attribute.ts';
import { ShareLinks } from '../../components/content/ShareLinks.tsx';
import { eventWhen } from '../../components/calendar/event-when.ts';

/** One event: title, when (Buddhist era on Thai pages), where (with a map link), category, description, .ics, share. */
export function EventDetailPage({ state, content }: { state: PageState; content: EventDetailContent }) {
  const t = useT();
  const { lang } = state;
  const { section, event, url } = content;
  const textLang = langAttribute(event.contentLang, lang);
  const { location } = event;
  return (
    <div className="container page-body">
      <SectionBreadcrumbs state={state} section={section} item={event} />
      <article className="article event">
        <header className="article__header">
          <FallbackNotice shown={Boolean(textLang.lang)} what="event" />
          <h1 {...titleLangAttribute(event.title, event.contentLang, lang)}>{event.title}</h1>
          <dl className="article__meta event__meta">
            <div>
              <dt>{t('calendar.when')}</dt>
              <dd>
                <time dateTime={event.start}>{eventWhen(event, lang, t)}</time>
              </dd>
            </div>
            {location ? (
              <div>
                <dt>{t('calendar.location')}</dt>
                <dd {...textLang}>
                  {location.name}
                  {location.address ? <>, {location.address}</> : null}
                  {location.mapUrl && isHttpsUrl(location.mapUrl) ? (
                    <>
                      {' '}
                      <a href={location.mapUrl} rel="noopener noreferrer" target="_blank" lang={lang}>
                        {t('calendar.map')}
                        <span className="visually-hidden"> {t('common.externalLink')}</span>
                      </a>
                    </>
                  ) : null}
                </dd>
              </div>
            ) : null}
            {event.category ? (
              <div>
                <dt>{t('calendar.category')}</dt>
                <dd {...foreignLangAttribute(event.category.label, lang)}>{event.category.label}</dd>
              </div>
            ) : null}
          </dl>
        </header>
        <div
          className="article__body"
          {...textLang}
          dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
        />
        <p className="event__ics">
          <a className="button" href={eventIcsPath(lang, section.urlname, event.id)} download>
            {t('calendar.addToCalendar')}
          </a>
        </p>
        <ShareLinks url={url} title={event.title} heading={t('calendar.share')} />
      </article>
    </div>
  );
}
