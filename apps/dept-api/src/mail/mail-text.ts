/** What the forms' mails share: dates in Bangkok time, one-line headers, file sizes, the hotline. */
import type { Lang } from '@probation/contract';

export interface MailContent {
  subject: string;
  text: string;
}

export const HOTLINE = { th: '1111 กด 78', en: '1111 press 78' };

export function bangkokDateTime(instant: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', {
    timeZone: 'Asia/Bangkok',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(instant);
}

/** One line of a header: no line breaks from the visitor's text. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
