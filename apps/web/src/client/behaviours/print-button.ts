/**
 * A "print or save" button (a complaint's confirmation): its paragraph hidden in the HTML, shown only where it works (with
 * JavaScript); it opens the browser's print dialog, which also saves as PDF. Without JavaScript the page says how.
 */
export function enablePrintButtons(root: Document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-print]')) {
    if (button.dataset.printReady === 'true') continue;
    button.dataset.printReady = 'true';
    const area = button.closest<HTMLElement>('[data-print-area]');
    if (area) area.hidden = false;
    button.addEventListener('click', () => window.print());
  }
}
