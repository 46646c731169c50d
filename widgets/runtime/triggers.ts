import type { HydrationTrigger } from '../core/hydration.ts';

/**
 * Where a visitor's interaction wakes a widget: its placeholder, or the larger area its template
 * named (`data-interaction-area`, a selector for an ancestor): the header menu also drives the
 * server-rendered menu halves beside it.
 */
export function interactionArea(element: Element): Element {
  const selector = (element as HTMLElement).dataset.interactionArea;
  return (selector && element.closest(selector)) || element;
}

/** Each trigger resolves when its widget should mount. A missing browser API means "now". */
export const triggers: Record<HydrationTrigger, (element: Element) => Promise<void>> = {
  eager: () => Promise.resolve(),

  idle: () =>
    new Promise((resolve) => {
      // Safari has no requestIdleCallback.
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 200);
    }),

  visible: (element) =>
    new Promise((resolve) => {
      if (!('IntersectionObserver' in window)) return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        },
        { rootMargin: '200px' },
      );
      observer.observe(element);
    }),

  // Hovering or focusing starts the download, so the widget is usually ready before the press
  // lands; a press that comes first is held (held-input.ts).
  interaction: (element) =>
    new Promise((resolve) => {
      const area = interactionArea(element);
      // A field changed without a pointer or the focus first (assistive software, autofill) counts too.
      const events = ['pointerover', 'focusin', 'touchstart', 'click', 'submit', 'input', 'change'] as const;
      const start = () => {
        for (const type of events) area.removeEventListener(type, start, true);
        resolve();
      };
      for (const type of events) area.addEventListener(type, start, { capture: true, passive: true });
    }),
};
