/**
 * What each demo site's public forms ask the visitor to choose from (decision 0145): the contact form's
 * categories, the complaint form's complaint types and the tip-off form's topics (election misconduct), in Thai and
 * English, in the order the form shows them. Ids are fixed: stored messages name them.
 */
import { DEMO_SITES, DEMO_SITE_IDS } from '../demo-sites.ts';

type Form = 'contact' | 'complaint' | 'tip-off';
interface Topic {
  id: string;
  th: string;
  /** null: the topic is served in Thai. */
  en: string | null;
}

const CONTACT: Topic[] = [
  { id: 'general', th: 'สอบถามข้อมูลทั่วไป', en: 'General enquiries' },
  {
    id: 'reporting',
    th: 'การรายงานตัวและเงื่อนไขการคุมความประพฤติ',
    en: 'Reporting and probation conditions',
  },
  {
    id: 'community-service',
    th: 'การทำงานบริการสังคมหรือทำประโยชน์สาธารณะ',
    en: 'Community service',
  },
  { id: 'volunteers', th: 'อาสาสมัครคุมประพฤติ', en: 'Volunteer probation officers' },
  {
    id: 'electronic-monitoring',
    th: 'อุปกรณ์อิเล็กทรอนิกส์ติดตามตัว (กำไล EM)',
    en: 'Electronic monitoring (EM bracelets)',
  },
  { id: 'website', th: 'เว็บไซต์และบริการออนไลน์', en: 'Website and online services' },
  { id: 'other', th: 'เรื่องอื่น ๆ', en: 'Other' },
];

/** An office's own category, named in Thai only (served in Thai on the English form). */
const JUSTICE_CLINIC: Topic = { id: 'justice-clinic', th: 'คลินิกยุติธรรมและการให้คำปรึกษา', en: null };

const COMPLAINT: Topic[] = [
  { id: 'officer-conduct', th: 'พฤติกรรมของเจ้าหน้าที่', en: 'Officer conduct' },
  { id: 'service-delay', th: 'ความล่าช้าในการให้บริการ', en: 'Delay in service' },
  { id: 'corruption', th: 'การทุจริตและประพฤติมิชอบ', en: 'Corruption or misconduct' },
  { id: 'service-quality', th: 'คุณภาพการให้บริการ', en: 'Quality of service' },
  { id: 'facilities', th: 'สถานที่และสิ่งอำนวยความสะดวก', en: 'Premises and facilities' },
  { id: 'other', th: 'เรื่องอื่น ๆ', en: 'Other' },
];

const TIP_OFF: Topic[] = [
  { id: 'vote-buying', th: 'การซื้อสิทธิขายเสียง', en: 'Vote buying' },
  {
    id: 'state-resources',
    th: 'การใช้ทรัพย์สินหรือบุคลากรของรัฐโดยมิชอบ',
    en: 'Misuse of state resources or staff',
  },
  {
    id: 'intimidation',
    th: 'การข่มขู่หรือบังคับผู้มีสิทธิเลือกตั้ง',
    en: 'Intimidation or coercion of voters',
  },
  {
    id: 'official-partisanship',
    th: 'การวางตัวไม่เป็นกลางของเจ้าหน้าที่รัฐ',
    en: 'Partisanship by state officials',
  },
  { id: 'other', th: 'การกระทำผิดอื่นเกี่ยวกับการเลือกตั้ง', en: 'Other election offences' },
];

export interface FormTopicRow {
  siteId: string;
  form: Form;
  id: string;
  nameTh: string;
  nameEn: string | null;
  position: number;
}

export function demoFormTopics(siteId: string): Record<Form, Topic[]> {
  return {
    contact:
      siteId === DEMO_SITE_IDS.khonkaen
        ? [...CONTACT.slice(0, -1), JUSTICE_CLINIC, ...CONTACT.slice(-1)]
        : CONTACT,
    complaint: COMPLAINT,
    'tip-off': TIP_OFF,
  };
}

export function formTopicRows(): FormTopicRow[] {
  return DEMO_SITES.flatMap((site) =>
    Object.entries(demoFormTopics(site.id)).flatMap(([form, topics]) =>
      topics.map((topic, position) => ({
        siteId: site.id,
        form: form as Form,
        id: topic.id,
        nameTh: topic.th,
        nameEn: topic.en,
        position,
      })),
    ),
  );
}
