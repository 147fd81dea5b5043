/**
 * Migrations 0012-0014 (decision 0159) on a database that already holds contact and complaint attachments: the rows
 * move into form_attachments with their owners, paths, names, types and sizes, and the old tables go. Runs the SQL
 * files in order on embedded PGlite, as drizzle's migrator does.
 */
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';

const folder = new URL('../drizzle/', import.meta.url);
const journal = JSON.parse(await readFile(new URL('meta/_journal.json', folder), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const client = new PGlite({ extensions: { pg_trgm } });
afterAll(() => client.close());

async function apply(tag: string) {
  const text = await readFile(new URL(`${tag}.sql`, folder), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await client.exec(statement);
  }
}

describe('migrations 0012-0014: one table for the forms attachments', () => {
  it('keeps every contact and complaint attachment, with its owner', async () => {
    const before = journal.entries.filter((entry) => entry.idx <= 11);
    const after = journal.entries.filter((entry) => entry.idx > 11 && entry.idx <= 14);
    expect(after.map((entry) => entry.tag)).toEqual([
      '0012_forms_tip_off',
      '0013_forms_attachments_copy',
      '0014_forms_attachments_folded',
    ]);
    for (const entry of before) await apply(entry.tag);

    await client.exec(`
      insert into sites (id, code, name_th, name_en) values ('s1', 's1', 'ไซต์', 'Site');
      insert into contact_messages (site_id, reference, first_name, last_name, email, phone, subject, category,
        message, lang, sender_fingerprint, received_at)
        values ('s1', 'CT-261101-AAAAAA', 'ก', 'ข', 'a@example.com', '+66812345678', 'เรื่อง', 'general', 'ข้อความ',
          'th', 'f', now());
      insert into complaints (site_id, reference, tracking_code, password_hash, first_name, last_name, email, phone,
        complaint_type, detail, lang, status, sender_fingerprint, received_at)
        values ('s1', 'CP-261101-AAAAAA', 'AAAA-AAAA', 'h', 'ก', 'ข', 'b@example.com', '+66812345678', 'other', 'ร',
          'th', 'received', 'f', now());
      insert into contact_attachments (message_id, stored_path, name, type, size)
        select id, 'contact/2026/11/a.pdf', 'จดหมาย.pdf', 'pdf', 100 from contact_messages;
      insert into complaint_attachments (complaint_id, stored_path, name, type, size)
        select id, 'complaint/2026/11/b.jpg', 'ภาพ.jpg', 'jpeg', 200 from complaints;
      insert into complaint_attachments (complaint_id, stored_path, name, type, size)
        select id, 'complaint/2026/11/c.pdf', 'สำเนา.pdf', 'pdf', 300 from complaints;
    `);
    for (const entry of after) await apply(entry.tag);

    const { rows } = await client.query<Record<string, unknown>>(`
      select fa.stored_path, fa.name, fa.type, fa.size, cm.reference as contact, c.reference as complaint, fa.tip_off_id
      from form_attachments fa
      left join contact_messages cm on cm.id = fa.contact_message_id
      left join complaints c on c.id = fa.complaint_id
      order by fa.stored_path`);
    expect(rows).toEqual([
      {
        stored_path: 'complaint/2026/11/b.jpg',
        name: 'ภาพ.jpg',
        type: 'jpeg',
        size: 200,
        contact: null,
        complaint: 'CP-261101-AAAAAA',
        tip_off_id: null,
      },
      {
        stored_path: 'complaint/2026/11/c.pdf',
        name: 'สำเนา.pdf',
        type: 'pdf',
        size: 300,
        contact: null,
        complaint: 'CP-261101-AAAAAA',
        tip_off_id: null,
      },
      {
        stored_path: 'contact/2026/11/a.pdf',
        name: 'จดหมาย.pdf',
        type: 'pdf',
        size: 100,
        contact: 'CT-261101-AAAAAA',
        complaint: null,
        tip_off_id: null,
      },
    ]);
    const { rows: old } = await client.query(
      `select table_name from information_schema.tables where table_name in ('contact_attachments', 'complaint_attachments')`,
    );
    expect(old).toEqual([]);
    // A row must have exactly one owner.
    await expect(
      client.exec(`insert into form_attachments (stored_path, name, type, size) values ('x', 'x', 'pdf', 1)`),
    ).rejects.toThrow(/form_attachments_one_owner/);
  });
});
