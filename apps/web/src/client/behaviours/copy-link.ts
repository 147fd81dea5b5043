/**
 * A share list's "copy link" (a plain link to the page without JavaScript): with a clipboard, a press copies the
 * address and says so in the list's status line (role="status", announced politely).
 */
export function enableCopyLinks(
  root: ParentNode,
  clipboard: Clipboard | undefined = navigator.clipboard,
): void {
  if (!clipboard) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-copy-link]')) {
    if (link.dataset.copyLinkReady) continue;
    link.dataset.copyLinkReady = 'true';
    link.addEventListener('click', (event) => {
      event.preventDefault();
      const status = link.closest('.share')?.querySelector<HTMLElement>('.share__status');
      void clipboard.writeText(link.href).then(() => {
        if (status) status.textContent = link.dataset.copiedText ?? '';
      });
    });
  }
}
