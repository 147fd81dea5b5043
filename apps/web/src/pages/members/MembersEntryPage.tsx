/** The entry only redirects (pages/members/page.ts); this is never drawn. */
export function MembersEntryPage() {
  return null;
}
