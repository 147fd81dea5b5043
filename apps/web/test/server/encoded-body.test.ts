import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chooseEncoding,
  encodeBody,
  identityOf,
  USUAL_ACCEPT_ENCODINGS,
} from '../../src/server/http/encoded-body.ts';

describe('the encoding a page is sent in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['BR', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('answers the headers browsers usually send as negotiating them would', () => {
    for (const [header, encoding] of USUAL_ACCEPT_ENCODINGS) {
      // Upper case is not one of the usual spellings: it goes through the negotiation.
      expect(chooseEncoding(header.toUpperCase())).toBe(encoding);
      expect(chooseEncoding(header)).toBe(encoding);
    }
  });

  it('reads no header that is missing, repeated or longer than any browser sends', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding(['gzip', 'br'])).toBeNull();
    expect(chooseEncoding(`gzip;q=0.5, ${'x'.repeat(300)}`)).toBeNull();
  });

  it('never throws and answers only br, gzip or identity, whatever the header holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (header) => {
        expect([null, 'br', 'gzip']).toContain(chooseEncoding(header));
      }),
    );
  });

  it('holds the same bytes both ways, and gives them back for a client that takes neither', () => {
    const html = Buffer.from('<h1>กรมคุมประพฤติ</h1>'.repeat(500));
    const body = encodeBody(html);
    expect(brotliDecompressSync(body.br).equals(html)).toBe(true);
    expect(gunzipSync(body.gzip).equals(html)).toBe(true);
    expect(identityOf(body).equals(html)).toBe(true);
    expect(body.br.byteLength).toBeLessThan(html.byteLength / 10);
  });
});
