/** A value of a query string, or what leaves its parameter out (null, undefined, ''). */
export type QueryValue = string | number | null | undefined;

/**
 * `?name=value&…` of the parameters that have a value, in the order given, each value percent-encoded; '' when none
 * has: a page's state written back in one order, so it has one URL and the page cache one entry.
 */
export function queryString(parameters: ReadonlyArray<readonly [name: string, value: QueryValue]>): string {
  const parts = parameters
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
