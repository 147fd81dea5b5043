/** Column shapes the tables share. */
import { text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A point in time: `timestamp with time zone`, read as a Date. */
export const instant = <Name extends string>(name: Name) =>
  timestamp(name, { withTimezone: true, mode: 'date' });

/** The text id of the row a row belongs to: required, and the row is removed with its owner. */
export const ownerIdColumn = (name: string, ownerId: () => AnyPgColumn) =>
  text(name).notNull().references(ownerId, { onDelete: 'cascade' });

const thaiColumn = (name: string) => text(name).notNull();
const nullableText = (name: string) => text(name);
const englishColumn = nullableText;

/**
 * A text in Thai and English (`StoredText` of content/localized-text.ts): `<key>Th` in `<column>_th`, required,
 * and `<key>En` in `<column>_en`, null when the English is missing.
 */
export function bilingualText<Key extends string>(key: Key, column: string) {
  return { [`${key}Th`]: thaiColumn(`${column}_th`), [`${key}En`]: englishColumn(`${column}_en`) } as Record<
    `${Key}Th`,
    ReturnType<typeof thaiColumn>
  > &
    Record<`${Key}En`, ReturnType<typeof englishColumn>>;
}

/** A text either language may lack (a summary, a description): `<key>Th` in `<column>_th`, `<key>En` in `<column>_en`. */
export function optionalBilingualText<Key extends string>(key: Key, column: string) {
  return { [`${key}Th`]: nullableText(`${column}_th`), [`${key}En`]: nullableText(`${column}_en`) } as Record<
    `${Key}Th` | `${Key}En`,
    ReturnType<typeof nullableText>
  >;
}
