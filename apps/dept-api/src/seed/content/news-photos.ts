/**
 * Which demo news item gets which photo. The photos are a pool of JPEG files (media/news/photos/, made by
 * `npm run media:news -w @probation/dept-api` from the albums' SVG scenes with other variants, so no news photo
 * repeats an album photo), each with alt text in Thai and English saying what it shows. A story template names
 * the scene that fits it (a meeting, a signing ceremony, community service...); procurement notices have no photo
 * and show the website's placeholder. Items of one scene take its photos in turn, starting at a different photo
 * on each site, so neighbouring items of a list rarely show the same picture.
 *
 * Kept apart from the news texts (demo-news.ts, news-templates.ts) so wording and pictures change independently.
 */
import type { StoredImage } from '../../db/schema.ts';
import { drawScene, WORLD, type Crop, type ThemeId } from './albums/album-scenes.ts';
import { lookOf } from './albums/album-photos.ts';
import type { Text } from './news-voices.ts';
import { STORY_TEMPLATES, type StoryTemplate } from './news-templates.ts';

export interface NewsPhotoFile {
  /** Path under media/ (`news/photos/meeting-1.jpg`). */
  path: string;
  theme: ThemeId;
  /** The scene's variant (the albums use 0-3; the news 4 and up). */
  variant: number;
  crop: Crop;
  width: number;
  height: number;
  alt: Text;
}

/** The scene of each story template, by its place in STORY_TEMPLATES; null: no photo (the placeholder shows). */
const TEMPLATE_SCENES: readonly (ThemeId | null)[] = [
  'meeting', // a meeting on a programme, chaired by the head of the office
  'ceremony', // a memorandum of understanding signed with partners
  'community-service', // community service cleaning up public spaces
  'seminar', // the annual workshop of probation volunteers
  'group-photo', // a behaviour change camp
  'volunteer-fair', // recruiting probation volunteers
  'volunteer-fair', // a service opens (the information booth)
  'meeting', // quarterly results (figures on the screen)
  null, // procurement: a winning bid
  null, // procurement: a plan published
];

export const NEWS_PHOTO_THEMES: readonly ThemeId[] = [
  ...new Set(TEMPLATE_SCENES.filter((theme): theme is ThemeId => theme !== null)),
];

/** Photos per scene: enough that a home page's few latest items do not repeat one. */
export const NEWS_PHOTOS_PER_THEME = 5;
const FIRST_VARIANT = 4;
/** A closer framing: 70 % of the scene's width, 16:9, made 1600 × 900. */
const CLOSE = { width: 1120, height: 630 } as const;
const CLOSE_SIZE = { width: 1600, height: 900 } as const;

function photosOfTheme(theme: ThemeId): NewsPhotoFile[] {
  const look = lookOf(theme);
  return Array.from({ length: NEWS_PHOTOS_PER_THEME }, (_, index) => {
    const variant = FIRST_VARIANT + index;
    const path = `news/photos/${theme}-${index + 1}.jpg`;
    // The whole scene (3:2), then a closer 16:9 framing, in turn.
    if (index % 2 === 0) {
      const scene = drawScene(theme, variant, look.accent);
      const crop = { x: 0, y: 0, ...WORLD };
      return { path, theme, variant, crop, ...WORLD, alt: look.wide(scene.people) };
    }
    const closeUp = look.closeUps[Math.floor(index / 2) % look.closeUps.length]!;
    const crop = {
      x: Math.min(closeUp.x, WORLD.width - CLOSE.width),
      y: Math.min(closeUp.y ?? WORLD.height, WORLD.height - CLOSE.height - 60),
      ...CLOSE,
    };
    return { path, theme, variant, crop, ...CLOSE_SIZE, alt: closeUp.text };
  });
}

/** Every news photo file; the generator and the seed both read this list, so sizes and texts match the files. */
export const NEWS_PHOTO_FILES: readonly NewsPhotoFile[] = NEWS_PHOTO_THEMES.flatMap(photosOfTheme);

/** A news photo as a stored cover: its URL, size and alt text in both languages. */
export function coverOf(photo: NewsPhotoFile): StoredImage {
  return {
    url: `/media/${photo.path}`,
    alt: { th: photo.alt.th, en: photo.alt.en },
    width: photo.width,
    height: photo.height,
  };
}

/**
 * Hands out the photos of one site's news, oldest item first: an item gets the next photo of its template's
 * scene (or null for a template without one).
 */
export function newsPhotoPicker(siteCode: string): (template: StoryTemplate) => StoredImage | null {
  const start = [...siteCode].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const taken = new Map<ThemeId, number>();
  return (template) => {
    const theme = TEMPLATE_SCENES[STORY_TEMPLATES.indexOf(template)];
    if (theme === undefined)
      throw new Error(`No photo scene named for story template "${template.category}"`);
    if (theme === null) return null;
    const count = taken.get(theme) ?? 0;
    taken.set(theme, count + 1);
    const photos = NEWS_PHOTO_FILES.filter((photo) => photo.theme === theme);
    return coverOf(photos[(start + count) % photos.length]!);
  };
}

/** How many story templates name a scene (a test holds the list to the templates). */
export const TEMPLATE_SCENE_COUNT = TEMPLATE_SCENES.length;
