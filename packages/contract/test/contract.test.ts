import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  HTTP_METHODS,
  loadOpenApiDocument,
  type OpenApiOperation,
} from '../src/index.ts';
import { contractErrors, createContractAjv, toContractSchema } from '../src/json-schema.ts';

const document = loadOpenApiDocument();

function operations(): Array<[string, string, OpenApiOperation]> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => (HTTP_METHODS as readonly string[]).includes(method))
      .map(([method, operation]): [string, string, OpenApiOperation] => [
        path,
        method,
        operation as OpenApiOperation,
      ]),
  );
}

function collectRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else collectRefs(inner, found);
    }
  }
  return found;
}

/** Every $ref a value uses, and the ones those use in turn (a schema built on ApiError with allOf). */
function reachableRefs(value: unknown, found = new Set<string>()): string[] {
  for (const ref of collectRefs(value)) {
    if (found.has(ref)) continue;
    found.add(ref);
    reachableRefs(resolvePointer(ref), found);
  }
  return [...found];
}

function resolvePointer(pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
}

describe('openapi.yaml', () => {
  it('is OpenAPI 3.1 and has the calls of requirements.md §9.1 that the gateway uses', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const calls = operations().map(([path, method]) => `${method.toUpperCase()} ${path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /oauth2/client/access-token',
        'GET /site/view/domain',
        'GET /site/view/{siteId}',
        'GET /site/layout/{siteId}',
        'GET /media/{path}',
        'PUT /site/{siteId}/maintenance',
        'GET /healthz',
        'GET /site/{siteId}/sections',
        'GET /site/{siteId}/sections/{urlname}',
        'GET /site/{siteId}/news',
        'GET /site/{siteId}/news/{newsId}',
        'GET /site/{siteId}/news-categories',
        'POST /site/{siteId}/news',
        'PUT /site/{siteId}/news/{newsId}',
        'DELETE /site/{siteId}/news/{newsId}',
        'GET /site/{siteId}/pages/{urlname}',
        'PUT /site/{siteId}/pages/{urlname}',
      ]),
    );
  });

  it('gives every operation a unique operationId and an ApiError body for every error answer', () => {
    const ids = operations().map(([, , operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, , operation] of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const resolved = '$ref' in response ? resolvePointer(response.$ref as string) : response;
        expect(reachableRefs(resolved), `${operation.operationId} ${status}`).toContain(
          '#/components/schemas/ApiError',
        );
      }
    }
  });

  it('has no dangling $ref', () => {
    for (const ref of collectRefs(document)) {
      expect(resolvePointer(ref), ref).toBeDefined();
    }
  });

  it('compiles every component schema as JSON Schema 2020-12 in strict mode', () => {
    const ajv = createContractAjv();
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect(() => ajv.compile(toContractSchema(schema)), name).not.toThrow();
    }
  });

  it('declares 429 with a required Retry-After on the token exchange and the broken-file reports', () => {
    const limited = operations().filter(([, , operation]) =>
      ['exchangeClientToken', 'reportBrokenFile'].includes(operation.operationId),
    );
    expect(limited).toHaveLength(2);
    for (const [, , operation] of limited) {
      expect(operation.responses['429'], operation.operationId).toEqual({
        $ref: '#/components/responses/TooManyRequests',
      });
    }
    expect(resolvePointer('#/components/responses/TooManyRequests/headers/Retry-After')).toMatchObject({
      required: true,
      schema: { type: 'integer', minimum: 1 },
    });
  });
});

describe('contractErrors', () => {
  it('accepts the README examples and rejects a renamed field', () => {
    const token = {
      access_token: 'x'.repeat(43),
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
      scope: '',
    };
    expect(contractErrors('TokenResponse', token)).toEqual([]);
    const { access_token, ...renamed } = token;
    expect(contractErrors('TokenResponse', { ...renamed, accessToken: access_token })).not.toEqual([]);
  });

  it('holds the maintenance flag to Enable or Disable', () => {
    const details = {
      _id: '64b000000000000000000001',
      code: 'dept',
      name: { th: 'กรมคุมประพฤติ', en: 'Department of Probation' },
      domains: ['localhost'],
      default_lang: 'th',
      is_maintenance: { status: 'Disable', message: null },
      updated_at: '2026-11-01T00:00:00.000Z',
    };
    expect(contractErrors('SiteDetails', details)).toEqual([]);
    expect(
      contractErrors('SiteDetails', { ...details, is_maintenance: { status: 'on', message: null } }),
    ).not.toEqual([]);
  });

  it('accepts a menu nested two levels deep', () => {
    const leaf = { id: 'history', label: 'ประวัติความเป็นมา', url: '/th/history', children: [] };
    expect(
      contractErrors('MenuItem', { id: 'about', label: 'เกี่ยวกับกรม', url: '/th/about', children: [leaf] }),
    ).toEqual([]);
    expect(
      contractErrors('MenuItem', { id: 'about', label: 'x', url: '/th/about', children: [{ id: 'y' }] }),
    ).not.toEqual([]);
  });

  it('accepts the README content examples and rejects renamed or missing fields', () => {
    const section = {
      id: 'news',
      urlname: 'news',
      type: 'news',
      title: 'ข่าวสารและกิจกรรม',
      parent: null,
      order: 2,
    };
    expect(contractErrors('Section', section)).toEqual([]);
    expect(contractErrors('Section', { ...section, type: 'blog' })).not.toEqual([]);
    const summary = {
      id: 'n-0001',
      section: 'press-releases',
      title: 'ข่าว',
      summary: 'สรุป',
      cover: { url: '/media/news/n-0001.svg', alt: 'ภาพ', width: 1200, height: 675 },
      category: { id: 'activities', label: 'กิจกรรม' },
      tags: ['อาสาสมัครคุมประพฤติ'],
      published_at: '2026-11-20T02:00:00.000Z',
      updated_at: '2026-11-20T02:00:00.000Z',
      pinned: false,
      highlight: true,
      view_count: 120,
      content_lang: 'th',
    };
    expect(contractErrors('NewsSummary', summary)).toEqual([]);
    const news = {
      ...summary,
      body_html: '<p>เนื้อหา</p>',
      gallery: [],
      attachments: [
        { url: '/media/files/a.pdf', name: 'a.pdf', mime_type: 'application/pdf', size: 12345, pages: 2 },
      ],
    };
    expect(contractErrors('News', news)).toEqual([]);
    const { body_html: _body, ...withoutBody } = news;
    expect(contractErrors('News', withoutBody)).not.toEqual([]);
    expect(
      contractErrors('NewsPage', {
        items: [summary],
        total: 1,
        page: 1,
        page_size: 12,
        years: [{ year: 2026, count: 1 }],
      }),
    ).toEqual([]);
    expect(contractErrors('NewsPage', { items: [summary], total: 1, page: 1, page_size: 12 })).not.toEqual(
      [],
    );
    expect(
      contractErrors('CategoryList', { items: [{ id: 'activities', label: 'กิจกรรม', count: 3 }] }),
    ).toEqual([]);
    const input = {
      section: 'press-releases',
      title: { th: 'หัวข้อ', en: 'Title' },
      summary: { th: 'สรุป' },
      body_html: { th: '<p>เนื้อหา</p>' },
      category: 'activities',
      tags: [],
      published_at: '2026-11-20T09:00:00+07:00',
      pinned: false,
      highlight: false,
      cover: null,
    };
    expect(contractErrors('NewsInput', input)).toEqual([]);
    expect(contractErrors('NewsInput', { ...input, title: { en: 'Title only' } })).not.toEqual([]);
    expect(contractErrors('NewsInput', { ...input, published_at: 'yesterday' })).not.toEqual([]);
  });

  it('describes static pages: Page answers and PageInput writes', () => {
    const page = {
      urlname: 'history',
      title: 'ประวัติความเป็นมา',
      summary: null,
      body_html: '<h2>ความเป็นมา</h2><p>เนื้อหา</p>',
      updated_at: '2026-11-20T03:00:00.000Z',
      content_lang: 'th',
    };
    expect(contractErrors('Page', page)).toEqual([]);
    expect(contractErrors('Page', { ...page, summary: 'บทนำ', content_lang: 'en' })).toEqual([]);
    const { summary: _summary, ...withoutSummary } = page;
    expect(contractErrors('Page', withoutSummary)).not.toEqual([]);
    const input = {
      title: { th: 'ประวัติ', en: 'History' },
      summary: null,
      body_html: { th: '<p>ก</p>', en: '<p>a</p>' },
    };
    expect(contractErrors('PageInput', input)).toEqual([]);
    expect(contractErrors('PageInput', { title: input.title, body_html: input.body_html })).toEqual([]);
    expect(contractErrors('PageInput', { ...input, summary: { en: 'English only' } })).not.toEqual([]);
    expect(contractErrors('PageInput', { ...input, section: 'history' })).not.toEqual([]);
    expect(contractErrors('PageInput', { ...input, body_html: { th: '' } })).not.toEqual([]);
  });

  it('holds the dates an editor writes to the years 1900-2200, and all-day events to dates', () => {
    expect(contractErrors('InputDateTime', '2026-11-20T09:00:00+07:00')).toEqual([]);
    expect(contractErrors('InputDateTime', '2026-11-20T02:00:00.000Z')).toEqual([]);
    expect(contractErrors('InputDate', '2200-12-31')).toEqual([]);
    for (const outside of ['9999-12-31T23:00:00-12:00', '0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z']) {
      expect(contractErrors('InputDateTime', outside), outside).not.toEqual([]);
    }
    expect(contractErrors('InputDate', '0001-01-01')).not.toEqual([]);
    const event = { section: 'calendar', title: { th: 'ก' }, description_html: { th: 'ข' } };
    const dates = { start: '2027-01-12', end: '2027-01-13' };
    const times = { start: '2027-01-12T09:00:00+07:00', end: '2027-01-12T16:00:00+07:00' };
    expect(contractErrors('EventInput', { ...event, all_day: true, ...dates })).toEqual([]);
    expect(contractErrors('EventInput', { ...event, ...times })).toEqual([]);
    expect(contractErrors('EventInput', { ...event, all_day: true, ...times })).not.toEqual([]);
    expect(contractErrors('EventInput', { ...event, ...dates })).not.toEqual([]);
  });
});
