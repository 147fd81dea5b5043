/** Calendar periods in Asia/Bangkok time (UTC+7 all year, no daylight saving) as UTC instants. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** [start, end) of a Gregorian year, or of one month (1-12) of it, in Bangkok time. */
export function bangkokPeriod(year: number, month?: number): { start: Date; end: Date } {
  const start = month === undefined ? Date.UTC(year, 0, 1) : Date.UTC(year, month - 1, 1);
  const end = month === undefined ? Date.UTC(year + 1, 0, 1) : Date.UTC(year, month, 1);
  return { start: new Date(start - BANGKOK_OFFSET_MS), end: new Date(end - BANGKOK_OFFSET_MS) };
}
