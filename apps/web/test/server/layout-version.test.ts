import { describe, expect, it } from 'vitest';
import { mapLayout } from '../../src/server/graphql/mappers.ts';

type UpstreamLayout = Parameters<typeof mapLayout>[0];

function upstreamLayout(menuLabel = 'News'): UpstreamLayout {
  return {
    lang: 'th',
    site_name: 'Probation Office',
    logo: { url: 'https://cdn.example/logo.png', alt: 'Logo' },
    theme: { primary: '#123456', accent: '#654321' },
    menu: [{ id: 'm1', label: menuLabel, url: '/th/press-releases', children: [] }],
    footer: {
      organization: 'Department of Probation',
      address: '1 Road',
      phone: '02 123 4567',
      email: 'info@example.org',
      hotline: { label: 'Hotline', number: '1111' },
      copyright: '©',
    },
  } as unknown as UpstreamLayout;
}

/** The layout's version keys what the website renders from it once (decision 0422). */
describe("the layout's version", () => {
  it('is the same for the same layout, answered again as a new object', () => {
    expect(mapLayout(upstreamLayout(), 'th').version).toBe(mapLayout(upstreamLayout(), 'th').version);
  });

  it('changes when anything in the layout changes', () => {
    expect(mapLayout(upstreamLayout('Press'), 'th').version).not.toBe(
      mapLayout(upstreamLayout(), 'th').version,
    );
  });
});
