import { describe, expect, it } from 'vitest';
import { RESERVED_SECTION_URLNAMES } from '@probation/contract/rules';
import { checkedSections } from '../src/seed/content/seed-content.ts';
import { demoSections } from '../src/seed/content/demo-sections.ts';

describe('sections that would hide the website’s own pages (decision 0132)', () => {
  it.each(RESERVED_SECTION_URLNAMES)('refuses a section named "%s"', (urlname) => {
    expect(() =>
      checkedSections([
        { siteId: 's1', urlname: 'news' },
        { siteId: 's1', urlname },
      ]),
    ).toThrow(`Section "${urlname}" of site s1 would hide the website's own /{lang}/${urlname}`);
  });

  it('lets every demo section through', () => {
    const sections = demoSections();
    expect(checkedSections(sections)).toBe(sections);
  });
});
