import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormMessages } from '../../src/components/forms/FormMessages.tsx';

/**
 * The form pages' messages travel as JSON inside a <script> data tag (dangerouslySetInnerHTML). The hotline comes from
 * the site's layout (an editor's text): whatever it holds, it cannot close the tag or run, and reads back as written.
 */
describe('form messages data tag', () => {
  const hostile = '1111</script><script>alert(1)</script><!--';

  it('keeps a hotline that tries to close the tag inside the JSON, as text', () => {
    const html = renderToStaticMarkup(createElement(FormMessages, { lang: 'en', hotline: hostile }));
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    const json = /^<script type="application\/json" data-form-messages="true">(.*)<\/script>$/s.exec(
      html,
    )?.[1];
    const texts = JSON.parse(json ?? 'null') as Record<string, string>;
    expect(texts['forms.common.unavailable']).toContain(hostile);
    expect(texts['forms.common.tooMany']).toContain(hostile);
  });

  it('carries every catalogue message of the forms in the page language', () => {
    const html = renderToStaticMarkup(createElement(FormMessages, { lang: 'th', hotline: '1111 กด 78' }));
    const texts = JSON.parse(/data-form-messages="true">(.*)<\/script>/s.exec(html)![1]!) as Record<
      string,
      string
    >;
    expect(texts['forms.errors.enterEmail']).toBe('กรุณากรอกอีเมล');
    expect(texts['forms.common.unavailable']).toContain('1111 กด 78');
  });
});
