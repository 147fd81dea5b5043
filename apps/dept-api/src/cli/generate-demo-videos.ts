/**
 * Writes the demo videos' media into media/videos/: each hosted clip (an animated title card, VP9 in WebM,
 * 640 × 360, silent) made with ffmpeg, its WebVTT captions in Thai and English, a thumbnail (SVG) per demo video
 * topic, and src/seed/content/demo-video-files.json (each clip's size in bytes and frame size, which the seed
 * stores). The files are committed: CI has no ffmpeg. Run again after changing a clip or a topic:
 *   npm run media:videos -w @probation/dept-api
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CLIP_FACTS_FILE,
  CLIP_SIZE,
  DEMO_CLIPS,
  THUMBNAIL_SIZE,
  webVtt,
  type ClipFacts,
  type DemoClip,
} from '../seed/content/demo-video-clips.ts';
import { VIDEO_TOPICS, type VideoTopic } from '../seed/content/demo-videos.ts';

const videosDir = fileURLToPath(new URL('../../media/videos', import.meta.url));
const THAI_FONT = '/usr/share/fonts/truetype/tlwg/Garuda-Bold.ttf';
const LATIN_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** Text for ffmpeg's drawtext, quoted for its filter syntax. */
function drawText(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/:/g, '\\:').replace(/,/g, '\\,')}'`;
}

const hex = (colour: string) => `0x${colour.slice(1)}`;

/** The clip's frames: the title slides in, an accent bar grows, a light square drifts across. */
function clipFilter(clip: DemoClip): string {
  const { width } = CLIP_SIZE;
  return [
    `drawbox=x=0:y=292:w='min(1,t/1.5)*${width}':h=10:color=${hex(clip.accent)}:t=fill`,
    `drawbox=x='40+mod(t*70,${width - 120})':y=48:w=36:h=36:color=white@0.25:t=fill`,
    `drawtext=fontfile=${THAI_FONT}:text=${drawText(clip.heading.th)}:fontcolor=white:fontsize=32:x=(w-text_w)/2:y='150-20*max(0,1-t)':alpha='min(1,t)'`,
    `drawtext=fontfile=${LATIN_FONT}:text=${drawText(clip.heading.en)}:fontcolor=white:fontsize=20:x=(w-text_w)/2:y=210:alpha='min(1,max(0,t-1))'`,
  ].join(',');
}

function makeClip(clip: DemoClip): ClipFacts {
  const file = `${videosDir}/${clip.name}.webm`;
  const source = `color=c=${hex(clip.background)}:s=${CLIP_SIZE.width}x${CLIP_SIZE.height}:r=24:d=${clip.seconds}`;
  execFileSync(
    'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'error', '-y'],
      ['-f', 'lavfi', '-i', source, '-vf', clipFilter(clip)],
      ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-deadline', 'good', '-cpu-used', '4'],
      ['-pix_fmt', 'yuv420p', '-an', file],
    ].flat(),
    { stdio: 'inherit' },
  );
  writeFileSync(`${videosDir}/${clip.name}.th.vtt`, webVtt(clip, 'th'));
  writeFileSync(`${videosDir}/${clip.name}.en.vtt`, webVtt(clip, 'en'));
  return { size: statSync(file).size, ...CLIP_SIZE };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A thumbnail: the topic's colour, soft shapes, and what it shows along the top (pages draw the play icon in
 * the middle).
 */
function thumbnailSvg(topic: VideoTopic): string {
  const { width, height } = THUMBNAIL_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>${escapeXml(topic.picture.en)}</title>`,
    `<rect width="${width}" height="${height}" fill="${topic.colour}"/>`,
    '<g fill="#ffffff" fill-opacity="0.09"><circle cx="560" cy="60" r="150"/><circle cx="60" cy="330" r="110"/></g>',
    '<rect x="0" y="300" width="640" height="8" fill="#c8a13a"/>',
    '<g fill="#ffffff" font-family="Sarabun, Noto Sans Thai, Tahoma, sans-serif" text-anchor="middle">',
    `<text x="320" y="72" font-size="26" font-weight="700">${escapeXml(topic.picture.th.replace(/^ภาพปก/, ''))}</text>`,
    '</g>',
    '</svg>\n',
  ].join('');
}

mkdirSync(`${videosDir}/thumbnails`, { recursive: true });
const facts: Record<string, ClipFacts> = {};
for (const clip of DEMO_CLIPS) {
  facts[clip.name] = makeClip(clip);
  console.log(`videos/${clip.name}.webm: ${facts[clip.name]?.size} bytes, captions th and en`);
}
writeFileSync(CLIP_FACTS_FILE, `${JSON.stringify(facts, null, 2)}\n`);
for (const topic of VIDEO_TOPICS) {
  writeFileSync(`${videosDir}/thumbnails/${topic.id}.svg`, thumbnailSvg(topic));
}
console.log(`${VIDEO_TOPICS.length} thumbnails in videos/thumbnails/`);
