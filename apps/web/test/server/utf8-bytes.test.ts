import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../../src/server/http/utf8-bytes.ts';

describe('utf8Bytes', () => {
  it('gives the bytes Buffer.from gives: ASCII, Thai, Thai digits, emoji, empty', () => {
    const long = 'ก'.repeat(300_000); // beyond the scratch buffer
    for (const text of [
      '',
      '<p>plain</p>',
      'กรมคุมประพฤติ ๑๒๓',
      'ข่าว 😀 news',
      'x'.repeat(70_000) + 'ไทย',
      long,
      'ok',
    ]) {
      expect(utf8Bytes(text).equals(Buffer.from(text, 'utf8'))).toBe(true);
    }
  });

  it('writes a lone surrogate as U+FFFD instead of failing', () => {
    for (const text of ['a\uD800b', 'ไทย\uDC00', '\uD83D']) {
      expect(utf8Bytes(text).equals(Buffer.from(text, 'utf8'))).toBe(true);
    }
    expect(utf8Bytes('a\uD800b').toString('utf8')).toBe('a\uFFFDb');
  });

  it('never shows one page the bytes of the page before it (the scratch buffer is reused)', () => {
    const first = utf8Bytes('กรมคุมประพฤติ'.repeat(100));
    const second = utf8Bytes('ok');
    expect(second.toString('utf8')).toBe('ok');
    expect(first.toString('utf8')).toBe('กรมคุมประพฤติ'.repeat(100));
  });

  it('encodes pieces in order as the string they make, a character split between two pieces too', () => {
    const pieces = ['<p>กรม', 'คุม', '', 'ประพฤติ \uD83D', '\uDE00</p>'];
    expect(utf8Bytes(pieces).equals(Buffer.from(pieces.join(''), 'utf8'))).toBe(true);
    expect(utf8Bytes(pieces).toString('utf8')).toBe('<p>กรมคุมประพฤติ 😀</p>');
    const long = ['ก'.repeat(200_000), 'ข'.repeat(100_000)]; // together beyond the scratch buffer
    expect(utf8Bytes(long).equals(Buffer.from(long.join(''), 'utf8'))).toBe(true);
    expect(utf8Bytes(['a\uD800', 'b']).toString('utf8')).toBe('a\uFFFDb');
  });
});
