/**
 * Thai telephone numbers as Thai people write them: a mobile number (10 digits: 06, 08 or 09 and eight more), a
 * landline (9 digits: 02 Bangkok, 03-07 the provinces), either with +66 or 66 in place of the leading 0, with
 * spaces, dashes, dots or brackets anywhere, and an optional extension ("ต่อ 123", "ext. 123", "x123", "#123").
 */
const SEPARATORS = /[\s\-.()]/g;
// ต่อ written as escapes: the built server then holds its source as one byte per character (decision 0402).
const EXTENSION = /(?:\u0E15\u0E48\u0E2D|ext\.?|x|#)\s*(\d{1,5})$/i;
const MOBILE = /^0[689]\d{8}$/;
const LANDLINE = /^0[2-7]\d{7}$/;
/** The longest text a phone field takes: the longest number written with every separator and an extension. */
export const PHONE_MAX_LENGTH = 40;

export interface ThaiPhone {
  kind: 'mobile' | 'landline';
  /** E.164: +66 and the number without its leading 0. */
  e164: string;
  extension: string | null;
}

/** The number a visitor wrote, or null when it is not a Thai mobile or landline number. */
export function parseThaiPhone(text: string): ThaiPhone | null {
  const written = text.trim();
  if (written.length === 0 || written.length > PHONE_MAX_LENGTH) return null;
  const extension = EXTENSION.exec(written);
  const numberPart = (extension ? written.slice(0, extension.index) : written).replace(SEPARATORS, '');
  const national = numberPart.startsWith('+66')
    ? `0${numberPart.slice(3)}`
    : numberPart.startsWith('66') && numberPart.length >= 10
      ? `0${numberPart.slice(2)}`
      : numberPart;
  const kind = MOBILE.test(national) ? 'mobile' : LANDLINE.test(national) ? 'landline' : null;
  if (!kind) return null;
  return { kind, e164: `+66${national.slice(1)}`, extension: extension?.[1] ?? null };
}
