/**
 * The mails of a public form (decisions 0144, 0146, 0158), one builder for every form: to the site's officers, in
 * Thai, and to the sender, in their language.
 *
 * - Officers: the form's fields as label: value lines, the files' names and sizes (the files stay in the private
 *   folder), the text the visitor wrote. A tip-off's officers' mail is only a notice (reference, topic, date, how
 *   many files): its content and the tipster are read through the officers' call, never sent around by mail.
 * - Sender: the reference (and a complaint's tracking code with absolute links to track it and to get a new
 *   password: decision 0611), the topic and the date; nothing the visitor typed (the address is unverified: a form
 *   that mailed chosen text to any address would be a spam relay), never a tracking password (decision 0147).
 */
import type { Lang } from '@probation/contract';
import type { ComplaintLinks } from '../forms/complaint-links.ts';
import { bangkokDateTime, fileSize, HOTLINE, oneLine, type MailContent } from './mail-text.ts';

export type { MailContent } from './mail-text.ts';

export type MailForm = 'contact' | 'complaint' | 'tip-off';

export interface FormMailInput {
  form: MailForm;
  reference: string;
  /** A complaint's tracking code (the other forms have none). */
  trackingCode?: string;
  /** A complaint's pages on the site's origin (decision 0611); null for a site without a domain. */
  links?: ComplaintLinks | null;
  receivedAt: Date;
  site: { nameTh: string; nameEn: string };
  /** The chosen category, complaint type or tip-off topic. */
  topic: { th: string; en: string | null };
  lang: Lang;
  /** The officers' mail's subject after the form's name (the contact form's subject, else the topic). */
  headline: string;
  /** The sender's fields for the officers, in order, in Thai: [label, value]. */
  fields: [string, string][];
  /** What the visitor wrote (the message or the detail). */
  text: { label: string; value: string };
  attachments: { name: string; size: number }[];
}

/** What differs between the forms, in Thai for the officers. */
const OFFICERS = {
  contact: {
    name: 'แบบฟอร์มติดต่อ',
    intro: (site: string) => `มีผู้ส่งข้อความถึง${site}ผ่านแบบฟอร์มติดต่อของเว็บไซต์`,
    topic: 'ประเภทเรื่อง',
    closing: 'ผู้ส่งได้รับอีเมลยืนยันพร้อมเลขที่อ้างอิงแล้ว โปรดตอบกลับผู้ส่งทางอีเมลหรือโทรศัพท์ข้างต้น',
  },
  complaint: {
    name: 'เรื่องร้องเรียน',
    intro: (site: string) => `มีผู้ร้องเรียนถึง${site}ผ่านแบบฟอร์มร้องเรียนของเว็บไซต์`,
    topic: 'ประเภทเรื่องร้องเรียน',
    closing: 'โปรดบันทึกผลการดำเนินงานผ่านระบบ ผู้ร้องเรียนติดตามเรื่องได้ด้วยรหัสติดตามเรื่องและรหัสผ่านของตน',
  },
  'tip-off': {
    name: 'แจ้งเบาะแสการทุจริตการเลือกตั้ง',
    intro: (site: string) => `มีผู้แจ้งเบาะแสการกระทำผิดเกี่ยวกับการเลือกตั้งถึง${site}ผ่านเว็บไซต์`,
    topic: 'เรื่องที่แจ้ง',
    closing: '',
  },
} as const;

export function formOfficersMail(input: FormMailInput): MailContent {
  const texts = OFFICERS[input.form];
  const subject = oneLine(`[${input.reference}] ${texts.name}: ${input.headline}`).slice(0, 250);
  const head = [
    texts.intro(input.site.nameTh),
    '',
    `เลขที่อ้างอิง: ${input.reference}`,
    ...(input.trackingCode ? [`รหัสติดตามเรื่อง: ${input.trackingCode}`] : []),
    `วันที่รับ: ${bangkokDateTime(input.receivedAt, 'th')} น.`,
    `${texts.topic}: ${input.topic.th}`,
  ];
  if (input.form === 'tip-off') {
    // A notice only: who sent it and what it says are read through the officers' call.
    return {
      subject: oneLine(`[${input.reference}] ${texts.name}: ${input.topic.th}`).slice(0, 250),
      text: [
        ...head,
        `ไฟล์แนบ: ${input.attachments.length} ไฟล์`,
        '',
        'เพื่อคุ้มครองผู้แจ้งเบาะแส อีเมลนี้ไม่มีรายละเอียดของเรื่องและข้อมูลของผู้แจ้ง',
        'โปรดเปิดอ่านเรื่องผ่านระบบสำหรับเจ้าหน้าที่ด้วยเลขที่อ้างอิงข้างต้น และบันทึกผลการดำเนินการในระบบ',
      ].join('\n'),
    };
  }
  const files = input.attachments.length
    ? input.attachments.map((file) => `- ${file.name} (${fileSize(file.size)})`)
    : ['ไม่มี'];
  return {
    subject,
    text: [
      ...head,
      ...input.fields.map(([label, value]) => `${label}: ${oneLine(value)}`),
      `ภาษาที่ผู้ส่งใช้: ${input.lang === 'th' ? 'ไทย' : 'อังกฤษ'}`,
      'ไฟล์แนบ (เก็บไว้ในระบบ ไม่ได้แนบมากับอีเมลนี้):',
      ...files,
      '',
      `${input.text.label}:`,
      input.text.value,
      '',
      texts.closing,
      'ข้อมูลนี้เป็นข้อมูลส่วนบุคคล ใช้เพื่อดำเนินการตามเรื่องนี้เท่านั้น',
    ].join('\n'),
  };
}

/** The lines that differ between the forms in the sender's confirmation. */
function confirmationParts(input: FormMailInput, lang: Lang) {
  const topicTh = input.topic.th;
  const topicEn = input.topic.en ?? input.topic.th;
  const when = bangkokDateTime(input.receivedAt, lang);
  const site = lang === 'th' ? input.site.nameTh : input.site.nameEn;
  switch (input.form) {
    case 'contact':
      return lang === 'th'
        ? {
            subject: `${site} ได้รับข้อความของท่านแล้ว (เลขที่อ้างอิง ${input.reference})`,
            greeting: 'เรียน ผู้ติดต่อ',
            lines: [
              `${site}ได้รับข้อความของท่านเรื่อง${topicTh}แล้ว เมื่อวันที่ ${when} น.`,
              `เลขที่อ้างอิงของท่านคือ ${input.reference}`,
              'โปรดแจ้งเลขที่อ้างอิงนี้ทุกครั้งที่ติดต่อสอบถามเรื่องนี้ เจ้าหน้าที่จะติดต่อกลับโดยเร็ว',
            ],
            notYou: `หากท่านไม่ได้ส่งข้อความนี้ โปรดแจ้งสายด่วน ${HOTLINE.th}`,
          }
        : {
            subject: `${site}: we have received your message (reference ${input.reference})`,
            greeting: 'Dear sender,',
            lines: [
              `The ${site} received your message about "${topicEn}" on ${when} (Bangkok time).`,
              `Your reference is ${input.reference}.`,
              'Please quote it whenever you contact us about this message. An officer will reply as soon as possible.',
            ],
            notYou: `If you did not send this message, please call the hotline ${HOTLINE.en}.`,
          };
    case 'complaint':
      return lang === 'th'
        ? {
            subject: `${site} ได้รับเรื่องร้องเรียนของท่านแล้ว (เลขที่อ้างอิง ${input.reference})`,
            greeting: 'เรียน ผู้ร้องเรียน',
            lines: [
              `${site}ได้รับเรื่องร้องเรียนของท่านเรื่อง${topicTh}แล้ว เมื่อวันที่ ${when} น.`,
              `เลขที่อ้างอิง: ${input.reference}`,
              `รหัสติดตามเรื่อง: ${input.trackingCode}`,
              '',
              'ท่านติดตามความคืบหน้าได้ที่หน้า "ติดตามเรื่องร้องเรียน" ของเว็บไซต์:',
              ...linkLine(input.links?.track),
              'ด้วยรหัสติดตามเรื่องนี้และรหัสผ่านที่แสดงบนหน้าจอเมื่อส่งเรื่อง (อีเมลนี้ไม่มีรหัสผ่านเพื่อความปลอดภัย)',
              'หากไม่มีรหัสผ่านแล้ว ขอรหัสผ่านใหม่ส่งมาที่อีเมลนี้ได้ที่หน้า "ขอรหัสผ่านใหม่":',
              ...linkLine(input.links?.newPassword),
              'เมื่อดำเนินการเสร็จแล้ว ท่านประเมินความพึงพอใจได้ที่หน้าติดตามเรื่องเดียวกัน',
            ],
            notYou: `หากท่านไม่ได้ส่งเรื่องนี้ โปรดแจ้งสายด่วน ${HOTLINE.th}`,
          }
        : {
            subject: `${site}: we have received your complaint (reference ${input.reference})`,
            greeting: 'Dear complainant,',
            lines: [
              `The ${site} received your complaint about "${topicEn}" on ${when} (Bangkok time).`,
              `Your reference: ${input.reference}`,
              `Your tracking code: ${input.trackingCode}`,
              '',
              'Follow your complaint on the website\'s "Track a complaint" page:',
              ...linkLine(input.links?.track),
              'with this tracking code and the password shown on screen when you sent it (for your safety, this',
              'e-mail does not contain it). If you no longer have the password, get a new one sent to this address:',
              ...linkLine(input.links?.newPassword),
              'Once it is closed, you can rate how it was handled on the tracking page.',
            ],
            notYou: `If you did not send this complaint, please call the hotline ${HOTLINE.en}.`,
          };
    case 'tip-off':
      return lang === 'th'
        ? {
            subject: `${site} ได้รับการแจ้งเบาะแสของท่านแล้ว (เลขที่อ้างอิง ${input.reference})`,
            greeting: 'เรียน ผู้แจ้งเบาะแส',
            lines: [
              `${site}ได้รับการแจ้งเบาะแสของท่านเรื่อง${topicTh}แล้ว เมื่อวันที่ ${when} น.`,
              `เลขที่อ้างอิง: ${input.reference}`,
              '',
              'เจ้าหน้าที่จะดำเนินการโดยเก็บข้อมูลของท่านเป็นความลับ การแจ้งเบาะแสไม่มีหน้าติดตามสถานะทางเว็บไซต์',
              `หากท่านมีข้อมูลเพิ่มเติม โปรดแจ้งสายด่วน ${HOTLINE.th} พร้อมเลขที่อ้างอิงนี้`,
            ],
            notYou: `หากท่านไม่ได้แจ้งเรื่องนี้ โปรดแจ้งสายด่วน ${HOTLINE.th}`,
          }
        : {
            subject: `${site}: we have received your tip-off (reference ${input.reference})`,
            greeting: 'Dear informant,',
            lines: [
              `The ${site} received your tip-off about "${topicEn}" on ${when} (Bangkok time).`,
              `Your reference: ${input.reference}`,
              '',
              'Officers will act on it and keep who you are confidential. A tip-off has no status page on the website.',
              `If you have more information, please call the hotline ${HOTLINE.en} and quote this reference.`,
            ],
            notYou: `If you did not send this tip-off, please call the hotline ${HOTLINE.en}.`,
          };
  }
}

export function formConfirmationMail(input: FormMailInput): MailContent {
  const lang = input.lang;
  const parts = confirmationParts(input, lang);
  return {
    subject: oneLine(parts.subject),
    text: [
      parts.greeting,
      '',
      ...parts.lines,
      '',
      parts.notYou,
      '',
      lang === 'th'
        ? 'อีเมลฉบับนี้ส่งจากระบบอัตโนมัติ โปรดอย่าตอบกลับ'
        : 'This e-mail was sent automatically; please do not reply to it.',
      lang === 'th' ? input.site.nameTh : input.site.nameEn,
    ].join('\n'),
  };
}

/** A link on a line of its own (mail programs make it clickable), or nothing when the site has no domain. */
function linkLine(link: string | undefined): string[] {
  return link ? [link] : [];
}

/** A phone number in E.164 with its extension, as the officers read it. */
export function phoneLine(number: string, extension: string | null): string {
  return extension ? `${number} ต่อ ${extension}` : number;
}
