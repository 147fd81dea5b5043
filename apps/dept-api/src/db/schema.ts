/**
 * The database schema (PostgreSQL, the same for PGlite and a PostgreSQL server), one file per area under schema/;
 * drizzle-kit reads this index (drizzle.config.ts).
 */
import * as apiTokens from './schema/api-tokens.ts';
import * as content from './schema/content.ts';
import * as forms from './schema/forms.ts';
import * as jobs from './schema/jobs.ts';
import * as members from './schema/members.ts';
import * as search from './schema/search.ts';
import * as sites from './schema/sites.ts';

export * from './schema/sites.ts';
export * from './schema/api-tokens.ts';
export * from './schema/content.ts';
export * from './schema/search.ts';
export * from './schema/forms.ts';
export * from './schema/jobs.ts';
export * from './schema/members.ts';

/** Every area's exports for Drizzle (`drizzle(client, { schema })`): it takes the tables and passes over the rest. */
export const schema = { ...sites, ...apiTokens, ...content, ...search, ...forms, ...jobs, ...members };
