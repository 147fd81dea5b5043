import { OPERATIONS } from '@probation/contract';
import { describe, expect, it } from 'vitest';
import { describeOperation, filledPath } from '../../src/server/upstream/dept-api-client.ts';

/** How a call by operation id becomes a request: its contract path, each parameter one encoded segment. */
describe('a call by operation id', () => {
  it('fills the contract path template, each parameter encoded as one path segment', () => {
    expect(filledPath(OPERATIONS.getNews.path, { siteId: 'abc', newsId: 'dept-0001' })).toBe(
      '/site/abc/news/dept-0001',
    );
    expect(filledPath(OPERATIONS.getSection.path, { siteId: 'abc', urlname: '../../oauth2?x=1#y' })).toBe(
      '/site/abc/sections/..%2F..%2Foauth2%3Fx%3D1%23y',
    );
  });

  it('refuses to send a path with a parameter missing', () => {
    expect(() => filledPath(OPERATIONS.getNews.path, { siteId: 'abc' })).toThrow('{newsId}');
  });

  it('names what a failed call was fetching, as the messages of requirements.md §10.1 do', () => {
    expect(describeOperation('listNews')).toBe('News');
    expect(describeOperation('listNewsCategories')).toBe('News categories');
    expect(describeOperation('getDocument')).toBe('Document');
    expect(describeOperation('reportBrokenFile')).toBe('Report broken file');
  });
});
