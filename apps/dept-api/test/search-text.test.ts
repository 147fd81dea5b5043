/** The pure parts of search: plain text of HTML, the tsvector text, marked titles and snippets. */
import { describe, expect, it } from 'vitest';
import type { TextPart } from '@probation/contract';
import type { SearchWord } from '@probation/i18n/search-words';
import { plainTextOfHtml, truncate } from '../src/search/plain-text.ts';
import { itemWords, quoteLexeme, tsvectorText, typoWords } from '../src/search/search-document.ts';
import { ELLIPSIS, markedText, snippet } from '../src/search/snippet.ts';

const is =
  (...words: string[]) =>
  (word: SearchWord) =>
    words.includes(word.normalized);
const marked = (parts: readonly TextPart[]) => parts.filter((part) => part.match).map((part) => part.text);

describe('plain text of HTML', () => {
  it('drops markup, scripts and comments, keeps inline Thai words whole, decodes entities', () => {
    expect(
      plainTextOfHtml(
        '<h2>หัวข้อ</h2><p>กรม<b>คุม</b>ประพฤติ &amp; <i>A&#x27;s</i>&nbsp;x</p><script>bad()</script><!-- c -->',
      ),
    ).toBe("หัวข้อ กรมคุมประพฤติ & A's x");
  });

  it('never cuts a surrogate pair', () => {
    expect(truncate('ab🙂', 3)).toBe('ab');
    expect(truncate('abc', 5)).toBe('abc');
  });
});

describe('the indexed form', () => {
  it('quotes lexemes for tsvector and tsquery text', () => {
    expect(quoteLexeme("it's")).toBe("'it''s'");
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'");
  });

  it('weights the title A and the body B, keeping word positions, with a gap between them', () => {
    const words = itemWords('ข่าว News', 'news ข่าว');
    const lexemes = new Map([
      ['ข่าว', 'ข่าว'],
      ['news', 'news'],
    ]);
    expect(tsvectorText(words, lexemes)).toBe("'ข่าว':1A,6B 'news':2A,5B");
  });

  it('leaves out stop words but keeps their place', () => {
    const words = itemWords('Day of the Volunteers', '');
    const lexemes = new Map<string, string | null>([
      ['day', 'day'],
      ['of', null],
      ['the', null],
      ['volunteers', 'volunt'],
    ]);
    expect(tsvectorText(words, lexemes)).toBe("'day':1A 'volunt':4A");
  });

  it('keeps the Latin words of letters for typo matching', () => {
    expect([...typoWords(itemWords('Probation ข่าว 2026 ok', 'volunteers e-mail'))]).toEqual([
      'probation',
      'volunteers',
      'mail',
    ]);
  });
});

describe('marked text', () => {
  it('marks matched words; the parts join back into the title', () => {
    const parts = markedText('กรมคุมประพฤติจัดงาน', is('คุม', 'ประพฤติ'));
    expect(parts).toEqual([
      { text: 'กรม', match: false },
      { text: 'คุม', match: true },
      { text: 'ประพฤติ', match: true },
      { text: 'จัดงาน', match: false },
    ]);
  });

  it('cuts a snippet around the first match with ellipses, at word boundaries', () => {
    const text = `${'word '.repeat(100)}target ${'more '.repeat(100)}`.trim();
    const parts = snippet(text, is('target'));
    expect(parts[0]).toEqual({ text: ELLIPSIS, match: false });
    expect(parts.at(-1)).toEqual({ text: ELLIPSIS, match: false });
    expect(marked(parts)).toEqual(['target']);
    const inner = parts
      .slice(1, -1)
      .map((part) => part.text)
      .join('');
    expect(inner.length).toBeLessThanOrEqual(200);
    expect(inner).toMatch(/^word .* more$/);
    expect(text).toContain(inner);
  });

  it('starts at the beginning when nothing matched, and is empty for no text', () => {
    expect(snippet('Short text.', is('x'))).toEqual([{ text: 'Short text.', match: false }]);
    expect(snippet('', is('x'))).toEqual([]);
  });
});
