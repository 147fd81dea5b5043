import { describe, expect, it } from 'vitest';
import { formatDay, formatDayWithWeekday, formatMonthYear, formatTime } from '../src/format.ts';

describe('calendar formatting', () => {
  it('names a month with its year: Buddhist era in Thai', () => {
    expect(formatMonthYear(2026, 11, 'th')).toBe('พฤศจิกายน 2569');
    expect(formatMonthYear(2026, 11, 'en')).toBe('November 2026');
    expect(formatMonthYear(2027, 1, 'th')).toBe('มกราคม 2570');
  });

  it('writes a calendar day, with or without its weekday, whatever the machine time zone', () => {
    expect(formatDay('2026-12-05', 'th')).toBe('5 ธันวาคม 2569');
    expect(formatDayWithWeekday('2026-12-05', 'th')).toBe('วันเสาร์ที่ 5 ธันวาคม 2569');
    expect(formatDayWithWeekday('2026-12-05', 'en')).toBe('Saturday, 5 December 2026');
  });

  it('writes Bangkok times: 09.30 in Thai, 09:30 in English', () => {
    expect(formatTime('2026-12-09T02:30:00.000Z', 'th')).toBe('09.30');
    expect(formatTime('2026-12-09T17:05:00.000Z', 'en')).toBe('00:05');
  });
});
