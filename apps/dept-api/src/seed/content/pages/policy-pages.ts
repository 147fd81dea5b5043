/**
 * The pages every Thai government site must have, linked from every page's footer (not from the menu): the
 * personal-data notice (PDPA B.E. 2562, with the cookies the site sets) and the accessibility statement (WCAG 2.2
 * AA, the Thai web accessibility standard). Each names the site's own organisation and its contact for requests.
 * The cookies listed are the ones the website sets (apps/web: site-cookie.ts, locale-cookie.ts, display-cookie.ts); a test holds the
 * list to them.
 */
import type { Lang } from '@probation/contract';
import type { Section } from '../../layouts/layout-parts.ts';
import type { ContactPoint, DemoPage } from './demo-page.ts';
import { body, h2, link, p, table, ul } from './page-html.ts';

/** The footer's pages, in the order the footer links them. */
export const POLICY_SECTIONS: readonly Section[] = [
  { id: 'privacy', th: 'นโยบายคุ้มครองข้อมูลส่วนบุคคล', en: 'Privacy notice' },
  { id: 'accessibility', th: 'การเข้าถึงเว็บไซต์', en: 'Accessibility statement' },
];

/** The cookies the website sets, what for and for how long: every one is needed for the site to work. */
export const SITE_COOKIES: ReadonlyArray<{
  name: string;
  purpose: Record<Lang, string>;
  lifetime: Record<Lang, string>;
}> = [
  {
    name: 'SiteID',
    purpose: {
      th: 'จำว่าท่านกำลังใช้เว็บไซต์ของหน่วยงานใด',
      en: 'Remembers which office’s website you are using',
    },
    lifetime: { th: '1 วัน', en: '1 day' },
  },
  {
    name: 'i18n_redirected',
    purpose: { th: 'จำภาษาที่ท่านเลือก (ไทยหรืออังกฤษ)', en: 'Remembers the language you chose (Thai or English)' },
    lifetime: { th: '1 ปี', en: '1 year' },
  },
  {
    name: 'display',
    purpose: {
      th: 'จำขนาดตัวอักษรและโหมดความเปรียบต่างสูงที่ท่านเลือก (เฉพาะเมื่อท่านเลือก)',
      en: 'Remembers the text size and high contrast you chose (only when you choose them)',
    },
    lifetime: { th: '1 ปี', en: '1 year' },
  },
  {
    name: 'members_access_token',
    purpose: {
      th: 'ให้สมาชิกที่เข้าสู่ระบบใช้งานพื้นที่สมาชิกได้ (เฉพาะผู้ที่เข้าสู่ระบบ)',
      en: 'Keeps a member signed in to the members’ area (members who sign in only)',
    },
    lifetime: { th: '24 ชั่วโมง', en: '24 hours' },
  },
  {
    name: 'members_access_email',
    purpose: {
      th: 'จำอีเมลของสมาชิกที่เข้าสู่ระบบ (เฉพาะผู้ที่เข้าสู่ระบบ)',
      en: 'Remembers the email address of a signed-in member (members who sign in only)',
    },
    lifetime: { th: '48 ชั่วโมง', en: '48 hours' },
  },
];

/** An organisation's name as English runs it in a sentence: "the Department of Probation". */
function theName(contact: ContactPoint, startsSentence = false): string {
  return `${startsSentence ? 'The' : 'the'} ${contact.name.en}`;
}

export function policyPages(contact: ContactPoint): DemoPage[] {
  return [privacyPage(contact), accessibilityPage(contact)];
}

function privacyPage(contact: ContactPoint): DemoPage {
  const cookieRows = (lang: Lang) =>
    SITE_COOKIES.map((cookie) => [
      `<code>${cookie.name}</code>`,
      cookie.purpose[lang],
      cookie.lifetime[lang],
    ]);
  return {
    urlname: 'privacy',
    th: {
      title: 'นโยบายคุ้มครองข้อมูลส่วนบุคคล',
      summary: `${contact.name.th}เก็บ ใช้ และเปิดเผยข้อมูลส่วนบุคคลของท่านเท่าที่จำเป็น ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562`,
      body: body(
        h2('ผู้ควบคุมข้อมูลส่วนบุคคล'),
        p(
          `${contact.name.th} ${contact.address.th} โทรศัพท์ ${contact.phone} อีเมล <a href="mailto:${contact.email}">${contact.email}</a>`,
        ),
        h2('ข้อมูลที่เราเก็บและวัตถุประสงค์'),
        ul([
          'ข้อมูลที่ท่านกรอกในแบบฟอร์มติดต่อ ร้องเรียน หรือแจ้งเบาะแส เพื่อดำเนินการตามเรื่องของท่านและแจ้งผลให้ท่านทราบ (ฐานการปฏิบัติหน้าที่ในการดำเนินภารกิจเพื่อประโยชน์สาธารณะ)',
          'ข้อมูลสมาชิกรับข่าวสาร เช่น ชื่อ อีเมล และหัวข้อข่าวที่เลือก เพื่อส่งข่าวสารตามที่ท่านสมัคร (ฐานความยินยอม ซึ่งท่านถอนได้ทุกเมื่อ)',
          'ข้อมูลทางเทคนิค เช่น หมายเลขไอพีและเวลาที่เข้าใช้ ในบันทึกของระบบ เพื่อความมั่นคงปลอดภัยของเว็บไซต์ เก็บไว้ไม่เกิน 90 วัน',
        ]),
        h2('คุกกี้'),
        p(
          'เว็บไซต์นี้ใช้เฉพาะคุกกี้ที่จำเป็นต่อการทำงานของเว็บไซต์ ไม่ใช้คุกกี้เพื่อการวิเคราะห์หรือการโฆษณา หากในอนาคตมีการใช้คุกกี้ประเภทอื่น เว็บไซต์จะขอความยินยอมจากท่านก่อน',
        ),
        table('คุกกี้ที่เว็บไซต์นี้ใช้', ['ชื่อ', 'หน้าที่', 'อายุ'], cookieRows('th')),
        h2('การเปิดเผยและการเก็บรักษา'),
        p(
          'เราไม่ขายหรือเปิดเผยข้อมูลของท่านแก่ผู้อื่น เว้นแต่กฎหมายกำหนด ข้อมูลเรื่องร้องเรียนเข้าถึงได้เฉพาะเจ้าหน้าที่ผู้รับผิดชอบ และเก็บรักษาตามระยะเวลาที่ระเบียบงานสารบรรณกำหนด',
        ),
        h2('สิทธิของท่าน'),
        p(
          `ท่านมีสิทธิขอเข้าถึง ขอสำเนา ขอแก้ไข ขอลบ ขอระงับการใช้ หรือคัดค้านการประมวลผลข้อมูลของท่าน และถอนความยินยอมได้ โดยติดต่อ${contact.name.th}ตามช่องทางข้างต้น หรือ${link('th', 'contact', 'หน้าติดต่อเรา')} หากเห็นว่าการดำเนินการไม่เป็นไปตามกฎหมาย ท่านร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคลได้`,
        ),
      ),
    },
    en: {
      title: 'Privacy notice',
      summary: `How ${theName(contact)} collects, uses and shares personal data, as the Personal Data Protection Act B.E. 2562 (2019) requires: only what is needed.`,
      body: body(
        h2('Who is responsible for your data'),
        p(
          `${theName(contact, true)}, ${contact.address.en}. Telephone ${contact.phone}, email <a href="mailto:${contact.email}">${contact.email}</a>.`,
        ),
        h2('What we collect and why'),
        ul([
          'What you write in a contact, complaint or tip-off form: to deal with your request and tell you the outcome (a task carried out in the public interest).',
          'Newsletter membership: your name, email address and the topics you choose, to send you the news you asked for (your consent, which you may withdraw at any time).',
          'Technical data such as your IP address and the time of your visit in the server logs: to keep the website secure; kept for no more than 90 days.',
        ]),
        h2('Cookies'),
        p(
          'This website uses only the cookies it needs to work: no analytics or advertising cookies. If other cookies are ever used, the website will ask for your consent first.',
        ),
        table('Cookies this website uses', ['Name', 'What it does', 'Kept for'], cookieRows('en')),
        h2('Sharing and keeping your data'),
        p(
          'We do not sell your data or share it with anyone unless the law requires us to. Complaints are seen only by the officers who handle them, and are kept for as long as the official records regulations require.',
        ),
        h2('Your rights'),
        p(
          `You may ask to see, copy, correct or delete your data, to restrict or object to its use, and withdraw your consent, by contacting ${theName(contact)} as above or through the ${link('en', 'contact', 'Contact Us page')}. If you believe your data has been handled unlawfully, you may complain to the Office of the Personal Data Protection Committee.`,
        ),
      ),
    },
  };
}

function accessibilityPage(contact: ContactPoint): DemoPage {
  return {
    urlname: 'accessibility',
    th: {
      title: 'การเข้าถึงเว็บไซต์',
      summary: `${contact.name.th}มุ่งให้ทุกคนใช้เว็บไซต์นี้ได้ รวมถึงผู้ใช้โปรแกรมอ่านหน้าจอ แป้นพิมพ์ และโทรศัพท์มือถือ`,
      body: body(
        h2('มาตรฐานที่ใช้'),
        p(
          'เว็บไซต์นี้จัดทำตามแนวทาง WCAG 2.2 ระดับ AA และมาตรฐานการออกแบบเว็บไซต์ภาครัฐเพื่อให้ทุกคนเข้าถึงได้ หน้าเว็บทุกประเภทได้รับการตรวจด้วยเครื่องมืออัตโนมัติ (axe-core และ Lighthouse) ในทุกการเปลี่ยนแปลง',
        ),
        h2('สิ่งที่ท่านทำได้'),
        ul([
          'ใช้งานทุกส่วนด้วยแป้นพิมพ์ และข้ามไปยังเนื้อหาหลักได้จากลิงก์แรกของหน้า',
          'ขยายข้อความได้ถึง 200% โดยเนื้อหาไม่ขาดหาย และใช้งานบนจอขนาดเล็กได้โดยไม่ต้องเลื่อนซ้ายขวา',
          'ปรับขนาดตัวอักษร (ก- ก ก+) และเลือกโหมดความเปรียบต่างสูงได้จากส่วนบนของทุกหน้า เว็บไซต์จะจำการเลือกไว้ และแสดงสีเข้มหรือลดการเคลื่อนไหวตามที่ตั้งค่าไว้ในอุปกรณ์ของท่าน',
          'ใช้โปรแกรมอ่านหน้าจอ โดยเนื้อหาภาษาไทยและภาษาอังกฤษมีการระบุภาษากำกับ',
          'ดูวีดิทัศน์ที่เผยแพร่จากเว็บไซต์นี้พร้อมคำบรรยายภาษาไทยและภาษาอังกฤษ',
        ]),
        h2('ข้อจำกัดที่ทราบ'),
        ul([
          'เอกสาร PDF เก่าบางฉบับเป็นภาพสแกน โปรแกรมอ่านหน้าจออ่านไม่ได้ หากต้องการฉบับที่อ่านได้ โปรดติดต่อเรา',
          'วีดิทัศน์จาก YouTube และ Facebook แสดงคำบรรยายตามที่แพลตฟอร์มนั้นมี',
        ]),
        h2('แจ้งปัญหาการใช้งาน'),
        p(
          `หากพบส่วนใดของเว็บไซต์ที่ใช้งานไม่ได้ โปรดแจ้ง${contact.name.th} อีเมล <a href="mailto:${contact.email}">${contact.email}</a> หรือโทรศัพท์ ${contact.phone} เราจะตอบกลับภายใน 5 วันทำการ`,
        ),
        p('ทบทวนล่าสุดเมื่อ 24 พฤศจิกายน 2569'),
      ),
    },
    en: {
      title: 'Accessibility statement',
      summary: `${theName(contact, true)} wants everyone to be able to use this website, including people who use a screen reader, a keyboard or a phone.`,
      body: body(
        h2('The standard we follow'),
        p(
          'This website is built to WCAG 2.2 level AA and the Thai government’s accessible website standard. Every kind of page is checked with automated tools (axe-core and Lighthouse) on every change.',
        ),
        h2('What you can do'),
        ul([
          'Use every part of the site with a keyboard, and skip to the main content from the first link of each page.',
          'Zoom text to 200% without losing content, and use the site on a small screen without scrolling sideways.',
          'Choose the text size (A-, A, A+) and high contrast at the top of every page; the website remembers your choice, and follows your device’s dark mode and reduced motion settings.',
          'Use a screen reader: Thai and English text is marked with its language.',
          'Watch the videos this site hosts with Thai and English captions.',
        ]),
        h2('Known limitations'),
        ul([
          'Some older PDF documents are scanned images that a screen reader cannot read. Contact us for a readable copy.',
          'Videos on YouTube and Facebook show the captions those platforms provide.',
        ]),
        h2('Report a problem'),
        p(
          `If part of this website does not work for you, tell ${theName(contact)} by email at <a href="mailto:${contact.email}">${contact.email}</a> or by telephone on ${contact.phone}. We reply within 5 working days.`,
        ),
        p('Last reviewed on 24 November 2026.'),
      ),
    },
  };
}
