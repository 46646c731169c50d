import type { ShopSettings } from '../../widgets/core/catalog/shop-settings.ts';
import type { Language } from '../../widgets/core/languages.ts';
import { contentPageLink } from '../../widgets/core/content-page-link.ts';
import type { SitePage } from '../../widgets/core/page.ts';
import { linkFor } from '../../widgets/core/routes.ts';
import type { ShopSourceConfig } from '../../widgets/content/shop/create-shop-source.ts';
import type { BuildConfig } from './build-options.ts';
import { paymentProps } from './payment-props.ts';
import type { PublicShopSettings } from '../../widgets/core/public-shop-settings.ts';
import type { HydrationTrigger } from '../../widgets/core/hydration.ts';
import { raw, html } from '../../widgets/core/html.ts';
import { taxonomyKey, type ShopInitial } from '../../widgets/shop/shop-answers.ts';
import type { ShopTaxonomy } from '../../widgets/core/shop/types.ts';
import type { TemplateContext } from '../_includes/page-types.ts';

/**
 * The shop widget's props on every prerendered shop page. By default the router reads the static
 * catalog the build writes (/data/shop/…): the content service's token stays in the build, and the
 * static files answer exactly as the service would. SHOP_SOURCE=live makes it ask the content API
 * (CONTENT_URL) anonymously instead, for a catalog that changes between builds. ORDER_SERVICE_URL is the origin of /ecom/*
 * (empty: the site's own origin, as the preview server's local services answer there).
 */
export function shopWidgetProps(root: string, lang: Language, config: BuildConfig, site: { shopSettings: Pick<ShopSettings, 'defaultShippingTime'>; pages: readonly Pick<SitePage, 'key' | 'translations'>[] }) {
  const { shopSettings } = site;
  // The live shop fills in the settings' delivery time itself, as the build does for the static catalog.
  const source: ShopSourceConfig =
    config.shopSource === 'live' && config.contentUrl
      ? { kind: 'live', contentUrl: config.contentUrl.replace(/\/+$/, ''), projectDomain: config.projectDomain, defaultShippingTime: shopSettings.defaultShippingTime }
      : { kind: 'static' };
  return {
    root,
    source,
    orderServiceUrl: config.orderServiceUrl,
    project: config.projectDomain,
    shippingInfoPath: linkFor('shipping_and_payment', lang),
    // Empty where the content holds no battery notes: the notice then links nowhere.
    batteryInfoPath: contentPageLink(site.pages, 'batteries', lang)?.href ?? '',
    payments: paymentProps(config),
  };
}

type ShopSite = Parameters<typeof shopWidgetProps>[3] & { settings: PublicShopSettings };

interface ShopPage {
  root: { lang: Language; path: string };
  config: BuildConfig;
  site: ShopSite;
  /** The address the page is built for, below the root (the list, a product, the brands …). */
  pathname: string;
  /** The answers its view asks for (shop-answers.ts): the router renders them now, the browser hydrates them. */
  answers: ShopInitial['answers'];
  /** Answers the build renders with but leaves to their own file (the taxonomy): the browser reads them before hydrating (prepare-hydration.ts). */
  fromFiles?: { [taxonomyKey]: ShopTaxonomy };
  /**
   * When the router hydrates: on the first interaction where the build drew the view whole (the
   * list, a product, the brands); at once where it shows the browser's own state (cart, checkout).
   */
  hydrate: HydrationTrigger;
  /** Whether the host serves this page for other addresses too (the list for any query): the router then hydrates at once there. */
  servesOtherAddresses?: boolean;
}

/** A shop page's content: the shop router, rendered at the page's address with its answers. */
export function shopWidget(this: TemplateContext, page: ShopPage): string {
  const { root, config, site, pathname, answers, fromFiles, hydrate, servesOtherAddresses = false } = page;
  const initial: ShopInitial = { address: { pathname, search: '' }, settings: site.settings, answers, ...(fromFiles ? { fromFiles: [taxonomyKey] } : {}) };
  const props = { ...shopWidgetProps(root.path, root.lang, config, site), initial };
  const renderWith = fromFiles ? { renderWith: { initial: { ...initial, answers: { ...answers, ...fromFiles } } } } : {};
  return html`${raw(this.widget('shop', props, { hydrate, lang: root.lang, ...renderWith, ...(servesOtherAddresses ? { builtFor: pathname } : {}) }))}`.toString();
}
