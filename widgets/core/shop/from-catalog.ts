import Decimal from 'decimal.js';
import type { Catalog } from '../catalog/catalog.ts';
import { unitPriceRangeOf, type NetQuantity, type UnitPriceRange } from '../catalog/net-quantity.ts';
import type { Product } from '../catalog/product.ts';
import { valueOrder } from '../catalog/value-order.ts';
import { wrapTables } from '../wrap-tables.ts';
import type { Rating } from '../catalog/rating.ts';
import type { AttributeGroupWithValues, Category, ItemId, Manufacturer, Subcategory, Tag, TaxonomyRef } from '../catalog/taxonomy.ts';
import type { Money } from '../money.ts';
import type { ProductDetail, ProductSummary, ShopImage, ShopReview, ShopTaxonomy } from './types.ts';

/**
 * From the build's domain (a validated Product, the Catalog) to what the shop shows. Pure: the
 * images arrive resolved (the build processes files; the live source links the content
 * service's assets) and HTML is sanitized by the function the caller passes in. Both sources
 * use these functions, so a product reads the same whichever one answers.
 */

export type SanitizeHtml = (html: string) => string;

const refOf = ({ id, displayName, slug }: TaxonomyRef): TaxonomyRef => ({ id, displayName, slug });

type AttributeRow = { attributeGroup: { id: ItemId; displayName: string }; displayValues: readonly string[] };

/** A product's values per attribute group; rows of one group are merged, empty groups dropped. */
function attributesByGroup(product: { attributes: readonly AttributeRow[] }): Array<{ groupId: ItemId; displayName: string; values: string[] }> {
  const groups = new Map<string, { groupId: ItemId; displayName: string; values: string[] }>();
  for (const { attributeGroup, displayValues } of product.attributes) {
    const key = String(attributeGroup.id);
    const group = groups.get(key) ?? { groupId: attributeGroup.id, displayName: attributeGroup.displayName, values: [] };
    group.values = [...new Set([...group.values, ...displayValues])];
    groups.set(key, group);
  }
  return [...groups.values()].filter((group) => group.values.length > 0);
}

/** ProductSummary.attributes of a product's attribute rows (the live list reshapes its rows with it). */
export function summaryAttributes(attributes: readonly AttributeRow[]): ProductSummary['attributes'] {
  return attributesByGroup({ attributes }).map(({ groupId, values }) => ({ groupId, values }));
}

const activeVariants = (product: Pick<Product, 'variants'>) => product.variants.filter((variant) => variant.active);

type Offered = { priceBrutto: Money | null; netQuantity: NetQuantity | null };

/**
 * The unit price a list shows for a product: of each active variant (taking the product's price
 * and quantity where it states none), or of the product itself when it has no variants. The live
 * list reshapes its items with it too.
 */
export function summaryUnitPrice(product: Offered & { variants: ReadonlyArray<Offered & { active: boolean }> }): UnitPriceRange | null {
  const active = product.variants.filter((variant) => variant.active);
  const offers = active.length > 0 ? active : [product];
  return unitPriceRangeOf(offers.map((offer) => ({ price: offer.priceBrutto ?? product.priceBrutto, quantity: offer.netQuantity ?? product.netQuantity })));
}

export function toProductSummary(product: Product, image: ShopImage | null): ProductSummary {
  return {
    id: product.id,
    slug: product.slug,
    displayName: product.displayName,
    image,
    manufacturer: product.manufacturer && refOf(product.manufacturer),
    category: product.category && refOf(product.category),
    subcategoryIds: product.subcategories.map((subcategory) => subcategory.id),
    tags: product.tags.map((tag) => tag.slug),
    attributes: summaryAttributes(product.attributes),
    stock: product.stock,
    priceBrutto: product.priceBrutto,
    variantPrices: activeVariants(product)
      .map((variant) => variant.priceBrutto)
      .filter((price): price is Money => price !== null),
    unitPrice: summaryUnitPrice(product),
    ratings: product.ratings.map((entry) => entry.rating),
    dateCreated: product.dateCreated,
  };
}

/** Reviews newest first; reviews of one moment by id, so every source lists them alike. */
function newestFirst(a: Pick<Rating, 'id' | 'dateCreated'>, b: Pick<Rating, 'id' | 'dateCreated'>): number {
  if (a.dateCreated !== b.dateCreated) return a.dateCreated < b.dateCreated ? 1 : -1;
  const [idA, idB] = [Number(a.id), Number(b.id)];
  if (Number.isFinite(idA) && Number.isFinite(idB)) return idA - idB;
  return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0;
}

const reviewOf = ({ id, rating, author, comment, dateCreated }: Rating): ShopReview => ({ id, rating, author, comment, dateCreated });

/**
 * A product's page. The attribute table follows the taxonomy's order of groups (the filter's
 * order), so every product page lists Material before Farbe; a group unknown to the taxonomy
 * comes last.
 */
export function toProductDetail(
  product: Product,
  images: ShopImage[],
  sanitizeHtml: SanitizeHtml,
  taxonomy: { attributeGroups: ReadonlyArray<{ id: ItemId }> },
): ProductDetail {
  const groupOrder = new Map(taxonomy.attributeGroups.map((group, index) => [String(group.id), index]));
  const rank = (groupId: ItemId) => groupOrder.get(String(groupId)) ?? Number.MAX_SAFE_INTEGER;
  const labelsOf = new Map(product.attributes.map(({ attributeGroup }) => [String(attributeGroup.id), attributeGroup.valueLabels ?? {}]));
  const reviews = [...product.ratings].sort(newestFirst).map(reviewOf);
  return {
    ...toProductSummary(product, images[0] ?? null),
    ratings: reviews.map((review) => review.rating),
    referenceNumber: product.referenceNumber,
    descriptionHtml: product.description ? wrapTables(sanitizeHtml(product.description)) : '',
    images,
    attributeTable: attributesByGroup(product)
      .sort((a, b) => rank(a.groupId) - rank(b.groupId))
      .map(({ groupId, displayName, values }) => ({ group: displayName, values: values.map((value) => labelsOf.get(String(groupId))?.[value] ?? value) })),
    tagLabels: product.tags.map(({ slug, displayName }) => ({ slug, displayName })),
    subcategoryLabels: product.subcategories.map(({ slug, displayName }) => ({ slug, displayName })),
    reorderPossible: product.reorderPossible,
    shippingTime: product.shippingTime,
    netQuantity: product.netQuantity,
    safety: {
      manufacturer: product.safety.manufacturer && { ...product.safety.manufacturer, postalAddress: [...product.safety.manufacturer.postalAddress] },
      euResponsiblePerson: [...product.safety.euResponsiblePerson],
      safetyInformation: [...product.safety.safetyInformation],
    },
    containsBatteries: product.containsBatteries,
    variantDisplayName: product.variantDisplayName,
    variants: activeVariants(product).map(({ id, displayName, priceBrutto, stock, referenceNumberSuffix, shippingTime, reorderPossible, netQuantity }) => ({
      id,
      displayName,
      priceBrutto,
      stock,
      referenceNumberSuffix,
      shippingTime,
      reorderPossible,
      netQuantity,
    })),
    personalization: product.personalization && {
      id: product.personalization.id,
      displayName: product.personalization.displayName,
      fields: product.personalization.fields.map((field) => ({ ...field, options: [...field.options] })),
    },
    sizeGuide: product.sizeGuide && { displayName: product.sizeGuide.displayName, table: product.sizeGuide.table.map((row) => [...row]) },
    reviews,
  };
}

/** Lowest and highest of the given gross prices (on-request products have none), compared exactly. */
function priceBoundsOf(prices: ReadonlyArray<Money | null>): ShopTaxonomy['priceBounds'] {
  const known = prices.filter((price): price is Money => price !== null);
  if (known.length === 0) return null;
  let [lowest, highest] = [known[0]!, known[0]!];
  for (const price of known) {
    if (new Decimal(price).lessThan(lowest)) lowest = price;
    if (new Decimal(price).greaterThan(highest)) highest = price;
  }
  return { lowest, highest };
}

/** The entries the filters offer, as the build (or the live source) accepted them. */
export interface TaxonomyParts {
  categories: readonly Category[];
  manufacturers: readonly Manufacturer[];
  subcategories: readonly Subcategory[];
  tags: readonly Tag[];
  attributeGroups: readonly AttributeGroupWithValues[];
}

export function shopTaxonomyOf(parts: TaxonomyParts, prices: ReadonlyArray<Money | null>, sanitizeHtml: SanitizeHtml): ShopTaxonomy {
  return {
    categories: parts.categories.map(refOf),
    manufacturers: parts.manufacturers.map((manufacturer) => ({
      ...refOf(manufacturer),
      descriptionHtml: manufacturer.description ? wrapTables(sanitizeHtml(manufacturer.description)) : '',
    })),
    subcategories: parts.subcategories.map((subcategory) => ({ ...refOf(subcategory), categoryId: subcategory.categoryId })),
    tags: parts.tags.map(({ slug, displayName }) => ({ slug, displayName })),
    attributeGroups: parts.attributeGroups.map(({ id, displayName, values, valueLabels = {} }) => ({
      id,
      displayName,
      // In the order of what the shopper reads: "Navy" is not where "Dunkelblau" was.
      values: [...values].sort((a, b) => valueOrder.compare(valueLabels[a] ?? a, valueLabels[b] ?? b)),
      valueLabels: Object.fromEntries(values.flatMap((value) => (valueLabels[value] ? [[value, valueLabels[value]]] : []))),
    })),
    priceBounds: priceBoundsOf(prices),
  };
}

/** The shop's taxonomy of the build's catalog; the price bounds are those of its products (spec §7). */
export function toShopTaxonomy(catalog: Catalog, sanitizeHtml: SanitizeHtml): ShopTaxonomy {
  return shopTaxonomyOf(catalog, catalog.products.map((product) => product.priceBrutto), sanitizeHtml);
}
