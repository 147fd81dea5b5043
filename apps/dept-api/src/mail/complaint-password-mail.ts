/**
 * The mail with a complaint's new tracking password (decision 0612), in the language of the request that asked
 * for it, to the complaint's own address only: the password, the tracking code, the reference, the tracking page's
 * link on the site's origin, and what to do if the complainant did not ask for it. Nothing else the complainant
 * wrote.
 */
import type { Lang } from '@probation/contract';
import type { ComplaintLinks } from '../forms/complaint-links.ts';
import { HOTLINE, type MailContent } from './mail-text.ts';

export interface NewPasswordMailInput {
  lang: Lang;
  site: { nameTh: string; nameEn: string };
  reference: string;
  trackingCode: string;
  password: string;
  links: ComplaintLinks | null;
}

export function newTrackingPasswordMail(input: NewPasswordMailInput): MailContent {
  const track = input.links ? [input.links.track] : [];
  if (input.lang === 'th') {
    return {
      subject: `รหัสผ่านใหม่สำหรับติดตามเรื่องร้องเรียน (เลขที่อ้างอิง ${input.reference})`,
      text: [
        'เรียน ผู้ร้องเรียน',
        '',
        `มีผู้ขอรหัสผ่านใหม่สำหรับติดตามเรื่องร้องเรียนของท่านที่ส่งถึง${input.site.nameTh} รหัสผ่านเดิมใช้ไม่ได้แล้ว`,
        `เลขที่อ้างอิง: ${input.reference}`,
        `รหัสติดตามเรื่อง: ${input.trackingCode}`,
        `รหัสผ่านใหม่: ${input.password}`,
        '',
        'ติดตามความคืบหน้าได้ที่หน้า "ติดตามเรื่องร้องเรียน" ของเว็บไซต์:',
        ...track,
        'โปรดเก็บรหัสผ่านนี้ไว้เป็นความลับ และลบอีเมลฉบับนี้เมื่อจดรหัสผ่านไว้แล้ว',
        '',
        `หากท่านไม่ได้ขอรหัสผ่านใหม่ ใช้รหัสผ่านในอีเมลนี้ติดตามเรื่องได้ตามปกติ หรือแจ้งสายด่วน ${HOTLINE.th} พร้อมเลขที่อ้างอิง`,
        '',
        'อีเมลฉบับนี้ส่งจากระบบอัตโนมัติ โปรดอย่าตอบกลับ',
        input.site.nameTh,
      ].join('\n'),
    };
  }
  return {
    subject: `A new password to follow your complaint (reference ${input.reference})`,
    text: [
      'Dear complainant,',
      '',
      `A new password was asked for to follow your complaint to the ${input.site.nameEn}. The old password no longer works.`,
      `Your reference: ${input.reference}`,
      `Your tracking code: ${input.trackingCode}`,
      `Your new password: ${input.password}`,
      '',
      'Follow your complaint on the website\'s "Track a complaint" page:',
      ...track,
      'Please keep this password to yourself, and delete this e-mail once you have noted it.',
      '',
      `If you did not ask for a new password, you can still follow your complaint with the one in this e-mail, or call the hotline ${HOTLINE.en} and quote your reference.`,
      '',
      'This e-mail was sent automatically; please do not reply to it.',
      input.site.nameEn,
    ].join('\n'),
  };
}
