import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@probation/i18n';
import { catalogueI18n } from '../../src/shared/texts/catalogue-translator.ts';
import { TextsProvider } from '../../src/components/text/texts-context.tsx';
import { usePageLang, useT } from '../../src/components/text/use-t.ts';

function Greeting() {
  return createElement('p', { lang: usePageLang() }, useT()('common.skipToContent'));
}

describe('the texts a component renders (decision 0614)', () => {
  it('come from the nearest TextsProvider: the page’s language, or an island’s own texts inside it', () => {
    const page = createElement(
      TextsProvider,
      { i18n: catalogueI18n('th', catalogues.th) },
      createElement(Greeting),
    );
    expect(renderToString(page)).toBe(`<p lang="th">${catalogues.th.common.skipToContent}</p>`);
    const island = createElement(
      TextsProvider,
      { i18n: catalogueI18n('th', catalogues.th) },
      createElement(TextsProvider, { i18n: catalogueI18n('en', catalogues.en) }, createElement(Greeting)),
    );
    expect(renderToString(island)).toBe(`<p lang="en">${catalogues.en.common.skipToContent}</p>`);
  });

  it('are never guessed outside a provider: rendering fails with a clear error', () => {
    expect(() => renderToString(createElement(Greeting))).toThrow(/outside a TextsProvider/);
  });
});
