/**
 * The demo videos' media: three short hosted clips (animated title cards in the department's colours, with
 * captions in Thai and English) and a thumbnail per demo video topic. `npm run media:videos -w @probation/dept-api`
 * makes the files from these definitions (it needs ffmpeg); the files are committed, with the facts the seed
 * stores about them (size, width, height) in demo-video-files.json.
 */
import { readFileSync } from 'node:fs';
import type { Text } from './news-voices.ts';

export interface CaptionCue {
  /** Seconds from the start. */
  start: number;
  end: number;
  text: Text;
}

export interface DemoClip {
  /** File name without extension: media/videos/{name}.webm, {name}.th.vtt, {name}.en.vtt. */
  name: string;
  seconds: number;
  background: string;
  accent: string;
  heading: Text;
  cues: readonly CaptionCue[];
}

export const CLIP_SIZE = { width: 640, height: 360 } as const;
export const THUMBNAIL_SIZE = { width: 640, height: 360 } as const;

export const DEMO_CLIPS: readonly DemoClip[] = [
  {
    name: 'about-the-department',
    seconds: 8,
    background: '#0b3d6e',
    accent: '#c8a13a',
    heading: { th: 'รู้จักกรมคุมประพฤติ', en: 'About the Department of Probation' },
    cues: [
      {
        start: 0,
        end: 3,
        text: { th: 'กรมคุมประพฤติ กระทรวงยุติธรรม', en: 'The Department of Probation, Ministry of Justice' },
      },
      {
        start: 3,
        end: 6,
        text: {
          th: 'แก้ไขฟื้นฟูผู้กระทำผิดให้กลับคืนสู่สังคมอย่างปกติสุข',
          en: 'Helping offenders return to a normal life in society',
        },
      },
      {
        start: 6,
        end: 8,
        text: { th: 'สายด่วนยุติธรรม 1111 กด 78', en: 'Justice hotline: 1111, press 78' },
      },
    ],
  },
  {
    name: 'probation-volunteers',
    seconds: 6,
    background: '#5b2a86',
    accent: '#e0b44c',
    heading: { th: 'อาสาสมัครคุมประพฤติ พลังของชุมชน', en: 'Probation volunteers: the strength of communities' },
    cues: [
      {
        start: 0,
        end: 3,
        text: {
          th: 'อาสาสมัครคุมประพฤติช่วยดูแลผู้กระทำผิดในชุมชน',
          en: 'Probation volunteers look after offenders in their communities',
        },
      },
      {
        start: 3,
        end: 6,
        text: {
          th: 'สมัครเป็นอาสาสมัครได้ที่สำนักงานคุมประพฤติใกล้บ้าน',
          en: 'Apply to volunteer at your nearest probation office',
        },
      },
    ],
  },
  {
    name: 'community-service',
    seconds: 7,
    background: '#1b5e20',
    accent: '#f2c14e',
    heading: { th: 'การทำงานบริการสังคม', en: 'Community service work' },
    cues: [
      {
        start: 0,
        end: 3.5,
        text: {
          th: 'ผู้ถูกคุมความประพฤติทำงานบริการสังคมเพื่อชดใช้ความผิด',
          en: 'People on probation make amends through community service',
        },
      },
      {
        start: 3.5,
        end: 7,
        text: {
          th: 'ร่วมพัฒนาวัด โรงเรียน และพื้นที่สาธารณะในชุมชน',
          en: 'They help care for temples, schools and public spaces',
        },
      },
    ],
  },
];

export const clipUrl = (clip: DemoClip) => `/media/videos/${clip.name}.webm`;
export const captionUrl = (clip: DemoClip, lang: keyof Text) => `/media/videos/${clip.name}.${lang}.vtt`;
export const thumbnailUrl = (topic: string) => `/media/videos/thumbnails/${topic}.svg`;

/** What the generator measured of each clip file (bytes and frame size), keyed by clip name. */
export interface ClipFacts {
  size: number;
  width: number;
  height: number;
}

export const CLIP_FACTS_FILE = new URL('./demo-video-files.json', import.meta.url);

export function clipFacts(clip: DemoClip): ClipFacts {
  const facts = (JSON.parse(readFileSync(CLIP_FACTS_FILE, 'utf8')) as Record<string, ClipFacts>)[clip.name];
  if (!facts) throw new Error(`No facts for the demo clip ${clip.name}: run npm run media:videos`);
  return facts;
}

/** A WebVTT captions file of a clip in one language. */
export function webVtt(clip: DemoClip, lang: keyof Text): string {
  const time = (seconds: number) => {
    const whole = Math.floor(seconds);
    const millis = Math.round((seconds - whole) * 1000);
    return `00:00:${String(whole).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
  };
  const cues = clip.cues.map(
    (cue, index) => `${index + 1}\n${time(cue.start)} --> ${time(cue.end)}\n${cue.text[lang]}\n`,
  );
  return `WEBVTT - ${clip.heading[lang]}\n\n${cues.join('\n')}`;
}
