/**
 * The department API shapes this gateway reads (packages/contract/README.md). Kept in this one module until
 * `@probation/contract` exports its generated types; then each alias below becomes a re-export from there.
 */

export type Language = 'th' | 'en';

export interface AccessTokenResponse {
  access_token: string;
  token_type?: string;
  /** Seconds; the department API gives 82800 (23 hours). */
  expires_in?: number;
  scope?: string;
}

export interface SiteDomainLookup {
  _id: string | number | null;
  status?: string;
  domain?: string;
}

export interface LocalizedText {
  th: string;
  en: string;
}

export interface SiteDetails {
  _id: string;
  code?: string;
  name: LocalizedText;
  domains?: string[];
  default_lang?: Language;
  is_maintenance: {
    status: 'Enable' | 'Disable' | string;
    message?: Partial<LocalizedText> | null;
  };
  updated_at?: string;
}

export interface LayoutImage {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

export interface LayoutMenuItem {
  id: string;
  label: string;
  url: string;
  children?: LayoutMenuItem[];
}

export interface Layout {
  site_id: string;
  lang: Language;
  site_name: string;
  site_subtitle?: string | null;
  logo?: LayoutImage | null;
  theme: { primary: string; accent: string };
  menu: LayoutMenuItem[];
  footer: {
    organization: string;
    address: string;
    phone: string;
    fax?: string | null;
    email: string;
    hotline: { label: string; number: string };
    office_hours?: string | null;
    social: { network: string; url: string; label: string }[];
    copyright: string;
  };
  intro?: {
    enabled: boolean;
    title: string;
    message: string;
    image?: LayoutImage | null;
    enter_label: string;
  } | null;
}

/** The JSON error body every department API error has. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}
