import { escapeHtml } from '../../server/render/escape-html.ts';
import { shareImageTags } from '../../server/render/share-image.ts';
import type { AlbumData } from '../../shared/page-state.ts';
import type { SectionItemContent } from '../section-item-page.ts';

type AlbumDetailContent = SectionItemContent<AlbumData>;

/** An album's head tags: OpenGraph (website, URL, cover image with its size and alt), its description. */
export function albumHeadTags({ item: album, url }: AlbumDetailContent, origin: string): string[] {
  const tags = [
    '<meta property="og:type" content="website">',
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:updated_time" content="${escapeHtml(album.updatedAt)}">`,
  ];
  const cover = album.cover;
  if (!cover) return [...tags, '<meta name="twitter:card" content="summary">'];
  tags.push(...shareImageTags(cover, origin), '<meta name="twitter:card" content="summary_large_image">');
  return tags;
}
