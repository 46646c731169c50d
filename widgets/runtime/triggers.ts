import type { HydrationTrigger } from '../core/hydration.ts';

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

  interaction: (element) =>
    new Promise((resolve) => {
      const events = ['pointerover', 'focusin', 'touchstart'] as const;
      const start = () => {
        for (const type of events) element.removeEventListener(type, start);
        resolve();
      };
      for (const type of events) element.addEventListener(type, start, { passive: true });
    }),
};
