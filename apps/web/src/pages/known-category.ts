import type { QueryOutcome } from '../server/render/page-query.ts';

/**
 * The category a list's URL names, if the site has it, else null: one it lacks is ignored like any wrong value
 * (dept-api refuses a list of an unknown category). The categories are asked for only when the URL names one, so a
 * list without a category is one query, its categories coming with its items.
 */
export async function knownCategory<T>(
  requested: string | null,
  categories: () => Promise<QueryOutcome<T>>,
  listOf: (data: T) => ReadonlyArray<{ id: string }>,
): Promise<QueryOutcome<string | null>> {
  if (!requested) return { ok: true, data: null };
  const outcome = await categories();
  if (!outcome.ok) return outcome;
  return { ok: true, data: listOf(outcome.data).some(({ id }) => id === requested) ? requested : null };
}
