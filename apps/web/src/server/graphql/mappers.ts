import { createHash } from 'node:crypto';
import type {
  Album as UpstreamAlbum,
  AlbumPage as UpstreamAlbumPage,
  AlbumSummary as UpstreamAlbumSummary,
  Attachment,
  Category as UpstreamCategory,
  Event as UpstreamEvent,
  EventPage as UpstreamEventPage,
  EventSummary as UpstreamEventSummary,
  Document as UpstreamDocument,
  DocumentPage as UpstreamDocumentPage,
  Language,
  NewsPage as UpstreamNewsPage,
  NewsSummary as UpstreamNewsSummary,
  Page as UpstreamPage,
  SearchResult as UpstreamSearchResult,
  Section as UpstreamSection,
  Layout as UpstreamLayout,
  LayoutImage,
  LayoutMenuItem,
  SiteDetails,
  Video as UpstreamVideo,
  VideoPage as UpstreamVideoPage,
} from '../upstream/contract-types.ts';
import { mapVideoSource } from '../content/video-source.ts';
import { mapPaging, type Paging, type UpstreamPaging } from './paging.ts';
import type {
  Album,
  AlbumPage,
  AlbumSummary,
  Category,
  CategoryRef,
  Event,
  EventPage,
  EventSummary,
  DocumentItem,
  DocumentPage,
  FileRef,
  Image,
  Layout,
  MenuItem,
  NewsPage,
  NewsSummary,
  Page,
  Section,
  Video,
  VideoPage,
  SearchResult,
} from './generated/resolvers-types.ts';

/** Upstream (snake_case, packages/contract) → GraphQL schema (camelCase) shapes. */

export type MaintenanceSource = SiteDetails['is_maintenance'];

/** A news item: its summary fields, and where to load the rest (body, gallery, attachments) when asked. */
export type NewsItemSource = NewsSummary & { siteId: string; lang: Language };

export function mapLayout(layout: UpstreamLayout, requested: Language): Layout {
  return {
    lang: layout.lang === 'en' || layout.lang === 'th' ? layout.lang : requested,
    version: layoutVersion(layout),
    siteName: layout.site_name,
    siteSubtitle: layout.site_subtitle ?? null,
    logo: mapImage(layout.logo),
    theme: { primary: layout.theme.primary, accent: layout.theme.accent },
    menu: (layout.menu ?? []).map(mapMenuItem),
    footer: {
      organization: layout.footer.organization,
      address: layout.footer.address,
      phone: layout.footer.phone,
      fax: layout.footer.fax ?? null,
      email: layout.footer.email,
      hotline: { label: layout.footer.hotline.label, number: layout.footer.hotline.number },
      officeHours: layout.footer.office_hours ?? null,
      social: (layout.footer.social ?? []).map(({ network, url, label }) => ({ network, url, label })),
      copyright: layout.footer.copyright,
      links: (layout.footer.links ?? []).map(({ label, url }) => ({ label, url })),
    },
    intro: layout.intro
      ? {
          enabled: layout.intro.enabled,
          title: layout.intro.title,
          message: layout.intro.message,
          image: mapImage(layout.intro.image),
          enterLabel: layout.intro.enter_label,
        }
      : null,
    banners: (layout.banners ?? []).flatMap((banner) => {
      const image = mapImage(banner.image);
      const { id, title, description, url } = banner;
      return image ? [{ id, title, description: description ?? null, url, image }] : [];
    }),
    usefulLinks: (layout.useful_links ?? []).map(({ label, url }) => ({ label, url })),
  };
}

/** A digest of the upstream layout as it came: mapped once per answer (mappedOnce), so hashed once per answer. */
function layoutVersion(layout: UpstreamLayout): string {
  return createHash('sha256').update(JSON.stringify(layout)).digest('base64url').slice(0, 22);
}

function mapMenuItem(item: LayoutMenuItem): MenuItem {
  return { id: item.id, label: item.label, url: item.url, children: (item.children ?? []).map(mapMenuItem) };
}

export function mapImage(image: LayoutImage | null | undefined): Image | null {
  if (!image) return null;
  return { url: image.url, alt: image.alt, width: image.width ?? null, height: image.height ?? null };
}

export function mapSection(section: UpstreamSection): Section {
  return {
    id: section.id,
    urlname: section.urlname,
    type: section.type,
    title: section.title,
    parent: section.parent ?? null,
    url: section.url ?? null,
  };
}

export function mapCategory(category: UpstreamCategory): Category {
  return { id: category.id, label: category.label, count: category.count };
}

/** The category an item belongs to, as the item carries it (no count); null when it has none. */
export function mapCategoryRef(
  category: { id: string; label: string } | null | undefined,
): CategoryRef | null {
  return category ? { id: category.id, label: category.label } : null;
}

/**
 * One page of a list the pages filter by year (news, albums, videos, documents): its items in the schema's shape (those
 * `mapItem` answers null for left out), its paging and the years it offers.
 */
function mapYearListPage<Upstream, Item>(
  page: UpstreamPaging & { items: Upstream[]; years: { year: number; count: number }[] },
  mapItem: (item: Upstream) => Item | null,
): Paging & { items: Item[]; years: { year: number; count: number }[] } {
  return { items: page.items.flatMap((item) => mapItem(item) ?? []), ...mapPaging(page), years: page.years };
}

export function mapNewsSummary(news: UpstreamNewsSummary): NewsSummary {
  return {
    id: news.id,
    section: news.section,
    title: news.title,
    summary: news.summary,
    cover: mapImage(news.cover),
    category: mapCategoryRef(news.category),
    tags: news.tags,
    publishedAt: news.published_at,
    updatedAt: news.updated_at,
    pinned: news.pinned,
    highlight: news.highlight,
    viewCount: news.view_count,
    contentLang: news.content_lang,
  };
}

export function mapNewsPage(page: UpstreamNewsPage): NewsPage {
  return mapYearListPage(page, mapNewsSummary);
}

export function mapFileRef(file: Attachment): FileRef {
  return {
    url: file.url,
    name: file.name,
    mimeType: file.mime_type,
    size: file.size,
    pages: file.pages ?? null,
  };
}

export function mapPage(page: UpstreamPage): Page {
  return {
    urlname: page.urlname,
    title: page.title,
    summary: page.summary ?? null,
    bodyHtml: page.body_html,
    updatedAt: page.updated_at,
    contentLang: page.content_lang,
  };
}

export function mapAlbumSummary(album: UpstreamAlbumSummary): AlbumSummary {
  return {
    id: album.id,
    section: album.section,
    title: album.title,
    description: album.description ?? null,
    date: album.date,
    cover: mapImage(album.cover),
    photoCount: album.photo_count,
    updatedAt: album.updated_at,
    contentLang: album.content_lang,
  };
}

export function mapAlbumPage(page: UpstreamAlbumPage): AlbumPage {
  return mapYearListPage(page, mapAlbumSummary);
}

export function mapAlbum(album: UpstreamAlbum): Album {
  const { __typename: _summary, ...summary } = mapAlbumSummary(album);
  return {
    ...summary,
    photos: album.photos.map(({ url, alt, caption, width, height }) => ({
      url,
      alt,
      caption: caption ?? null,
      width,
      height,
    })),
  };
}

export function mapEventSummary(event: UpstreamEventSummary): EventSummary {
  return {
    id: event.id,
    section: event.section,
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.all_day,
    location: event.location
      ? { name: event.location.name, address: event.location.address, mapUrl: event.location.map_url }
      : null,
    category: mapCategoryRef(event.category),
    updatedAt: event.updated_at,
    contentLang: event.content_lang,
  };
}

export function mapEvent(event: UpstreamEvent): Event {
  const { __typename: _summary, ...summary } = mapEventSummary(event);
  return { ...summary, descriptionHtml: event.description_html };
}

export function mapEventPage(page: UpstreamEventPage): EventPage {
  return {
    items: page.items.map(mapEventSummary),
    ...mapPaging(page),
    from: page.from,
    to: page.to,
  };
}

/** A video in the schema's shape; null when its source is not one the pages may use (see video-source.ts). */
export function mapVideo(video: UpstreamVideo): Video | null {
  const source = mapVideoSource(video.source);
  if (!source) return null;
  return {
    id: video.id,
    section: video.section,
    title: video.title,
    description: video.description,
    publishedAt: video.published_at,
    updatedAt: video.updated_at,
    thumbnail: mapImage(video.thumbnail)!,
    duration: video.duration,
    source,
    contentLang: video.content_lang,
  };
}

/** A page of videos; a video whose source the pages must not use is left out. */
export function mapVideoPage(page: UpstreamVideoPage): VideoPage {
  return mapYearListPage(page, mapVideo);
}

export function mapDocument(document: UpstreamDocument): DocumentItem {
  return {
    id: document.id,
    section: document.section,
    title: document.title,
    description: document.description ?? null,
    category: mapCategoryRef(document.category),
    date: document.date,
    updatedAt: document.updated_at,
    files: document.files.map((file) => ({
      url: file.url,
      name: file.name,
      mimeType: file.mime_type,
      type: file.type,
      size: file.size,
      pages: file.pages ?? null,
    })),
    contentLang: document.content_lang,
  };
}

export function mapDocumentPage(page: UpstreamDocumentPage): DocumentPage {
  return mapYearListPage(page, mapDocument);
}

/** A search answer (snake_case) → the schema's SearchResult; hits keep their plain text parts as they are. */
export function mapSearchResult(result: UpstreamSearchResult): SearchResult {
  return {
    items: result.items.map((hit) => ({
      type: hit.type,
      id: hit.id,
      section: hit.section,
      title: hit.title,
      titleParts: hit.title_parts,
      date: hit.date,
      snippet: hit.snippet,
      contentLang: hit.content_lang,
    })),
    ...mapPaging(result),
    facets: { types: result.facets.types, years: result.facets.years },
  };
}
