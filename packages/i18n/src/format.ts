import type { Language } from './languages.ts';

const bangkok = 'Asia/Bangkok';

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  // Thai pages count years in the Buddhist era: 22 พฤศจิกายน 2569
  th: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { dateStyle: 'long', timeZone: bangkok }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: bangkok }),
};

const dateTimeFormats: Record<Language, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: bangkok,
  }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: bangkok }),
};

const numberFormats: Record<Language, Intl.NumberFormat> = {
  th: new Intl.NumberFormat('th-TH'),
  en: new Intl.NumberFormat('en-GB'),
};

export function formatDate(date: Date | string, lang: Language): string {
  return dateFormats[lang].format(typeof date === 'string' ? new Date(date) : date);
}

export function formatDateTime(date: Date | string, lang: Language): string {
  return dateTimeFormats[lang].format(typeof date === 'string' ? new Date(date) : date);
}

export function formatNumber(value: number, lang: Language): string {
  return numberFormats[lang].format(value);
}

// Formatters are made once: constructing an Intl formatter costs far more than using one, and pages format
// many dates and sizes.
const gregorianYearFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: bangkok });

/** The year as the page's reader counts it: Buddhist era on Thai pages (2026 → 2569). */
export function displayYear(date: Date, lang: Language): number {
  const year = Number(gregorianYearFormat.format(date));
  return lang === 'th' ? year + 543 : year;
}

const monthYearFormats: Record<Language, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { month: 'long', year: 'numeric', timeZone: bangkok }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: bangkok }),
};

const withWeekday = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: bangkok,
} as const;
const fullDateFormats: Record<Language, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', withWeekday),
  en: new Intl.DateTimeFormat('en-GB', withWeekday),
};

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: bangkok,
});

/** A Bangkok calendar day (`2026-12-05`) as an instant inside it, for the date formatters. */
function dayInstant(day: string): Date {
  return new Date(`${day}T12:00:00+07:00`);
}

/** A month and its year: พฤศจิกายน 2569 on Thai pages, November 2026 on English ones. */
export function formatMonthYear(year: number, month: number, lang: Language): string {
  return monthYearFormats[lang].format(dayInstant(`${year}-${String(month).padStart(2, '0')}-15`));
}

/** A calendar day (`2026-12-05`) in the long style: 5 ธันวาคม 2569 / 5 December 2026. */
export function formatDay(day: string, lang: Language): string {
  return dateFormats[lang].format(dayInstant(day));
}

/** A calendar day with its weekday: วันเสาร์ที่ 5 ธันวาคม 2569 / Saturday, 5 December 2026. */
export function formatDayWithWeekday(day: string, lang: Language): string {
  return fullDateFormats[lang].format(dayInstant(day));
}

/** The time of day in Bangkok, 24-hour: 09.30 on Thai pages (as Thai writes it), 09:30 on English ones. */
export function formatTime(date: Date | string, lang: Language): string {
  const text = timeFormat.format(typeof date === 'string' ? new Date(date) : date);
  return lang === 'th' ? text.replace(':', '.') : text;
}

const sizeUnits: Record<Language, readonly string[]> = {
  th: ['ไบต์', 'กิโลไบต์', 'เมกะไบต์', 'กิกะไบต์'],
  en: ['bytes', 'KB', 'MB', 'GB'],
};

/** Per language, the number formats of a file size with 0 and with 1 fraction digit. */
const fileSizeFormats: Record<Language, Intl.NumberFormat[]> = {
  th: [0, 1].map((digits) => new Intl.NumberFormat('th-TH', { maximumFractionDigits: digits })),
  en: [0, 1].map((digits) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: digits })),
};

export function formatFileSize(bytes: number, lang: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits[lang].length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = fileSizeFormats[lang][digits]!.format(value);
  return `${number} ${sizeUnits[lang][unit]}`;
}
