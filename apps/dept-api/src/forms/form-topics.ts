/** The topics a public form offers (contact categories, complaint types, tip-off topics), per site and language. */
import { and, asc, eq } from 'drizzle-orm';
import type { FormName, FormTopic, Lang } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { formTopics } from '../db/schema.ts';

/** The form's topics in the language asked for; a topic without English is served in Thai. */
export async function listFormTopics(
  db: Db,
  siteId: string,
  form: FormName,
  lang: Lang,
): Promise<FormTopic[]> {
  const rows = await db
    .select()
    .from(formTopics)
    .where(and(eq(formTopics.siteId, siteId), eq(formTopics.form, form)))
    .orderBy(asc(formTopics.position), asc(formTopics.id));
  return rows.map((row) => ({ id: row.id, name: (lang === 'en' ? row.nameEn : null) ?? row.nameTh }));
}

/** One topic of a site's form with both names, or undefined. */
export async function findFormTopic(db: Db, siteId: string, form: FormName, id: string) {
  const [row] = await db
    .select()
    .from(formTopics)
    .where(and(eq(formTopics.siteId, siteId), eq(formTopics.form, form), eq(formTopics.id, id)));
  return row;
}
