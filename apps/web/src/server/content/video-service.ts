import { siteContentKey, type SwrCache } from '../cache/swr-cache.ts';
import type { Language, Video, VideoPage, VideoQuery } from '../upstream/contract-types.ts';
import type { DeptApiClient } from '../upstream/dept-api-client.ts';
import { queryKeyParts } from './cached-calls.ts';

/**
 * The videos of a site, every answer through the cache keyed by site id + language + every argument
 * (`site:{id}:{lang}:videos:{page}:{page_size}:{section}:{year}`, `site:{id}:{lang}:video:{id}`).
 * Videos carry no HTML (the description is plain text), so there is nothing to sanitise.
 */
export interface VideoService {
  videoPage(siteId: string, lang: Language, query: VideoListQuery): Promise<VideoPage>;
  /** One video; null when the site has no such video. */
  video(siteId: string, lang: Language, id: string): Promise<Video | null>;
}

export type VideoListQuery = VideoQuery;

export function createVideoService(client: DeptApiClient, cache: SwrCache): VideoService {
  return {
    videoPage(siteId, lang, query) {
      const parts = queryKeyParts(query, ['page', 'page_size', 'section', 'year']);
      return cache.get(siteContentKey(siteId, lang, 'videos', ...parts), () =>
        client.call('listVideos', { path: { siteId }, query: { lang, ...query } }),
      );
    },
    video(siteId, lang, id) {
      return cache.get(siteContentKey(siteId, lang, 'video', id), () =>
        client.find('getVideo', { path: { siteId, videoId: id }, query: { lang } }),
      );
    },
  };
}
