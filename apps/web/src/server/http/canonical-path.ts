import { isUtf8 } from 'node:buffer';

/**
 * A path already in its one spelling: segments of plain characters (RFC 3986 pchar without `%`), no empty, `.` or
 * `..` segment, at most one trailing slash. Nearly every request is one: tested once, nothing allocated.
 */
const CANONICAL = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]+)*\/?$/;

/** Characters a segment may carry as they are (RFC 3986 pchar: unreserved, sub-delims, `:` and `@`). */
const PLAIN = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const HEX_PAIR = /^[0-9A-Fa-f]{2}$/;

/**
 * The one spelling of a request path (docs/decisions/0602), RFC 3986 §6.2.2: percent-encoded unreserved
 * characters decoded (`%70` → `p`), the hex of every other escape upper-cased (`%e0` → `%E0`), dot segments
 * removed (`%2e` too), empty segments (`//`) dropped, one trailing slash kept where there was one. Anything else a
 * segment carries (a character outside pchar) is percent-encoded as UTF-8 bytes. Null when the path cannot name
 * anything: a broken escape (`%zz`), bytes that are not UTF-8 (overlong forms included), a control character
 * (`%00`) or an encoded `/` (`%2F`) inside a segment.
 */
export function canonicalPath(path: string): string | null {
  if (CANONICAL.test(path)) return path;
  const parts = path.split('/');
  const segments: string[] = [];
  let endsInSlash = false;
  for (let index = 1; index < parts.length; index++) {
    const segment = canonicalSegment(parts[index]!);
    if (segment === null) return null;
    const last = index === parts.length - 1;
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
    if (last) endsInSlash = segment === '' || segment === '.' || segment === '..';
  }
  if (segments.length === 0) return '/';
  return `/${segments.join('/')}${endsInSlash ? '/' : ''}`;
}

/** One segment in its canonical spelling; null when it cannot be part of a path (see canonicalPath). */
function canonicalSegment(raw: string): string | null {
  let spelled = '';
  const bytes: number[] = [];
  for (let index = 0; index < raw.length; index++) {
    const char = raw[index]!;
    if (char === '%') {
      const hex = raw.slice(index + 1, index + 3);
      if (!HEX_PAIR.test(hex)) return null;
      index += 2;
      const byte = Number.parseInt(hex, 16);
      if (isControl(byte) || byte === 0x2f) return null;
      bytes.push(byte);
      const decoded = String.fromCharCode(byte);
      spelled += UNRESERVED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
    } else if (PLAIN.test(char)) {
      bytes.push(char.charCodeAt(0));
      spelled += char;
    } else {
      const codePoint = raw.codePointAt(index)!;
      if (isControl(codePoint)) return null;
      if (codePoint > 0xffff) index++;
      for (const byte of Buffer.from(String.fromCodePoint(codePoint), 'utf8')) {
        bytes.push(byte);
        spelled += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      }
    }
  }
  return isUtf8(Buffer.from(bytes)) ? spelled : null;
}

function isControl(code: number): boolean {
  return code < 0x20 || code === 0x7f;
}
