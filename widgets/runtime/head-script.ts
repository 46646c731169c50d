import { colorModeStorageKey, storedColorMode } from '../core/color-mode.ts';
import { cartStorageKey } from '../core/cart-storage.ts';
import { consentStorageKey } from '../core/consents.ts';
import { decideFirstLayerEarly } from '../cookie-banner/first-layer-decision.ts';
import { recordEarlyPresses } from './early-press.ts';

/**
 * What must happen before the first paint, inline in every page's head (the build allows it in
 * the Content-Security-Policy by its sha256 hash, widgets/runtime/build/head-script.ts): the
 * stored colour mode, the marks CSS reads (script runs, the cookie banner is open, a cart is
 * stored), the cookie banner's first-layer decision, a widget button pressed before the runtime
 * started (early-press.ts) and the view-transition listeners. No request
 * holds back the first paint; the widgets' runtime follows as a module (entry.ts).
 */
// Apply a stored colour mode before anything is painted.
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
// After the banner's early decision, which answers its two buttons itself (it stops the event).
recordEarlyPresses();
// A stored cart (an empty one is removed) will fill the cart and checkout pages, whose server HTML
// can only draw their heading: the mark lets CSS hold their place before the first paint.
if (stored(cartStorageKey) !== null) document.documentElement.dataset.cart = 'filled';

// Spec §9: shop images fade in once loaded (shop.css), those in the build's HTML as well as the
// router's; a load event reaches the document (never the window) in its capture phase, wherever the image is.
document.addEventListener(
  'load',
  (event) => {
    if (event.target instanceof HTMLImageElement && event.target.classList.contains('lazy-image')) event.target.classList.add('lazy-image--loaded');
  },
  true,
);

// Chromium rejects a cross-document view transition's promises when the transition is skipped or
// aborted (a click while the next page is being revealed, Back and Forward in quick succession);
// nobody else holds them, so each rejection would be reported as an uncaught error. Inline in the
// head, the listeners exist before the page is revealed.
const settleViewTransition = (event: Event) => {
  const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
  if (transition) for (const step of [transition.ready, transition.finished, transition.updateCallbackDone]) step.catch(() => {});
};
addEventListener('pageswap', settleViewTransition);
addEventListener('pagereveal', settleViewTransition);

