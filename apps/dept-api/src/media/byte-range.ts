/**
 * One byte range of a `Range` header (RFC 9110 §14): what a video player sends to seek. Only a single range in
 * bytes is served; anything else (several ranges, another unit, garbage) is ignored, and the whole file is sent.
 */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

const SINGLE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/** The inclusive byte range asked for in a file of `size` bytes; 'unsatisfiable' (416); null: send it all. */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // bytes=-N: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
