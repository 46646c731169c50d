import { isOrderable, type Cart, type CartLine, type UnavailableReason } from './cart.ts';

/**
 * What of the cart can be ordered, for the cart page's "Zur Kasse" and the checkout: the lines
 * the last check against the product data did not flag (cart-reconcile.ts). The checkout goes
 * ahead only without blockers; the shopper removes a flagged line first.
 */

export interface CartBlocker {
  cartId: string;
  name: string;
  reason: UnavailableReason;
}

export function orderableLines(cart: Cart): CartLine[] {
  return cart.products.filter(isOrderable);
}

export function cartBlockers(cart: Cart): CartBlocker[] {
  return cart.products
    .filter((line) => !isOrderable(line))
    .map((line) => ({ cartId: line.cartId, name: line.product.display_name, reason: line.unavailable! }));
}
