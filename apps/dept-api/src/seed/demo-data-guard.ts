/**
 * A production start refuses a database that holds demo data (decision 0609): the demo members' and complaints'
 * passwords are published in the README, so anyone could sign in or read a complaint. Demo rows are recognised by
 * what only the seed writes: the demo sites' and members' fixed ids, and the sender 'demo' of the demo complaints
 * and tip-offs (src/seed/content/demo-submissions.ts; a real sender's fingerprint is a salted hash).
 */
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { complaints, members, sites, tipOffs } from '../db/schema.ts';
import { DEMO_SENDER } from './content/demo-submissions.ts';
import { demoMember } from './demo-members.ts';
import { DEMO_SITES } from './demo-sites.ts';

const demoSiteIds = DEMO_SITES.map((site) => site.id);
const demoMemberIds = DEMO_SITES.map((site) => demoMember(site.code).id);

export class DemoDataError extends Error {}

/** How many rows of each kind of demo data the database holds, only the kinds it holds any of. */
export async function countDemoData(db: Db): Promise<Record<string, number>> {
  const [[site], [member], [complaint], [tipOff]] = await Promise.all([
    db.select({ n: count() }).from(sites).where(inArray(sites.id, demoSiteIds)),
    db.select({ n: count() }).from(members).where(inArray(members.id, demoMemberIds)),
    db.select({ n: count() }).from(complaints).where(eq(complaints.senderFingerprint, DEMO_SENDER)),
    db.select({ n: count() }).from(tipOffs).where(eq(tipOffs.senderFingerprint, DEMO_SENDER)),
  ]);
  const found = {
    'demo sites': site?.n ?? 0,
    'demo members': member?.n ?? 0,
    'demo complaints': complaint?.n ?? 0,
    'demo tip-offs': tipOff?.n ?? 0,
  };
  return Object.fromEntries(Object.entries(found).filter(([, n]) => n > 0));
}

/** Throws a DemoDataError naming what was found and what to do, when the database holds any demo data. */
export async function refuseDemoData(db: Db): Promise<void> {
  const found = await countDemoData(db);
  const kinds = Object.entries(found).map(([kind, n]) => `${n} ${kind}`);
  if (kinds.length === 0) return;
  throw new DemoDataError(
    `dept-api will not start: SEED_DEMO_DATA is off, but the database holds demo data (${kinds.join(', ')}), ` +
      'whose passwords are published (apps/dept-api/README.md, "Demo data"). ' +
      'Point DATABASE_URL at a database without it (a new one, then import the sites: npm run import-sites), ' +
      'or set SEED_DEMO_DATA=true if this deployment is a demonstration that no real visitor uses.',
  );
}
