/**
 * The demo videos of each site: eight topics, three of them hosted clips (played by the browser's own player,
 * with captions), the others on YouTube or Facebook (loaded only when a visitor asks). Some are in Thai only, so
 * the English fallback shows. Ids are fixed (`{site code}-v01` … `-v08`), dates count back from the seed date.
 */
import type { VideoSource } from '@probation/contract';
import type { videos } from '../../db/schema.ts';
import {
  captionUrl,
  clipFacts,
  clipUrl,
  DEMO_CLIPS,
  THUMBNAIL_SIZE,
  thumbnailUrl,
  type DemoClip,
} from './demo-video-clips.ts';
import { voiceOf, type NewsVoice, type Text } from './news-voices.ts';
import { DEMO_SITE_IDS } from '../demo-sites.ts';

export type DemoVideoRow = typeof videos.$inferInsert;

const DEPARTMENT_VOICE = voiceOf(DEMO_SITE_IDS.dept);

export const DEMO_VIDEOS_PER_SITE = 8;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface VideoTopic {
  /** Names the thumbnail (media/videos/thumbnails/{id}.svg). */
  id: string;
  /**
   * Who made it: the department's own films are shared by the provincial offices, and their pages say so; an
   * office's own (its year in review, its live recordings) are about that office.
   */
  madeBy: 'department' | 'office';
  daysAgo: number;
  english: boolean;
  duration: number;
  title: (voice: NewsVoice) => Text;
  description: (voice: NewsVoice) => Text;
  /** What the thumbnail shows, in both languages (its alt text is the Thai one). */
  picture: Text;
  colour: string;
  source: (voice: NewsVoice) => VideoSource;
}

function clip(name: string): DemoClip {
  const found = DEMO_CLIPS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No demo clip ${name}`);
  return found;
}

function hosted(name: string): () => VideoSource {
  return () => {
    const file = clip(name);
    const facts = clipFacts(file);
    return {
      kind: 'file',
      url: clipUrl(file),
      mime_type: 'video/webm',
      size: facts.size,
      width: facts.width,
      height: facts.height,
      captions: { th: captionUrl(file, 'th'), en: captionUrl(file, 'en') },
    };
  };
}

const facebookPage = (voice: NewsVoice) =>
  voice.code === 'dept' ? 'probation.moj' : `probation.${voice.code}`;

export const VIDEO_TOPICS: readonly VideoTopic[] = [
  {
    id: 'about',
    madeBy: 'department',
    daysAgo: 12,
    english: true,
    duration: clip('about-the-department').seconds,
    title: () => clip('about-the-department').heading,
    description: (voice) => ({
      th: `วีดิทัศน์แนะนำภารกิจของกรมคุมประพฤติ การแก้ไขฟื้นฟูผู้กระทำผิดในชุมชน และช่องทางติดต่อ${voice.organisation.th}\n\nมีคำบรรยายภาษาไทยและภาษาอังกฤษ`,
      en: `A short film on the work of the Department of Probation, rehabilitation in the community, and how to contact ${voice.organisation.en}.\n\nCaptions in Thai and English.`,
    }),
    picture: { th: 'ภาพปกวีดิทัศน์แนะนำกรมคุมประพฤติ', en: 'Cover of the film about the department' },
    colour: '#0b3d6e',
    source: hosted('about-the-department'),
  },
  {
    id: 'volunteers',
    madeBy: 'department',
    daysAgo: 45,
    english: true,
    duration: clip('probation-volunteers').seconds,
    title: () => clip('probation-volunteers').heading,
    description: (voice) => ({
      th: `อาสาสมัครคุมประพฤติเป็นกำลังสำคัญในการดูแลผู้กระทำผิดในชุมชน ผู้สนใจสมัครได้ที่${voice.organisation.th}`,
      en: `Probation volunteers play a key part in looking after offenders in their communities. Apply at ${voice.organisation.en}.`,
    }),
    picture: { th: 'ภาพปกวีดิทัศน์อาสาสมัครคุมประพฤติ', en: 'Cover of the film on probation volunteers' },
    colour: '#5b2a86',
    source: hosted('probation-volunteers'),
  },
  {
    id: 'community-service',
    madeBy: 'department',
    daysAgo: 100,
    english: false,
    duration: clip('community-service').seconds,
    title: () => clip('community-service').heading,
    description: (voice) => ({
      th: `ผู้ถูกคุมความประพฤติในความดูแลของ${voice.organisation.th}ร่วมทำงานบริการสังคมและทำประโยชน์สาธารณะ พัฒนาวัด โรงเรียน และพื้นที่สาธารณะในชุมชน`,
      en: '',
    }),
    picture: { th: 'ภาพปกวีดิทัศน์การทำงานบริการสังคม', en: 'Cover of the film on community service' },
    colour: '#1b5e20',
    source: hosted('community-service'),
  },
  {
    id: 'annual-results',
    madeBy: 'office',
    daysAgo: 160,
    english: true,
    duration: 754,
    title: (voice) => ({
      th: `สรุปผลการดำเนินงานประจำปีของ${voice.organisation.th}`,
      en: `The year in review: ${voice.organisation.en.replace(/^the /, '')}`,
    }),
    description: (voice) => ({
      th: `${voice.head.name.th} ${voice.head.position.th} สรุปผลการดำเนินงานด้านการแก้ไขฟื้นฟูผู้กระทำผิด การทำงานบริการสังคม และการช่วยเหลือผู้เสียหายในรอบปีที่ผ่านมา`,
      en: `${voice.head.name.en}, ${voice.head.position.en}, reviews the year's work on rehabilitation, community service and help for victims of crime.`,
    }),
    picture: { th: 'ภาพปกวีดิทัศน์สรุปผลการดำเนินงานประจำปี', en: 'Cover of the year in review' },
    colour: '#7a3e00',
    source: () => ({ kind: 'youtube', video_id: 'Prb4nnu4lRp' }),
  },
  {
    id: 'hotline',
    madeBy: 'department',
    daysAgo: 230,
    english: true,
    duration: 95,
    title: () => ({
      th: 'สายด่วนยุติธรรม 1111 กด 78 ปรึกษาได้ทุกเรื่องคุมประพฤติ',
      en: 'Justice hotline 1111 press 78: advice on anything about probation',
    }),
    description: () => ({
      th: 'แนะนำการใช้บริการสายด่วนยุติธรรม 1111 กด 78 สำหรับสอบถามข้อมูล ร้องเรียน และขอรับความช่วยเหลือ ในวันและเวลาราชการ',
      en: 'How to use the justice hotline 1111 press 78 for information, complaints and help, during office hours.',
    }),
    picture: { th: 'ภาพปกวีดิทัศน์สายด่วนยุติธรรม', en: 'Cover of the justice hotline film' },
    colour: '#005f73',
    source: () => ({ kind: 'youtube', video_id: 'Hot1111pr78' }),
  },
  {
    id: 'drug-rehabilitation',
    madeBy: 'department',
    daysAgo: 320,
    english: false,
    duration: 412,
    title: () => ({ th: 'เส้นทางสู่การเลิกยาเสพติด เรื่องเล่าจากศูนย์ฟื้นฟูสมรรถภาพ', en: '' }),
    description: (voice) => ({
      th: `เรื่องเล่าของผู้เข้ารับการฟื้นฟูสมรรถภาพผู้ติดยาเสพติด และบทบาทของ${voice.organisation.th}ในการติดตามดูแลหลังการบำบัด`,
      en: '',
    }),
    picture: { th: 'ภาพปกวีดิทัศน์การฟื้นฟูสมรรถภาพผู้ติดยาเสพติด', en: 'Cover of the film on drug rehabilitation' },
    colour: '#6a1b4d',
    source: () => ({ kind: 'youtube', video_id: 'rEhab2569xq' }),
  },
  {
    id: 'volunteers-day',
    madeBy: 'office',
    daysAgo: 400,
    english: true,
    duration: 3605,
    title: () => ({
      th: 'บันทึกการถ่ายทอดสดพิธีวันอาสาสมัครคุมประพฤติ',
      en: 'Recorded live: the Probation Volunteers Day ceremony',
    }),
    description: (voice) => ({
      th: `บันทึกการถ่ายทอดสดทางเฟซบุ๊กของ${voice.organisation.th} พิธีมอบเกียรติบัตรแก่อาสาสมัครคุมประพฤติดีเด่น`,
      en: `Recorded live on the Facebook page of ${voice.organisation.en}: certificates for outstanding probation volunteers.`,
    }),
    picture: { th: 'ภาพปกบันทึกการถ่ายทอดสดวันอาสาสมัครคุมประพฤติ', en: 'Cover of the Volunteers Day recording' },
    colour: '#8e2430',
    source: (voice) => ({
      kind: 'facebook',
      url: `https://www.facebook.com/${facebookPage(voice)}/videos/1087654321098765/`,
    }),
  },
  {
    id: 'electronic-monitoring',
    madeBy: 'department',
    daysAgo: 520,
    english: false,
    duration: 186,
    title: () => ({ th: 'รู้จักกำไลอิเล็กทรอนิกส์ (EM) ใช้อย่างไร', en: '' }),
    description: () => ({
      th: 'อธิบายการติดตั้งและการดูแลกำไลอิเล็กทรอนิกส์ (EM) สำหรับผู้ถูกคุมความประพฤติ และสิ่งที่ต้องปฏิบัติระหว่างสวมใส่',
      en: '',
    }),
    picture: { th: 'ภาพปกวีดิทัศน์กำไลอิเล็กทรอนิกส์', en: 'Cover of the film on EM bracelets' },
    colour: '#37474f',
    source: () => ({
      kind: 'facebook',
      url: `https://www.facebook.com/${facebookPage(DEPARTMENT_VOICE)}/videos/1023456789012345/`,
    }),
  },
];

/** 10:00 in Bangkok, `daysAgo` days before the seed date. */
function publishedAt(now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + 3 * HOUR_MS);
}

/** A department film on an office's site opens by saying whose it is and who shares it. */
function sharedBy(voice: NewsVoice, topic: VideoTopic, description: Text): Text {
  if (topic.madeBy === 'office' || voice.siteId === DEPARTMENT_VOICE.siteId) return description;
  return {
    th: `วีดิทัศน์ของกรมคุมประพฤติ เผยแพร่โดย${voice.organisation.th}\n\n${description.th}`,
    en:
      description.en &&
      `A Department of Probation film, shared by ${voice.organisation.en}.\n\n${description.en}`,
  };
}

/** The site's demo videos, newest first. */
export function demoVideos(voice: NewsVoice, now: Date): DemoVideoRow[] {
  return VIDEO_TOPICS.map((topic, index) => {
    const title = topic.title(voice);
    const description = sharedBy(voice, topic, topic.description(voice));
    const published = publishedAt(now, topic.daysAgo);
    return {
      id: `${voice.code}-v${String(index + 1).padStart(2, '0')}`,
      siteId: voice.siteId,
      section: 'videos',
      titleTh: title.th,
      titleEn: topic.english ? title.en : null,
      descriptionTh: description.th,
      descriptionEn: topic.english ? description.en : null,
      thumbnail: { url: thumbnailUrl(topic.id), alt: topic.picture.th, ...THUMBNAIL_SIZE },
      durationSeconds: topic.duration,
      source: topic.source(voice),
      publishedAt: published,
      updatedAt: published,
    };
  });
}
