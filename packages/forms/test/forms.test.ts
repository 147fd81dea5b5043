import { describe, expect, it } from 'vitest';
import {
  checkForm,
  complaintSchema,
  contactSchema,
  detectAttachmentType,
  hasAllowedExtension,
  parseThaiPhone,
  safeFileName,
  tipOffSchema,
} from '../src/index.ts';

const contact = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  email: 'somchai@example.com',
  phone: '081-234-5678',
  subject: 'สอบถามการรายงานตัว',
  category: 'general',
  message: 'ขอทราบขั้นตอนการรายงานตัวครั้งแรก',
};

describe('Thai phone numbers', () => {
  it.each([
    ['081-234-5678', 'mobile', '+66812345678', null],
    ['0812345678', 'mobile', '+66812345678', null],
    ['+66 81 234 5678', 'mobile', '+66812345678', null],
    ['66812345678', 'mobile', '+66812345678', null],
    ['(02) 141-4749', 'landline', '+6621414749', null],
    ['02 141 4749 ต่อ 123', 'landline', '+6621414749', '123'],
    ['053-112-233 ext. 9', 'landline', '+6653112233', '9'],
    ['06.1234.5678', 'mobile', '+66612345678', null],
  ])('reads %s', (written, kind, e164, extension) => {
    expect(parseThaiPhone(written)).toEqual({ kind, e164, extension });
  });

  it.each([
    '',
    '1111',
    '12345678',
    '0112345678',
    '08123456789',
    '081234567',
    '+1 202 555 0100',
    'abc',
    '0'.repeat(41),
  ])('refuses %s', (written) => {
    expect(parseThaiPhone(written)).toBeNull();
  });
});

describe('the contact form', () => {
  it('accepts a complete form and trims what it keeps', () => {
    const result = checkForm(contactSchema, { ...contact, firstName: '  สมชาย ', extra: 'dropped' });
    expect(result).toEqual({ ok: true, value: contact });
  });

  it('names each empty field with requirements.md §4.2 messages, in the order of the form', () => {
    const result = checkForm(contactSchema, {});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      { field: 'firstName', message: 'forms.errors.enterName' },
      { field: 'lastName', message: 'forms.errors.enterSurname' },
      { field: 'email', message: 'forms.errors.enterEmail' },
      { field: 'phone', message: 'forms.errors.enterPhone' },
      { field: 'subject', message: 'forms.errors.enterTopic' },
      { field: 'category', message: 'forms.errors.chooseCategory' },
      { field: 'message', message: 'forms.errors.enterMessage' },
    ]);
  });

  it('gives one message per field: the format, the length', () => {
    const result = checkForm(contactSchema, {
      ...contact,
      email: 'somchai@',
      phone: '1234',
      message: 'x'.repeat(5001),
      category: '../etc',
    });
    expect(!result.ok && result.problems).toEqual([
      { field: 'email', message: 'forms.errors.emailFormat' },
      { field: 'phone', message: 'forms.errors.phoneFormat' },
      { field: 'category', message: 'forms.errors.chooseCategory' },
      { field: 'message', message: 'forms.errors.tooLong' },
    ]);
  });

  it('counts a field sent twice or as something else than text as empty', () => {
    const result = checkForm(contactSchema, { ...contact, firstName: ['a', 'b'], lastName: { evil: true } });
    expect(!result.ok && result.problems).toEqual([
      { field: 'firstName', message: 'forms.errors.enterName' },
      { field: 'lastName', message: 'forms.errors.enterSurname' },
    ]);
  });
});

describe('the complaint and tip-off forms', () => {
  it('requires the complainant and the complaint, and checks an extra phone only when given', () => {
    const complaint = {
      firstName: 'ก',
      lastName: 'ข',
      phone: '0812345678',
      email: 'a@b.co',
      complaintType: 'officer-conduct',
      detail: 'รายละเอียด',
    };
    expect(checkForm(complaintSchema, complaint).ok).toBe(true);
    const result = checkForm(complaintSchema, { ...complaint, extraPhone: '99' });
    expect(!result.ok && result.problems).toEqual([
      { field: 'extraPhone', message: 'forms.errors.phoneFormat' },
    ]);
  });

  it('lets a tip-off be anonymous but not empty', () => {
    expect(
      checkForm(tipOffSchema, { topic: 'vote-buying', subject: 'ซื้อเสียง', detail: 'เห็นการแจกเงิน' }).ok,
    ).toBe(true);
    const result = checkForm(tipOffSchema, { email: 'not-an-address' });
    expect(!result.ok && result.problems.map((problem) => problem.field)).toEqual([
      'email',
      'topic',
      'subject',
      'detail',
    ]);
  });
});

describe('attachments', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);

  it('tells the allowed types by their first bytes', () => {
    expect(detectAttachmentType(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(detectAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectAttachmentType(new TextEncoder().encode('GIF89a'))).toBe('gif');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectAttachmentType(new TextEncoder().encode('<html><script>'))).toBeNull();
    expect(detectAttachmentType(bytes(0x4d, 0x5a))).toBeNull(); // a Windows program
    expect(detectAttachmentType(bytes(0x25, 0x50, 0x44))).toBeNull(); // cut short
    expect(detectAttachmentType(bytes())).toBeNull();
  });

  it('checks the extension a browser can see before sending', () => {
    expect(['a.PDF', 'b.jpeg', 'c.jpg', 'd.png', 'e.gif'].every(hasAllowedExtension)).toBe(true);
    expect(['a.exe', 'b.pdf.exe', 'c', 'd.svg', '.pdf.html'].some(hasAllowedExtension)).toBe(false);
  });

  it('stores a safe name: no path, no control characters, the extension of what the file is', () => {
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\me\\รูป ถ่าย.JPEG', 'jpeg')).toBe('รูป ถ่าย.jpeg');
    expect(safeFileName('evil\u0000<script>.png', 'png')).toBe('evilscript.png');
    expect(safeFileName('photo.png', 'gif')).toBe('photo.gif');
    expect(safeFileName('...', 'pdf')).toBe('attachment.pdf');
    expect(safeFileName(`${'ก'.repeat(300)}.pdf`, 'pdf')).toHaveLength(114);
  });
});
