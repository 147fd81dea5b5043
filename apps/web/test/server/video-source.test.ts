import { MEDIA_PATH_MAX_LENGTH } from '@probation/contract/rules';
import { describe, expect, it } from 'vitest';
import { mapVideoSource } from '../../src/server/content/video-source.ts';
import type { VideoSource } from '../../src/server/upstream/contract-types.ts';

function hostedFile(url: string, captions?: { th?: string; en?: string }): VideoSource {
  return { kind: 'file', url, mime_type: 'video/webm', size: 1000, width: 640, height: 360, captions };
}

describe("a hosted video's addresses (the contract's MediaPath)", () => {
  it('takes a /media/ file and its .vtt captions as they are', () => {
    const source = mapVideoSource(hostedFile('/media/videos/a.webm', { th: '/media/videos/a.th.vtt' }));
    expect(source).toMatchObject({ kind: 'file', url: '/media/videos/a.webm' });
    expect(source?.captions).toEqual([{ lang: 'th', url: '/media/videos/a.th.vtt' }]);
  });

  it('refuses a path longer than the contract allows, as dept-api does', () => {
    const long = `/media/${'a'.repeat(MEDIA_PATH_MAX_LENGTH)}.webm`;
    expect(mapVideoSource(hostedFile(long))).toBeNull();
  });

  it('refuses what is not a /media/ path, and captions that are not .vtt', () => {
    for (const url of [
      '/media/../secret.webm',
      '//evil.example/a.webm',
      'https://evil.example/a.webm',
      '/media//a',
    ]) {
      expect(mapVideoSource(hostedFile(url))).toBeNull();
    }
    expect(mapVideoSource(hostedFile('/media/videos/a.webm', { en: '/media/videos/a.en.srt' }))).toBeNull();
  });
});
