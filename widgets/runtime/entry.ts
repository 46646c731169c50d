import { colorModeStorageKey, storedColorMode } from '../core/color-mode.ts';
import { watchSlowNavigations } from './loading-notice.ts';
import { registry } from './registry.ts';
import { registerServiceWorker } from './service-worker-client.ts';
import { startWidgets } from './start.ts';

/**
 * The only script a page loads up front. It stays tiny: React, the store and each widget
 * arrive as chunks once a placeholder's trigger fires.
 */
// Apply a stored colour mode before any widget loads (no inline script may do it earlier under the CSP).
try {
  const mode = storedColorMode(localStorage.getItem(colorModeStorageKey));
  if (mode) document.documentElement.dataset.colorMode = mode;
} catch {
  /* storage unavailable: the system preference decides */
}

// Chromium rejects a cross-document view transition's promises when the transition is skipped or
// aborted (a click while the next page is being revealed, Back and Forward in quick succession);
// nobody else holds them, so each rejection would be reported as an uncaught error. The layout
// loads this script with blocking="render", so the listeners exist before the page is revealed.
const settleViewTransition = (event: Event) => {
  const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
  if (transition) for (const step of [transition.ready, transition.finished, transition.updateCallbackDone]) step.catch(() => {});
};
addEventListener('pageswap', settleViewTransition);
addEventListener('pagereveal', settleViewTransition);

watchSlowNavigations();
// Not in the dev server: its files change under a running page all the time.
if (process.env.NODE_ENV === 'production') registerServiceWorker();
void startWidgets(document, registry, () => import('./mount.tsx').then((module) => module.mount));
