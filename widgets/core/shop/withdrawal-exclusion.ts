import { filledPersonalization, type CartLine } from '../cart.ts';
import type { ProductDetail } from './types.ts';

/**
 * Goods made to the shopper's specification (engraved, personalized) have no right of withdrawal
 * (§ 312g Abs. 2 Nr. 1 BGB, the shop's AGB § 8), and a shopper must learn so where they are
 * bought: on the product page before the choice, in the cart and above the order button after it.
 */

/** The product page says so when the product can be personalized at all. */
export function offersPersonalization(product: Pick<ProductDetail, 'personalization'>): boolean {
  return (product.personalization?.fields.length ?? 0) > 0;
}

/** A line is excluded once the shopper filled in at least one of its personalization fields. */
export function isExcludedFromWithdrawal(line: Pick<CartLine, 'personalization'>): boolean {
  return filledPersonalization(line.personalization).length > 0;
}
