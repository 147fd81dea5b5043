import { describe, expect, it } from 'vitest';
import { menuTrail, type MenuNode } from '../../src/components/layout/menu-trail.ts';

const MENU: MenuNode[] = [
  { label: 'About', url: '/en/about', children: [{ label: 'History', url: '/en/history' }] },
  {
    label: 'Publications',
    url: '/en/documents',
    children: [
      { label: 'Reports', url: '/en/reports', children: [{ label: 'Annual', url: '/en/annual-reports' }] },
    ],
  },
  { label: 'Elsewhere', url: 'https://www.moj.go.th' },
];

describe('the menu path to a page', () => {
  it('goes from the top of the menu down to the entry that links to the page', () => {
    expect(menuTrail(MENU, '/en/annual-reports').map((entry) => entry.label)).toEqual([
      'Publications',
      'Reports',
      'Annual',
    ]);
    expect(menuTrail(MENU, '/en/about').map((entry) => entry.label)).toEqual(['About']);
  });

  it('is empty for a page the menu does not link to', () => {
    expect(menuTrail(MENU, '/en/press-releases')).toEqual([]);
    expect(menuTrail([], '/en/about')).toEqual([]);
  });
});
