/**
 * Calls `use` once for each island, when it is about to be used: when it comes near the viewport, or when it
 * receives focus or a pointer first (a keyboard user tabbing in, a fast click). Code for islands a visitor never
 * reaches is never downloaded.
 */
export function whenNeeded(
  elements: readonly HTMLElement[],
  use: (element: HTMLElement) => void,
  observe: typeof IntersectionObserver | undefined = globalThis.IntersectionObserver,
): void {
  const pending = new Set(elements);
  const start = (element: HTMLElement) => {
    if (!pending.delete(element)) return;
    observer?.unobserve(element);
    use(element);
  };
  const observer = observe
    ? new observe(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) start(entry.target as HTMLElement);
        },
        { rootMargin: '200px' },
      )
    : null;
  for (const element of elements) {
    if (observer) observer.observe(element);
    else start(element);
    for (const type of ['focusin', 'pointerover', 'touchstart'] as const) {
      element.addEventListener(type, () => start(element), { once: true, passive: true });
    }
  }
}
