import { mkdtempSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/dept-api/src/db/database.ts';
import { seedDemoData } from '../apps/dept-api/src/seed/seed-demo-data.ts';
import { searchSite } from '../apps/dept-api/src/search/search-query.ts';
const url = process.argv[2];
const d = await openDatabase(url ? { url } : { dataDir: mkdtempSync('/tmp/scale-') });
await d.migrate(); await seedDemoData(d.db);
const db = d.db;
// 40 copies of site 1's rows: ~8,000 rows per language.
await db.execute(sql`insert into search_entries select site_id, lang, kind, item_id || '-copy-' || n, section, content_lang, title, body, document, date, year, category from search_entries, generate_series(1, 40) n where site_id = '64b000000000000000000001' on conflict do nothing`);
const rows = (r: any) => (Array.isArray(r) ? r : r.rows);
const plan = async (q: string) => rows(await db.execute(sql.raw(`explain (analyze) select count(*) from search_entries where site_id = '64b000000000000000000001' and lang = 'en' and document @@ '${q}'::tsquery`))).map((x: any) => Object.values(x)[0]).filter((l: string) => /Scan|Execution/.test(l)).join('\n');
const time = async (q: string) => { for (let i = 0; i < 5; i++) await searchSite(db, '64b000000000000000000001', { q, lang: 'en', page: 1, pageSize: 10 }); const t = performance.now(); for (let i = 0; i < 20; i++) await searchSite(db, '64b000000000000000000001', { q, lang: 'en', page: 1, pageSize: 10 }); return ((performance.now() - t) / 20).toFixed(1) + ' ms/search'; };
for (const stats of ['no statistics', 'analysed']) {
  if (stats === 'analysed') await db.execute(sql`analyze search_entries`);
  console.log(`--- ${d.driver}, ${stats}`);
  console.log("rare word 'zebra'->'wombat'? using 'mangrov':\n" + await plan('zanzibar | wristband | ankl'), await time('ankle'));
  console.log("common word 'probat':\n" + await plan('probat'), await time('probation'));
}
await d.close();
