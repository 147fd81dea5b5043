/** "1111 กด 78" / "1111 press 78" → tel:1111,78 (a pause, then the extension) so a phone dials it all. */
export function telHref(number: string): string {
  const groups = number.match(/\d+/g) ?? [];
  return `tel:${groups.join(',')}`;
}
