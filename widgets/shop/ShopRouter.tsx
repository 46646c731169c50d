import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type MouseEvent, type ReactElement } from 'react';
import { matchShopPath } from '../core/shop/shop-paths.ts';
import { documentTitle } from '../core/title.ts';
import { createOrderService } from '../content/order-service.ts';
import { createShopSource } from '../content/shop/create-shop-source.ts';
import { createPortal } from 'react-dom';
import { pageLanguage, t } from '../i18n/index.ts';
import { trackPageView } from '../store/analytics.ts';
import { loadSettings, settings } from '../store/settings.ts';
import { BuildAnswersContext } from './shop-answers.ts';
import type { ListAddress } from '../core/shop/list-address.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { BrandsView } from './BrandsView.tsx';
import { CartView, EmptyCartNote } from './CartView.tsx';
import { currentLocation, rememberScroll, rememberScrollOnLeaving, savedScroll, scrollWhenLeft, shopLinkTarget } from './history.ts';
import { ProductDetailView } from './ProductDetailView.tsx';
import { ProductListView } from './ProductListView.tsx';
import { ShopContext, type ShopContextValue } from './shop-context.ts';
import { useLanguageLinks } from './use-language-links.ts';
import { ShopClosedNotice } from './ShopClosedNotice.tsx';
import { ShopNotFound } from './ShopStatus.tsx';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

export { prepareHydration } from './prepare-hydration.ts';

/** The checkout's own chunk: only a shopper on the way to ordering downloads it. */
const loadCheckout = () => import('../checkout/CheckoutView.tsx').then((module) => module.default);

function siteTitle(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ?? document.title;
}

/** Where the view should be once its content is there: the top for a new entry, the saved place for Back/Forward. */
/** `at`: the address (path and query) whose view must report ready first: an earlier view's report does not count. */
type PendingScroll = { kind: 'top' } | { kind: 'restore'; y: number; at: string } | null;

const keyOf = (address: Address) => address.pathname + address.search;

/**
 * Coming back to a shop address the build did not render as such (a filtered list, reloaded or
 * reached by Back) puts the view where the visitor left it (kept at pagehide) once its content is
 * there. A page the build rendered as it stands is restored by the browser itself.
 */
function scrollOnArrival(): PendingScroll {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const y = scrollWhenLeft();
  return y !== undefined && (navigation?.type === 'reload' || navigation?.type === 'back_forward') ? { kind: 'restore', y, at: keyOf(currentLocation()) } : null;
}

type Address = { pathname: string; search: string };

/** The list at the root itself: every product, from the first page. */
const wholeList: ListAddress = { facet: null, firstPage: 0 };

/**
 * Whether the build's HTML for this address is what the router shows there, whatever the visitor
 * has stored: the unfiltered list, a product, the brands (the cart and checkout draw the stored cart).
 */
function prerenderedAsIs(root: string, pathname: string, search: string): boolean {
  const view = matchShopPath(root, pathname)?.view;
  if (view === 'list') return search === '' || search === '?';
  return view === 'product' || view === 'brands';
}
const sameAddress = (a: Address, b: Address) => a.pathname === b.pathname && (a.search || '?') === (b.search || '?');

/**
 * The checkout draws itself from what only the browser holds (the stored cart, the draft): the
 * build renders its heading, and so does the browser's first render, until its chunk is there.
 */
function CheckoutShell({ root }: { root: string }) {
  return (
    <div className="checkout">
      <h1 tabIndex={-1} data-shop-heading>
        {t('checkout.title')}
      </h1>
      <noscript>
        <p>{t('checkout.needsScript')}</p>
      </noscript>
      {/* What the checkout says to a browser without a stored cart, in its place. */}
      <EmptyCartNote root={root} atBuild text={t('checkout.emptyCart')} />
    </div>
  );
}

/**
 * The shop below /shop (per language): list, product, brands and cart, each at a real URL. Links
 * into the shop change the view without a page load; Back and Forward restore the exact state,
 * the list's scroll position included. Every route change sets the title, scrolls to the top
 * and reports a page view.
 */
export default function ShopRouter(props: WidgetProps<'shop'>) {
  useSignals();
  const { initial } = props;
  const lang = pageLanguage();
  const source = useMemo(() => createShopSource(props.source, { lang }), [props.source, lang]);
  const answers = useMemo(() => ({ answers: initial.answers, current: source.kind === 'static' }), [initial, source]);
  const orderService = useMemo(() => createOrderService({ baseUrl: props.orderServiceUrl, project: props.project }), [props.orderServiceUrl, props.project]);
  // The first render (the build's, and the hydration of it) is at the address the build rendered.
  const [location, setLocation] = useState<Address>(initial.address);
  const pendingScroll = useRef<PendingScroll>(null);
  const moveFocus = useRef(false);
  const tracked = useRef<string | null>(null);
  const lastList = useRef(props.root);
  const container = useRef<HTMLDivElement>(null);
  const [Checkout, setCheckout] = useState<ComponentType | null>(null);

  useEffect(() => {
    void loadSettings();
  }, []);

  // Once hydrated: the address the visitor is at, where the build rendered another one (a filter
  // in the query; any unknown address below the root, served the not-found page).
  const arrivedElsewhere = useRef(false);
  useLayoutEffect(() => {
    const here = currentLocation();
    if (sameAddress(here, location)) return;
    arrivedElsewhere.current = true;
    setLocation(here);
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Where the visitor left that address (a reload, Back from another page): restored once its
  // content is there. Armed after the views' own first effects, which report the build's view ready.
  useEffect(() => {
    if (arrivedElsewhere.current) pendingScroll.current = scrollOnArrival();
  }, []);

  useEffect(() => {
    // The shop puts the list back where the visitor was; the browser's own attempt comes too early.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    // Leaving the page (a reload, another section): a page the build renders as it stands is put
    // back by the browser itself when the visitor returns; any other shop address by the router.
    const restoreByBrowser = () => {
      const here = currentLocation();
      history.scrollRestoration = prerenderedAsIs(props.root, here.pathname, here.search) ? 'auto' : 'manual';
      rememberScrollOnLeaving();
    };
    const onPopState = () => {
      const y = savedScroll();
      pendingScroll.current = { kind: 'restore', y: y ?? 0, at: keyOf(currentLocation()) };
      moveFocus.current = false;
      setLocation(currentLocation());
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', restoreByBrowser);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', restoreByBrowser);
    };
  }, [props.root]);

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
  if (route?.view === 'list') lastList.current = location.pathname + location.search;
  const locationKey = keyOf(location);

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

  // Each render's views report for the address they were drawn for: a report from an earlier
  // address's view (an effect run late) does not restore the place meant for this one.
  const contentReady = useCallback(() => {
    setSlowNotice(false);
    const pending = pendingScroll.current;
    if (pending?.kind === 'restore' && pending.at === locationKey) {
      pendingScroll.current = null;
      window.scrollTo(0, pending.y);
    }
  }, [locationKey]);

  // Spec §2: the delayed-load notice after 1000 ms. While a view keeps what it showed before in
  // place (the list, until the new filter's products are there), the notice floats above it
  // (fixed, so nothing moves) instead of collapsing the page to a loading state.
  const [slowNotice, setSlowNotice] = useState(false);
  const loadingSlow = useCallback(() => setSlowNotice(true), []);

  // Those the build rendered with, until the browser has loaded the published ones (the same, unless
  // the page came from a cache older than the deploy); a failed load leaves the build's.
  // Another widget may have loaded them before this one hydrates: the hydration draws the build's.
  const hydrated = useHydrated();
  const loaded = settings.value;
  const shopSettings = hydrated && loaded.status === 'ready' ? loaded.data : initial.settings;
  useEffect(() => {
    if (route?.view !== 'checkout' || Checkout) return;
    let current = true;
    void loadCheckout().then((view) => {
      if (current) setCheckout(() => view);
    });
    return () => {
      current = false;
    };
  }, [route?.view, Checkout]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const url = shopLinkTarget(event.nativeEvent, props.root);
    if (!url) return;
    event.preventDefault();
    navigate(url.href);
  };

  let view: ReactElement;
  if (!route) {
    view = <ShopNotFound back={props.root} />;
  } else {
    const context: ShopContextValue = {
      lang,
      root: props.root,
      source,
      orderService,
      settings: shopSettings,
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
        <BuildAnswersContext.Provider value={answers}>
        {/* The cart page says it in its own words; every other view says it above its content. */}
        {shopSettings.maintenance_mode && route.view !== 'cart' && route.view !== 'checkout' ? <ShopClosedNotice closure="maintenance" /> : null}
        {route.view === 'list' ? (
          <ProductListView search={location.search} address={route.list ?? wholeList} />
        ) : route.view === 'product' ? (
          <ProductDetailView key={route.slug} slug={route.slug!} />
        ) : route.view === 'brands' ? (
          <BrandsView />
        ) : route.view === 'checkout' ? (
          Checkout ? <Checkout /> : <CheckoutShell root={props.root} />
        ) : (
          <CartView />
        )}
        </BuildAnswersContext.Provider>
      </ShopContext.Provider>
    );
  }
  return (
    <div className="shop" ref={container} onClick={onClick}>
      {view}
      {slowNotice
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
