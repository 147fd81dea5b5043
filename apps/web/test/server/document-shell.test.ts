import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileDocumentShell, type DocumentValues } from '../../src/server/render/document-shell.ts';
import { utf8Bytes } from '../../src/server/http/utf8-bytes.ts';

const shell = readFileSync(new URL('../../src/client/index.html', import.meta.url), 'utf8');

const values: DocumentValues = {
  htmlLang: 'th',
  htmlClass: 'text-large',
  head: '<title>ข่าวประชาสัมพันธ์</title>',
  reloadNotice: '<div id="reload-notice" hidden>โหลดใหม่</div>',
  element: '<main><h1>กรมคุมประพฤติ 😀</h1></main>',
  pageStateScript: '<script type="application/json" id="page-state">{"lang":"th"}</script>',
};

describe('the document shell, cut at its slots', () => {
  it('gives the pieces of the document in order: the shell with each slot replaced by its value', () => {
    const pieces = compileDocumentShell(shell)(values);
    let expected = shell;
    for (const [name, value] of Object.entries(values))
      expected = expected.replace(`<!-- ${name} -->`, value);
    expect(pieces.join('')).toBe(expected);
    expect(pieces.join('')).toContain('<html lang="th" class="text-large" dir="ltr">');
    // Encoded piece by piece, the bytes are those of the whole document.
    expect(utf8Bytes(pieces).equals(Buffer.from(expected, 'utf8'))).toBe(true);
  });

  it('refuses a shell with a slot missing, one twice or one it does not know', () => {
    expect(() => compileDocumentShell(shell.replace('<!-- head -->', ''))).toThrow(/lacks <!-- head -->/);
    expect(() => compileDocumentShell(shell.replace('<!-- head -->', '<!-- head --><!-- head -->'))).toThrow(
      /twice/,
    );
    expect(() =>
      compileDocumentShell(shell.replace('<!-- head -->', '<!-- head --><!-- footer -->')),
    ).toThrow(/unknown slot <!-- footer -->/);
  });

  it('leaves a value as it is, whatever it holds (a value that looks like a slot is not filled again)', () => {
    const pieces = compileDocumentShell(shell)({ ...values, element: '<!-- head -->' });
    expect(pieces.join('')).toContain('<div id="root"><!-- head --></div>');
  });
});
