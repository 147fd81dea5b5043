import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../src/server/calendar/html-to-text.ts';
import { buildIcs, escapeText, foldLine, utcStamp, type IcsEvent } from '../../src/server/calendar/ics.ts';

const timed: IcsEvent = {
  uid: 'dept-e-0001.64b000000000000000000001@calendar.probation',
  title: 'ประชุม; วาระ 1, 2',
  description: 'บรรทัดแรก\nบรรทัดที่สอง \\ จบ',
  start: '2026-12-09T02:00:00.000Z',
  end: '2026-12-09T09:30:00.000Z',
  allDay: false,
  location: 'ห้องประชุม, ชั้น 3',
  url: 'https://www.probation.go.th/th/calendar/dept-e-0001',
  updatedAt: '2026-11-20T03:00:00.000Z',
  lang: 'th',
};

/** Content lines: folded lines joined again. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the .ics module', () => {
  it('escapes backslashes, semicolons, commas and new lines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ก'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    const ascii = foldLine('X'.repeat(160));
    expect(ascii.split('\r\n').map((part) => part.length)).toEqual([75, 75, 12]);
  });

  it('writes times in UTC', () => {
    expect(utcStamp('2026-12-09T09:00:00+07:00')).toBe('20261209T020000Z');
    const lines = unfold(buildIcs(timed));
    expect(lines).toContain('DTSTART:20261209T020000Z');
    expect(lines).toContain('DTEND:20261209T093000Z');
    expect(lines).toContain('DTSTAMP:20261120T030000Z');
  });

  it('gives an all-day event dates and an exclusive end, across a month end', () => {
    const lines = unfold(buildIcs({ ...timed, allDay: true, start: '2026-12-31', end: '2027-01-01' }));
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270102');
    expect(lines).toContain('TRANSP:TRANSPARENT');
  });

  it('is a VCALENDAR with one VEVENT, CRLF lines, escaped texts', () => {
    const ics = buildIcs(timed);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    const lines = unfold(ics);
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', expect.stringMatching(/^PRODID:/)]);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        `UID:${timed.uid}`,
        'SUMMARY;LANGUAGE=th:ประชุม\\; วาระ 1\\, 2',
        'DESCRIPTION;LANGUAGE=th:บรรทัดแรก\\nบรรทัดที่สอง \\\\ จบ',
        'LOCATION;LANGUAGE=th:ห้องประชุม\\, ชั้น 3',
        `URL:${timed.url}`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ]),
    );
  });

  it('leaves out DESCRIPTION and LOCATION when there are none', () => {
    const lines = unfold(buildIcs({ ...timed, description: '', location: null }));
    expect(lines.some((line) => line.startsWith('DESCRIPTION') || line.startsWith('LOCATION'))).toBe(false);
  });
});

describe('htmlToText', () => {
  it('turns sanitised HTML into plain lines', () => {
    expect(
      htmlToText(
        '<p>แรก &amp; สอง</p><ul><li>หนึ่ง</li><li>&quot;สอง&quot; &#x3C;3</li></ul><p>บรรทัด<br>ใหม่</p>',
      ),
    ).toBe('แรก & สอง\n\n- หนึ่ง\n- "สอง" <3\n\nบรรทัด\nใหม่');
  });
});
