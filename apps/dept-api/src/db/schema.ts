/**
 * The database schema (PostgreSQL, the same for PGlite and a PostgreSQL server), one file per area under schema/;
 * drizzle-kit reads this index (drizzle.config.ts).
 */
import { sites, siteDomains, siteLayouts, sections } from './schema/sites.ts';
import { accessTokens, tokenFailures, tokenTrustedCallers } from './schema/api-tokens.ts';
import {
  newsCategories,
  news,
  pages,
  albums,
  eventCategories,
  events,
  videos,
  documentCategories,
  documents,
  brokenFileReports,
} from './schema/content.ts';
import { searchEntries, searchWords } from './schema/search.ts';
import {
  formTopics,
  contactMessages,
  complaints,
  complaintResults,
  complaintRatings,
  complaintTrackingFailures,
  complaintPasswordResets,
  tipOffs,
  tipOffResults,
  formAttachments,
  formIdempotencyKeys,
} from './schema/forms.ts';
import { mailOutbox, seedRevisions, scheduledJobs } from './schema/jobs.ts';
import {
  members,
  memberSessions,
  memberLinkTokens,
  memberLoginFailures,
  memberTrustedSenders,
  memberRequests,
  newsletterTypes,
  newsletterSubscriptions,
  newsletterUnsubscribeTokens,
} from './schema/members.ts';

export * from './schema/sites.ts';
export * from './schema/api-tokens.ts';
export * from './schema/content.ts';
export * from './schema/search.ts';
export * from './schema/forms.ts';
export * from './schema/jobs.ts';
export * from './schema/members.ts';

export const schema = {
  sites,
  siteDomains,
  siteLayouts,
  accessTokens,
  sections,
  newsCategories,
  news,
  pages,
  albums,
  videos,
  seedRevisions,
  eventCategories,
  events,
  documentCategories,
  documents,
  brokenFileReports,
  tokenFailures,
  tokenTrustedCallers,
  searchEntries,
  searchWords,
  formTopics,
  contactMessages,
  formIdempotencyKeys,
  complaints,
  complaintResults,
  complaintRatings,
  complaintTrackingFailures,
  complaintPasswordResets,
  tipOffs,
  tipOffResults,
  formAttachments,
  mailOutbox,
  members,
  memberSessions,
  memberLinkTokens,
  memberLoginFailures,
  memberTrustedSenders,
  memberRequests,
  newsletterTypes,
  newsletterSubscriptions,
  newsletterUnsubscribeTokens,
  scheduledJobs,
};
