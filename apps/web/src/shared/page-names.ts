/**
 * The name of every kind of page the site has. The server's page kinds (pages/page-kinds.ts) and the server
 * bundle's views (client/page-views.ts) are each a record over these names, so neither can lack one.
 */
export const pageNames = [
  'home',
  'intro',
  'maintenance',
  'notFound',
  'error',
  'siteNotFound',
  'moreNews',
  'newsList',
  'newsDetail',
  'staticPage',
  'documentList',
  'documentDetail',
  'albumList',
  'albumDetail',
  'videoList',
  'videoDetail',
  'calendar',
  'eventDetail',
  'sitemap',
  'contactForm',
  'contactSent',
  'complaintForm',
  'complaintSent',
  'tipOffForm',
  'tipOffSent',
  'trackForm',
  'trackNewPassword',
  'complaintStatus',
  'search',
  'members',
  'memberLogin',
  'memberLoginOld',
  'memberDashboard',
  'memberRegister',
  'memberVerify',
  'memberForgotPassword',
  'memberResetPassword',
  'memberProfile',
  'memberProfileEdit',
  'memberChangePassword',
  'memberEnews',
  'memberEnewsEdit',
  'memberEnewsConfirm',
  'memberEnewsUnsubscribe',
] as const;

export type PageName = (typeof pageNames)[number];

/** The screens the pipeline shows in place of a page (no page kind: nothing to load, only their texts). */
export type ScreenName = 'maintenance' | 'notFound' | 'error' | 'siteNotFound';

/** The pages a route leads to: each has a page kind (pages/page-kinds.ts). */
export type KindName = Exclude<PageName, ScreenName>;
