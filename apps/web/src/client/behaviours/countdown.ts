/**
 * A countdown before a redirect (the verify screen, requirements.md §7.2): the seconds are shown and go down once a
 * second; at zero the page goes to the link, which the visitor can follow at once. It pauses while the visitor's
 * focus or pointer is on it, so a screen-reader user who reaches it has the time they need (WCAG 2.2.1), and says so.
 * Without JavaScript nothing moves: the link is there.
 */
export function enableCountdowns(
  root: Document,
  go: (href: string) => void = (href) => window.location.assign(href),
): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-countdown]')) {
    if (box.dataset.countdownReady === 'true') continue;
    box.dataset.countdownReady = 'true';
    const seconds = box.querySelector<HTMLElement>('[data-countdown-seconds]');
    const link = box.querySelector<HTMLAnchorElement>('a[href]');
    const paused = box.querySelector<HTMLElement>('[data-countdown-paused]');
    if (!seconds || !link) continue;
    box.hidden = false;
    let left = Number(seconds.textContent);
    let holds = 0;
    const hold = (on: boolean) => {
      holds = Math.max(0, holds + (on ? 1 : -1));
      if (paused) paused.hidden = holds === 0;
    };
    box.addEventListener('focusin', () => hold(true));
    box.addEventListener('focusout', () => hold(false));
    box.addEventListener('pointerenter', () => hold(true));
    box.addEventListener('pointerleave', () => hold(false));
    const timer = setInterval(() => {
      if (holds > 0) return;
      left -= 1;
      seconds.textContent = String(Math.max(left, 0));
      if (left <= 0) {
        clearInterval(timer);
        go(link.href);
      }
    }, 1000);
  }
}

/** A form marked `data-auto-submit` is sent as soon as the page has loaded (the verify link's POST). */
export function autoSubmitForms(root: Document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-auto-submit]')) {
    if (form.dataset.submitted === 'true') continue;
    form.dataset.submitted = 'true';
    form.requestSubmit();
  }
}
