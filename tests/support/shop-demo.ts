import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from '../../widgets/content/build/catalog-content.ts';
import { demoSource } from '../../widgets/content/build/demo-source.ts';
import { sanitizeCmsHtml } from '../../widgets/content/build/sanitize.ts';
import type { Catalog } from '../../widgets/core/catalog/catalog.ts';
import type { ImageRef } from '../../widgets/core/image.ts';
import type { Language } from '../../widgets/core/languages.ts';
import { matchesFilter } from '../../widgets/core/directus-filter.ts';
import { sortItems } from '../../widgets/core/directus-sort.ts';
import { toProductDetail, toProductSummary, toShopTaxonomy } from '../../widgets/core/shop/from-catalog.ts';
import { publishedProductsFilter, type ShopItemsQuery } from '../../widgets/core/shop/product-query.ts';
import { emptyFilters } from '../../widgets/core/shop/filters.ts';
import { relatedPicks } from '../../widgets/core/shop/related.ts';
import { createStaticCatalog } from '../../widgets/core/shop/static-catalog.ts';
import {
  productCardPath,
  productDetailPath,
  productFileJson,
  staticFirstPagePath,
  staticTaxonomyPath,
  type StaticFirstPageFile,
} from '../../widgets/core/shop/static-files.ts';
import { staticIndexPath, staticSortPath } from '../../widgets/core/shop/static-index.ts';
import { shopIndexFiles } from '../../widgets/core/shop/static-index-writer.ts';
import type { ProductDetail, ProductSummary, ShopImage, ShopTaxonomy } from '../../widgets/core/shop/types.ts';

/**
 * The demo shop as the tests see it: the build's catalog (loadCatalog over the embedded demo),
 * the static files the build would emit from it, and the raw Directus items with Directus'
 * answer to a query, computed by the in-memory Directus semantics.
 */

export const demoDomain = 'juwelier-albrecht.de';
const demoDirectory = fileURLToPath(new URL('../../site/_content/demo/', import.meta.url));

/** A stand-in for the build's processed image: enough to tell images apart. */
const builtImage = (image: ImageRef): ShopImage => ({ src: `/img/${image.id}.jpg`, srcset: '', width: image.width, height: image.height, alt: image.title });

export interface DemoShop {
  catalog: Catalog;
  /** What loadCatalog warned about (products it skipped as broken). */
  warnings: string[];
  /** Every published product's card and the filters' taxonomy, as the build has them. */
  file: { products: ProductSummary[]; taxonomy: ShopTaxonomy };
  details: ProductDetail[];
  rawProducts: unknown[];
  /** Ids of published products of the project that the build skipped as broken. */
  brokenIds: Set<string>;
}

let loading: Promise<DemoShop> | undefined;

export function demoShop(): Promise<DemoShop> {
  loading ??= (async () => {
    const warnings: string[] = [];
    const catalog = await loadCatalog(demoSource(), demoDomain, (message) => warnings.push(message));
    const sanitize = (html: string) => sanitizeCmsHtml(html);
    const taxonomy = toShopTaxonomy(catalog, sanitize);
    const file = { products: catalog.products.map((product) => toProductSummary(product, product.images[0] ? builtImage(product.images[0]) : null)), taxonomy };
    const details = catalog.products.map((product) => toProductDetail(product, product.images.map(builtImage), sanitize, taxonomy));
    const rawProducts = JSON.parse(await readFile(`${demoDirectory}/ecommerce_product.json`, 'utf8')) as unknown[];
    const kept = new Set(catalog.products.map((product) => String(product.id)));
    const brokenIds = new Set(
      rawProducts
        .filter((item) => matchesFilter(item, publishedProductsFilter(demoDomain)))
        .map((item) => String((item as { id: unknown }).id))
        .filter((id) => !kept.has(id)),
    );
    return { catalog, warnings, file, details, rawProducts, brokenIds };
  })();
  return loading;
}

/** Directus' answer to a list query over raw items: the page's ids and filter_count; `sort` orders as the database would (empties last). */
export function directusAnswer(
  rawItems: readonly unknown[],
  query: ShopItemsQuery,
  leaveOut: ReadonlySet<string> = new Set(),
  sort: (items: readonly unknown[], sort: readonly string[]) => unknown[] = sortItems,
) {
  const matching = rawItems.filter((item) => matchesFilter(item, query.filter) && !leaveOut.has(String((item as { id: unknown }).id)));
  const sorted = sort(matching, query.sort ?? []);
  const start = query.offset ?? ((query.page ?? 1) - 1) * query.limit;
  return { ids: sorted.slice(start, start + query.limit).map((item) => (item as { id: unknown }).id), filterCount: matching.length };
}

/** The demo settings' default sort, as the build writes the first page in it. */
export const firstPageSort = '-date_created' as const;

/** A fetch that serves the static shop's files of `lang` (German unless given) from memory, counting the requests per path. */
export function staticFilesFetch(shop: Pick<DemoShop, 'file' | 'details'>, lang: Language = 'de') {
  const firstPage: StaticFirstPageFile = { sort: firstPageSort, page: createStaticCatalog(shop.file.products).query(emptyFilters(), firstPageSort, 0, shop.file.taxonomy) };
  const index = shopIndexFiles(shop.file.products);
  const files = new Map<string, unknown>([
    [staticIndexPath(lang), index.index],
    ...index.sorts.map((file) => [staticSortPath(lang, file.field), file] as const),
    [staticTaxonomyPath(lang), shop.file.taxonomy],
    [staticFirstPagePath(lang), firstPage],
  ]);
  for (const product of shop.file.products) files.set(productCardPath(lang, product.id)!, product);
  for (const detail of shop.details) {
    files.set(productDetailPath(lang, detail.slug)!, JSON.parse(productFileJson({ detail, related: relatedPicks(shop.file.products, detail) })));
  }
  const requests: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://shop.test').pathname;
    requests.push(path);
    return files.has(path)
      ? new Response(JSON.stringify(files.get(path)), { status: 200, headers: { 'Content-Type': 'application/json' } })
      : new Response('Not found', { status: 404 });
  }) as typeof fetch;
  return { fetchImpl, requests };
}
