import { formatMonthYear, type Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import { addMonths, monthKey, parseMonthKey } from '../../shared/calendar-month.ts';
import { calendarQuery, type CalendarParams, type CalendarView } from '../../shared/calendar-params.ts';
import type { EventCategoryData } from '../../shared/page-state.ts';
import { FilterSelect } from '../lists/FilterSelect.tsx';

/**
 * The calendar's controls, all plain links and a GET form, so every state has its URL (shareable, the back
 * button works) and nothing needs JavaScript: the view toggle, month navigation and the category filter.
 */
export function CalendarControls({
  path,
  params,
  month,
  currentMonth,
  categories,
  lang,
}: {
  /** The calendar section's path. */
  path: string;
  params: CalendarParams;
  /** The month shown and the current month (`YYYY-MM`). */
  month: string;
  currentMonth: string;
  categories: readonly EventCategoryData[];
  lang: Language;
}) {
  const t = useT();
  const shown = parseMonthKey(month);
  const hrefOf = (changes: Partial<CalendarParams>) => path + calendarQuery({ ...params, ...changes });
  const monthHref = (key: string) => hrefOf({ month: key === currentMonth ? null : key });
  const monthName = (key: string) => {
    const { year, month: number } = parseMonthKey(key);
    return formatMonthYear(year, number, lang);
  };
  const previous = monthKey(addMonths(shown, -1));
  const next = monthKey(addMonths(shown, 1));
  const views: { view: CalendarView; label: string }[] = [
    { view: 'month', label: t('calendar.monthView') },
    { view: 'agenda', label: t('calendar.agendaView') },
  ];
  return (
    <div className="cal-controls">
      <nav className="cal-controls__views" aria-label={t('calendar.views')}>
        <ul>
          {views.map(({ view, label }) => (
            <li key={view}>
              <a href={hrefOf({ view })} aria-current={params.view === view ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav className="cal-controls__months" aria-label={t('calendar.monthNavigation')}>
        <ul>
          <li>
            <a href={monthHref(previous)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('calendar.previousMonth')}
              <span className="visually-hidden">: {monthName(previous)}</span>
            </a>
          </li>
          <li>
            <a href={monthHref(currentMonth)}>
              {t('calendar.thisMonth')}
              <span className="visually-hidden">: {monthName(currentMonth)}</span>
            </a>
          </li>
          <li>
            <a href={monthHref(next)} rel="next">
              {t('calendar.nextMonth')}
              <span className="visually-hidden">: {monthName(next)}</span>
              <span aria-hidden="true"> ›</span>
            </a>
          </li>
        </ul>
      </nav>
      <form
        className="list-filters cal-controls__filter"
        method="get"
        action={path}
        aria-labelledby="cal-filter-heading"
      >
        <h2 id="cal-filter-heading" className="visually-hidden">
          {t('calendar.filterHeading')}
        </h2>
        {params.month ? <input type="hidden" name="month" value={params.month} /> : null}
        {params.view === 'agenda' ? <input type="hidden" name="view" value="agenda" /> : null}
        <FilterSelect
          id="cal-filter-category"
          name="category"
          label={t('calendar.category')}
          all={t('calendar.allCategories')}
          selected={params.category ?? ''}
          options={categories.map((category) => ({ value: category.id, label: category.label }))}
        />
        <div className="list-filters__actions">
          <button type="submit" className="button">
            {t('calendar.applyFilter')}
          </button>
        </div>
      </form>
    </div>
  );
}
