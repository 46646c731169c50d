import type { ShopSettings } from '../../widgets/core/catalog/shop-settings.ts';
import type { Language } from '../../widgets/core/languages.ts';
import { contentPageLink } from '../../widgets/core/content-page-link.ts';
import type { SitePage } from '../../widgets/core/page.ts';
import { linkFor } from '../../widgets/core/routes.ts';
import type { ShopSourceConfig } from '../../widgets/content/shop/create-shop-source.ts';
import type { BuildConfig } from './build-options.ts';
import { paymentProps } from './payment-props.ts';

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
