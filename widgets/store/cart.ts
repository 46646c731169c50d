import { computed } from '@preact/signals-core';
import * as rules from '../core/cart.ts';
import { cartStorageKey, cartStorageVersion } from '../core/cart-storage.ts';
import { persistedSignal } from './persisted.ts';

/** The cart every widget shares: one module instance per page. */
export const cart = persistedSignal<rules.Cart>({
  key: cartStorageKey,
  version: cartStorageVersion,
  parse: rules.parseStoredCart,
  initial: () => rules.emptyCart(Date.now()),
  isEmpty: (value) => value.totalCount === 0,
});

export const cartCount = computed(() => cart.value.totalCount);

function newCartId(): string {
  // crypto.randomUUID needs a secure context; plain-http previews fall back to random digits.
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function addToCart(line: rules.NewCartLine): void {
  cart.value = rules.addToCart(cart.value, line, newCartId, Date.now());
}

export function changeCartCount(cartId: string, count: number): void {
  cart.value = rules.changeCount(cart.value, cartId, count, Date.now());
}

export function removeFromCart(cartId: string): void {
  cart.value = rules.removeFromCart(cart.value, cartId, Date.now());
}

export function resetCart(): void {
  cart.value = rules.emptyCart(Date.now());
}
