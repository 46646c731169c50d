import { isRecord } from '../shapes.ts';
import { isProductDetail, isProductSummary, isShopTaxonomy } from './shop-json.ts';
import { isSlug } from './slug.ts';
import { productSorts, type ProductSort } from '../catalog/shop-settings.ts';
import type { ItemId } from '../catalog/taxonomy.ts';
import type { Language } from '../languages.ts';
import type { ProductDetail, ProductPage, ProductSummary, ShopTaxonomy } from './types.ts';

const isProductSort = (value: unknown): value is ProductSort => (productSorts as readonly unknown[]).includes(value);

/**
 * The static shop's files, written by the build and read by the browser, each for what one view
 * shows: the taxonomy (filters, brands), the list's first page as the build prerendered it, one
 * file per product page (with its suggestions), and for a visitor who filters, sorts or pages the
 * compact index of every product (static-index.ts) and one card file per product the list shows.
 */

/**
 * Each language's shop has files of its own under `/data/shop/<lang>/`: names, descriptions and
 * the order of a sort by name differ by language, prices and stock do not.
 */
export const shopDataDirectory = (lang: Language) => `/data/shop/${lang}`;

/** `/data/shop/<lang>/taxonomy.json`: what the filters offer and the brands page lists (a ShopTaxonomy). */
export const staticTaxonomyPath = (lang: Language) => `${shopDataDirectory(lang)}/taxonomy.json`;

/** `/data/shop/<lang>/first-page.json`: the unfiltered list's first page in the settings' default sort, as prerendered. */
export interface StaticFirstPageFile {
  sort: ProductSort;
  page: ProductPage;
}

export const staticFirstPagePath = (lang: Language) => `${shopDataDirectory(lang)}/first-page.json`;

export function parseTaxonomy(json: unknown): ShopTaxonomy | null {
  return isShopTaxonomy(json) ? json : null;
}

export function parseFirstPage(json: unknown): StaticFirstPageFile | null {
  if (!isRecord(json) || !isProductSort(json.sort) || !isRecord(json.page) || !Array.isArray(json.page.products) || !isRecord(json.page.meta)) return null;
  const meta = json.page.meta;
  const counts = ['filter_count', 'result_count', 'limit', 'offset', 'page', 'page_count'].every((key) => Number.isSafeInteger(meta[key]));
  return counts && json.page.products.every(isProductSummary) ? { sort: json.sort, page: json.page as unknown as ProductPage } : null;
}

/** `/data/shop/<lang>/products/<slug>.json` (a ProductDetail); null for a slug no product can have. */
export function productDetailPath(lang: Language, slug: string): string | null {
  return isSlug(slug) ? `${shopDataDirectory(lang)}/products/${slug}.json` : null;
}

/** Ids that are a path segment as they are: Directus' numbers and uuids. */
const cardIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** `/data/shop/<lang>/cards/<id>.json`: one product as the list shows it (a ProductSummary); null for an id no path can hold. */
export function productCardPath(lang: Language, id: ItemId): string | null {
  const text = String(id);
  return cardIdPattern.test(text) ? `${shopDataDirectory(lang)}/cards/${text}.json` : null;
}

/** The card of product `id`; a card of another product (a stale or misplaced file) is refused like any broken file. */
export const parseProductCard = (id: ItemId) => (json: unknown): ProductSummary | null =>
  isProductSummary(json) && String(json.id) === String(id) ? json : null;

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
