/**
 * The reference a visitor quotes: `CT-YYMMDD-XXXXXX`, the form's two letters (CT contact, CP complaint, TO tip-off), the date in Asia/Bangkok and six
 * random Crockford base32 characters (no I, L, O, U: nothing to misread on the phone). 32^6 ≈ 10^9 per form and
 * day; the column is unique and a clash (about one in 10^9 per pair) is drawn again.
 */
import { randomInt } from 'node:crypto';
import { bangkokDate } from '../content/bangkok-time.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function formReference(prefix: 'CT' | 'CP' | 'TO', now: Date): string {
  const date = bangkokDate(now).replaceAll('-', '').slice(2);
  let random = '';
  for (let i = 0; i < 6; i++) random += CROCKFORD[randomInt(CROCKFORD.length)];
  return `${prefix}-${date}-${random}`;
}
