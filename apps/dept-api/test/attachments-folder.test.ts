import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/app.ts';
import { AttachmentsFolderError } from '../src/forms/attachment-store.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { testConfig } from './helpers/test-api.ts';

/**
 * dept-api starts only when it can write the forms' attachments (decision 0503): a volume mounted read-only, owned by
 * someone else or not there fails the start, not every form with a file after it.
 */
const scratch = mkdtempSync(join(tmpdir(), 'dept-api-attachments-folder-'));
const test = await createTestDatabase();
afterAll(() => test.drop());

const start = (attachmentsDir: string) =>
  buildApi(testConfig({ attachmentsDir }), { database: test.database });

describe("dept-api's start and its attachments folder", () => {
  it('makes a missing folder, private, and leaves nothing of its check in it', async () => {
    const dir = join(scratch, 'new', 'attachments');
    const app = await start(dir);
    await app.close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir)).toEqual(['.incoming']);
    expect(readdirSync(join(dir, '.incoming'))).toEqual([]);
  });

  it('refuses to start on a folder it cannot write, naming the folder and why', async () => {
    // A path through a file cannot be a folder for anyone, root included (the tests may run as root).
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    const dir = join(file, 'attachments');
    const failed = start(dir);
    await expect(failed).rejects.toBeInstanceOf(AttachmentsFolderError);
    await expect(failed).rejects.toThrow(`ATTACHMENTS_DIR (${dir}) is not writable (ENOTDIR)`);
  });
});
