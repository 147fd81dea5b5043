/** Contact and complaints pages, shared by the department and its offices (filled from the contact point). */
import type { Lang } from '@probation/contract';
import { HOTLINE } from '../../layouts/layout-parts.ts';
import type { ContactPoint, DemoPage, DemoPageText } from './demo-page.ts';
import { body, h2, h3, link, p, table, ul } from './page-html.ts';

const HOURS = {
  th: table(
    'เวลาทำการ',
    ['วัน', 'เวลา'],
    [
      ['วันจันทร์ - วันศุกร์', '08.30 - 16.30 น.'],
      ['วันเสาร์ วันอาทิตย์ และวันหยุดราชการ', 'ปิดทำการ'],
    ],
  ),
  en: table(
    'Office hours',
    ['Day', 'Hours'],
    [
      ['Monday to Friday', '08:30 to 16:30'],
      ['Saturdays, Sundays and public holidays', 'Closed'],
    ],
  ),
} satisfies Record<Lang, string>;

function contactText(contact: ContactPoint, lang: Lang, extra: string): DemoPageText {
  const th = lang === 'th';
  const hotline = HOTLINE[lang];
  return {
    title: th ? 'ติดต่อเรา' : 'Contact us',
    summary: th
      ? `ที่อยู่ หมายเลขโทรศัพท์ และเวลาทำการของ${contact.name.th}`
      : `Address, telephone numbers and office hours of the ${contact.name.en}.`,
    body: body(
      h2(th ? 'ที่อยู่' : 'Address'),
      p(`${contact.name[lang]}<br>${contact.address[lang]}`),
      h2(th ? 'โทรศัพท์และอีเมล' : 'Telephone and email'),
      ul([
        `${th ? 'โทรศัพท์' : 'Telephone'} ${contact.phone}`,
        `${hotline.label} ${hotline.number}`,
        `${th ? 'อีเมล' : 'Email'} <a href="mailto:${contact.email}">${contact.email}</a>`,
      ]),
      h2(th ? 'เวลาทำการ' : 'Office hours'),
      HOURS[lang],
      extra,
      p(
        th
          ? `หากต้องการร้องเรียน โปรดดูที่หน้า ${link(lang, 'complaints', 'ร้องเรียน ร้องทุกข์')}`
          : `To make a complaint, see ${link(lang, 'complaints', 'Complaints')}.`,
      ),
    ),
  };
}

/** `extra`: more blocks per language (the offices list, directions, ...). */
export function contactPage(
  contact: ContactPoint,
  extra: Record<Lang, string> = { th: '', en: '' },
): DemoPage {
  return {
    urlname: 'contact',
    th: contactText(contact, 'th', extra.th),
    en: contactText(contact, 'en', extra.en),
  };
}

export function complaintsPage(contact: ContactPoint): DemoPage {
  const hotline = HOTLINE;
  return {
    urlname: 'complaints',
    th: {
      title: 'ร้องเรียน ร้องทุกข์',
      summary: `ช่องทางการร้องเรียนการปฏิบัติงานของเจ้าหน้าที่ และการแจ้งเบาะแสการทุจริตต่อ${contact.name.th}`,
      body: body(
        p(
          'ท่านสามารถร้องเรียนเกี่ยวกับการให้บริการ การปฏิบัติหน้าที่ของเจ้าหน้าที่ หรือแจ้งเบาะแสการทุจริตและประพฤติมิชอบ ได้ตามช่องทางต่อไปนี้',
        ),
        h2('ช่องทางการร้องเรียน'),
        h3('ทางโทรศัพท์'),
        p(`${hotline.th.label} ${hotline.th.number} หรือโทรศัพท์ ${contact.phone} ในวันและเวลาราชการ`),
        h3('ด้วยตนเอง'),
        p(`ยื่นเรื่องได้ที่${contact.name.th} ${contact.address.th} ในวันและเวลาราชการ`),
        h3('ทางไปรษณีย์'),
        p(`ส่งหนังสือร้องเรียนถึง ${contact.name.th} ${contact.address.th} โดยวงเล็บมุมซองว่า "เรื่องร้องเรียน"`),
        h2('ข้อมูลที่ควรระบุ'),
        ul([
          'ชื่อ ที่อยู่ และหมายเลขโทรศัพท์ที่ติดต่อได้ของผู้ร้องเรียน',
          'เรื่องที่ร้องเรียน พร้อมวัน เวลา และสถานที่เกิดเหตุ',
          'ชื่อหรือตำแหน่งของเจ้าหน้าที่ที่เกี่ยวข้อง (ถ้าทราบ)',
          'พยานหลักฐานประกอบ (ถ้ามี)',
        ]),
        p('ข้อมูลของผู้ร้องเรียนจะถูกเก็บรักษาเป็นความลับ และจะแจ้งผลการดำเนินการให้ผู้ร้องเรียนทราบ'),
      ),
    },
    en: {
      title: 'Complaints',
      summary: `How to complain about our services or staff, or report corruption, to the ${contact.name.en}.`,
      body: body(
        p(
          'You can complain about our services or the conduct of our staff, or report corruption or misconduct, in the following ways.',
        ),
        h2('How to complain'),
        h3('By telephone'),
        p(`${hotline.en.label} ${hotline.en.number}, or ${contact.phone} during office hours.`),
        h3('In person'),
        p(`At the ${contact.name.en}, ${contact.address.en}, during office hours.`),
        h3('By post'),
        p(`Write to the ${contact.name.en}, ${contact.address.en}, marking the envelope "Complaint".`),
        h2('What to include'),
        ul([
          'Your name, address and a telephone number we can reach you on',
          'What happened, with the date, time and place',
          'The name or position of the staff member concerned (if known)',
          'Any supporting evidence',
        ]),
        p('Your details are kept confidential, and we will tell you the outcome of your complaint.'),
      ),
    },
  };
}
