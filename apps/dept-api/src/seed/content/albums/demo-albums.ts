/**
 * The demo photo albums: eight per site (one per theme) over the year before the seed date, each with 6-12 of
 * the theme's photos (album-photos.ts) and, past eight, some of the next theme's; captions on some photos;
 * two albums per site only in Thai, so the English fallback shows. The same site and seed date always give the
 * same albums (fixed ids, seeded random).
 */
import type { albums, StoredPhoto } from '../../../db/schema.ts';
import type { NewsVoice, Text } from '../news-voices.ts';
import { seededRandom, type Random } from '../random.ts';
import { photosOf, type AlbumPhotoFile } from './album-photos.ts';
import { THEME_IDS, type ThemeId } from './album-scenes.ts';

export type DemoAlbumRow = typeof albums.$inferInsert;

export const DEMO_ALBUMS_PER_SITE = 8;
/** Albums (by position, 0 = newest) that have no English. */
const THAI_ONLY = new Set([2, 5]);
const DAY_MS = 24 * 60 * 60 * 1000;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

interface AlbumStory {
  title: (voice: NewsVoice, place: Text) => Text;
  description: (voice: NewsVoice, place: Text) => Text;
  captions: readonly Text[];
}

const STORIES: Record<ThemeId, AlbumStory> = {
  seminar: {
    title: (_voice, place) => ({
      th: `อบรมเชิงปฏิบัติการพัฒนาศักยภาพอาสาสมัครคุมประพฤติ ${place.th}`,
      en: `Workshop for probation volunteers, ${place.en}`,
    }),
    description: (voice) => ({
      th: `${voice.organisation.th}จัดการอบรมเชิงปฏิบัติการเพื่อเสริมสร้างความรู้ด้านการแก้ไขฟื้นฟูผู้กระทำผิดในชุมชนให้แก่อาสาสมัครคุมประพฤติ โดยมี${voice.head.name.th} ${voice.head.position.th} เป็นประธานเปิดการอบรม`,
      en: `${capitalise(voice.organisation.en)} held a workshop on rehabilitating offenders in the community for probation volunteers, opened by ${voice.head.name.en}, ${voice.head.position.en}.`,
    }),
    captions: [
      { th: 'บรรยากาศการบรรยายภาคเช้า', en: 'The morning session' },
      { th: 'การแบ่งกลุ่มระดมความคิดเห็น', en: 'Group discussions' },
      { th: 'ผู้เข้าร่วมอบรมซักถามวิทยากร', en: 'Participants put questions to the speaker' },
    ],
  },
  meeting: {
    title: (voice) => ({
      th: `ประชุมคณะกรรมการบริหาร${voice.organisation.th} ประจำไตรมาส`,
      en: `Quarterly management meeting of ${voice.organisation.en}`,
    }),
    description: (voice) => ({
      th: `${voice.head.name.th} ${voice.head.position.th} เป็นประธานการประชุมติดตามผลการดำเนินงานตามแผนปฏิบัติราชการและการเบิกจ่ายงบประมาณ`,
      en: `${voice.head.name.en}, ${voice.head.position.en}, chaired a meeting to review progress on the action plan and budget spending.`,
    }),
    captions: [
      { th: 'การนำเสนอผลการดำเนินงาน', en: 'Presenting the results' },
      { th: 'ผู้บริหารร่วมพิจารณาแนวทางการดำเนินงาน', en: 'Managers discuss the way forward' },
    ],
  },
  ceremony: {
    title: (voice) => ({
      th: `พิธีมอบเกียรติบัตรอาสาสมัครคุมประพฤติดีเด่น ${voice.organisation.th}`,
      en: `Certificates for outstanding probation volunteers, ${voice.organisation.en}`,
    }),
    description: (voice) => ({
      th: `${voice.head.name.th} ${voice.head.position.th} มอบเกียรติบัตรแก่อาสาสมัครคุมประพฤติที่ปฏิบัติหน้าที่ด้วยความเสียสละและเป็นแบบอย่างที่ดี`,
      en: `${voice.head.name.en}, ${voice.head.position.en}, presented certificates to probation volunteers whose devoted service sets an example.`,
    }),
    captions: [
      { th: 'ประธานกล่าวเปิดพิธี', en: 'The chair opens the ceremony' },
      { th: 'การมอบเกียรติบัตร', en: 'Presenting the certificates' },
      { th: 'ผู้ร่วมพิธีร่วมแสดงความยินดี', en: 'Guests offer their congratulations' },
    ],
  },
  'tree-planting': {
    title: (_voice, place) => ({
      th: `กิจกรรมปลูกต้นไม้เฉลิมพระเกียรติ ${place.th}`,
      en: `Tree planting in honour of His Majesty the King, ${place.en}`,
    }),
    description: (voice, place) => ({
      th: `${voice.organisation.th}ร่วมกับอาสาสมัครคุมประพฤติและผู้ถูกคุมความประพฤติปลูกต้นไม้ในพื้นที่สาธารณะ ${place.th} เพื่อเพิ่มพื้นที่สีเขียวให้ชุมชน`,
      en: `${capitalise(voice.organisation.en)}, probation volunteers and people on probation planted trees on public land in ${place.en} to give the community more green space.`,
    }),
    captions: [
      { th: 'ร่วมกันเตรียมหลุมปลูก', en: 'Preparing the planting holes' },
      { th: 'ต้นกล้าที่ปลูกเสร็จแล้ว', en: 'The finished planting' },
    ],
  },
  'community-service': {
    title: (_voice, place) => ({
      th: `ผู้ถูกคุมความประพฤติทำงานบริการสังคม ทำความสะอาดพื้นที่สาธารณะ ${place.th}`,
      en: `Community service: cleaning public spaces in ${place.en}`,
    }),
    description: (voice, place) => ({
      th: `${voice.organisation.th}นำผู้ถูกคุมความประพฤติทำงานบริการสังคมและทำประโยชน์สาธารณะ ทำความสะอาดถนนและลานวัดใน${place.th}`,
      en: `${capitalise(voice.organisation.en)} led people on probation in community service, cleaning streets and temple grounds in ${place.en}.`,
    }),
    captions: [
      { th: 'ทำความสะอาดถนนหน้าวัด', en: 'Cleaning the road outside the temple' },
      { th: 'เก็บขยะริมทาง', en: 'Picking up roadside litter' },
    ],
  },
  'career-training': {
    title: (voice) => ({
      th: `ฝึกอบรมวิชาชีพเพื่อการมีงานทำสำหรับผู้ถูกคุมความประพฤติ ${voice.organisation.th}`,
      en: `Vocational training for people on probation, ${voice.organisation.en}`,
    }),
    description: (voice) => ({
      th: `${voice.organisation.th}ร่วมกับสถาบันพัฒนาฝีมือแรงงาน จัดฝึกอาชีพระยะสั้นให้ผู้ถูกคุมความประพฤติ เพื่อเป็นทางเลือกในการประกอบอาชีพสุจริตหลังพ้นการคุมความประพฤติ`,
      en: `${capitalise(voice.organisation.en)} and the Skill Development Institute ran short vocational courses for people on probation, to help them earn an honest living afterwards.`,
    }),
    captions: [
      { th: 'ครูฝึกสาธิตขั้นตอนการทำงาน', en: 'The instructor demonstrates the steps' },
      { th: 'ผู้รับการฝึกลงมือปฏิบัติจริง', en: 'Trainees try it themselves' },
    ],
  },
  'group-photo': {
    title: (voice) => ({
      th: `ต้อนรับคณะศึกษาดูงานจากหน่วยงานยุติธรรมต่างประเทศ ณ ${voice.organisation.th}`,
      en: `A study visit from an overseas justice agency to ${voice.organisation.en}`,
    }),
    description: (voice) => ({
      th: `${voice.deputy.name.th} ${voice.deputy.position.th} ให้การต้อนรับและบรรยายสรุประบบงานคุมประพฤติของไทยแก่คณะศึกษาดูงาน`,
      en: `${voice.deputy.name.en}, ${voice.deputy.position.en}, welcomed the visitors and briefed them on Thailand's probation system.`,
    }),
    captions: [
      { th: 'ถ่ายภาพร่วมกันหน้าอาคารสำนักงาน', en: 'A group photo outside the office' },
      { th: 'คณะศึกษาดูงานเยี่ยมชมสำนักงาน', en: 'The visitors tour the office' },
    ],
  },
  'volunteer-fair': {
    title: (_voice, place) => ({
      th: `งานวันอาสาสมัครคุมประพฤติ ${place.th}`,
      en: `Probation Volunteers Day fair, ${place.en}`,
    }),
    description: (voice) => ({
      th: `${voice.organisation.th}จัดนิทรรศการและซุ้มให้บริการข้อมูลด้านกฎหมายและการคุมประพฤติแก่ประชาชนในงานวันอาสาสมัครคุมประพฤติ`,
      en: `${capitalise(voice.organisation.en)} ran exhibitions and booths giving legal and probation information to the public on Probation Volunteers Day.`,
    }),
    captions: [
      { th: 'ซุ้มให้คำปรึกษาด้านกฎหมาย', en: 'The legal advice booth' },
      { th: 'ประชาชนร่วมเยี่ยมชมนิทรรศการ', en: 'Visitors at the exhibition' },
    ],
  },
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** The album's date: position 0 is the newest, the oldest close to a year before the seed date (Bangkok days). */
function albumDate(position: number, now: Date, random: Random): string {
  const daysAgo = 12 + position * 44 + random.int(0, 25);
  return new Date(now.getTime() + BANGKOK_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

function storedPhoto(file: AlbumPhotoFile, caption: Text | null, english: boolean): StoredPhoto {
  return {
    url: `/media/${file.path}`,
    alt: { th: file.alt.th, en: english ? file.alt.en : null },
    caption: caption ? { th: caption.th, en: english ? caption.en : null } : null,
    width: file.width,
    height: file.height,
  };
}

function demoAlbum(voice: NewsVoice, position: number, now: Date, random: Random): DemoAlbumRow {
  const theme = THEME_IDS[(position + voice.code.length) % THEME_IDS.length]!;
  const next = THEME_IDS[(THEME_IDS.indexOf(theme) + 1) % THEME_IDS.length]!;
  const story = STORIES[theme];
  const place = random.pick(voice.places);
  const english = !THAI_ONLY.has(position);
  const count = random.int(6, 12);
  const files = [...shuffled(photosOf(theme), random), ...shuffled(photosOf(next), random)].slice(0, count);
  const photos = files.map((file, index) =>
    storedPhoto(file, index % 3 === 0 ? story.captions[(index / 3) % story.captions.length]! : null, english),
  );
  const title = story.title(voice, place);
  const description = story.description(voice, place);
  const date = albumDate(position, now, random);
  return {
    id: `${voice.code}-album-${String(position + 1).padStart(2, '0')}`,
    siteId: voice.siteId,
    section: 'photos',
    titleTh: title.th,
    titleEn: english ? title.en : null,
    descriptionTh: description.th,
    descriptionEn: english ? description.en : null,
    date,
    cover: null,
    photos,
    updatedAt: new Date(`${date}T10:00:00+07:00`),
  };
}

/** The site's demo albums, newest first. */
export function demoAlbums(voice: NewsVoice, now: Date): DemoAlbumRow[] {
  const random = seededRandom(`albums:${voice.code}`);
  return Array.from({ length: DEMO_ALBUMS_PER_SITE }, (_, position) =>
    demoAlbum(voice, position, now, random),
  );
}
