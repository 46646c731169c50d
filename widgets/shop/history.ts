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

/** The place on the page when the page itself was left, for a reload or a return from elsewhere. */
const leftAtKey = 'int-shop-scroll';
const pageAddress = () => window.location.pathname + window.location.search;

/**
 * Remembers where the visitor was when the page itself is left (a reload, another section). The
 * history entry can no longer be changed then, so the place goes to this tab's session storage.
 */
export function rememberScrollOnLeaving(): void {
  try {
    sessionStorage.setItem(leftAtKey, JSON.stringify({ address: pageAddress(), y: Math.round(window.scrollY) }));
  } catch {
    // Storage refused (private mode, quota): a reload then starts at the top, as it would anyway.
  }
}

/** Where the visitor left this very page, if they did; anything else stored there is ignored. */
export function scrollWhenLeft(): number | undefined {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(leftAtKey) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { address, y } = kept as { address?: unknown; y?: unknown };
    return address === pageAddress() && typeof y === 'number' && Number.isSafeInteger(y) && y >= 0 ? y : undefined;
  } catch {
    return undefined;
  }
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
