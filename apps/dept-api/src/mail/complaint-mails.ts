/**
 * The two mails of a complaint (decision 0146): to the site's officers, in Thai, with the complaint and its files'
 * names (the files stay in the private folder); and to the complainant, in their language, with the reference, the
 * tracking code and how to track. Never the password (decision 0147): a mail is kept in mailboxes, forwarded and
 * read on shared screens, and the address is not verified; the password was shown once on the page, and the
 * complainant who loses it asks the officers with the reference.
 */
import type { Lang } from '@probation/contract';
import { bangkokDateTime, fileSize, HOTLINE, oneLine, type MailContent } from './mail-text.ts';

export interface ComplaintMailInput {
  reference: string;
  trackingCode: string;
  receivedAt: Date;
  site: { nameTh: string; nameEn: string };
  complaintType: { th: string; en: string | null };
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  extraPhone: string | null;
  detail: string;
  lang: Lang;
  attachments: { name: string; size: number }[];
}

export function complaintOfficersMail(input: ComplaintMailInput): MailContent {
  const files = input.attachments.length
    ? input.attachments.map((file) => `- ${file.name} (${fileSize(file.size)})`)
    : ['ไม่มี'];
  return {
    subject: oneLine(`[${input.reference}] เรื่องร้องเรียน: ${input.complaintType.th}`).slice(0, 250),
    text: [
      `มีผู้ร้องเรียนถึง${input.site.nameTh}ผ่านแบบฟอร์มร้องเรียนของเว็บไซต์`,
      '',
      `เลขที่อ้างอิง: ${input.reference}`,
      `รหัสติดตามเรื่อง: ${input.trackingCode}`,
      `วันที่รับ: ${bangkokDateTime(input.receivedAt, 'th')} น.`,
      `ประเภทเรื่องร้องเรียน: ${input.complaintType.th}`,
      `ชื่อ-นามสกุล: ${oneLine(`${input.firstName} ${input.lastName}`)}`,
      `อีเมล: ${input.email}`,
      `โทรศัพท์: ${input.phone}`,
      `โทรศัพท์อื่น: ${input.extraPhone ?? 'ไม่มี'}`,
      `ภาษาที่ผู้ร้องเรียนใช้: ${input.lang === 'th' ? 'ไทย' : 'อังกฤษ'}`,
      'ไฟล์แนบ (เก็บไว้ในระบบ ไม่ได้แนบมากับอีเมลนี้):',
      ...files,
      '',
      'รายละเอียด:',
      input.detail,
      '',
      'โปรดบันทึกผลการดำเนินงานผ่านระบบ ผู้ร้องเรียนติดตามเรื่องได้ด้วยรหัสติดตามเรื่องและรหัสผ่านของตน',
      'ข้อมูลนี้เป็นข้อมูลส่วนบุคคล ใช้เพื่อดำเนินการตามเรื่องนี้เท่านั้น',
    ].join('\n'),
  };
}

export function complaintConfirmationMail(input: ComplaintMailInput): MailContent {
  if (input.lang === 'th') {
    return {
      subject: `${input.site.nameTh} ได้รับเรื่องร้องเรียนของท่านแล้ว (เลขที่อ้างอิง ${input.reference})`,
      text: [
        'เรียน ผู้ร้องเรียน',
        '',
        `${input.site.nameTh}ได้รับเรื่องร้องเรียนของท่านเรื่อง${input.complaintType.th}แล้ว เมื่อวันที่ ${bangkokDateTime(input.receivedAt, 'th')} น.`,
        `เลขที่อ้างอิง: ${input.reference}`,
        `รหัสติดตามเรื่อง: ${input.trackingCode}`,
        '',
        'ท่านติดตามความคืบหน้าได้ที่หน้า "ติดตามเรื่องร้องเรียน" ของเว็บไซต์ (/th/forms/track)',
        'ด้วยรหัสติดตามเรื่องนี้และรหัสผ่านที่แสดงบนหน้าจอเมื่อส่งเรื่อง (อีเมลนี้ไม่มีรหัสผ่านเพื่อความปลอดภัย)',
        'เมื่อดำเนินการเสร็จแล้ว ท่านประเมินความพึงพอใจได้ที่หน้าเดียวกัน',
        '',
        `หากท่านไม่ได้ส่งเรื่องนี้ โปรดแจ้งสายด่วน ${HOTLINE.th}`,
        '',
        'อีเมลฉบับนี้ส่งจากระบบอัตโนมัติ โปรดอย่าตอบกลับ',
        input.site.nameTh,
      ].join('\n'),
    };
  }
  const type = input.complaintType.en ?? input.complaintType.th;
  return {
    subject: `${input.site.nameEn}: we have received your complaint (reference ${input.reference})`,
    text: [
      'Dear complainant,',
      '',
      `The ${input.site.nameEn} received your complaint about "${type}" on ${bangkokDateTime(input.receivedAt, 'en')} (Bangkok time).`,
      `Your reference: ${input.reference}`,
      `Your tracking code: ${input.trackingCode}`,
      '',
      'Follow your complaint on the website\'s "Track a complaint" page (/en/forms/track) with this tracking code',
      'and the password shown on screen when you sent it (for your safety, this e-mail does not contain it).',
      'Once it is closed, you can rate how it was handled on the same page.',
      '',
      `If you did not send this complaint, please call the hotline ${HOTLINE.en}.`,
      '',
      'This e-mail was sent automatically; please do not reply to it.',
      input.site.nameEn,
    ].join('\n'),
  };
}
