import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument, type OpenApiOperation, type OpenApiParameter } from '../src/index.ts';
import * as rules from '../src/rules.ts';

const document = loadOpenApiDocument();
const schemas = document.components.schemas;

function operation(id: string): OpenApiOperation {
  for (const item of Object.values(document.paths)) {
    for (const candidate of Object.values(item)) {
      if ((candidate as OpenApiOperation).operationId === id) return candidate as OpenApiOperation;
    }
  }
  throw new Error(`no operation ${id}`);
}

function queryParameter(operationId: string, name: string): Record<string, unknown> {
  const found = (operation(operationId).parameters ?? []).find(
    (parameter): parameter is OpenApiParameter => 'name' in parameter && parameter.name === name,
  );
  if (!found) throw new Error(`${operationId} has no parameter ${name}`);
  return found.schema;
}

const LISTS = ['listNews', 'listAlbums', 'listVideos', 'listDocuments', 'searchContent'];

describe('the contract rules module', () => {
  it('has the Slug and item id shapes of openapi.yaml', () => {
    expect(rules.SLUG_PATTERN.source).toBe(schemas.Slug!.pattern);
    expect(rules.SLUG_MAX_LENGTH).toBe(schemas.Slug!.maxLength);
    expect(schemas.NewsId).toMatchObject({ pattern: '^[A-Za-z0-9-]+$', minLength: 1 });
    expect(rules.ITEM_ID_MAX_LENGTH).toBe(schemas.NewsId!.maxLength);
    expect(rules.ITEM_ID_PATTERN.source).toBe(`^[A-Za-z0-9-]{1,${rules.ITEM_ID_MAX_LENGTH}}$`);
  });

  it('accepts exactly the slugs and ids the contract accepts', () => {
    expect(rules.isSlug('press-releases')).toBe(true);
    expect(rules.isSlug('a'.repeat(64))).toBe(true);
    for (const wrong of ['a'.repeat(65), 'Press', '-a', 'a-', 'a--b', '', 'ข่าว', 'a/b']) {
      expect(rules.isSlug(wrong), wrong).toBe(false);
    }
    expect(rules.isItemId('dept-0001')).toBe(true);
    expect(rules.isItemId('A'.repeat(64))).toBe(true);
    for (const wrong of ['A'.repeat(65), '', 'a_b', 'a.b', '../x']) {
      expect(rules.isItemId(wrong), wrong).toBe(false);
    }
  });

  it.each(LISTS)('has the year range, the page and the page sizes of %s', (operationId) => {
    expect(queryParameter(operationId, 'year')).toMatchObject({
      minimum: rules.YEAR_MIN,
      maximum: rules.YEAR_MAX,
    });
    expect(queryParameter(operationId, 'page')).toMatchObject({ minimum: 1, maximum: rules.MAX_PAGE });
    expect(queryParameter(operationId, 'page_size')).toMatchObject({
      minimum: 1,
      maximum: rules.MAX_PAGE_SIZE,
      default: rules.DEFAULT_PAGE_SIZE,
    });
  });

  it('has the page and page sizes of the event list', () => {
    expect(queryParameter('listEvents', 'page')).toMatchObject({ maximum: rules.MAX_PAGE });
    expect(queryParameter('listEvents', 'page_size')).toMatchObject({
      maximum: rules.MAX_EVENT_PAGE_SIZE,
      default: rules.DEFAULT_EVENT_PAGE_SIZE,
    });
    expect(operation('listEvents')).toMatchObject({
      description: expect.stringContaining(`at most ${rules.MAX_EVENT_RANGE_DAYS} days`),
    });
  });

  it('has the enumerations and the lengths of openapi.yaml', () => {
    expect([...rules.LANGS]).toEqual(schemas.Lang!.enum);
    expect([...rules.SECTION_TYPES]).toEqual(schemas.SectionType!.enum);
    expect([...rules.DOCUMENT_FILE_TYPES]).toEqual(schemas.DocumentFileType!.enum);
    expect(Object.keys(rules.DOCUMENT_FILE_TYPE_OF).sort()).toEqual(
      [...(schemas.DocumentMimeType!.enum as string[])].sort(),
    );
    const youtube = schemas.VideoYoutubeSource!.properties as Record<string, { pattern: string }>;
    expect(rules.YOUTUBE_VIDEO_ID_PATTERN.source).toBe(youtube.video_id!.pattern);
    const report = schemas.BrokenFileReportInput!.properties as Record<string, { maxLength: number }>;
    expect(rules.BROKEN_FILE_REPORT_MESSAGE_MAX).toBe(report.message!.maxLength);
  });

  it('has the search limits of openapi.yaml', () => {
    expect(queryParameter('searchContent', 'q')).toMatchObject({
      minLength: 1,
      maxLength: rules.SEARCH_QUERY_MAX_LENGTH,
    });
    expect([...rules.SEARCH_HIT_TYPES]).toEqual(schemas.SearchHitType!.enum);
    expect(operation('searchContent')).toMatchObject({
      description: expect.stringContaining(`\`SEARCH_MAX_WORDS\`, ${rules.SEARCH_MAX_WORDS}`),
    });
  });

  it('has the MediaPath and HttpsUrl patterns of openapi.yaml, and tells content addresses apart by them', () => {
    expect(schemas.MediaPath).toMatchObject({
      pattern: rules.MEDIA_PATH_PATTERN,
      maxLength: rules.MEDIA_PATH_MAX_LENGTH,
    });
    expect(schemas.HttpsUrl).toMatchObject({
      pattern: rules.HTTPS_URL_PATTERN,
      maxLength: rules.HTTPS_URL_MAX_LENGTH,
    });
    for (const url of [
      '/media/albums/a.jpg',
      'https://www.probation.go.th/a.pdf?x=1#p',
      'https://a.b:8443',
    ]) {
      expect(rules.isContentUrl(url), url).toBe(true);
    }
    for (const url of [
      '//evil.example/x.jpg',
      'data:text/html,x',
      'javascript:alert(1)',
      'http://evil.example/x',
      '/media/../x.jpg',
      '/media//x.jpg',
      '/media/a\\b.jpg',
      'https://user@evil.example/',
      `/media/${'a'.repeat(rules.MEDIA_PATH_MAX_LENGTH)}`,
    ]) {
      expect(rules.isContentUrl(url), url).toBe(false);
    }
    expect(rules.isHttpsUrl('/media/a.jpg')).toBe(false);
    expect(rules.isMediaPath('https://www.probation.go.th/a.jpg')).toBe(false);
  });

  it('loads in a browser: it imports nothing from Node', async () => {
    const { readFile } = await import('node:fs/promises');
    for (const file of ['rules.ts', 'media.ts']) {
      const source = await readFile(new URL(`../src/${file}`, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/^(?:import|export)\s(?!type\b).*from '([^']+)'/gm)].map(
        (m) => m[1],
      );
      expect(
        imports.every((path) => path!.startsWith('./')),
        `${file}: ${imports.join(', ')}`,
      ).toBe(true);
    }
  });
});
