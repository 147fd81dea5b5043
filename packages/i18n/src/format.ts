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

/** The year as the page's reader counts it: Buddhist era on Thai pages (2026 → 2569). */
export function displayYear(date: Date, lang: Language): number {
  const year = Number(new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: bangkok }).format(date));
  return lang === 'th' ? year + 543 : year;
}

const sizeUnits: Record<Language, readonly string[]> = {
  th: ['ไบต์', 'กิโลไบต์', 'เมกะไบต์', 'กิกะไบต์'],
  en: ['bytes', 'KB', 'MB', 'GB'],
};

export function formatFileSize(bytes: number, lang: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits[lang].length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = new Intl.NumberFormat(lang === 'th' ? 'th-TH' : 'en-GB', {
    maximumFractionDigits: digits,
  }).format(value);
  return `${number} ${sizeUnits[lang][unit]}`;
}
