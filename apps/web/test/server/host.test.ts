import { describe, expect, it } from 'vitest';
import { normaliseHost } from '../../src/server/site/host.ts';

describe('normaliseHost (the domain sent to the site lookup)', () => {
  it.each([
    ['localhost', 'localhost'],
    ['localhost:3000', 'localhost'],
    ['ChiangMai.LocalHost:8080', 'chiangmai.localhost'],
    ['https://www.probation.go.th/', 'www.probation.go.th'],
    ['http://www.probation.go.th:443/th/news?x=1', 'www.probation.go.th'],
    ['www.probation.go.th.', 'www.probation.go.th'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['user@evil.example@localhost', 'localhost'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseHost(raw)).toBe(expected);
  });

  it.each([[''], [undefined], ['bad host'], ['/path-only'], ['a'.repeat(300)], ['-dash.example']])(
    'gives "" (unknown) for %j',
    (raw) => {
      expect(normaliseHost(raw)).toBe('');
    },
  );
});
