/**
 * dept-api's demo seed as the website's tests name it (the real data the department API under test serves): sites,
 * members, complaints, news and content counts. Tests look the rest up from the running API.
 */
export { DEMO_SITE_IDS, DEMO_SITES, demoSite } from '../../../../dept-api/src/seed/demo-sites.ts';
export {
  DEMO_MEMBER_PASSWORD,
  DEMO_NEWSLETTER_TYPES,
  demoMember,
} from '../../../../dept-api/src/seed/demo-members.ts';
export {
  DEMO_COMPLAINT_PASSWORD,
  demoTrackingCode,
} from '../../../../dept-api/src/seed/content/demo-complaints.ts';
export { DEMO_CATEGORIES } from '../../../../dept-api/src/seed/content/news-categories.ts';
export { DEMO_NEWS_PER_SITE } from '../../../../dept-api/src/seed/content/demo-news.ts';
/** dept-api's tables (drizzle), for the records tests read and the few rows they change. */
export * as tables from '../../../../dept-api/src/db/schema.ts';
