/**
 * Back to a list: its filter form shows the list's own filters, not what was chosen before leaving. The form has
 * autocomplete="off" (no form restoring); a page restored from the back-forward cache is reset here.
 */
export function resetFiltersOnRestore(root: ParentNode, target: Window = window): void {
  const forms = Array.from(root.querySelectorAll<HTMLFormElement>('form[data-reset-on-restore]'));
  if (forms.length === 0) return;
  target.addEventListener('pageshow', (event) => {
    if (event.persisted) for (const form of forms) form.reset();
  });
}
