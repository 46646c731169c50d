import { isRecord } from '../shapes.ts';
import { isProductDetail, isProductSummary, isShopTaxonomy } from './shop-json.ts';
import { isSlug } from './slug.ts';
import { productSorts, type ProductSort } from '../catalog/shop-settings.ts';
import type { ProductDetail, ProductPage, ProductSummary, ShopTaxonomy } from './types.ts';

const isProductSort = (value: unknown): value is ProductSort => (productSorts as readonly unknown[]).includes(value);

/**
 * The static shop's files, written by the build and read by the browser, each for what one view
 * shows: the taxonomy (filters, brands), the list's first page as the build prerendered it, one
 * file per product page (with its suggestions), and the catalog of every published product, which
 * only a visitor who filters, sorts or pages needs.
 */

/** `/data/shop/catalog.json`: every published product's summary and the filters' taxonomy. */
export interface StaticCatalogFile {
  products: ProductSummary[];
  taxonomy: ShopTaxonomy;
}

export const staticCatalogPath = '/data/shop/catalog.json';

/** `/data/shop/taxonomy.json`: what the filters offer and the brands page lists (a ShopTaxonomy). */
export const staticTaxonomyPath = '/data/shop/taxonomy.json';

/** `/data/shop/first-page.json`: the unfiltered list's first page in the settings' default sort, as prerendered. */
export interface StaticFirstPageFile {
  sort: ProductSort;
  page: ProductPage;
}

export const staticFirstPagePath = '/data/shop/first-page.json';

export function parseTaxonomy(json: unknown): ShopTaxonomy | null {
  return isShopTaxonomy(json) ? json : null;
}

export function parseFirstPage(json: unknown): StaticFirstPageFile | null {
  if (!isRecord(json) || !isProductSort(json.sort) || !isRecord(json.page) || !Array.isArray(json.page.products) || !isRecord(json.page.meta)) return null;
  const meta = json.page.meta;
  const counts = ['filter_count', 'result_count', 'limit', 'offset', 'page', 'page_count'].every((key) => Number.isSafeInteger(meta[key]));
  return counts && json.page.products.every(isProductSummary) ? { sort: json.sort, page: json.page as unknown as ProductPage } : null;
}

/** `/data/shop/products/<slug>.json` (a ProductDetail); null for a slug no product can have. */
export function productDetailPath(slug: string): string | null {
  return isSlug(slug) ? `/data/shop/products/${slug}.json` : null;
}

export function parseStaticCatalog(json: unknown): StaticCatalogFile | null {
  if (!isRecord(json) || !Array.isArray(json.products) || !isShopTaxonomy(json.taxonomy)) return null;
  return json.products.every(isProductSummary) ? { products: json.products, taxonomy: json.taxonomy } : null;
}

export function parseProductDetail(json: unknown): ProductDetail | null {
  return isProductDetail(json) ? json : null;
}

/** A product page's file: the product, and the other products its page suggests (chosen by the build). */
export interface StaticProductFile {
  detail: ProductDetail;
  related: ProductSummary[];
}

export function productFileJson({ detail, related }: StaticProductFile): string {
  return JSON.stringify({ ...detail, related });
}

export function parseProductFile(json: unknown): StaticProductFile | null {
  if (!isRecord(json) || !Array.isArray(json.related) || !json.related.every(isProductSummary)) return null;
  const { related, ...detail } = json;
  return isProductDetail(detail) ? { detail, related: related as ProductSummary[] } : null;
}
