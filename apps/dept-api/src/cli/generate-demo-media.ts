/**
 * Writes the demo sites' logos and intro images and a banner image per banner topic (SVG), into media/ from their
 * colours and a motif per site or topic. (The demo news photos are JPEGs: src/cli/generate-news-photos.ts.)
 * The files are committed; run again (`npm run media:generate -w @probation/dept-api`) after changing a site's colours.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_SITES, type DemoSite } from '../seed/demo-sites.ts';
import {
  BANNER_IMAGE_SIZE,
  BANNER_TOPICS,
  bannerPath,
  type BannerTopic,
} from '../seed/layouts/home-promotions.ts';

const mediaDir = fileURLToPath(new URL('../../media', import.meta.url));

/** A landscape motif for each site, drawn in a 1200 × 200 band (the bottom of the intro image). */
const MOTIFS: Record<string, string> = {
  dept: 'M0 140 Q300 90 600 140 T1200 140 V200 H0 Z',
  chiangmai: 'M0 200 L160 70 L300 150 L470 30 L650 160 L800 60 L980 150 L1100 90 L1200 140 V200 Z',
  khonkaen: 'M0 120 H1200 V200 H0 Z M0 150 H1200 M0 175 H1200',
  phuket: 'M0 130 Q75 95 150 130 T300 130 T450 130 T600 130 T750 130 T900 130 T1050 130 T1200 130 V200 H0 Z',
};

/** The emblem: scales of justice inside a ringed disc, centred on (48, 48) in a 96 × 96 box. */
function emblem(site: DemoSite): string {
  const { primary, accent } = site.theme;
  return [
    `<circle cx="48" cy="48" r="46" fill="${primary}"/>`,
    `<circle cx="48" cy="48" r="40.5" fill="none" stroke="${accent}" stroke-width="2.5"/>`,
    '<g fill="none" stroke="#ffffff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">',
    '<path d="M48 22 V70 M38 72 H58 M26 32 H70"/>',
    '<path d="M30 32 L22 52 M30 32 L38 52 M66 32 L58 52 M66 32 L74 52"/>',
    '</g>',
    '<path d="M20 52 H40 A10 7 0 0 1 20 52 Z M56 52 H76 A10 7 0 0 1 56 52 Z" fill="#ffffff"/>',
    `<circle cx="48" cy="21" r="3.2" fill="${accent}"/>`,
  ].join('');
}

function logoSvg(site: DemoSite): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img">',
    `<title>${site.name.en}</title>`,
    emblem(site),
    '</svg>\n',
  ].join('');
}

function introSvg(site: DemoSite): string {
  const { primary, primary_dark: dark, accent } = site.theme;
  const motif = MOTIFS[site.code] ?? MOTIFS.dept;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img">',
    `<title>${site.name.en}</title>`,
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${primary}"/></linearGradient>`,
    '</defs>',
    '<rect width="1200" height="630" fill="url(#sky)"/>',
    '<g fill="#ffffff" fill-opacity="0.06"><circle cx="1040" cy="120" r="220"/><circle cx="140" cy="80" r="120"/></g>',
    `<g transform="translate(0 430)"><path d="${motif}" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/></g>`,
    `<rect x="0" y="618" width="1200" height="12" fill="${accent}"/>`,
    `<g transform="translate(480 150) scale(2.5)">${emblem(site)}</g>`,
    '</svg>\n',
  ].join('');
}

/** A pictogram per banner topic, drawn in white in a 200 × 200 box. */
const BANNER_PICTOGRAMS: Record<BannerTopic, string> = {
  complaints:
    '<path d="M30 40 H170 A15 15 0 0 1 185 55 V125 A15 15 0 0 1 170 140 H90 L55 172 V140 H30 A15 15 0 0 1 15 125 V55 A15 15 0 0 1 30 40 Z"/><path d="M55 80 H145 M55 105 H120"/>',
  volunteers:
    '<circle cx="60" cy="60" r="22"/><circle cx="140" cy="60" r="22"/><path d="M20 160 A40 45 0 0 1 100 160 M100 160 A40 45 0 0 1 180 160"/><path d="M80 120 L100 138 L120 120"/>',
  ita: '<path d="M100 18 L170 45 V100 C170 145 140 170 100 185 C60 170 30 145 30 100 V45 Z"/><path d="M65 102 L90 127 L140 75"/>',
  calendar:
    '<rect x="25" y="40" width="150" height="135" rx="12"/><path d="M25 80 H175 M65 22 V55 M135 22 V55"/><path d="M55 110 H75 M92 110 H112 M130 110 H150 M55 145 H75 M92 145 H112"/>',
  forms:
    '<path d="M50 20 H125 L160 55 V180 H50 Z"/><path d="M125 20 V55 H160"/><path d="M75 90 H135 M75 115 H135 M75 140 H115"/>',
};

/** A banner of a site: its colours, soft circles and the topic's pictogram on the right (the text is HTML). */
function bannerSvg(topic: BannerTopic, site: DemoSite): string {
  const { width, height } = BANNER_IMAGE_SIZE;
  const { primary, primary_dark: dark, accent } = site.theme;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${primary}"/></linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    '<g fill="#ffffff" fill-opacity="0.07"><circle cx="980" cy="90" r="260"/><circle cx="160" cy="470" r="180"/></g>',
    `<g transform="translate(760 90) scale(1.6)" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">${BANNER_PICTOGRAMS[topic]}</g>`,
    `<rect x="0" y="${height - 12}" width="${width}" height="12" fill="${accent}"/>`,
    '</svg>\n',
  ].join('');
}

for (const folder of ['logos', 'intro', 'banners']) {
  rmSync(`${mediaDir}/${folder}`, { recursive: true, force: true });
  mkdirSync(`${mediaDir}/${folder}`, { recursive: true });
}
let written = 0;
for (const site of DEMO_SITES) {
  writeFileSync(`${mediaDir}/logos/${site.code}.svg`, logoSvg(site));
  writeFileSync(`${mediaDir}/intro/${site.code}.svg`, introSvg(site));
  mkdirSync(`${mediaDir}/banners/${site.code}`, { recursive: true });
  for (const topic of BANNER_TOPICS)
    writeFileSync(`${mediaDir}/${bannerPath(topic, site.code)}`, bannerSvg(topic, site));
  written += 2 + BANNER_TOPICS.length;
}
console.log(`Wrote ${written} files to ${mediaDir}`);
