/** Reading one value of a visitor's query string (`?page=2`), whatever shape the parser gave it. */

/** The first value of a parameter given once or repeated (`?a=1&a=2` → '1'); undefined when absent or not text. */
export function firstValue(value: unknown): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' ? one : undefined;
}

/** A whole number written in plain digits from `min` to `max`, else null (`1e3`, `+2`, ` 3`, `0x10` are refused). */
export function integerIn(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}
