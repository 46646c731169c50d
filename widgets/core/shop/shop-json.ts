import { isFiniteNumber, isNonNegativeInteger, isRecord, type UnknownRecord } from '../shapes.ts';
import { isNetQuantity } from '../catalog/net-quantity.ts';
import type { ItemId } from '../catalog/taxonomy.ts';
import type { ProductDetail, ProductSummary, ShopImage, ShopTaxonomy } from './types.ts';

/**
 * Type guards for the shop's JSON files: a file that a half-finished deploy, a proxy or an old
 * cache served in another shape is refused as a whole (the caller shows "not found"), instead of
 * letting a missing field crash the list in the middle of rendering.
 */

const isString = (value: unknown): value is string => typeof value === 'string';
const isItemId = (value: unknown): value is ItemId => (isString(value) && value !== '') || isFiniteNumber(value);
/** Money as the build writes it (toMoney: "1290.00"); a regex, since a catalog holds thousands of prices. */
const isMoneyText = (value: unknown): value is string => isString(value) && /^\d{1,15}(\.\d{1,4})?$/.test(value);
const orNull = <T>(guard: (value: unknown) => value is T) => (value: unknown): value is T | null => value === null || guard(value);
const listOf = <T>(guard: (value: unknown) => value is T) => (value: unknown): value is T[] => Array.isArray(value) && value.every(guard);
const isStringList = listOf(isString);
const isStringMap = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every(isString);

type Shape = Record<string, (value: unknown) => boolean>;
const hasShape = (value: unknown, shape: Shape): value is UnknownRecord =>
  isRecord(value) && Object.entries(shape).every(([key, guard]) => guard(value[key]));
const shaped = <T>(shape: Shape) => (value: unknown): value is T => hasShape(value, shape);

const isRef = shaped<{ id: ItemId; displayName: string; slug: string }>({ id: isItemId, displayName: isString, slug: isString });

const isImage = shaped<ShopImage>({ src: isString, srcset: isString, width: isFiniteNumber, height: isFiniteNumber, alt: isString });

const summaryShape: Shape = {
  id: isItemId,
  slug: isString,
  displayName: isString,
  image: orNull(isImage),
  manufacturer: orNull(isRef),
  category: orNull(isRef),
  subcategoryIds: listOf(isItemId),
  tags: isStringList,
  attributes: listOf(shaped({ groupId: isItemId, values: isStringList })),
  stock: isFiniteNumber,
  priceBrutto: orNull(isMoneyText),
  variantPrices: listOf(isMoneyText),
  unitPrice: orNull(shaped({ lowest: isMoneyText, highest: isMoneyText, per: (value) => ['kg', 'l', 'm', 'm2', 'm3'].includes(value as string) })),
  ratings: listOf(isFiniteNumber),
  dateCreated: isString,
};

export const isProductSummary = shaped<ProductSummary>(summaryShape);

const isVariant = shaped({
  id: isItemId,
  displayName: isString,
  priceBrutto: orNull(isMoneyText),
  stock: isFiniteNumber,
  referenceNumberSuffix: isString,
  shippingTime: orNull(isNonNegativeInteger as (value: unknown) => value is number),
  reorderPossible: (value) => typeof value === 'boolean',
  netQuantity: orNull(isNetQuantity),
});

const isPersonalizationField = shaped({
  key: isString,
  label: isString,
  type: (value) => value === 'text' || value === 'select',
  maxLength: orNull(isNonNegativeInteger as (value: unknown) => value is number),
  required: (value) => typeof value === 'boolean',
  options: isStringList,
});

export const isProductDetail = shaped<ProductDetail>({
  ...summaryShape,
  referenceNumber: isString,
  descriptionHtml: isString,
  images: listOf(isImage),
  attributeTable: listOf(shaped({ group: isString, values: isStringList })),
  tagLabels: listOf(shaped({ slug: isString, displayName: isString })),
  subcategoryLabels: listOf(shaped({ slug: isString, displayName: isString })),
  reorderPossible: (value) => typeof value === 'boolean',
  shippingTime: orNull(isNonNegativeInteger as (value: unknown) => value is number),
  netQuantity: orNull(isNetQuantity),
  safety: shaped({
    manufacturer: orNull(shaped({ name: isString, postalAddress: isStringList, electronicAddress: isString })),
    euResponsiblePerson: isStringList,
    safetyInformation: isStringList,
  }),
  containsBatteries: (value) => typeof value === 'boolean',
  variantDisplayName: isString,
  variants: listOf(isVariant),
  personalization: orNull(shaped({ id: isItemId, displayName: isString, fields: listOf(isPersonalizationField) })),
  sizeGuide: orNull(shaped({ displayName: isString, table: listOf(isStringList) })),
  reviews: listOf(shaped({ id: isItemId, rating: isFiniteNumber, author: isString, comment: isString, dateCreated: isString })),
});

export const isShopTaxonomy = shaped<ShopTaxonomy>({
  categories: listOf(isRef),
  manufacturers: listOf(shaped({ id: isItemId, displayName: isString, slug: isString, descriptionHtml: isString })),
  subcategories: listOf(shaped({ id: isItemId, displayName: isString, slug: isString, categoryId: isItemId })),
  tags: listOf(shaped({ slug: isString, displayName: isString })),
  attributeGroups: listOf(shaped({ id: isItemId, displayName: isString, values: isStringList, valueLabels: isStringMap })),
  priceBounds: orNull(shaped({ lowest: isMoneyText, highest: isMoneyText })),
});
