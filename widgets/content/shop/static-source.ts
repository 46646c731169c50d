import type { ProductSort } from '../../core/catalog/shop-settings.ts';
import { hasActiveFilters } from '../../core/shop/filters.ts';
import { createStaticCatalog, type StaticCatalog } from '../../core/shop/static-query.ts';
import {
  parseFirstPage,
  parseProductFile,
  parseStaticCatalog,
  parseTaxonomy,
  productDetailPath,
  staticCatalogPath,
  staticFirstPagePath,
  staticTaxonomyPath,
  type StaticCatalogFile,
  type StaticProductFile,
} from '../../core/shop/static-files.ts';
import type { ProductDetail, ShopFetchResult, ShopFilters, ShopSource } from '../../core/shop/types.ts';
import { createFetchJson, type FetchJsonOptions } from './fetch-json.ts';

export interface StaticShopSourceOptions extends FetchJsonOptions {
  /** Where the site is served from; '' (the default) is the current origin's root. */
  baseUrl?: string;
}

type Loaded = StaticCatalogFile & { catalog: StaticCatalog };

/**
 * The shop from the build's JSON files (static-files.ts), each view reading only what it shows:
 * a product page its own file (with its suggestions), the brands and the filters the taxonomy,
 * the unfiltered list its prerendered first page. The catalog of every product is loaded only
 * for a question those cannot answer (a filter, another sort, the next page), once per visit,
 * and filtered, sorted and paged in the browser.
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

  const taxonomy = () => fetchJson(`${base}${staticTaxonomyPath}`, parseTaxonomy);

  // One file per product page, asked for by the detail and by its suggestions: fetchJson shares one request.
  function productFile(slug: string): Promise<ShopFetchResult<StaticProductFile>> {
    const path = productDetailPath(slug);
    if (path === null) return Promise.resolve({ ok: false, kind: 'not-found', error: `No product has the slug "${slug}"` });
    return fetchJson(`${base}${path}`, parseProductFile);
  }

  return {
    kind: 'static',
    taxonomy,
    async listProducts(filters: ShopFilters, sort: ProductSort, pageIndex: number) {
      if (pageIndex === 0 && !hasActiveFilters(filters)) {
        const first = await fetchJson(`${base}${staticFirstPagePath}`, parseFirstPage);
        if (!first.ok) return first;
        if (first.value.sort === sort) return { ok: true, value: first.value.page };
      }
      const [loaded, known] = await Promise.all([load(), taxonomy()]);
      if (!loaded.ok) return loaded;
      if (!known.ok) return known;
      return { ok: true, value: loaded.value.catalog.query(filters, sort, pageIndex, known.value) };
    },
    async productBySlug(slug: string) {
      const file = await productFile(slug);
      return file.ok ? { ok: true, value: file.value.detail } : file;
    },
    async relatedProducts(product: Pick<ProductDetail, 'id' | 'slug'>, limit: number) {
      const file = await productFile(product.slug);
      return file.ok ? { ok: true, value: file.value.related.slice(0, Math.max(0, Math.floor(limit))) } : file;
    },
  };
}
