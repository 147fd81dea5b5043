/**
 * Story templates for the demo news, in the way Thai government sites write news, with an English version.
 * Each template turns a story context (who, where, which programme, when, how many) into a title, a lead
 * paragraph (also the summary), a detail paragraph and the points of a list.
 */
import type { NewsVoice, Text } from './news-voices.ts';

export interface StoryContext {
  voice: NewsVoice;
  place: Text;
  programme: Text;
  /** The date in words: Buddhist era in Thai, Gregorian in English. */
  date: Text;
  /** A count the story reports (participants, cases, volunteers...). */
  count: number;
  /** A second, smaller count. */
  small: number;
}

export interface StoryTemplate {
  category: string;
  title(c: StoryContext): Text;
  lead(c: StoryContext): Text;
  detail(c: StoryContext): Text;
  points(c: StoryContext): Text[];
}

const PROGRAMME_VOLUNTEERS: Text = { th: 'อาสาสมัครคุมประพฤติ', en: 'probation volunteers' };

const n = (value: number) => value.toLocaleString('en-US');

export const STORY_TEMPLATES: readonly StoryTemplate[] = [
  {
    category: 'press-releases',
    title: (c) => ({
      th: `${c.voice.organisation.th} ขับเคลื่อนงาน${c.programme.th} ในพื้นที่${c.place.th}`,
      en: `${cap(c.voice.organisation.en)} steps up work on ${c.programme.en} in ${c.place.en}`,
    }),
    lead: (c) => ({
      th: `เมื่อ${c.date.th} ${c.voice.head.name.th} ${c.voice.head.position.th} เป็นประธานในการประชุมขับเคลื่อนงาน${c.programme.th} ณ ${c.place.th} โดยมีหัวหน้าส่วนราชการและภาคีเครือข่ายเข้าร่วมประชุมจำนวน ${n(c.count)} คน`,
      en: `On ${c.date.en}, ${c.voice.head.name.en}, ${c.voice.head.position.en}, chaired a meeting on ${c.programme.en} in ${c.place.en}, attended by ${n(c.count)} heads of government agencies and partners.`,
    }),
    detail: (c) => ({
      th: `ที่ประชุมได้ร่วมกันพิจารณาแนวทางการบูรณาการการทำงานระหว่างหน่วยงานภาครัฐ ภาคเอกชน และภาคประชาชนใน${c.place.th} เพื่อให้การแก้ไขฟื้นฟูผู้กระทำผิดในชุมชนเป็นไปอย่างมีประสิทธิภาพ และคืนคนดีสู่สังคมอย่างยั่งยืน`,
      en: `The meeting agreed on how government agencies, the private sector and communities in ${c.place.en} will work together so that offenders are rehabilitated effectively in the community and return to society for good.`,
    }),
    points: (c) => [
      {
        th: `จัดทำแผนปฏิบัติการร่วมกับภาคีเครือข่ายใน${c.place.th}`,
        en: `A joint action plan with partners in ${c.place.en}`,
      },
      { th: 'ติดตามผลการดำเนินงานเป็นรายไตรมาส', en: 'Quarterly follow-up of results' },
      { th: `ขยายผลไปยังชุมชนต้นแบบอีก ${c.small} แห่ง`, en: `Extension to ${c.small} more model communities` },
    ],
  },
  {
    category: 'press-releases',
    title: (c) => ({
      th: `${c.voice.organisation.th} ลงนามบันทึกข้อตกลงความร่วมมือด้าน${c.programme.th}`,
      en: `${cap(c.voice.organisation.en)} signs a memorandum of understanding on ${c.programme.en}`,
    }),
    lead: (c) => ({
      th: `${c.voice.head.name.th} ${c.voice.head.position.th} ลงนามบันทึกข้อตกลงความร่วมมือ (MOU) ด้าน${c.programme.th} ร่วมกับหน่วยงานภาคีเครือข่ายจำนวน ${c.small} หน่วยงาน เมื่อ${c.date.th} ณ ${c.place.th}`,
      en: `${c.voice.head.name.en}, ${c.voice.head.position.en}, signed a memorandum of understanding on ${c.programme.en} with ${c.small} partner organisations on ${c.date.en} in ${c.place.en}.`,
    }),
    detail: () => ({
      th: 'ความร่วมมือดังกล่าวมีวัตถุประสงค์เพื่อเพิ่มโอกาสในการฝึกอาชีพ การมีงานทำ และการยอมรับจากสังคมให้แก่ผู้ถูกคุมความประพฤติ อันเป็นการลดการกระทำผิดซ้ำอย่างยั่งยืน',
      en: 'The agreement aims to give people under probation more vocational training, more jobs and more acceptance in society, so that fewer of them reoffend.',
    }),
    points: () => [
      { th: 'การฝึกอบรมวิชาชีพระยะสั้น', en: 'Short vocational courses' },
      { th: 'การจัดหางานและส่งต่อสถานประกอบการ', en: 'Job placement with employers' },
      { th: 'การติดตามและให้คำปรึกษาหลังการจ้างงาน', en: 'Follow-up and counselling after hiring' },
    ],
  },
  {
    category: 'activities',
    title: (c) => ({
      th: `กิจกรรมการทำงานบริการสังคม พัฒนาพื้นที่สาธารณะ ${c.place.th}`,
      en: `Community service: cleaning up public spaces in ${c.place.en}`,
    }),
    lead: (c) => ({
      th: `เมื่อ${c.date.th} ${c.voice.deputy.name.th} ${c.voice.deputy.position.th} นำผู้ถูกคุมความประพฤติจำนวน ${n(c.count)} คน ร่วมกับอาสาสมัครคุมประพฤติ ทำกิจกรรมบริการสังคมพัฒนาวัดและพื้นที่สาธารณะใน${c.place.th}`,
      en: `On ${c.date.en}, ${c.voice.deputy.name.en}, ${c.voice.deputy.position.en}, led ${n(c.count)} people under probation and probation volunteers in community service at temples and public spaces in ${c.place.en}.`,
    }),
    detail: () => ({
      th: 'กิจกรรมดังกล่าวเป็นการปลูกฝังจิตสำนึกความรับผิดชอบต่อสังคม และเปิดโอกาสให้ผู้กระทำผิดได้ชดใช้ความผิดด้วยการทำประโยชน์ให้แก่ชุมชน',
      en: 'The work builds a sense of responsibility towards society and lets offenders make amends by doing something useful for the community.',
    }),
    points: () => [
      { th: 'ทำความสะอาดและปรับภูมิทัศน์', en: 'Cleaning and landscaping' },
      { th: 'ซ่อมแซมอาคารและสิ่งสาธารณประโยชน์', en: 'Repairs to buildings and public facilities' },
      { th: 'ปลูกต้นไม้เฉลิมพระเกียรติ', en: 'Tree planting' },
    ],
  },
  {
    category: 'activities',
    title: (c) => ({
      th: `ประชุมเชิงปฏิบัติการพัฒนาศักยภาพ${PROGRAMME_VOLUNTEERS.th} ประจำปี ณ ${c.place.th}`,
      en: `Annual workshop for ${PROGRAMME_VOLUNTEERS.en} in ${c.place.en}`,
    }),
    lead: (c) => ({
      th: `${c.voice.head.name.th} ${c.voice.head.position.th} เป็นประธานในพิธีเปิดการประชุมเชิงปฏิบัติการพัฒนาศักยภาพอาสาสมัครคุมประพฤติ โดยมีอาสาสมัครเข้าร่วมจำนวน ${n(c.count)} คน เมื่อ${c.date.th} ณ ${c.place.th}`,
      en: `${c.voice.head.name.en}, ${c.voice.head.position.en}, opened a capacity-building workshop for ${n(c.count)} probation volunteers on ${c.date.en} in ${c.place.en}.`,
    }),
    detail: (c) => ({
      th: `การประชุมครั้งนี้มุ่งเสริมสร้างความรู้ด้าน${c.programme.th} และทักษะการให้คำปรึกษาแก่ผู้ถูกคุมความประพฤติในชุมชน`,
      en: `The workshop built knowledge of ${c.programme.en} and counselling skills for working with people under probation in the community.`,
    }),
    points: () => [
      { th: 'บทบาทหน้าที่ของอาสาสมัครคุมประพฤติ', en: 'The role of probation volunteers' },
      { th: 'เทคนิคการให้คำปรึกษาและการเยี่ยมบ้าน', en: 'Counselling and home visits' },
      { th: 'การรายงานผลผ่านระบบออนไลน์', en: 'Reporting online' },
    ],
  },
  {
    category: 'activities',
    title: (c) => ({
      th: `โครงการค่ายปรับเปลี่ยนพฤติกรรมและฟื้นฟูจิตใจ รุ่นที่ ${c.small}`,
      en: `Behaviour change and recovery camp, intake ${c.small}`,
    }),
    lead: (c) => ({
      th: `${c.voice.organisation.th} จัดโครงการค่ายปรับเปลี่ยนพฤติกรรมให้แก่ผู้ถูกคุมความประพฤติจำนวน ${n(c.count)} คน ระหว่าง${c.date.th} ณ ${c.place.th} ภายใต้การดูแลของ${c.programme.th}`,
      en: `${cap(c.voice.organisation.en)} held a behaviour change camp for ${n(c.count)} people under probation from ${c.date.en} in ${c.place.en}, with the support of ${c.programme.en}.`,
    }),
    detail: () => ({
      th: 'ผู้เข้าร่วมได้รับการอบรมด้านวินัย การควบคุมอารมณ์ การป้องกันการใช้ยาเสพติด และการวางแผนชีวิต โดยวิทยากรจากหน่วยงานสาธารณสุขและสถานศึกษาในพื้นที่',
      en: 'Participants were trained in discipline, anger management, drug prevention and life planning by speakers from local health services and schools.',
    }),
    points: () => [
      { th: 'กิจกรรมสร้างวินัยและความรับผิดชอบ', en: 'Discipline and responsibility' },
      { th: 'การป้องกันการกลับไปใช้ยาเสพติด', en: 'Relapse prevention' },
      { th: 'การวางแผนชีวิตและการประกอบอาชีพ', en: 'Life and career planning' },
    ],
  },
  {
    category: 'announcements',
    title: (c) => ({
      th: `ประกาศ${c.voice.organisation.th} เรื่อง รับสมัครอาสาสมัครคุมประพฤติ ประจำปี`,
      en: `Announcement: ${c.voice.organisation.en} is recruiting probation volunteers`,
    }),
    lead: (c) => ({
      th: `${c.voice.organisation.th} ประกาศรับสมัครบุคคลเพื่อคัดเลือกเป็นอาสาสมัครคุมประพฤติ จำนวน ${c.small * 5} อัตรา ตั้งแต่${c.date.th} เป็นต้นไป ณ ${c.place.th}`,
      en: `${cap(c.voice.organisation.en)} is recruiting ${c.small * 5} probation volunteers from ${c.date.en} in ${c.place.en}.`,
    }),
    detail: () => ({
      th: 'ผู้สนใจสามารถยื่นใบสมัครด้วยตนเองในวันและเวลาราชการ หรือสอบถามรายละเอียดเพิ่มเติมได้ที่สายด่วนยุติธรรม 1111 กด 78',
      en: 'Applications can be made in person during office hours; for details call the justice hotline 1111 press 78.',
    }),
    points: () => [
      { th: 'มีสัญชาติไทย อายุไม่ต่ำกว่า 20 ปีบริบูรณ์', en: 'Thai nationality, aged 20 or over' },
      { th: 'มีความประพฤติดีและเป็นที่ยอมรับของชุมชน', en: 'Of good conduct and respected in the community' },
      { th: 'สามารถเสียสละเวลาเพื่อช่วยเหลืองานของทางราชการ', en: 'Able to give time to public service' },
    ],
  },
  {
    category: 'announcements',
    title: (c) => ({
      th: `ประกาศ${c.voice.organisation.th} เรื่อง การเปิดให้บริการ${c.programme.th}`,
      en: `Announcement: ${c.voice.organisation.en} opens services for ${c.programme.en}`,
    }),
    lead: (c) => ({
      th: `${c.voice.organisation.th} ขอประชาสัมพันธ์การเปิดให้บริการ${c.programme.th} ณ ${c.place.th} ตั้งแต่${c.date.th} ในวันจันทร์ถึงวันศุกร์ เวลา 08.30 - 16.30 น.`,
      en: `${cap(c.voice.organisation.en)} opens services for ${c.programme.en} in ${c.place.en} from ${c.date.en}, Monday to Friday, 08:30 to 16:30.`,
    }),
    detail: () => ({
      th: 'ประชาชนที่ต้องการรับบริการโปรดนำบัตรประจำตัวประชาชนมาแสดงต่อเจ้าหน้าที่ทุกครั้ง',
      en: 'Please bring your national ID card when you come.',
    }),
    points: () => [
      { th: 'ให้คำปรึกษาโดยไม่เสียค่าใช้จ่าย', en: 'Free advice' },
      { th: 'รับเรื่องและส่งต่อหน่วยงานที่เกี่ยวข้อง', en: 'Referral to the right agency' },
    ],
  },
  {
    category: 'results',
    title: (c) => ({
      th: `ผลการดำเนินงานด้าน${c.programme.th} ไตรมาสที่ ${(c.small % 4) + 1}`,
      en: `Results for ${c.programme.en}, quarter ${(c.small % 4) + 1}`,
    }),
    lead: (c) => ({
      th: `${c.voice.organisation.th} รายงานผลการดำเนินงานด้าน${c.programme.th} โดยมีผู้ได้รับการดูแลและแก้ไขฟื้นฟูจำนวน ${n(c.count * 3)} ราย และสามารถลดอัตราการกระทำผิดซ้ำได้ตามเป้าหมาย (ข้อมูล ณ ${c.date.th})`,
      en: `${cap(c.voice.organisation.en)} reports on ${c.programme.en}: ${n(c.count * 3)} people supervised and rehabilitated, with reoffending kept within target (figures as of ${c.date.en}).`,
    }),
    detail: (c) => ({
      th: `ผลการดำเนินงานดังกล่าวเกิดจากความร่วมมือของภาคีเครือข่ายและอาสาสมัครคุมประพฤติในพื้นที่${c.place.th} ซึ่งจะนำไปใช้ในการปรับปรุงแผนการดำเนินงานในปีงบประมาณถัดไป`,
      en: `These results come from the work of partners and probation volunteers in ${c.place.en}, and will shape next fiscal year's plan.`,
    }),
    points: (c) => [
      { th: `ผู้ผ่านการฝึกวิชาชีพ ${n(c.count)} ราย`, en: `${n(c.count)} people completed vocational training` },
      { th: `ผู้ได้รับการจ้างงาน ${n(c.small * 7)} ราย`, en: `${n(c.small * 7)} people found work` },
      {
        th: `ชั่วโมงการทำงานบริการสังคม ${n(c.count * 40)} ชั่วโมง`,
        en: `${n(c.count * 40)} hours of community service`,
      },
    ],
  },
  {
    category: 'procurement',
    title: (c) => ({
      th: `ประกาศผู้ชนะการเสนอราคา จัดซื้อวัสดุสำนักงาน ประจำปีงบประมาณ (${c.voice.organisation.th})`,
      en: `Winning bid for office supplies, announced by ${c.voice.organisation.en}`,
    }),
    lead: (c) => ({
      th: `${c.voice.organisation.th} ประกาศผู้ชนะการเสนอราคาจัดซื้อวัสดุสำนักงาน โดยวิธีเฉพาะเจาะจง วงเงิน ${n(c.count * 1000)} บาท ประกาศ ณ ${c.date.th}`,
      en: `${cap(c.voice.organisation.en)} announces the winning bid for office supplies by the specific method, budget ${n(c.count * 1000)} baht, announced on ${c.date.en}.`,
    }),
    detail: () => ({
      th: 'รายละเอียดตามเอกสารแนบท้ายประกาศ ผู้สนใจสามารถตรวจสอบได้ที่ระบบการจัดซื้อจัดจ้างภาครัฐ (e-GP)',
      en: 'Details are in the documents attached to the announcement and in the government e-procurement system (e-GP).',
    }),
    points: () => [
      { th: 'วิธีการจัดซื้อ: วิธีเฉพาะเจาะจง', en: 'Procurement method: specific method' },
      { th: 'เกณฑ์การพิจารณา: ราคาต่ำสุด', en: 'Criterion: lowest price' },
    ],
  },
  {
    category: 'procurement',
    title: (c) => ({
      th: `ประกาศเผยแพร่แผนการจัดซื้อจัดจ้าง โครงการ${c.programme.th}`,
      en: `Procurement plan published: ${c.programme.en}`,
    }),
    lead: (c) => ({
      th: `${c.voice.organisation.th} เผยแพร่แผนการจัดซื้อจัดจ้างสำหรับโครงการ${c.programme.th} วงเงินงบประมาณ ${n(c.count * 5000)} บาท เมื่อ${c.date.th}`,
      en: `${cap(c.voice.organisation.en)} published its procurement plan for ${c.programme.en}, with a budget of ${n(c.count * 5000)} baht, on ${c.date.en}.`,
    }),
    detail: () => ({
      th: 'ทั้งนี้ เป็นไปตามพระราชบัญญัติการจัดซื้อจัดจ้างและการบริหารพัสดุภาครัฐ พ.ศ. 2560',
      en: 'This follows the Public Procurement and Supplies Administration Act B.E. 2560 (2017).',
    }),
    points: () => [
      { th: 'ช่วงเวลาที่คาดว่าจะจัดซื้อ: ไตรมาสถัดไป', en: 'Expected: next quarter' },
      { th: 'แหล่งเงิน: งบประมาณแผ่นดิน', en: 'Funding: state budget' },
    ],
  },
];

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
