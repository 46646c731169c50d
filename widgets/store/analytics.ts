/**
 * Page views as events: the shop router reports each route change here; the analytics widget
 * (only after consent) subscribes and forwards them. Views reported before anyone listens are
 * dropped: without consent nothing may be tracked, and with it the tracker counts the page load itself.
 */
export interface PageView {
  url: string;
  title: string;
}

type Listener = (view: PageView) => void;
const listeners = new Set<Listener>();

export function onPageView(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function trackPageView(view: PageView): void {
  for (const listener of listeners) listener(view);
}
