/**
 * One event as an iCalendar file (RFC 5545): VCALENDAR with one VEVENT. Lines end in CRLF and are folded at 75
 * octets (never inside a UTF-8 character); TEXT values are escaped (\\ ; , and new lines). Timed events are in
 * UTC (`DTSTART:20261209T020000Z`); all-day events are dates (`DTSTART;VALUE=DATE:20261205`) whose DTEND is the
 * day after the last day (exclusive, as RFC 5545 counts it).
 */
export interface IcsEvent {
  /** Stable and unique: the same event of the same site always has the same UID. */
  uid: string;
  title: string;
  /** Plain text. */
  description: string;
  /** Timed: ISO date-times. All-day: dates (YYYY-MM-DD), `end` the last day (inclusive). */
  start: string;
  end: string;
  allDay: boolean;
  location: string | null;
  url: string;
  /** The last change, for DTSTAMP and LAST-MODIFIED. */
  updatedAt: string;
  /** The language of the texts (th or en). */
  lang: string;
}

export const ICS_PRODID = '-//Department of Probation//Public website//TH';
const MAX_OCTETS = 75;

/** A TEXT value escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded into lines of at most 75 octets; continuation lines start with one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `20261209T020000Z` */
export function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function dateValue(day: string): string {
  return day.replace(/-/g, '');
}

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function buildIcs(event: IcsEvent): string {
  const times = event.allDay
    ? [`DTSTART;VALUE=DATE:${dateValue(event.start)}`, `DTEND;VALUE=DATE:${dateValue(dayAfter(event.end))}`]
    : [`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(event.end)}`];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    ...times,
    `SUMMARY;LANGUAGE=${event.lang}:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION;LANGUAGE=${event.lang}:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION;LANGUAGE=${event.lang}:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    'STATUS:CONFIRMED',
    `TRANSP:${event.allDay ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
