import type { Result } from '../result.ts';
import type { Money } from '../money.ts';
import type { NetQuantity, UnitPriceRange } from '../catalog/net-quantity.ts';
import type { PersonalizationField, SizeGuide } from '../catalog/product.ts';
import type { ProductSafety } from '../catalog/product-safety.ts';
import type { ItemId, TaxonomyRef } from '../catalog/taxonomy.ts';
import type { ProductSort } from '../catalog/shop-settings.ts';

/**
 * The shop's client-side domain: what the shop widget shows and what both data sources (the
 * static catalog JSON and the live Directus API) return. Raw API shapes never get this far.
 */

/** Spec §9: product page size 20 (the live API is sent page index + 1). */
export const shopPageSize = 20;

/** An image ready for the browser: a processed file of the build, or an asset URL of the content service. */
export interface ShopImage {
  src: string;
  /** `srcset` candidates ("url 480w, url 960w"); empty when there is one size only. */
  srcset: string;
  width: number;
  height: number;
  alt: string;
}

/** A product as the list shows it and filters it (spec §3, product list fields). */
export interface ProductSummary {
  id: ItemId;
  slug: string;
  displayName: string;
  image: ShopImage | null;
  manufacturer: TaxonomyRef | null;
  category: TaxonomyRef | null;
  subcategoryIds: ItemId[];
  /** Tag slugs (the filter is "tags contains"). */
  tags: string[];
  /** The product's values per attribute group id. */
  attributes: Array<{ groupId: ItemId; values: string[] }>;
  stock: number;
  /** Gross price; null is "on request". */
  priceBrutto: Money | null;
  /** Gross prices of the active variants that have one (for the "from … to …" range). */
  variantPrices: Money[];
  /** The unit price (§ 4 PAngV) of the product, or of its variants as a range; null for goods sold by the piece. */
  unitPrice: UnitPriceRange | null;
  /** Star ratings (1–5) of the product's reviews. */
  ratings: number[];
  /** ISO date, for the "newest" sort. */
  dateCreated: string;
}

export interface ShopVariant {
  id: ItemId;
  displayName: string;
  /** null: the product's price applies. */
  priceBrutto: Money | null;
  stock: number;
  referenceNumberSuffix: string;
  /** null: the product's shipping time applies. */
  shippingTime: number | null;
  reorderPossible: boolean;
  /** null: the product's net quantity applies. */
  netQuantity: NetQuantity | null;
}

export interface ShopReview {
  id: ItemId;
  rating: number;
  author: string;
  comment: string;
  dateCreated: string;
}

/** A product's page (spec §3, product detail fields). */
export interface ProductDetail extends ProductSummary {
  referenceNumber: string;
  /** Sanitized HTML. */
  descriptionHtml: string;
  images: ShopImage[];
  /** Attribute groups with their names, for the detail's attribute table. */
  attributeTable: Array<{ group: string; values: string[] }>;
  /** Tags with display names. */
  tagLabels: Array<{ slug: string; displayName: string }>;
  /** Subcategories with display names (a ring's "Trauringe"), shown beside its category: words shoppers search for. */
  subcategoryLabels: Array<{ slug: string; displayName: string }>;
  reorderPossible: boolean;
  shippingTime: number | null;
  /** What one piece holds, for the unit price of the chosen offer; null for goods sold by the piece. */
  netQuantity: NetQuantity | null;
  /** The maker's addresses and the product's warnings (GPSR Art. 19). */
  safety: ProductSafety;
  /** Holds batteries: the page points to their take-back (BattDG). */
  containsBatteries: boolean;
  /** The label of the variant choice ('Variante' when the product names none). */
  variantDisplayName: string;
  /** Active variants only. */
  variants: ShopVariant[];
  personalization: { id: ItemId; displayName: string; fields: PersonalizationField[] } | null;
  sizeGuide: SizeGuide | null;
  reviews: ShopReview[];
}

export interface ShopManufacturer extends TaxonomyRef {
  /** Sanitized HTML. */
  descriptionHtml: string;
}

/** Everything the filters offer; small, loaded once. */
export interface ShopTaxonomy {
  categories: TaxonomyRef[];
  manufacturers: ShopManufacturer[];
  subcategories: Array<TaxonomyRef & { categoryId: ItemId }>;
  tags: Array<{ slug: string; displayName: string }>;
  /** `valueLabels`: a value's name in the page's language where it differs; the value itself is the filter's key. */
  attributeGroups: Array<{ id: ItemId; displayName: string; values: string[]; valueLabels: Record<string, string> }>;
  /** Lowest and highest published product price (spec §7: all published products' price_brutto); null without prices. */
  priceBounds: { lowest: Money; highest: Money } | null;
}

/**
 * The list's filter state (spec §3 "Shop filter state"), as the URL's query string carries it.
 * Slugs where a person reads the URL; attribute values as the content service spells them.
 */
export interface ShopFilters {
  /** Words the shopper searches the products for (the site search's index); null lists every product. */
  query: string | null;
  category: string | null;
  manufacturers: string[];
  subcategories: string[];
  /** Attribute group id (as a string) → chosen values; a product must match every group, any value within one. */
  attributes: Record<string, string[]>;
  tag: string | null;
  /** Inclusive gross price bounds; null is open. Products on request drop out while either is set. */
  priceMin: Money | null;
  priceMax: Money | null;
  /** null: the shop settings' default_sort. */
  sort: ProductSort | null;
  /** 0-based index of the last page shown ('show more' adds one). */
  page: number;
}

/** Spec §7 meta: result_count, filter_count, limit, offset, page, page_count. */
export interface ProductPageMeta {
  filter_count: number;
  result_count: number;
  limit: number;
  offset: number;
  /** 1-based, as the API counts. */
  page: number;
  page_count: number;
}

export interface ProductPage {
  products: ProductSummary[];
  meta: ProductPageMeta;
}

/**
 * A failed fetch, judged by the spec's page-data rules (§8): 404 or a malformed answer is
 * 'not-found', anything else after the retries 'error'. The message is shown translated.
 */
export type ShopFetchResult<T> = Result<T, { kind: 'not-found' | 'error'; error: string }>;

/**
 * The list's order: a sort of the shop's, or, only while the shopper searches for words, the
 * search's own ranking (best match first).
 */
export type ListSort = ProductSort | 'relevance';

/** The shop's data, from the static catalog or the live API; identical answers for identical questions. */
export interface ShopSource {
  readonly kind: 'static' | 'live';
  taxonomy(): Promise<ShopFetchResult<ShopTaxonomy>>;
  /** One page (0-based `pageIndex`) of the products matching `filters`, in `sort` order. */
  listProducts(filters: ShopFilters, sort: ListSort, pageIndex: number): Promise<ShopFetchResult<ProductPage>>;
  productBySlug(slug: string): Promise<ShopFetchResult<ProductDetail>>;
  /**
   * Up to `limit` other published products for "you may also like" on this product's page, never
   * the product itself: the build's picks (static), or random ones (live).
   */
  relatedProducts(product: Pick<ProductDetail, 'id' | 'slug'>, limit: number): Promise<ShopFetchResult<ProductSummary[]>>;
}
