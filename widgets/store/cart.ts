import { computed, signal } from '@preact/signals-core';
import * as rules from '../core/cart.ts';
import { reconcileCart, type CartNotice, type ProductLookup } from '../core/cart-reconcile.ts';
import { applyShortages, stockKeyFor, stockLeftOf, type CartShortage } from '../core/cart-shortage.ts';
import type { Result } from '../core/result.ts';
import type { LiveStock } from '../content/order-service-wire.ts';
import { cartStorageKey, cartStorageVersion } from '../core/cart-storage.ts';
import { parseStoredCart } from '../core/cart-stored.ts';
import type { ProductDetail, ShopFetchResult } from '../core/shop/types.ts';
import { persistedSignal } from './persisted.ts';

/**
 * The cart every widget shares: one module instance per page. Its lines carry what the last
 * check against the product data found (`maxCount`, `unavailable`), so the checkout reads the
 * same verdict through core/cart-orderable.ts (orderableLines, cartBlockers).
 */
export const cart = persistedSignal<rules.Cart>({
  key: cartStorageKey,
  version: cartStorageVersion,
  parse: parseStoredCart,
  initial: () => rules.emptyCart(Date.now()),
  isEmpty: (value) => value.products.length === 0,
});

export const cartCount = computed(() => cart.value.totalCount);

/**
 * Where this page's check of the cart against the product data stands, and what it changed
 * (prices, counts) for the shopper to see. Not stored: the next page load checks afresh.
 */
export interface CartReview {
  status: 'unchecked' | 'checking' | 'checked' | 'incomplete';
  notices: CartNotice[];
}

export const cartReview = signal<CartReview>({ status: 'unchecked', notices: [] });

function newCartId(): string {
  // crypto.randomUUID needs a secure context; plain-http previews fall back to random digits.
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Adds a purchase; says how many pieces went in (fewer than asked once the line reached its
 * limit), how many of it the cart now holds, and whether the cart was full (rules.maxCartLines
 * different purchases: then nothing went in).
 */
export function addToCart(line: rules.NewCartLine): { added: number; inCart: number; cartFull: boolean } {
  const before = cart.value.totalCount;
  const cartFull = !rules.hasRoomFor(cart.value, line);
  cart.value = rules.addToCart(cart.value, line, newCartId, Date.now());
  const inCart = cart.value.products.find((candidate) => rules.isSamePurchase(candidate, line))?.count ?? 0;
  return { added: cart.value.totalCount - before, inCart, cartFull };
}

export function changeCartCount(cartId: string, count: number): void {
  cart.value = rules.changeCount(cart.value, cartId, count, Date.now());
}

export function removeFromCart(cartId: string): void {
  cart.value = rules.removeFromCart(cart.value, cartId, Date.now());
}

export function resetCart(): void {
  cart.value = rules.emptyCart(Date.now());
  cartReview.value = { status: 'unchecked', notices: [] };
}

/**
 * What the order service said is left (stock key → pieces) since this page loaded: the product
 * data comes from the build and does not know what sold since, so its figures are capped by these.
 */
const stockLeft = new Map<string, number>();

/** Takes over the order service's word on the stock (a refused order): lines lowered or flagged, and reported. */
export function takeShortages(shortages: readonly CartShortage[]): void {
  for (const [key, available] of stockLeftOf(cart.value, shortages)) stockLeft.set(key, available);
  const { cart: mended, notices } = applyShortages(cart.value, shortages, Date.now());
  cart.value = mended;
  cartReview.value = { ...cartReview.value, notices: [...cartReview.value.notices, ...notices] };
}

/** Asks the order service what is left of these products and variants (the live stock answer). */
export type AskStock = (items: Array<{ productId: string | number; variantId: string | number | null }>) => Promise<Result<LiveStock[]>>;

/** Takes over the live stock answer: a figure where the shop does not order more in, no limit where it does. */
function takeLiveStock(answer: readonly LiveStock[]): void {
  for (const { productId, variantId, available } of answer) {
    const key = stockKeyFor(productId, variantId);
    if (available === null) stockLeft.delete(key);
    else stockLeft.set(key, available);
  }
}

/**
 * Checks every line against its product's data (one load per product) and, where `askStock` is
 * given, against what the order service says is left (the build's figures do not know what sold
 * since; without an answer they stand), and takes over what they say. The lines are matched again
 * after the loads, so a count changed meanwhile stays.
 */
export async function reviewCart(loadProduct: (slug: string) => Promise<ShopFetchResult<ProductDetail>>, purchaseToOrder: boolean, askStock?: AskStock): Promise<void> {
  const slugs = [...new Set(cart.value.products.map((line) => line.product.slug).filter((slug): slug is string => Boolean(slug)))];
  const items = [...new Map(cart.value.products.map((line) => [stockKeyFor(line.product.id, line.variant?.id ?? null), { productId: line.product.id, variantId: line.variant?.id ?? null }])).values()];
  cartReview.value = { ...cartReview.value, status: 'checking' };
  const live = askStock && items.length > 0 ? askStock(items).catch(() => null) : Promise.resolve(null);
  const answers = await Promise.all(
    slugs.map(async (slug): Promise<[string, ProductLookup]> => {
      try {
        const result = await loadProduct(slug);
        if (result.ok) return [slug, { status: 'found', product: result.value }];
        return [slug, result.kind === 'not-found' ? { status: 'gone' } : { status: 'unknown' }];
      } catch {
        return [slug, { status: 'unknown' }];
      }
    }),
  );
  const lookups = new Map(answers);
  const stock = await live;
  if (stock?.ok) takeLiveStock(stock.value);
  const { cart: reconciled, notices } = reconcileCart(cart.value, lookups, purchaseToOrder, Date.now(), stockLeft);
  cart.value = reconciled;
  const incomplete = answers.some(([, lookup]) => lookup.status === 'unknown');
  cartReview.value = { status: incomplete ? 'incomplete' : 'checked', notices: [...cartReview.value.notices, ...notices] };
}
