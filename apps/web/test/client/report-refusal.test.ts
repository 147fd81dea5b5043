import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '../../src/components/text/texts-context.tsx';
import { describe, expect, it } from 'vitest';
import { ReportRefusal } from '../../src/components/documents/ReportRefusal.tsx';
import { i18nFor } from '../../src/shared/texts/i18n.ts';
import { pageDom } from '../pages/support/page-dom.ts';

const contact = { phone: '0 2141 4749', email: 'pr@probation.go.th' };

/** The refusal as the dialog's alert shows it, parsed as a browser would. */
function refusal(lang: 'th' | 'en', props: Parameters<typeof ReportRefusal>[0]) {
  const html = renderToString(
    createElement(
      TextsProvider,
      { i18n: i18nFor(lang) },
      createElement('p', { role: 'alert' }, createElement(ReportRefusal, props)),
    ),
  );
  return pageDom(`<body>${html}</body>`);
}

describe('the broken-file report dialog says what to do next when it refuses', () => {
  it('over the rate limit: when to try again, and the site’s phone and e-mail as links', () => {
    const page = refusal('en', { errorKey: 'documents.report.errors.rateLimited', minutes: 12, contact });
    expect(page.getByRole('alert').textContent).toBe(
      'Too many reports were sent from your connection. You can try again in 12 minutes. ' +
        'If you need the file sooner, call 0 2141 4749 or email pr@probation.go.th and name the document.',
    );
    expect(page.getByRole('link', { name: '0 2141 4749' }).getAttribute('href')).toBe('tel:+6621414749');
    expect(page.getByRole('link', { name: 'pr@probation.go.th' }).getAttribute('href')).toBe(
      'mailto:pr@probation.go.th',
    );
    const oneMinute = refusal('en', { errorKey: 'documents.report.errors.rateLimited', minutes: 1, contact });
    expect(oneMinute.getByRole('alert').textContent).toMatch(/try again in 1 minute\. If/);
  });

  it('after too many reports: that the reports arrived, and the contact', () => {
    const page = refusal('en', { errorKey: 'documents.report.errors.tooMany', contact });
    expect(page.getByRole('alert').textContent).toMatch(
      /^We already have your report of this file, .* within the hour\. If you need the file sooner, call/,
    );
    expect(page.getByRole('link', { name: 'pr@probation.go.th' })).toBeTruthy();
  });

  it('in Thai too', () => {
    const limited = refusal('th', { errorKey: 'documents.report.errors.rateLimited', minutes: 12, contact });
    expect(limited.getByRole('alert').textContent).toBe(
      'มีการแจ้งจากการเชื่อมต่อของท่านมากเกินกำหนด ท่านสามารถลองใหม่ได้ในอีก 12 นาที ' +
        'หากต้องการไฟล์นี้โดยเร็ว โปรดโทร 0 2141 4749 หรือส่งอีเมลถึง pr@probation.go.th พร้อมระบุชื่อเอกสาร',
    );
    const tooMany = refusal('th', { errorKey: 'documents.report.errors.tooMany', contact });
    expect(tooMany.getByRole('link', { name: '0 2141 4749' }).getAttribute('href')).toBe('tel:+6621414749');
  });

  it('offers no contact where the visitor can fix the report themselves', () => {
    const page = refusal('en', { errorKey: 'documents.report.errors.fileRequired', contact });
    expect(page.getByRole('alert').textContent).toBe('Choose the file that does not work.');
    expect(page.queryByRole('link')).toBeNull();
  });
});
