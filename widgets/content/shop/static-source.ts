import type { ProductSort } from '../../core/catalog/shop-settings.ts';
import type { ItemId } from '../../core/catalog/taxonomy.ts';
import { createStaticCatalog, type StaticCatalog } from '../../core/shop/static-query.ts';
import { parseProductDetail, parseStaticCatalog, productDetailPath, staticCatalogPath, type StaticCatalogFile } from '../../core/shop/static-files.ts';
import type { ShopFetchResult, ShopFilters, ShopSource } from '../../core/shop/types.ts';
import { createFetchJson, type FetchJsonOptions } from './fetch-json.ts';
import { randomPick } from './random-pick.ts';

export interface StaticShopSourceOptions extends FetchJsonOptions {
  /** Where the site is served from; '' (the default) is the current origin's root. */
  baseUrl?: string;
  /** For "you may also like"; tests pass a seeded one. */
  random?: () => number;
}

type Loaded = StaticCatalogFile & { catalog: StaticCatalog };

/**
 * The shop from the build's JSON files (static-files.ts): the catalog is loaded once per page
 * visit and filtered, sorted and paged in the browser; a product page loads its own file.
 */
export function staticShopSource(options: StaticShopSourceOptions = {}): ShopSource {
  const fetchJson = createFetchJson(options);
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  let loading: Promise<ShopFetchResult<Loaded>> | null = null;

  // The catalog only changes with a deploy (a new page load), so a loaded one is kept for good;
  // a failed load is forgotten, so the next question tries again.
  function load(): Promise<ShopFetchResult<Loaded>> {
    loading ??= fetchJson(`${base}${staticCatalogPath}`, parseStaticCatalog).then((result) => {
      if (!result.ok) {
        loading = null;
        return result;
      }
      return { ok: true, value: { ...result.value, catalog: createStaticCatalog(result.value.products) } };
    });
    return loading;
  }

  return {
    kind: 'static',
    async taxonomy() {
      const loaded = await load();
      return loaded.ok ? { ok: true, value: loaded.value.taxonomy } : loaded;
    },
    async listProducts(filters: ShopFilters, sort: ProductSort, pageIndex: number) {
      const loaded = await load();
      if (!loaded.ok) return loaded;
      return { ok: true, value: loaded.value.catalog.query(filters, sort, pageIndex, loaded.value.taxonomy) };
    },
    async productBySlug(slug: string) {
      const path = productDetailPath(slug);
      if (path === null) return { ok: false, kind: 'not-found', error: `No product has the slug "${slug}"` };
      return fetchJson(`${base}${path}`, parseProductDetail);
    },
    async randomProducts(limit: number, excludeId: ItemId) {
      const loaded = await load();
      if (!loaded.ok) return loaded;
      const others = loaded.value.products.filter((product) => String(product.id) !== String(excludeId));
      return { ok: true, value: randomPick(others, limit, options.random) };
    },
  };
}
