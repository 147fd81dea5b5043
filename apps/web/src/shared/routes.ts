import { PUBLIC_FORM_NAMES } from '@probation/contract/rules';
import type { Language } from '@probation/i18n';
/**
 * What a route shows: a fixed page kind (pages/page-kinds.ts), or a section's page or item, whose kind the
 * section's type decides (pages/section-pages.ts). `notFound` is every path no route matches.
 */
export type RouteName =
  | 'intro'
  | 'home'
  | 'maintenance'
  | 'moreNews'
  | 'sitemap'
  | 'contactForm'
  | 'contactSent'
  | 'complaintForm'
  | 'complaintSent'
  | 'tipOffForm'
  | 'tipOffSent'
  | 'trackForm'
  | 'trackNewPassword'
  | 'complaintStatus'
  | 'search'
  | 'members'
  | 'memberLogin'
  | 'memberLoginOld'
  | 'memberDashboard'
  | 'memberRegister'
  | 'memberVerify'
  | 'memberForgotPassword'
  | 'memberResetPassword'
  | 'memberProfile'
  | 'memberProfileEdit'
  | 'memberChangePassword'
  | 'memberEnews'
  | 'memberEnewsEdit'
  | 'memberEnewsConfirm'
  | 'memberEnewsUnsubscribe'
  | 'notFound'
  | 'section'
  | 'sectionItem';

/** The routes and page kinds of the members area (their names start with `member`). */
export function isMembersRoute(route: RouteName | (string & {})): boolean {
  return route.startsWith('member');
}

/** The site's pages: every one exists under /th and /en (requirements.md §3.1); `/` is the intro page. */
export interface PageRoute {
  path: string;
  route: RouteName;
}

export const pageRoutes: readonly PageRoute[] = [
  { path: '/', route: 'intro' },
  { path: '/:lang', route: 'home' },
  { path: '/:lang/main', route: 'home' },
  { path: '/:lang/Intropage', route: 'intro' },
  { path: '/:lang/maintenance', route: 'maintenance' },
  { path: '/:lang/more-news', route: 'moreNews' },
  { path: '/:lang/sitemap', route: 'sitemap' },
  // The public forms (reserved: decision 0132); each also answers a POST (server/forms/).
  { path: '/:lang/forms/contact', route: 'contactForm' },
  { path: '/:lang/forms/contact/sent', route: 'contactSent' },
  // The complaint form. Its confirmation, /{lang}/forms/complaint/sent, is read from a sealed cookie (decision 0611):
  // a route of its own (server/forms/complaint-confirmation.ts), never a password in a URL.
  { path: '/:lang/forms/complaint', route: 'complaintForm' },
  // The election-misconduct tip-off form; its confirmation is the answer to its POST (decision 0157).
  { path: '/:lang/forms/tip-off', route: 'tipOffForm' },
  // Following a complaint; the status page is the answer to its POST (the password never in a URL).
  { path: '/:lang/forms/track', route: 'trackForm' },
  // A new tracking password by e-mail for a lost one (decision 0612); it posts to itself.
  { path: '/:lang/forms/track/new-password', route: 'trackNewPassword' },
  { path: '/:lang/search', route: 'search' },
  // The members area (requirements.md §7.1): reserved (decision 0132); its forms also answer a POST
  // (server/members/). Every page of it is the visitor's own: never kept (decision 0180).
  { path: '/:lang/members', route: 'members' },
  { path: '/:lang/members/login', route: 'memberLogin' },
  { path: '/:lang/members/login-old', route: 'memberLoginOld' },
  { path: '/:lang/members/dashboard', route: 'memberDashboard' },
  { path: '/:lang/members/register', route: 'memberRegister' },
  { path: '/:lang/members/verify', route: 'memberVerify' },
  { path: '/:lang/members/forgot-password', route: 'memberForgotPassword' },
  { path: '/:lang/members/reset-password', route: 'memberResetPassword' },
  { path: '/:lang/members/profile', route: 'memberProfile' },
  { path: '/:lang/members/profile/edit', route: 'memberProfileEdit' },
  { path: '/:lang/members/change-password', route: 'memberChangePassword' },
  { path: '/:lang/members/e-news', route: 'memberEnews' },
  { path: '/:lang/members/e-news/edit', route: 'memberEnewsEdit' },
  // The links of the newsletter mails (dept-api decision 0175): confirm a guest's subscription, unsubscribe.
  { path: '/:lang/members/e-news/confirm', route: 'memberEnewsConfirm' },
  { path: '/:lang/members/e-news/unsubscribe', route: 'memberEnewsUnsubscribe' },
  // Sections and their items: the fixed paths above win over these (Fastify matches static segments first).
  { path: '/:lang/:urlname', route: 'section' },
  { path: '/:lang/:urlname/:id', route: 'sectionItem' },
];

/**
 * The "Add to calendar" download of an event: /{lang}/{urlname}/{id}/event.ics (a plain route, not a page:
 * src/server/routes/event-ics.ts).
 */
export const EVENT_ICS_ROUTE = '/:lang/:urlname/:id/event.ics';

export function eventIcsPath(lang: Language, section: string, id: string): string {
  return `${itemPath(lang, section, id)}/event.ics`;
}

export function sectionPath(lang: Language, urlname: string): string {
  return `/${lang}/${encodeURIComponent(urlname)}`;
}

/** An item of a section, of whatever kind the section's type makes it (news, document, album, video, event). */
export function itemPath(lang: Language, section: string, id: string): string {
  return `${sectionPath(lang, section)}/${encodeURIComponent(id)}`;
}

export function moreNewsPath(lang: Language): string {
  return `/${lang}/more-news`;
}

/** The RSS feed of the site's news in one language (served beside the pages, not a page itself). */
export function feedPath(lang: Language): string {
  return `/${lang}/rss.xml`;
}

/** The site map for people (not /sitemap.xml, which is for search engines). */
export function sitemapPath(lang: Language): string {
  return `/${lang}/sitemap`;
}

/** The contact form; it posts to itself. */
export function contactFormPath(lang: Language): string {
  return `/${lang}/forms/contact`;
}

/** Where a sent contact form leads: the reference to quote. */
export function contactSentPath(lang: Language, reference: string): string {
  return `/${lang}/forms/contact/sent?reference=${encodeURIComponent(reference)}`;
}

/** The complaint form; it posts to itself and leads to its confirmation. */
export function complaintFormPath(lang: Language): string {
  return `/${lang}/forms/complaint`;
}

/** A filed complaint's confirmation, shown from a sealed cookie of this browser for 30 minutes (decision 0611). */
export function complaintSentPath(lang: Language): string {
  return `/${lang}/forms/complaint/sent`;
}

/**
 * The election-misconduct tip-off form (decisions 0157, 0158): it posts to itself and its answer is the confirmation
 * with the reference (never a URL: a shared device's history would show that a tip-off was sent).
 */
export function tipOffFormPath(lang: Language): string {
  return `/${lang}/forms/tip-off`;
}

/** Following a complaint: tracking code and password, posted to itself; the answer is the status page. */
export function trackFormPath(lang: Language): string {
  return `/${lang}/forms/track`;
}

/** A new tracking password sent to the complaint's e-mail address (decision 0612); it posts to itself. */
export function trackNewPasswordPath(lang: Language): string {
  return `/${lang}/forms/track/new-password`;
}

/** The rating form of a closed complaint's status page posts here. */
export function ratingPath(lang: Language): string {
  return `/${lang}/forms/track/rate`;
}

/**
 * The paths under /{lang}/forms/ that are the website's own (the public forms, their confirmations): a section's
 * item there could never be reached, so these are no item's id (test/architecture/reserved-urlnames.test.ts).
 */
export const RESERVED_FORM_NAMES = PUBLIC_FORM_NAMES;

/** The search page; its form sends `q` (and the page's links the filters) by GET, so it works without JavaScript. */
export function searchPath(lang: Language): string {
  return `/${lang}/search`;
}

/** The members area's entry: the dashboard for a member, the login for a guest. */
export function membersPath(lang: Language): string {
  return `/${lang}/members`;
}

/**
 * A page of the members area (`login`, `dashboard`, `profile/edit` …). `returnTo`: where the login leads back to
 * (a same-site path, checked again when used: safeReturnPath in return-path.ts).
 */
export function memberPath(lang: Language, page: string, returnTo?: string): string {
  const path = `/${lang}/members/${page}`;
  return returnTo ? `${path}?next=${encodeURIComponent(returnTo)}` : path;
}

/** The member's profile picture, streamed from dept-api with the member's token (never cached). */
export function memberPicturePath(lang: Language, version: string): string {
  return `/${lang}/members/profile/picture?v=${encodeURIComponent(version)}`;
}

/** Logging out: a POST (a form in the header), so no link on another site can log a member out. */
export function logoutPath(lang: Language): string {
  return `/${lang}/members/logout`;
}

export function mainPath(lang: Language): string {
  return `/${lang}/main`;
}

/** The same path in another language: /th/main → /en/main; `/` (language from the cookie) → /en/Intropage. */
export function pathInLanguage(path: string, lang: Language): string {
  if (path === '/') return `/${lang}/Intropage`;
  return path.replace(/^\/(th|en)(?=\/|$)/, `/${lang}`);
}
