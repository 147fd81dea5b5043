/**
 * What the demo events of a site are: the public holidays every government office keeps, and the templates of
 * its own events (training, meetings, ceremonies, community service, public service days), written as a Thai
 * government site writes.
 */
import type { EventCategoryId } from './event-categories.ts';
import type { NewsVoice, Text } from './news-voices.ts';

/** A public holiday on a fixed Gregorian date (month 1-12), lasting `days` days. */
export interface Holiday {
  month: number;
  day: number;
  days: number;
  title: Text;
  description: Text;
}

export const HOLIDAYS: readonly Holiday[] = [
  {
    month: 1,
    day: 1,
    days: 1,
    title: { th: 'วันขึ้นปีใหม่', en: "New Year's Day" },
    description: { th: 'วันหยุดราชการ เนื่องในวันขึ้นปีใหม่', en: "A public holiday for New Year's Day." },
  },
  {
    month: 4,
    day: 6,
    days: 1,
    title: { th: 'วันจักรี', en: 'Chakri Memorial Day' },
    description: {
      th: 'วันหยุดราชการ เนื่องในวันพระบาทสมเด็จพระพุทธยอดฟ้าจุฬาโลกมหาราชและวันที่ระลึกมหาจักรีบรมราชวงศ์',
      en: 'A public holiday commemorating King Rama I and the founding of the Chakri dynasty.',
    },
  },
  {
    month: 4,
    day: 13,
    days: 3,
    title: { th: 'วันสงกรานต์', en: 'Songkran Festival' },
    description: {
      th: 'วันหยุดราชการ เนื่องในเทศกาลสงกรานต์ ระหว่างวันที่ 13 - 15 เมษายน',
      en: 'Public holidays for the Thai New Year, 13 to 15 April.',
    },
  },
  {
    month: 5,
    day: 4,
    days: 1,
    title: { th: 'วันฉัตรมงคล', en: 'Coronation Day' },
    description: { th: 'วันหยุดราชการ เนื่องในวันฉัตรมงคล', en: 'A public holiday for Coronation Day.' },
  },
  {
    month: 7,
    day: 28,
    days: 1,
    title: {
      th: 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว',
      en: "His Majesty the King's Birthday",
    },
    description: {
      th: 'วันหยุดราชการ เนื่องในโอกาสวันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระวชิรเกล้าเจ้าอยู่หัว',
      en: "A public holiday for His Majesty the King's Birthday.",
    },
  },
  {
    month: 8,
    day: 12,
    days: 1,
    title: { th: 'วันแม่แห่งชาติ', en: "National Mother's Day" },
    description: {
      th: 'วันหยุดราชการ เนื่องในวันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าสิริกิติ์ พระบรมราชินีนาถ พระบรมราชชนนีพันปีหลวง และวันแม่แห่งชาติ',
      en: "A public holiday for Her Majesty Queen Sirikit The Queen Mother's Birthday and National Mother's Day.",
    },
  },
  {
    month: 10,
    day: 13,
    days: 1,
    title: {
      th: 'วันนวมินทรมหาราช',
      en: 'King Bhumibol Memorial Day',
    },
    description: {
      th: 'วันหยุดราชการ เนื่องในวันคล้ายวันสวรรคตพระบาทสมเด็จพระบรมชนกาธิเบศร มหาภูมิพลอดุลยเดชมหาราช บรมนาถบพิตร',
      en: 'A public holiday in memory of His Majesty King Bhumibol Adulyadej The Great.',
    },
  },
  {
    month: 10,
    day: 23,
    days: 1,
    title: { th: 'วันปิยมหาราช', en: 'Chulalongkorn Day' },
    description: {
      th: 'วันหยุดราชการ เนื่องในวันคล้ายวันสวรรคตพระบาทสมเด็จพระจุลจอมเกล้าเจ้าอยู่หัว',
      en: 'A public holiday in memory of King Chulalongkorn the Great.',
    },
  },
  {
    month: 12,
    day: 5,
    days: 1,
    title: { th: 'วันพ่อแห่งชาติ', en: "National Father's Day" },
    description: {
      th: 'วันหยุดราชการ เนื่องในวันคล้ายวันพระบรมราชสมภพของพระบาทสมเด็จพระบรมชนกาธิเบศร มหาภูมิพลอดุลยเดชมหาราช บรมนาถบพิตร วันชาติ และวันพ่อแห่งชาติ',
      en: "A public holiday for King Bhumibol's birthday anniversary, National Day and National Father's Day.",
    },
  },
  {
    month: 12,
    day: 10,
    days: 1,
    title: { th: 'วันรัฐธรรมนูญ', en: 'Constitution Day' },
    description: { th: 'วันหยุดราชการ เนื่องในวันรัฐธรรมนูญ', en: 'A public holiday for Constitution Day.' },
  },
  {
    month: 12,
    day: 31,
    days: 1,
    title: { th: 'วันสิ้นปี', en: "New Year's Eve" },
    description: { th: 'วันหยุดราชการ เนื่องในวันสิ้นปี', en: "A public holiday for New Year's Eve." },
  },
];

export interface EventContext {
  voice: NewsVoice;
  place: Text;
  programme: Text;
  /**
   * Running number in the year: Buddhist era in Thai (ครั้งที่ 3/2569), Common Era in English (no. 3/2026), as a
   * Thai government site writes its English (decision 0249).
   */
  number: Text;
  count: number;
}

/** How an event takes its time: hours in Bangkok on one day, several days, or whole days. */
export type EventTiming =
  | { kind: 'timed'; startHour: number; startMinute: number; hours: number; days?: number }
  | { kind: 'allDay'; days: number };

export interface EventTemplate {
  category: EventCategoryId;
  timing: EventTiming;
  /** Where: the office itself, one of the places it works in, or online (no location). */
  venue: 'office' | 'place' | 'online';
  title(context: EventContext): Text;
  description(context: EventContext): Text;
}

const office = (context: EventContext) => context.voice.organisation;
/** "the Department of Probation" at the start of a title. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  {
    category: 'meeting',
    timing: { kind: 'timed', startHour: 9, startMinute: 30, hours: 2.5 },
    venue: 'office',
    title: (c) => ({
      th: `ประชุมคณะกรรมการบริหาร${office(c).th} ครั้งที่ ${c.number.th}`,
      en: `Executive committee meeting no. ${c.number.en}`,
    }),
    description: (c) => ({
      th: `<p>${c.voice.head.name.th} ${c.voice.head.position.th} เป็นประธานการประชุมคณะกรรมการบริหาร เพื่อติดตามผลการดำเนินงานตามแผนปฏิบัติราชการ และพิจารณาแนวทางการขับเคลื่อนงาน${c.programme.th}</p><p>ขอให้ผู้เกี่ยวข้องเข้าร่วมประชุมโดยพร้อมเพรียงกัน</p>`,
      en: `<p>${c.voice.head.name.en}, ${c.voice.head.position.en}, chairs the executive committee to review progress against the annual plan and the work on ${c.programme.en}.</p>`,
    }),
  },
  {
    category: 'meeting',
    timing: { kind: 'timed', startHour: 13, startMinute: 30, hours: 2.5 },
    venue: 'office',
    title: () => ({
      th: 'ประชุมประจำเดือนข้าราชการ พนักงานราชการ และลูกจ้าง',
      en: 'Monthly staff meeting',
    }),
    description: (c) => ({
      th: `<p>การประชุมประจำเดือนของ${office(c).th} เพื่อชี้แจงนโยบาย ข้อสั่งการ และแลกเปลี่ยนปัญหาอุปสรรคในการปฏิบัติงาน</p>`,
      en: `<p>The monthly meeting of ${office(c).en}: policy, instructions and any problems in the work.</p>`,
    }),
  },
  {
    category: 'meeting',
    timing: { kind: 'timed', startHour: 10, startMinute: 0, hours: 2 },
    venue: 'online',
    title: (c) => ({
      th: `ประชุมทางไกลผ่านระบบวีดิทัศน์ (Video Conference) เรื่อง${c.programme.th}`,
      en: `Video conference on ${c.programme.en}`,
    }),
    description: (c) => ({
      th: `<p>ประชุมชี้แจงแนวทางการปฏิบัติงานด้าน${c.programme.th} ผ่านระบบประชุมทางไกล ร่วมกับสำนักงานคุมประพฤติทั่วประเทศ</p>`,
      en: `<p>A briefing on ${c.programme.en} by video conference with probation offices across the country.</p>`,
    }),
  },
  {
    category: 'training',
    timing: { kind: 'timed', startHour: 9, startMinute: 0, hours: 7.5, days: 3 },
    venue: 'place',
    title: (c) => ({
      th: `อบรมหลักสูตรพัฒนาศักยภาพอาสาสมัครคุมประพฤติ รุ่นที่ ${c.number.th}`,
      en: `Probation volunteer development course, intake ${c.number.en}`,
    }),
    description: (c) => ({
      th: `<p>${office(c).th} จัดอบรมหลักสูตรพัฒนาศักยภาพอาสาสมัครคุมประพฤติ จำนวน ${c.count} คน ณ ${c.place.th} เพื่อเสริมสร้างความรู้ด้าน${c.programme.th}</p><ul><li>ลงทะเบียนเวลา 08.30 น.</li><li>แต่งกายชุดสุภาพ</li></ul>`,
      en: `<p>${capitalised(office(c).en)} trains ${c.count} probation volunteers in ${c.place.en} on ${c.programme.en}.</p><ul><li>Registration from 08:30</li><li>Dress code: smart</li></ul>`,
    }),
  },
  {
    category: 'training',
    timing: { kind: 'timed', startHour: 8, startMinute: 30, hours: 8, days: 2 },
    venue: 'office',
    title: () => ({
      th: 'สัมมนาเชิงปฏิบัติการ การติดตามผู้ถูกคุมความประพฤติด้วยกำไลอิเล็กทรอนิกส์ (EM)',
      en: 'Workshop: supervising offenders with electronic monitoring (EM)',
    }),
    description: (c) => ({
      th: `<p>สัมมนาเชิงปฏิบัติการสำหรับพนักงานคุมประพฤติ เรื่องการติดตามและควบคุมผู้ถูกคุมความประพฤติด้วยอุปกรณ์อิเล็กทรอนิกส์ จำนวน ${c.count} คน</p>`,
      en: `<p>A workshop for ${c.count} probation officers on supervising offenders with electronic monitoring.</p>`,
    }),
  },
  {
    category: 'ceremony',
    timing: { kind: 'timed', startHour: 9, startMinute: 0, hours: 2 },
    venue: 'office',
    title: () => ({
      th: 'พิธีมอบเกียรติบัตรอาสาสมัครคุมประพฤติดีเด่น',
      en: 'Awards ceremony for outstanding probation volunteers',
    }),
    description: (c) => ({
      th: `<p>${c.voice.head.name.th} ${c.voice.head.position.th} เป็นประธานในพิธีมอบเกียรติบัตรแก่อาสาสมัครคุมประพฤติดีเด่น จำนวน ${c.count} คน</p>`,
      en: `<p>${c.voice.head.name.en} presents certificates to ${c.count} outstanding probation volunteers.</p>`,
    }),
  },
  {
    category: 'ceremony',
    timing: { kind: 'timed', startHour: 8, startMinute: 30, hours: 3 },
    venue: 'place',
    title: () => ({
      th: 'พิธีปฐมนิเทศและแต่งตั้งอาสาสมัครคุมประพฤติใหม่',
      en: 'Induction and appointment of new probation volunteers',
    }),
    description: (c) => ({
      th: `<p>พิธีปฐมนิเทศอาสาสมัครคุมประพฤติที่ได้รับการแต่งตั้งใหม่ จำนวน ${c.count} คน ณ ${c.place.th} พร้อมกล่าวคำปฏิญาณตน</p>`,
      en: `<p>The induction of ${c.count} newly appointed probation volunteers in ${c.place.en}, with their oath.</p>`,
    }),
  },
  {
    category: 'community-service',
    timing: { kind: 'timed', startHour: 8, startMinute: 0, hours: 4 },
    venue: 'place',
    title: (c) => ({
      th: `กิจกรรมจิตอาสาบำเพ็ญประโยชน์ ${c.place.th}`,
      en: `Volunteer clean-up day in ${c.place.en}`,
    }),
    description: (c) => ({
      th: `<p>ผู้ถูกคุมความประพฤติทำงานบริการสังคมและทำประโยชน์สาธารณะร่วมกับอาสาสมัครคุมประพฤติ ทำความสะอาดและปรับภูมิทัศน์ ณ ${c.place.th} จำนวน ${c.count} คน</p>`,
      en: `<p>${c.count} offenders doing community service and probation volunteers clean up and tidy public spaces in ${c.place.en}.</p>`,
    }),
  },
  {
    category: 'community-service',
    timing: { kind: 'allDay', days: 1 },
    venue: 'place',
    title: (c) => ({
      th: `โครงการทำงานบริการสังคมเพื่อชุมชน ${c.place.th}`,
      en: `Community service project in ${c.place.en}`,
    }),
    description: (c) => ({
      th: `<p>ผู้ถูกคุมความประพฤติร่วมทำงานบริการสังคมตลอดทั้งวัน ณ ${c.place.th} ภายใต้การดูแลของพนักงานคุมประพฤติ</p>`,
      en: `<p>A full day of community service in ${c.place.en} under the supervision of probation officers.</p>`,
    }),
  },
  {
    category: 'public-service',
    timing: { kind: 'allDay', days: 1 },
    venue: 'place',
    title: (c) => ({
      th: `คลินิกยุติธรรมเคลื่อนที่ วันบริการประชาชน ${c.place.th}`,
      en: `Mobile justice clinic: public service day in ${c.place.en}`,
    }),
    description: (c) => ({
      th: `<p>${office(c).th} ร่วมกับหน่วยงานในกระบวนการยุติธรรม ให้บริการให้คำปรึกษาด้านกฎหมาย รับเรื่องร้องเรียน และเผยแพร่ความรู้เรื่อง${c.programme.th} แก่ประชาชน ณ ${c.place.th}</p>`,
      en: `<p>${capitalised(office(c).en)} and other justice agencies give legal advice, take complaints and explain ${c.programme.en} to the public in ${c.place.en}.</p>`,
    }),
  },
  {
    category: 'public-service',
    timing: { kind: 'allDay', days: 2 },
    venue: 'place',
    title: (c) => ({
      th: `โครงการ${office(c).th}พบประชาชน`,
      en: `${capitalised(office(c).en)} meets the public`,
    }),
    description: (c) => ({
      th: `<p>บริการรับเรื่องราวร้องทุกข์ ตรวจสอบสิทธิ และแนะนำการขอรับความช่วยเหลือ ณ ${c.place.th} ตลอดสองวัน</p>`,
      en: `<p>Two days of taking complaints, checking entitlements and giving advice on getting help in ${c.place.en}.</p>`,
    }),
  },
];
