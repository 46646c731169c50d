import Decimal from 'decimal.js';
import { unitPriceOf, type UnitPrice } from '../catalog/net-quantity.ts';
import type { PriceRange } from '../catalog/price-range.ts';
import type { ItemId } from '../catalog/taxonomy.ts';
import { isPlainLine } from '../forms/plain-text.ts';
import { toMoney, type Money } from '../money.ts';
import type { ProductDetail, ProductSummary, ShopVariant } from './types.ts';

/**
 * What the shopper has chosen on a product page (spec §3 "Current product", §4 "Product
 * selection"), as pure functions: the detail view keeps one of these in its state.
 */
export interface ProductSelection {
  variant: ShopVariant | null;
  /** The price to pay for one piece; null while a variant is awaited or the product is on request. */
  priceBrutto: Money | null;
  stock: number;
  shippingTime: number | null;
  count: number;
  reorderPossible: boolean;
  /** Personalization field key → the shopper's value. */
  personalization: Record<string, string>;
}

/**
 * The working days until dispatch to state for the selection (Art. 246a § 1 Nr. 7 EGBGB: every
 * offer names its delivery time, whether or not the shop shows its stock): null while a variant is
 * awaited, or where the piece cannot be bought (sold out and not ordered in: it is requested instead).
 */
export function dispatchDaysOf(selection: Pick<ProductSelection, 'stock' | 'shippingTime' | 'reorderPossible'>, purchaseToOrder: boolean): number | null {
  const buyable = selection.stock > 0 || (purchaseToOrder && selection.reorderPossible);
  return buyable ? selection.shippingTime : null;
}

/** The unit price (§ 4 PAngV) of what is chosen: the variant's quantity, else the product's; null while no price is chosen. */
export function selectedUnitPrice(selection: Pick<ProductSelection, 'priceBrutto' | 'variant'>, product: Pick<ProductDetail, 'netQuantity'>): UnitPrice | null {
  return unitPriceOf(selection.priceBrutto, selection.variant?.netQuantity ?? product.netQuantity);
}

/** A variant's unit price: its own price and quantity, each taking the product's where it states none. */
export function variantUnitPrice(variant: Pick<ShopVariant, 'priceBrutto' | 'netQuantity'>, product: Pick<ProductDetail, 'priceBrutto' | 'netQuantity'>): UnitPrice | null {
  return unitPriceOf(variant.priceBrutto ?? product.priceBrutto, variant.netQuantity ?? product.netQuantity);
}

/** Spec §4: reorder is possible if the product (or variant) says so or its stock is 0 or lower. */
export function isReorderPossible(saysSo: boolean, stock: number): boolean {
  return saysSo || stock <= 0;
}

/**
 * Lowest and highest gross price of a product: its own and its active variants' prices; one value
 * when all agree (spec §9), null when nothing has a price ("on request").
 */
export function productPriceRange(product: Pick<ProductSummary, 'priceBrutto' | 'variantPrices'>): PriceRange | null {
  const prices = [product.priceBrutto, ...product.variantPrices].filter((price): price is Money => price !== null);
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => new Decimal(a).comparedTo(b));
  return { lowest: toMoney(sorted[0]!), highest: toMoney(sorted[sorted.length - 1]!) };
}

/**
 * The start of a visit to the product page. With variants, the choice is awaited: no price yet
 * (the range is shown). Without, the product's own price, stock and shipping time apply. Count 1.
 */
export function startSelection(product: ProductDetail): ProductSelection {
  const awaitingVariant = product.variants.length > 0;
  return {
    variant: null,
    priceBrutto: awaitingVariant ? null : product.priceBrutto,
    stock: product.stock,
    shippingTime: product.shippingTime,
    count: 1,
    reorderPossible: isReorderPossible(product.reorderPossible, product.stock),
    personalization: {},
  };
}

/**
 * The selection with the stock its product (or the chosen variant) states now: the live stock
 * answer (live-stock.ts) may lower the figures after the page showed the build's. The same
 * reorder rule as a fresh choice; what the shopper chose and typed stays.
 */
export function withCurrentStock(selection: ProductSelection, product: ProductDetail): ProductSelection {
  const variant = selection.variant ? (product.variants.find((candidate) => String(candidate.id) === String(selection.variant!.id)) ?? selection.variant) : null;
  const stock = variant ? variant.stock : product.stock;
  const reorderPossible = isReorderPossible(variant ? variant.reorderPossible || product.reorderPossible : product.reorderPossible, stock);
  if (variant === selection.variant && stock === selection.stock && reorderPossible === selection.reorderPossible) return selection;
  return { ...selection, variant, stock, reorderPossible };
}

/** Choosing a variant sets stock, price, count 1 and shipping time (a variant without its own price or time takes the product's). */
export function chooseVariant(selection: ProductSelection, product: ProductDetail, variantId: ItemId): ProductSelection {
  const variant = product.variants.find((candidate) => String(candidate.id) === String(variantId));
  if (!variant) return clearVariant(selection, product);
  return {
    ...selection,
    variant,
    priceBrutto: variant.priceBrutto ?? product.priceBrutto,
    stock: variant.stock,
    shippingTime: variant.shippingTime ?? product.shippingTime,
    count: 1,
    reorderPossible: isReorderPossible(variant.reorderPossible || product.reorderPossible, variant.stock),
  };
}

/** Clearing the choice resets what the variant set; the shopper's personalization stays. */
export function clearVariant(selection: ProductSelection, product: ProductDetail): ProductSelection {
  return { ...startSelection(product), personalization: selection.personalization };
}

/** A count is a whole number of at least 1; anything else keeps the previous count. */
export function changeSelectedCount(selection: ProductSelection, count: number): ProductSelection {
  return Number.isInteger(count) && count >= 1 ? { ...selection, count } : selection;
}

export function setPersonalizationValue(selection: ProductSelection, key: string, value: string): ProductSelection {
  return { ...selection, personalization: { ...selection.personalization, [key]: value } };
}

/** Why the product cannot go into the cart as chosen; null when it can. */
export type PurchaseBlock = 'choose-variant' | 'on-request' | 'out-of-stock' | 'personalization-missing' | 'personalization-characters' | 'too-many';

/**
 * Whether the current choice can be added to the cart. Out of stock blocks unless the shop sells
 * to order (purchase_to_order) and a reorder is possible; then any count may be ordered.
 */
export function purchaseBlock(selection: ProductSelection, product: ProductDetail, purchaseToOrder: boolean): PurchaseBlock | null {
  if (product.variants.length > 0 && !selection.variant) return 'choose-variant';
  if (selection.priceBrutto === null) return 'on-request';
  const orderable = purchaseToOrder && selection.reorderPossible;
  if (selection.stock <= 0 && !orderable) return 'out-of-stock';
  if (!orderable && selection.count > selection.stock) return 'too-many';
  const fields = product.personalization?.fields ?? [];
  if (fields.some((field) => field.required && !selection.personalization[field.key]?.trim())) return 'personalization-missing';
  // The order service refuses them too (check-order.ts): a typed engraving is one plain line (a
  // chosen option is the shop's own text, taken as it is).
  if (fields.some((field) => field.type !== 'select' && !isPlainLine(selection.personalization[field.key] ?? ''))) return 'personalization-characters';
  return null;
}

/** 'Request availability' is offered when the product cannot be bought at all: on request, or out of stock and not orderable. */
export function offersRequest(selection: ProductSelection, product: ProductDetail, purchaseToOrder: boolean): boolean {
  const block = purchaseBlock(selection, product, purchaseToOrder);
  if (block === 'on-request' || block === 'out-of-stock') return true;
  // Before a variant is chosen: a product whose every price is missing can only be requested.
  return block === 'choose-variant' && productPriceRange(product) === null;
}
