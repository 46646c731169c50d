import { colorModeStorageKey, storedColorMode } from '../core/color-mode.ts';
import { cartStorageKey } from '../core/cart-storage.ts';
import { consentStorageKey } from '../core/consents.ts';
import { decideFirstLayerEarly } from '../cookie-banner/first-layer-decision.ts';
import { registerServiceWorker } from './service-worker-client.ts';

/**
 * The only script a page loads up front, and it holds back the first paint: it carries only what
 * must happen before it (colour mode, the cookie banner's mark, view-transition listeners). The
 * widgets' start-up follows in its own chunk (boot.ts); React, the store and each widget arrive
 * as chunks once a placeholder's trigger fires. Built without shared chunks (build.mjs), so it is
 * one request.
 */
// Apply a stored colour mode before any widget loads (no inline script may do it earlier under the CSP).
// Unavailable storage reads as nothing stored.
const stored = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
// Script runs: CSS shows what needs it (the small-screen menu's burger) instead of what does without.
document.documentElement.dataset.scripted = '';
const mode = storedColorMode(stored(colorModeStorageKey));
if (mode) document.documentElement.dataset.colorMode = mode;
// The server-drawn cookie banner shows while no choice is stored (the consents model checks the stored value later).
if (stored(consentStorageKey) === null) document.documentElement.dataset.consent = 'open';
decideFirstLayerEarly();
// A stored cart (an empty one is removed) will fill the cart and checkout pages, whose server HTML
// can only draw their heading: the mark lets CSS hold their place before the first paint.
if (stored(cartStorageKey) !== null) document.documentElement.dataset.cart = 'filled';

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

// Not in the dev server: its files change under a running page all the time.
if (process.env.NODE_ENV === 'production') registerServiceWorker();
void import('./boot.ts');
