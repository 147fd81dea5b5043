import type {
  Language,
  Layout as UpstreamLayout,
  LayoutImage,
  LayoutMenuItem,
  SiteDetails,
} from '../upstream/contract-types.ts';
import type { Image, Layout, MenuItem } from './generated/resolvers-types.ts';

/** Upstream (snake_case, packages/contract) → GraphQL schema (camelCase) shapes. */

export type MaintenanceSource = SiteDetails['is_maintenance'];

export function mapLayout(layout: UpstreamLayout, requested: Language): Layout {
  return {
    lang: layout.lang === 'en' || layout.lang === 'th' ? layout.lang : requested,
    siteName: layout.site_name,
    siteSubtitle: layout.site_subtitle ?? null,
    logo: mapImage(layout.logo),
    theme: { primary: layout.theme.primary, accent: layout.theme.accent },
    menu: (layout.menu ?? []).map(mapMenuItem),
    footer: {
      organization: layout.footer.organization,
      address: layout.footer.address,
      phone: layout.footer.phone,
      fax: layout.footer.fax ?? null,
      email: layout.footer.email,
      hotline: { label: layout.footer.hotline.label, number: layout.footer.hotline.number },
      officeHours: layout.footer.office_hours ?? null,
      social: (layout.footer.social ?? []).map(({ network, url, label }) => ({ network, url, label })),
      copyright: layout.footer.copyright,
    },
    intro: layout.intro
      ? {
          enabled: layout.intro.enabled,
          title: layout.intro.title,
          message: layout.intro.message,
          image: mapImage(layout.intro.image),
          enterLabel: layout.intro.enter_label,
        }
      : null,
  };
}

function mapMenuItem(item: LayoutMenuItem): MenuItem {
  return { id: item.id, label: item.label, url: item.url, children: (item.children ?? []).map(mapMenuItem) };
}

function mapImage(image: LayoutImage | null | undefined): Image | null {
  if (!image) return null;
  return { url: image.url, alt: image.alt, width: image.width ?? null, height: image.height ?? null };
}
