/**
 * The two mails of a contact message (decision 0144): to the site's officers, in Thai, with the message and the
 * attachment's name (the file stays in the private folder); and to the sender, in the visitor's language, with the
 * reference. The sender's copy repeats nothing the visitor typed: the address is not verified, and a form that
 * mailed chosen text to any address would be a spam relay.
 */
import type { Lang } from '@probation/contract';
import { bangkokDateTime, fileSize, HOTLINE, oneLine, type MailContent } from './mail-text.ts';

export type { MailContent } from './mail-text.ts';

export interface ContactMailInput {
  reference: string;
  receivedAt: Date;
  site: { nameTh: string; nameEn: string };
  categoryName: { th: string; en: string | null };
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneExtension: string | null;
  subject: string;
  message: string;
  lang: Lang;
  attachment: { name: string; size: number } | null;
}

export function officersMail(input: ContactMailInput): MailContent {
  const phone = input.phoneExtension ? `${input.phone} ต่อ ${input.phoneExtension}` : input.phone;
  const attachment = input.attachment
    ? `${input.attachment.name} (${fileSize(input.attachment.size)}) เก็บไว้ในระบบ ไม่ได้แนบมากับอีเมลนี้`
    : 'ไม่มี';
  return {
    subject: oneLine(`[${input.reference}] แบบฟอร์มติดต่อ: ${input.subject}`).slice(0, 250),
    text: [
      `มีผู้ส่งข้อความถึง${input.site.nameTh}ผ่านแบบฟอร์มติดต่อของเว็บไซต์`,
      '',
      `เลขที่อ้างอิง: ${input.reference}`,
      `วันที่รับ: ${bangkokDateTime(input.receivedAt, 'th')} น.`,
      `ประเภทเรื่อง: ${input.categoryName.th}`,
      `ชื่อ-นามสกุล: ${oneLine(`${input.firstName} ${input.lastName}`)}`,
      `อีเมล: ${input.email}`,
      `โทรศัพท์: ${phone}`,
      `ภาษาที่ผู้ส่งใช้: ${input.lang === 'th' ? 'ไทย' : 'อังกฤษ'}`,
      `เรื่อง: ${oneLine(input.subject)}`,
      `ไฟล์แนบ: ${attachment}`,
      '',
      'ข้อความ:',
      input.message,
      '',
      `ผู้ส่งได้รับอีเมลยืนยันพร้อมเลขที่อ้างอิงแล้ว โปรดตอบกลับผู้ส่งทางอีเมลหรือโทรศัพท์ข้างต้น`,
      'ข้อมูลนี้เป็นข้อมูลส่วนบุคคล ใช้เพื่อดำเนินการตามเรื่องนี้เท่านั้น',
    ].join('\n'),
  };
}

export function confirmationMail(input: ContactMailInput): MailContent {
  if (input.lang === 'th') {
    return {
      subject: `${input.site.nameTh} ได้รับข้อความของท่านแล้ว (เลขที่อ้างอิง ${input.reference})`,
      text: [
        'เรียน ผู้ติดต่อ',
        '',
        `${input.site.nameTh}ได้รับข้อความของท่านเรื่อง${input.categoryName.th}แล้ว เมื่อวันที่ ${bangkokDateTime(input.receivedAt, 'th')} น.`,
        `เลขที่อ้างอิงของท่านคือ ${input.reference}`,
        'โปรดแจ้งเลขที่อ้างอิงนี้ทุกครั้งที่ติดต่อสอบถามเรื่องนี้ เจ้าหน้าที่จะติดต่อกลับโดยเร็ว',
        '',
        `หากท่านไม่ได้ส่งข้อความนี้ โปรดแจ้งสายด่วน ${HOTLINE.th}`,
        '',
        'อีเมลฉบับนี้ส่งจากระบบอัตโนมัติ โปรดอย่าตอบกลับ',
        input.site.nameTh,
      ].join('\n'),
    };
  }
  const category = input.categoryName.en ?? input.categoryName.th;
  return {
    subject: `${input.site.nameEn}: we have received your message (reference ${input.reference})`,
    text: [
      'Dear sender,',
      '',
      `The ${input.site.nameEn} received your message about "${category}" on ${bangkokDateTime(input.receivedAt, 'en')} (Bangkok time).`,
      `Your reference is ${input.reference}.`,
      'Please quote it whenever you contact us about this message. An officer will reply as soon as possible.',
      '',
      `If you did not send this message, please call the hotline ${HOTLINE.en}.`,
      '',
      'This e-mail was sent automatically; please do not reply to it.',
      input.site.nameEn,
    ].join('\n'),
  };
}
