import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of the runs whose tests start dept-api (seeded-database.ts): a folder for this run's seeded database,
 * removed at the end. Nothing is seeded here: a run without such a test pays nothing.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'web-test-dept-api-'));
  project.provide('seededDatabaseDir', folder);
  return () => rm(folder, { recursive: true, force: true });
}
