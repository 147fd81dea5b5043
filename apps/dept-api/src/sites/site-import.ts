/**
 * Sites, their domains and their Thai and English layouts from a file (decision 0609): how a real deployment gets
 * its sites, since dept-api seeds the demo ones only when asked. The file is checked whole before anything is
 * written (each problem named by the path of its field); the plan says what would be created and changed; the
 * import applies it in one transaction. A site is matched by its id: one in the file and not in the database is
 * created, one in both is brought to what the file says (its domains become exactly the file's). Sites the file
 * does not name are left alone.
 */
import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LANGS, SLUG_PATTERN } from '@probation/contract';
import { contractErrors } from '@probation/contract/json-schema';
import type { Db } from '../db/database.ts';
import { siteDomains, siteLayouts, sites, type StoredLayout } from '../db/schema.ts';

const localized = (max: number) =>
  z.strictObject({ th: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });

/** A host name as the website looks sites up by (lower case, no port, no trailing dot). */
const domain = z
  .string()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: 'must be a lower-case host name without port or scheme (e.g. songkhla.probation.go.th)',
  });

/**
 * A layout as the contract's Layout describes it, without the site id and language it is stored under: checked
 * against the contract itself, each of its problems at the path of its field.
 */
const layoutIn = (lang: (typeof LANGS)[number]) =>
  z.record(z.string(), z.unknown()).superRefine((value, context) => {
    for (const problem of contractErrors('Layout', { ...value, site_id: 'imported', lang })) {
      // "/menu/0/url must match ..." is a problem of the field menu[0].url.
      const [pointer = '', ...message] = problem.split(' ');
      const path = pointer === '(root)' ? [] : pointer.split('/').filter(Boolean).map(pathKey);
      context.addIssue({ code: 'custom', path, message: message.join(' ') });
    }
  });

/** A JSON pointer's segment: an array index as a number (shown as `[0]`), a key as itself. */
function pathKey(segment: string): string | number {
  return /^\d+$/.test(segment) ? Number(segment) : segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

const siteSchema = z.strictObject({
  id: z.string().regex(/^[a-f0-9]{24}$/, { message: 'must be 24 lower-case hexadecimal characters' }),
  code: z.string().max(40).regex(SLUG_PATTERN, { message: 'must be lower-case letters, digits and dashes' }),
  name: localized(200),
  default_lang: z.enum(LANGS).default('th'),
  officer_email: z.email().max(254).nullable().default(null),
  domains: z.array(domain).min(1).max(50),
  maintenance: z
    .strictObject({
      status: z.enum(['Enable', 'Disable']),
      message: localized(3000).nullable().default(null),
    })
    .default({ status: 'Disable', message: null }),
  layouts: z.strictObject({ th: layoutIn('th'), en: layoutIn('en') }),
});

export const siteImportSchema = z
  .strictObject({ sites: z.array(siteSchema).min(1).max(500) })
  .superRefine((file, context) => {
    const seen = {
      id: new Map<string, number>(),
      code: new Map<string, number>(),
      domain: new Map<string, number>(),
    };
    const once = (kind: keyof typeof seen, value: string, index: number, path: (string | number)[]) => {
      const first = seen[kind].get(value);
      if (first === undefined) seen[kind].set(value, index);
      else
        context.addIssue({ code: 'custom', path, message: `"${value}" is already used by sites[${first}]` });
    };
    file.sites.forEach((site, index) => {
      once('id', site.id, index, ['sites', index, 'id']);
      once('code', site.code, index, ['sites', index, 'code']);
      site.domains.forEach((name, position) =>
        once('domain', name, index, ['sites', index, 'domains', position]),
      );
    });
  });

export type SiteImportFile = z.infer<typeof siteImportSchema>;
type ImportedSite = SiteImportFile['sites'][number];

/** The file's problems, each with the path of its field, one a line. */
export class SiteImportError extends Error {
  constructor(problems: string[]) {
    super(`The sites file is not valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

/** `sites[0].layouts.th.menu.2.url`: where a problem is, as a person reading the file would look for it. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');
}

/** The file's content checked; a SiteImportError lists every problem with the path of its field. */
export function parseSiteImport(content: unknown): SiteImportFile {
  const parsed = siteImportSchema.safeParse(content);
  if (parsed.success) return parsed.data;
  throw new SiteImportError(
    parsed.error.issues.map((issue) => `${fieldPath(issue.path) || '(file)'}: ${issue.message}`),
  );
}

export interface SiteChange {
  action: 'create' | 'update' | 'unchanged';
  code: string;
  id: string;
  /** What an update changes: `name`, `domains +a -b`, `layout th`, ... */
  changes: string[];
}

function storedLayout(site: ImportedSite, lang: (typeof LANGS)[number]): StoredLayout {
  return site.layouts[lang] as unknown as StoredLayout;
}

function siteRow(site: ImportedSite) {
  return {
    id: site.id,
    code: site.code,
    nameTh: site.name.th,
    nameEn: site.name.en,
    defaultLang: site.default_lang,
    officerEmail: site.officer_email,
    maintenanceStatus: site.maintenance.status,
    maintenanceMessageTh: site.maintenance.message?.th ?? null,
    maintenanceMessageEn: site.maintenance.message?.en ?? null,
  };
}

/**
 * What importing the file would do, site by site; throws a SiteImportError when it clashes with the database (a
 * code or a domain that belongs to another site).
 */
export async function planSiteImport(db: Db, file: SiteImportFile): Promise<SiteChange[]> {
  const ids = file.sites.map((site) => site.id);
  const codes = file.sites.map((site) => site.code);
  const domains = file.sites.flatMap((site) => site.domains);
  // The file's sites' rows, and the rows holding a code or domain the file names (another site's is a clash).
  const [existingSites, existingDomains, existingLayouts] = await Promise.all([
    db
      .select()
      .from(sites)
      .where(or(inArray(sites.id, ids), inArray(sites.code, codes))),
    db
      .select()
      .from(siteDomains)
      .where(or(inArray(siteDomains.siteId, ids), inArray(siteDomains.domain, domains))),
    db.select().from(siteLayouts).where(inArray(siteLayouts.siteId, ids)),
  ]);
  const clashes: string[] = [];
  const plan = file.sites.map((site, index): SiteChange => {
    const codeOwner = existingSites.find((row) => row.code === site.code && row.id !== site.id);
    if (codeOwner) clashes.push(`sites[${index}].code: "${site.code}" is the code of site ${codeOwner.id}`);
    site.domains.forEach((name, position) => {
      const owner = existingDomains.find((row) => row.domain === name && row.siteId !== site.id);
      if (owner && !ids.includes(owner.siteId)) {
        clashes.push(`sites[${index}].domains[${position}]: "${name}" belongs to site ${owner.siteId}`);
      }
    });
    const row = existingSites.find((candidate) => candidate.id === site.id);
    if (!row) return { action: 'create', code: site.code, id: site.id, changes: [] };

    const changes: string[] = [];
    const wanted = siteRow(site);
    for (const [field, label] of [
      ['code', 'code'],
      ['nameTh', 'name'],
      ['nameEn', 'name'],
      ['defaultLang', 'default_lang'],
      ['officerEmail', 'officer_email'],
      ['maintenanceStatus', 'maintenance'],
      ['maintenanceMessageTh', 'maintenance'],
      ['maintenanceMessageEn', 'maintenance'],
    ] as const) {
      if (row[field] !== wanted[field] && !changes.includes(label)) changes.push(label);
    }
    const current = existingDomains.filter((entry) => entry.siteId === site.id).map((entry) => entry.domain);
    const added = site.domains.filter((name) => !current.includes(name));
    const removed = current.filter((name) => !site.domains.includes(name));
    if (added.length || removed.length) {
      changes.push(
        `domains ${[...added.map((name) => `+${name}`), ...removed.map((name) => `-${name}`)].join(' ')}`,
      );
    }
    for (const lang of LANGS) {
      const stored = existingLayouts.find((entry) => entry.siteId === site.id && entry.lang === lang);
      if (!stored || !isDeepStrictEqual(stored.layout, site.layouts[lang])) changes.push(`layout ${lang}`);
    }
    return { action: changes.length ? 'update' : 'unchanged', code: site.code, id: site.id, changes };
  });
  if (clashes.length) throw new SiteImportError(clashes);
  return plan;
}

/** Applies the file in one transaction (the plan again inside it, so nothing changed in between) and returns it. */
export async function applySiteImport(db: Db, file: SiteImportFile): Promise<SiteChange[]> {
  return db.transaction(async (tx) => {
    const plan = await planSiteImport(tx, file);
    for (const site of file.sites) {
      const row = siteRow(site);
      const { id: _id, ...changed } = row;
      await tx
        .insert(sites)
        .values(row)
        .onConflictDoUpdate({ target: sites.id, set: { ...changed, updatedAt: sql`now()` } });
      await tx
        .delete(siteDomains)
        .where(and(eq(siteDomains.siteId, site.id), notInArray(siteDomains.domain, site.domains)));
      // A domain may move between two sites of the file: the other site's rows give it up first.
      await tx.delete(siteDomains).where(inArray(siteDomains.domain, site.domains));
      await tx
        .insert(siteDomains)
        .values(site.domains.map((name, position) => ({ domain: name, siteId: site.id, position })));
      for (const lang of LANGS) {
        await tx
          .insert(siteLayouts)
          .values({ siteId: site.id, lang, layout: storedLayout(site, lang) })
          .onConflictDoUpdate({
            target: [siteLayouts.siteId, siteLayouts.lang],
            set: { layout: storedLayout(site, lang), seedRevision: 0, updatedAt: sql`now()` },
          });
      }
    }
    return plan;
  });
}
