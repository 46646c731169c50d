/**
 * The shop's use of the History API: real URLs for every state, the list's scroll position kept
 * in the history entry so Back and Forward restore it.
 */
interface ShopHistoryState {
  shop: true;
  /** Scroll position when the visitor left this entry. */
  scrollY?: number;
}

export function currentLocation(): { pathname: string; search: string } {
  return { pathname: window.location.pathname.replace(/\/+$/, '') || '/', search: window.location.search };
}

/** Remembers where the visitor is on the page before the entry is left. */
export function rememberScroll(): void {
  const state = (history.state ?? {}) as Partial<ShopHistoryState>;
  history.replaceState({ ...state, shop: true, scrollY: window.scrollY }, '');
}

export function savedScroll(): number | undefined {
  const state = history.state as Partial<ShopHistoryState> | null;
  return typeof state?.scrollY === 'number' ? state.scrollY : undefined;
}

/**
 * Whether a click on this link is the shop's to handle: a plain left click on a same-origin link
 * into the shop. Anything else (new tab, download, another section) is left to the browser.
 */
export function shopLinkTarget(event: MouseEvent, root: string): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  const path = url.pathname.replace(/\/+$/, '');
  if (path !== root && !path.startsWith(`${root}/`)) return null;
  // A jump to an anchor on this very page stays the browser's.
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}
