/**
 * The demo albums' photo files: per theme, four variants of its scene, each shown whole (3:2) and as one
 * closer framing (portrait 3:4, square or 16:9). Each photo has its size and alt text saying what it shows, in
 * Thai and English; the generator (src/cli/generate-album-photos.ts) and the seed both read this list, so the
 * stored sizes and texts always match the files.
 */
import type { Text } from '../news-voices.ts';
import { drawScene, THEME_IDS, WORLD, type Crop, type ThemeId } from './album-scenes.ts';

export interface AlbumPhotoFile {
  /** Path under media/ (`albums/seminar-1.jpg`); the URL is `/media/` + this. */
  path: string;
  theme: ThemeId;
  variant: number;
  crop: Crop;
  width: number;
  height: number;
  alt: Text;
}

/** A theme's accent colour (slides, banners, tents) and what its close framings show. */
export interface ThemeLook {
  accent: string;
  wide: (people: number) => Text;
  /** Where a close framing starts (its left edge, and its top when not near the floor) and what it shows. */
  closeUps: readonly { x: number; y?: number; text: Text }[];
}

const LOOKS: Record<ThemeId, ThemeLook> = {
  seminar: {
    accent: '#0b3d6e',
    wide: (n) => ({
      th: `ผู้เข้าร่วมอบรมราว ${n} คนนั่งฟังวิทยากรบรรยายหน้าจอนำเสนอในห้องประชุม`,
      en: `About ${n} participants listen to a speaker in front of a presentation screen in a conference hall`,
    }),
    closeUps: [
      {
        x: 980,
        text: {
          th: 'วิทยากรยืนบรรยายที่แท่นบรรยายข้างจอนำเสนอ',
          en: 'The speaker stands at the lectern beside the presentation screen',
        },
      },
      {
        x: 200,
        text: {
          th: 'ผู้เข้าร่วมอบรมแถวหน้านั่งฟังการบรรยายอย่างตั้งใจ',
          en: 'Participants in the front rows follow the talk closely',
        },
      },
    ],
  },
  meeting: {
    accent: '#2a6f97',
    wide: (n) => ({
      th: `ผู้เข้าประชุม ${n} คนนั่งรอบโต๊ะประชุมยาว มีจอแสดงข้อมูลอยู่ด้านหน้า`,
      en: `${n} people sit around a long meeting table with a display screen at the front`,
    }),
    closeUps: [
      {
        x: 500,
        y: 330,
        text: {
          th: 'ผู้เข้าประชุมฝั่งตรงข้ามพิจารณาเอกสารการประชุมบนโต๊ะ',
          en: 'Members on the far side of the table look over the meeting papers',
        },
      },
      {
        x: 900,
        y: 60,
        text: {
          th: 'จอแสดงข้อมูลประกอบการประชุมเหนือโต๊ะประชุม',
          en: 'The screen showing the meeting’s figures above the table',
        },
      },
    ],
  },
  ceremony: {
    accent: '#c8a13a',
    wide: (n) => ({
      th: `พิธีบนเวทีประดับธงชาติไทยและดอกไม้ มีผู้ร่วมพิธีราว ${n} คน`,
      en: `A ceremony on a stage decorated with Thai flags and flowers, attended by about ${n} people`,
    }),
    closeUps: [
      {
        x: 560,
        y: 150,
        text: {
          th: 'ประธานและแขกผู้มีเกียรติยืนบนเวทีหน้าฉากพิธี',
          en: 'The chair and guests of honour stand on the stage in front of the backdrop',
        },
      },
      {
        x: 40,
        y: 100,
        text: {
          th: 'ธงชาติไทยและแจกันดอกไม้ข้างเวที',
          en: 'A Thai flag and flower arrangements beside the stage',
        },
      },
    ],
  },
  'tree-planting': {
    accent: '#3f7a3a',
    wide: (n) => ({
      th: `ผู้ร่วมกิจกรรม ${n} คนช่วยกันปลูกต้นกล้าบนเนินหญ้า มีแนวต้นไม้ใหญ่อยู่ด้านหลัง`,
      en: `${n} people plant saplings on a grassy slope with a line of tall trees behind them`,
    }),
    closeUps: [
      {
        x: 120,
        text: {
          th: 'ผู้ร่วมกิจกรรมถือจอบยืนข้างต้นกล้าที่เพิ่งปลูก',
          en: 'A volunteer holding a hoe stands beside a newly planted sapling',
        },
      },
      {
        x: 760,
        text: {
          th: 'ต้นกล้าที่ปลูกใหม่เรียงเป็นแถวบนดินที่เพิ่งพรวน',
          en: 'Newly planted saplings in a row in freshly turned soil',
        },
      },
    ],
  },
  'community-service': {
    accent: '#f26b1d',
    wide: (n) => ({
      th: `ผู้ทำงานบริการสังคม ${n} คนสวมเสื้อกั๊กสีส้มช่วยกันกวาดถนนหน้ากำแพงวัด`,
      en: `${n} people in orange vests doing community service sweep the road outside a temple wall`,
    }),
    closeUps: [
      {
        x: 100,
        text: {
          th: 'ผู้ทำงานบริการสังคมกวาดใบไม้ริมถนน',
          en: 'A person doing community service sweeps leaves by the roadside',
        },
      },
      {
        x: 850,
        text: {
          th: 'ถุงขยะที่เก็บรวบรวมได้วางอยู่ริมถนน',
          en: 'Bags of collected rubbish wait by the roadside',
        },
      },
    ],
  },
  'career-training': {
    accent: '#e76f51',
    wide: (n) => ({
      th: `ผู้รับการฝึกอาชีพ ${n} คนฝึกปฏิบัติที่โต๊ะงานโดยมีครูฝึกให้คำแนะนำ`,
      en: `${n} trainees practise at workbenches while an instructor gives advice`,
    }),
    closeUps: [
      {
        x: 60,
        text: {
          th: 'ผู้รับการฝึกสองคนจัดเตรียมวัสดุบนโต๊ะงาน',
          en: 'Two trainees lay out materials on a workbench',
        },
      },
      {
        x: 560,
        text: {
          th: 'ครูฝึกยกมืออธิบายขั้นตอนการทำงาน',
          en: 'The instructor raises a hand while explaining the steps',
        },
      },
    ],
  },
  'group-photo': {
    accent: '#0b3d6e',
    wide: (n) => ({
      th: `ภาพหมู่ผู้ร่วมงาน ${n} คนยืนสองแถวหน้าอาคารสำนักงานหลังคาทรงไทย`,
      en: `A group photo of ${n} people standing in two rows in front of an office building with a Thai-style roof`,
    }),
    closeUps: [
      {
        x: 200,
        text: {
          th: 'ผู้ร่วมงานแถวหน้ายืนเรียงกันหน้าอาคาร',
          en: 'The front row stands in line outside the building',
        },
      },
      {
        x: 500,
        text: {
          th: 'หลังคาทรงไทยสีแดงของอาคารสำนักงานและผู้ร่วมงานด้านหน้า',
          en: 'The red Thai-style roof of the office building above the group',
        },
      },
    ],
  },
  'volunteer-fair': {
    accent: '#2a9d8f',
    wide: (n) => ({
      th: `ซุ้มนิทรรศการสี่ซุ้มในงานกลางแจ้ง มีผู้เยี่ยมชมราว ${n} คนเดินชมงาน`,
      en: `Four exhibition booths at an outdoor fair with about ${n} visitors walking around`,
    }),
    closeUps: [
      {
        x: 0,
        text: {
          th: 'ซุ้มให้ข้อมูลและโต๊ะแจกเอกสารประชาสัมพันธ์',
          en: 'An information booth with a table of leaflets',
        },
      },
      {
        x: 800,
        text: {
          th: 'ผู้เยี่ยมชมเดินผ่านหน้าซุ้มนิทรรศการ',
          en: 'Visitors walk past the exhibition booths',
        },
      },
    ],
  },
};

/** The closer framings, in turn: a portrait, a square and a wide 16:9 picture. */
const CLOSE_FORMATS = [
  { width: 1200, height: 1600, cropWidth: 600, cropHeight: 800 },
  { width: 1200, height: 1200, cropWidth: 800, cropHeight: 800 },
  { width: 1600, height: 900, cropWidth: 1000, cropHeight: 562 },
] as const;

export const VARIANTS_PER_THEME = 4;

function photosOfTheme(theme: ThemeId, themeIndex: number): AlbumPhotoFile[] {
  const look = LOOKS[theme];
  const photos: AlbumPhotoFile[] = [];
  for (let variant = 0; variant < VARIANTS_PER_THEME; variant++) {
    const scene = drawScene(theme, variant, look.accent);
    photos.push({
      path: `albums/${theme}-${variant * 2 + 1}.jpg`,
      theme,
      variant,
      crop: { x: 0, y: 0, ...WORLD },
      width: 1600,
      height: 1067,
      alt: look.wide(scene.people),
    });
    const closeUp = look.closeUps[variant % look.closeUps.length]!;
    const format = CLOSE_FORMATS[(variant + themeIndex) % CLOSE_FORMATS.length]!;
    const x = Math.min(closeUp.x, WORLD.width - format.cropWidth);
    photos.push({
      path: `albums/${theme}-${variant * 2 + 2}.jpg`,
      theme,
      variant,
      crop: {
        x,
        y: Math.min(closeUp.y ?? WORLD.height, WORLD.height - format.cropHeight - 60),
        width: format.cropWidth,
        height: format.cropHeight,
      },
      width: format.width,
      height: format.height,
      alt: closeUp.text,
    });
  }
  return photos;
}

export const ALBUM_PHOTO_FILES: readonly AlbumPhotoFile[] = THEME_IDS.flatMap(photosOfTheme);

export function accentOf(theme: ThemeId): string {
  return LOOKS[theme].accent;
}

/** A theme's accent and alt texts (the demo news photos are drawn from the same scenes). */
export function lookOf(theme: ThemeId): ThemeLook {
  return LOOKS[theme];
}

export function photosOf(theme: ThemeId): AlbumPhotoFile[] {
  return ALBUM_PHOTO_FILES.filter((photo) => photo.theme === theme);
}
