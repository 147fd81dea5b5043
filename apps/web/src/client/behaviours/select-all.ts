/**
 * "Select all" of a group of checkboxes (the newsletter types, requirements.md §7.1): ticking it ticks every box,
 * unticking it unticks them; a box unticked unticks "select all", every box ticked ticks it. Without JavaScript the
 * server reads "select all" as every type.
 */
export function enableSelectAll(root: Document): void {
  for (const group of root.querySelectorAll<HTMLElement>('[data-select-all-group]')) {
    const all = group.querySelector<HTMLInputElement>('input[data-select-all]');
    const boxes = [
      ...group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not([data-select-all])'),
    ];
    if (!all || boxes.length === 0 || group.dataset.selectAllReady === 'true') continue;
    group.dataset.selectAllReady = 'true';
    all.addEventListener('change', () => {
      for (const box of boxes) box.checked = all.checked;
    });
    for (const box of boxes) {
      box.addEventListener('change', () => {
        all.checked = boxes.every((candidate) => candidate.checked);
      });
    }
  }
}
