import { describe, expect, it } from 'vitest';
import { HOME_URLNAME, RESERVED_SECTION_URLNAMES, isSlug } from '@probation/contract/rules';
import { pageRoutes, RESERVED_FORM_NAMES } from '../../src/shared/routes.ts';

describe('the website’s own pages and the urlnames dept-api refuses for sections', () => {
  it('reserves the name of every fixed page at /{lang}/{name}, so no section can hide one', () => {
    const fixed = pageRoutes
      .map((route) => /^\/:lang\/([^/:]+)$/.exec(route.path)?.[1])
      .filter((segment): segment is string => segment !== undefined && isSlug(segment))
      .filter((segment) => segment !== HOME_URLNAME); // the menu's Home entry is a section of that name
    expect(fixed).toEqual(expect.arrayContaining(['maintenance', 'more-news', 'sitemap']));
    for (const segment of fixed) expect(RESERVED_SECTION_URLNAMES).toContain(segment);
  });

  it('reserves the public forms under /{lang}/forms/: each is a fixed page, listed as reserved', () => {
    const forms = pageRoutes
      .map((route) => /^\/:lang\/forms\/([^/:]+)$/.exec(route.path)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(forms).toEqual(expect.arrayContaining(['contact', 'complaint', 'track', 'tip-off']));
    for (const name of forms) expect(RESERVED_FORM_NAMES).toContain(name);
    // Fixed paths win over a `forms` section's items (Fastify matches static segments first): none is a pattern.
    expect(pageRoutes.findIndex((route) => route.path === '/:lang/forms/complaint')).toBeLessThan(
      pageRoutes.findIndex((route) => route.path === '/:lang/:urlname/:id'),
    );
  });
});
