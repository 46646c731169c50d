import { isRecord } from '../shapes.ts';
import { isProductDetail, isProductSummary, isShopTaxonomy } from './shop-json.ts';
import { isSlug } from './slug.ts';
import type { ProductDetail, ProductSummary, ShopTaxonomy } from './types.ts';

/**
 * The static shop's files, written by the build and read by the browser: one catalog of every
 * published product (what the list filters, sorts and pages) and one file per product page.
 */

/** `/data/shop/catalog.json`: every published product's summary and the filters' taxonomy. */
export interface StaticCatalogFile {
  products: ProductSummary[];
  taxonomy: ShopTaxonomy;
}

export const staticCatalogPath = '/data/shop/catalog.json';

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
