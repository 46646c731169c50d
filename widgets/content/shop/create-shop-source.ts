import type { ShopSource } from '../../core/shop/types.ts';
import type { LiveShopSourceOptions } from './live-source.ts';
import { staticShopSource, type StaticShopSourceOptions } from './static-source.ts';

/** Where the shop's data comes from: the build's static catalog, or the content API live. Set by the build as the shop widget's `source` prop. */
export type ShopSourceConfig =
  | { kind: 'static' }
  /** defaultShippingTime: the settings' delivery time for products that state none (withShippingTimeDefault). */
  | { kind: 'live'; contentUrl: string; projectDomain: string; defaultShippingTime?: number | null };

/** Test seams and overrides passed through to the chosen source (fetch, sleep, clock …). */
export type ShopSourceOverrides = StaticShopSourceOptions & Partial<Omit<LiveShopSourceOptions, 'contentUrl' | 'projectDomain'>>;

/**
 * The shop's source for its config. The live source (and its sanitizer) is imported only when a
 * live shop asks its first question, so a static shop's bundle does not carry it.
 */
export function createShopSource(config: ShopSourceConfig, overrides: ShopSourceOverrides = {}): ShopSource {
  if (config.kind === 'static') return staticShopSource(overrides);
  const { contentUrl, projectDomain, defaultShippingTime = null } = config;
  let loading: Promise<ShopSource> | null = null;
  const live = () =>
    (loading ??= import('./live-source.ts').then((module) => module.liveShopSource({ ...overrides, contentUrl, projectDomain, defaultShippingTime })));
  return {
    kind: 'live',
    taxonomy: async () => (await live()).taxonomy(),
    listProducts: async (filters, sort, pageIndex) => (await live()).listProducts(filters, sort, pageIndex),
    productBySlug: async (slug) => (await live()).productBySlug(slug),
    relatedProducts: async (product, limit) => (await live()).relatedProducts(product, limit),
  };
}
