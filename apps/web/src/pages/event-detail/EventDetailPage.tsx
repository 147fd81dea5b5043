import { isHttpsUrl } from '@probation/contract/rules';
import { useT } from '../../client/runtime/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { EventDetailContent } from './page.ts';
import { eventIcsPath } from '../../shared/routes.ts';
import { Fact, ItemPage } from '../../components/content/ItemPage.tsx';
import { foreignLangAttribute, langAttribute } from '../../components/content/lang-attribute.ts';
import { eventWhen } from '../../components/calendar/event-when.ts';

/** One event: title, when (Buddhist era on Thai pages), where (with a map link), category, description, .ics, share. */
export function EventDetailPage({ state, content }: PageProps<EventDetailContent>) {
  const t = useT();
  const { lang } = state;
  const { section, item: event, url } = content;
  const textLang = langAttribute(event.contentLang, lang);
  const { location } = event;
  return (
    <ItemPage
      state={state}
      section={section}
      item={event}
      url={url}
      what="event"
      className="event"
      factsClassName="event__meta"
      facts={
        <>
          <Fact label={t('calendar.when')}>
            <time dateTime={event.start}>{eventWhen(event, lang, t)}</time>
          </Fact>
          {location ? (
            <Fact label={t('calendar.location')} {...textLang}>
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
            </Fact>
          ) : null}
          {event.category ? (
            <Fact label={t('calendar.category')} {...foreignLangAttribute(event.category.label, lang)}>
              {event.category.label}
            </Fact>
          ) : null}
        </>
      }
      share={t('calendar.share')}
    >
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
    </ItemPage>
  );
}
