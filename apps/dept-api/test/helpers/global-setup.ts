import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { TEST_DATABASE_URL } from './test-database.ts';

/**
 * Global setup of dept-api's tests: a folder and a database name for this run's seeded templates
 * (seeded-template.ts), both removed at the end. Nothing is seeded here: a run without such a test pays nothing.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'dept-api-test-templates-'));
  const database = `dept_api_seeded_${process.pid}_${randomBytes(4).toString('hex')}`;
  project.provide('seededTemplateDir', folder);
  project.provide('seededTemplateDatabase', database);
  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (!TEST_DATABASE_URL) return;
    const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  };
}
