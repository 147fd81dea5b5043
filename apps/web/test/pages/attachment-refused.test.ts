import { describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { freshEmail, postForm, shownForm } from './support/public-form.ts';

/**
 * A file whose first bytes say PDF but that no PDF reader opens (decision 0606): dept-api refuses it, and the
 * visitor is told so on the file field in the page's language, with everything typed still in the form.
 */
const suite = usePageApp();
const POLYGLOT = new TextEncoder().encode('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n');

const TOLD = {
  en: 'Error: This file cannot be accepted: it does not open, is locked with a password, or carries scripts or embedded files. Save it again as a plain PDF or picture and choose it again',
  th: 'ข้อผิดพลาด: ไม่สามารถรับไฟล์นี้ได้ เนื่องจากไฟล์เปิดไม่ได้ มีรหัสผ่าน หรือมีสคริปต์หรือไฟล์ฝังอยู่ กรุณาบันทึกใหม่เป็นไฟล์ PDF หรือรูปภาพธรรมดา แล้วเลือกอีกครั้ง',
};

describe('a contact form sent with a file dept-api refuses by its content', () => {
  it.each(['en', 'th'] as const)('says why on the file field (%s) and keeps what was typed', async (lang) => {
    const { fields } = await shownForm(suite, `/${lang}/forms/contact`, lang);
    const subject = lang === 'en' ? 'My report letter' : 'หนังสือรายงานตัว';
    const response = await postForm(
      suite,
      `/${lang}/forms/contact`,
      {
        firstName: 'Somchai',
        lastName: 'Jaidee',
        email: freshEmail('polyglot'),
        phone: '081 234 5678',
        category: 'reporting',
        subject,
        message: 'The letter is attached.',
        idempotency_key: fields.idempotency_key,
        captcha_token: fields.captcha_token,
        captcha_answer: fields.captcha_answer,
      },
      { files: [{ field: 'attachment', name: 'letter.pdf', type: 'application/pdf', bytes: POLYGLOT }] },
    );
    expect(response.statusCode).toBe(422);
    const dom = pageDom(response.body);
    expect(dom.document.getElementById('field-attachment-error')?.textContent).toBe(TOLD[lang]);
    expect(
      (dom.getByRole('textbox', { name: lang === 'en' ? /Topic/ : /หัวข้อ/ }) as HTMLInputElement).value,
    ).toBe(subject);
  });
});
