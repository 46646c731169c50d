import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import { matchShopPath } from '../core/shop/shop-paths.ts';
import { documentTitle } from '../core/title.ts';
import { createOrderService } from '../content/order-service.ts';
import { createShopSource } from '../content/shop/create-shop-source.ts';
import { createPortal } from 'react-dom';
import { pageLanguage, t } from '../i18n/index.ts';
import { trackPageView } from '../store/analytics.ts';
import { loadSettings, settings } from '../store/settings.ts';
import { useKeepServerHtml } from '../ui/server-html.ts';
import { BrandsView } from './BrandsView.tsx';
import { CartView } from './CartView.tsx';
import { currentLocation, rememberScroll, rememberScrollOnLeaving, savedScroll, scrollWhenLeft, shopLinkTarget } from './history.ts';
import { ProductDetailView } from './ProductDetailView.tsx';
import { hrefWithSearch, ProductListView } from './ProductListView.tsx';
import { ShopContext, type ShopContextValue } from './shop-context.ts';
import { useLanguageLinks } from './use-language-links.ts';
import { ShopClosedNotice } from './ShopClosedNotice.tsx';
import { ShopStatus } from './ShopStatus.tsx';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

// The checkout is a chunk of its own: only a shopper on the way to ordering downloads it.
const CheckoutView = lazy(() => import('../checkout/CheckoutView.tsx'));

/**
 * Whether the build's HTML for this address is what the router will show there: it prerenders
 * the list unfiltered, each product, the brands, the (empty) cart and the checkout's heading.
 */
function prerenderedAsIs(root: string, pathname: string, search: string): boolean {
  const view = matchShopPath(root, pathname)?.view;
  if (view === 'list') return search === '' || search === '?';
  return view === 'product' || view === 'brands' || view === 'cart' || view === 'checkout';
}

/**
 * Whether the build's HTML stays on show until the view's data is there: the prerendered views,
 * and a filtered list, whose shell is the unfiltered list: products the shopper did not ask for,
 * but in the place and size of the ones to come, where a loading state would collapse the page
 * and move everything below it twice.
 */
function keepsServerHtml(root: string, pathname: string): boolean {
  return matchShopPath(root, pathname) !== null;
}

function siteTitle(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ?? document.title;
}

/** Where the view should be once its content is there: the top for a new entry, the saved place for Back/Forward. */
type PendingScroll = { kind: 'top' } | { kind: 'restore'; y: number } | null;

/**
 * A reload, or coming back to this page from another one, puts the view back where the visitor
 * left it (kept at pagehide): the browser's own restoring is off, and would come before the list.
 */
function scrollOnArrival(): PendingScroll {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const y = scrollWhenLeft();
  return y !== undefined && (navigation?.type === 'reload' || navigation?.type === 'back_forward') ? { kind: 'restore', y } : null;
}

/**
 * The shop below /shop (per language): list, product, brands and cart, each at a real URL. Links
 * into the shop change the view without a page load; Back and Forward restore the exact state,
 * the list's scroll position included. Every route change sets the title, scrolls to the top
 * and reports a page view.
 */
export default function ShopRouter(props: WidgetProps<'shop'>) {
  useSignals();
  const lang = pageLanguage();
  const source = useMemo(() => createShopSource(props.source), [props.source]);
  const orderService = useMemo(() => createOrderService({ baseUrl: props.orderServiceUrl, project: props.project }), [props.orderServiceUrl, props.project]);
  const [location, setLocation] = useState(currentLocation);
  const [arrivalScroll] = useState(scrollOnArrival);
  const pendingScroll = useRef<PendingScroll>(arrivalScroll);
  const moveFocus = useRef(false);
  const tracked = useRef<string | null>(null);
  const lastList = useRef(props.root);
  const container = useRef<HTMLDivElement>(null);
  // The build prerendered this very view (the unfiltered list, a product, the brands): it stays
  // on show until the view's data is there. A filtered list or the cart was not prerendered as asked.
  const showServerHtml = useKeepServerHtml(keepsServerHtml(props.root, location.pathname));
  const [serverHtmlIsThisView] = useState(() => prerenderedAsIs(props.root, location.pathname, location.search));

  useEffect(() => {
    void loadSettings();
  }, []);

  useEffect(() => {
    // The shop puts the list back where the visitor was; the browser's own attempt comes too early.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onPopState = () => {
      const y = savedScroll();
      pendingScroll.current = { kind: 'restore', y: y ?? 0 };
      moveFocus.current = false;
      setLocation(currentLocation());
    };
    window.addEventListener('popstate', onPopState);
    // Leaving the page (a reload, another section): keep the place for coming back.
    window.addEventListener('pagehide', rememberScrollOnLeaving);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', rememberScrollOnLeaving);
    };
  }, []);

  const navigate = useCallback((href: string, options: { replace?: boolean } = {}) => {
    const url = new URL(href, window.location.href);
    const target = url.pathname + url.search + url.hash;
    if (target === window.location.pathname + window.location.search + window.location.hash) return;
    const samePath = url.pathname.replace(/\/+$/, '') === currentLocation().pathname;
    if (options.replace) {
      history.replaceState({ ...(history.state ?? {}), shop: true }, '', target);
    } else {
      rememberScroll();
      history.pushState({ shop: true }, '', target);
      pendingScroll.current = samePath ? null : { kind: 'top' };
      // A new view gets the focus on its heading; a filter change leaves it on the control the visitor used.
      moveFocus.current = !samePath;
    }
    setLocation(currentLocation());
  }, []);

  const route = matchShopPath(props.root, location.pathname);
  useLanguageLinks(props.root, location.pathname, location.search);
  if (route?.view === 'list') lastList.current = hrefWithSearch(props.root, location.search);
  const locationKey = location.pathname + location.search;

  useLayoutEffect(() => {
    if (pendingScroll.current?.kind === 'top') {
      window.scrollTo(0, 0);
      pendingScroll.current = null;
    }
    if (moveFocus.current) {
      moveFocus.current = false;
      container.current?.querySelector<HTMLElement>('[data-shop-heading]')?.focus({ preventScroll: true });
    }
  }, [locationKey]);

  const setTitle = useCallback(
    (title: string) => {
      document.title = documentTitle(title, siteTitle());
      const url = window.location.href;
      // The page load itself is counted by the tracker; only the shop's own route changes are reported here.
      if (tracked.current !== null && tracked.current !== url) trackPageView({ url, title: document.title });
      tracked.current = url;
    },
    [],
  );

  const contentShown = useRef(false);
  const contentReady = useCallback(() => {
    contentShown.current = true;
    setHeldNotice(false);
    showServerHtml();
    const pending = pendingScroll.current;
    if (pending?.kind === 'restore') {
      pendingScroll.current = null;
      window.scrollTo(0, pending.y);
    }
  }, [showServerHtml]);

  // Spec §2: the delayed-load notice after 1000 ms. While the build's HTML holds the place of a
  // view it does not show (a filtered list), the notice floats above it (fixed, so nothing moves)
  // instead of collapsing the page to a loading state.
  const [heldNotice, setHeldNotice] = useState(false);
  const loadingSlow = useCallback(() => {
    if (!serverHtmlIsThisView && !contentShown.current) setHeldNotice(true);
  }, [serverHtmlIsThisView]);

  const state = settings.value;
  useEffect(() => {
    if (state.status === 'error') showServerHtml();
  }, [state.status, showServerHtml]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const url = shopLinkTarget(event.nativeEvent, props.root);
    if (!url) return;
    event.preventDefault();
    navigate(url.href);
  };

  let view: ReactElement;
  if (state.status !== 'ready') {
    view = <ShopStatus data={state.status === 'error' ? { status: 'error', error: state.error } : { status: 'loading', slow: false }} onRetry={() => void loadSettings()} />;
  } else if (!route) {
    view = <ShopStatus data={{ status: 'not-found' }} />;
  } else {
    const context: ShopContextValue = {
      lang,
      root: props.root,
      source,
      orderService,
      settings: state.data,
      shippingInfoPath: props.shippingInfoPath,
      batteryInfoPath: props.batteryInfoPath,
      payments: props.payments,
      navigate,
      setTitle,
      contentReady,
      loadingSlow,
      lastListHref: lastList.current,
    };
    view = (
      <ShopContext.Provider value={context}>
        {/* The cart page says it in its own words; every other view says it above its content. */}
        {state.data.maintenance_mode && route.view !== 'cart' && route.view !== 'checkout' ? <ShopClosedNotice closure="maintenance" /> : null}
        {route.view === 'list' ? (
          <ProductListView search={location.search} />
        ) : route.view === 'product' ? (
          <ProductDetailView key={route.slug} slug={route.slug!} />
        ) : route.view === 'brands' ? (
          <BrandsView />
        ) : route.view === 'checkout' ? (
          <Suspense fallback={<ShopStatus data={{ status: 'loading', slow: false }} />}>
            <CheckoutView />
          </Suspense>
        ) : (
          <CartView />
        )}
      </ShopContext.Provider>
    );
  }
  return (
    <div className="shop" ref={container} onClick={onClick}>
      {view}
      {heldNotice
        ? createPortal(
            <p className="loading-notice" role="status">
              {t('shop.slowLoading')}
            </p>,
            document.body,
          )
        : null}
    </div>
  );
}
