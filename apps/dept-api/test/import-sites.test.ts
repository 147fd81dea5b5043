import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify as stringifyYaml } from 'yaml';
import { buildApi } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { siteDomains, siteLayouts, sites } from '../src/db/schema.ts';
import { GATEWAY, testConfig } from './helpers/test-api.ts';
import { createTestDatabaseLocation, type TestDatabaseLocation } from './helpers/test-database.ts';

/**
 * `npm run import-sites` (decision 0609): how a real deployment gets its sites, domains and layouts. Run as an
 * operator runs it, a process on the deployment's database (PostgreSQL with TEST_DATABASE_URL, else PGlite).
 */
const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/cli/import-sites.ts', import.meta.url));
const EXAMPLE = fileURLToPath(new URL('../examples/sites.example.json', import.meta.url));
const SONGKHLA = '65a000000000000000000001';
const KORAT = '65a000000000000000000002';

let database: TestDatabaseLocation;
let scratch: string;
beforeAll(async () => {
  database = await createTestDatabaseLocation();
  // A deployment's database as its first start leaves it: the schema, no site.
  const migrated = await openDatabase(database.location);
  await migrated.migrate();
  await migrated.close();
  scratch = await mkdtemp(join(tmpdir(), 'dept-api-import-sites-'));
});
afterAll(async () => {
  await database.dispose();
  await rm(scratch, { recursive: true, force: true });
});

const importSites = (...args: string[]) =>
  run(process.execPath, [CLI, ...args], {
    env: {
      ...process.env,
      ...database.env,
      DATABASE_URL: database.env.DATABASE_URL ?? '',
      SEED_DEMO_DATA: '',
    },
  });

interface ExampleSite {
  code: string;
  name: { th?: string; en?: string };
  domains: string[];
  layouts: { en: { menu: [{ label: unknown }] } };
}
/** The addresses of a layout a hostile file could write. */
interface HostileLayout {
  logo: { url: string };
  intro: { image: { url: string } };
  menu: Array<{ id: string; label: string; url: string; external?: boolean; children: [] }>;
  footer: { social: Array<{ network: string; url: string; label: string }> };
}
/** The example's two sites, as far as the tests change them. */
interface ExampleFile {
  sites: [ExampleSite, ExampleSite];
}

/** Writes a variant of the example file and returns its path. */
async function variant(name: string, change: (file: ExampleFile) => void): Promise<string> {
  const file = JSON.parse(await readFile(EXAMPLE, 'utf8')) as ExampleFile;
  change(file);
  const path = join(scratch, name);
  await writeFile(path, JSON.stringify(file));
  return path;
}

async function rowCounts() {
  const opened = await openDatabase(database.location);
  try {
    const rows = (table: typeof sites | typeof siteDomains | typeof siteLayouts) =>
      opened.db.select({ n: count() }).from(table);
    const [[site], [domain], [layout]] = await Promise.all([
      rows(sites),
      rows(siteDomains),
      rows(siteLayouts),
    ]);
    return { sites: site?.n, domains: domain?.n, layouts: layout?.n };
  } finally {
    await opened.close();
  }
}

describe('npm run import-sites', () => {
  it(
    "refuses a layout's addresses that are not a page of the site, a file of dept-api or https (decision 0607)",
    { timeout: 60_000 },
    async () => {
      const path = await variant('hostile-addresses.json', (file) => {
        const layout = file.sites[0].layouts.en as unknown as HostileLayout;
        layout.logo.url = '//evil.example/logo.svg';
        layout.intro.image.url = 'data:image/svg+xml,<svg onload=alert(1)>';
        layout.menu[0]!.url = 'javascript:alert(1)';
        layout.footer.social.push({ network: 'facebook', url: 'javascript:alert(1)', label: 'Facebook' });
        layout.menu.push({
          id: 'gopher',
          label: 'Gopher',
          url: 'gopher://evil.example/',
          external: true,
          children: [],
        });
      });
      const failed = (await importSites(path).catch((error: unknown) => error)) as {
        code: number;
        stderr: string;
      };
      expect(failed.code).toBe(1);
      for (const field of [
        'logo.url',
        'intro.image.url',
        'menu[0].url',
        'footer.social[0].url',
        'menu[2].url',
      ]) {
        expect(failed.stderr).toContain(`sites[0].layouts.en.${field}:`);
      }
      expect(await rowCounts()).toEqual({ sites: 0, domains: 0, layouts: 0 });
    },
  );

  it(
    'refuses an invalid file, naming each bad field by its path, and writes nothing',
    { timeout: 60_000 },
    async () => {
      const path = await variant('invalid.json', (file) => {
        delete file.sites[0].name.en;
        file.sites[1].domains[1] = 'Korat.Probation.go.th:443';
        file.sites[1].layouts.en.menu[0].label = 42;
      });
      const failed = importSites(path);
      await expect(failed).rejects.toMatchObject({ code: 1 });
      const { stderr } = (await failed.catch((error: unknown) => error)) as { stderr: string };
      expect(stderr).toContain('The sites file is not valid:');
      expect(stderr).toContain('sites[0].name.en:');
      expect(stderr).toContain('sites[1].domains[1]: must be a lower-case host name');
      expect(stderr).toContain('sites[1].layouts.en.menu[0].label: must be string');
      expect(await rowCounts()).toEqual({ sites: 0, domains: 0, layouts: 0 });

      const twice = await variant('twice.json', (file) => {
        file.sites[1].code = file.sites[0].code;
        file.sites[1].domains.push(file.sites[0].domains[0]!);
      });
      const repeated = (await importSites(twice).catch((error: unknown) => error)) as { stderr: string };
      expect(repeated.stderr).toContain('sites[1].code: "songkhla" is already used by sites[0]');
      expect(repeated.stderr).toContain(
        'sites[1].domains[2]: "songkhla.probation.go.th" is already used by sites[0]',
      );
    },
  );

  it(
    'says on --dry-run what it would create (from JSON or YAML), and writes nothing',
    { timeout: 60_000 },
    async () => {
      const { stdout } = await importSites(EXAMPLE, '--dry-run');
      expect(stdout).toContain(`would create site songkhla (${SONGKHLA})`);
      expect(stdout).toContain(`would create site nakhonratchasima (${KORAT})`);
      expect(stdout).toContain('Dry run: nothing was written.');
      const yamlFile = join(scratch, 'sites.yaml');
      await writeFile(yamlFile, stringifyYaml(JSON.parse(await readFile(EXAMPLE, 'utf8'))));
      expect((await importSites(yamlFile, '--dry-run')).stdout).toContain(
        `would create site songkhla (${SONGKHLA})`,
      );
      expect(await rowCounts()).toEqual({ sites: 0, domains: 0, layouts: 0 });
    },
  );

  it('creates the sites, which dept-api then serves by their domains', { timeout: 60_000 }, async () => {
    const { stdout } = await importSites(EXAMPLE);
    expect(stdout).toContain(`created site songkhla (${SONGKHLA})`);
    expect(await rowCounts()).toEqual({ sites: 2, domains: 3, layouts: 4 });

    const opened = await openDatabase(database.location);
    const app = await buildApi(testConfig(), { database: opened });
    try {
      const token = await app.inject({
        method: 'POST',
        url: '/oauth2/client/access-token',
        payload: { grant_type: 'client_credentials', scope: '', ...GATEWAY },
      });
      const authorization = `Bearer ${token.json<{ access_token: string }>().access_token}`;
      const site = await app.inject({
        url: '/site/view/domain?domain=korat.probation.go.th',
        headers: { authorization },
      });
      expect(site.statusCode, site.body).toBe(200);
      expect(site.json()).toMatchObject({ _id: KORAT, status: 'active', domain: 'korat.probation.go.th' });
      const layout = await app.inject({
        url: `/site/layout/${SONGKHLA}?lang=en`,
        headers: { authorization },
      });
      expect(layout.statusCode, layout.body).toBe(200);
      expect(layout.json()).toMatchObject({ site_name: 'Songkhla Provincial Probation Office', lang: 'en' });
    } finally {
      await app.close();
      await opened.close();
    }
  });

  it(
    'brings existing sites to what the file says, and leaves unchanged ones alone',
    { timeout: 60_000 },
    async () => {
      const path = await variant('changed.json', (file) => {
        file.sites[1].domains = ['nakhonratchasima.probation.go.th'];
        file.sites[1].name.en = 'Nakhon Ratchasima Probation Office';
      });
      const planned = await importSites(path, '--dry-run');
      expect(planned.stdout).toContain(`would leave unchanged site songkhla (${SONGKHLA})`);
      expect(planned.stdout).toContain(
        `would update site nakhonratchasima (${KORAT}): name, domains -korat.probation.go.th`,
      );
      expect(await rowCounts()).toEqual({ sites: 2, domains: 3, layouts: 4 });

      const applied = await importSites(path);
      expect(applied.stdout).toContain(
        `updated site nakhonratchasima (${KORAT}): name, domains -korat.probation.go.th`,
      );
      expect(await rowCounts()).toEqual({ sites: 2, domains: 2, layouts: 4 });
    },
  );

  it('explains its usage without a file', async () => {
    await expect(importSites()).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run import-sites -w @probation/dept-api --'),
    });
  });
});
