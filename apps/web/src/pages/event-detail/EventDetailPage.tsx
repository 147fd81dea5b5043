import { isHttpsUrl } from '@probation/contract/rules';
import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { EventDetailContent } from './page.ts';
import { eventIcsPath } from '../../shared/routes.ts';
import { CategoryFact, Fact, ItemPage } from '../../components/content/ItemPage.tsx';
import { langAttribute } from '../../components/content/lang-attribute.ts';
import { eventWhen } from '../../components/calendar/event-when.ts';

/** One event: title, when (Buddhist era on Thai pages), where (with a map link), category, description, .ics, share. */
export function EventDetailPage({ state, content }: PageProps<EventDetailContent>) {
  const t = useT();
  const { lang } = state;
  const { section, item: event } = content;
  const textLang = langAttribute(event.contentLang, lang);
  const { location } = event;
  const facts = (
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
      <CategoryFact label={t('calendar.category')} category={event.category} />
    </>
  );
  return (
    <ItemPage state={state} page={content} item={event} kind="event" facts={facts}>
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
