import { isReorderPossible } from '../../widgets/core/shop/selection.ts';
import type { PublicShopSettings } from '../../widgets/core/public-shop-settings.ts';
import { stockKeyFor } from '../../widgets/core/cart-shortage.ts';
import type { OrderableProduct, OrderableVariant } from './order-catalog.ts';

/**
 * What is left of one product (and variant) for the next order, by one rule for the order check
 * and the live stock answer: the catalog's figure minus what orders placed since hold, and
 * whether the shop orders more in (then the figure limits nothing). Pure.
 */

/** The pieces orders hold of a stock since the catalog stated `catalogStock` (order-store.ts). */
export type PiecesHeld = (key: string, catalogStock: number) => number;

/** Product and variant: what one stock figure belongs to (the cart's rule too, cart-shortage.ts). */
export const stockKey = stockKeyFor;

export interface StockLeft {
  key: string;
  /** Pieces left (0 or below: none). */
  stock: number;
  /** The shop orders more in, so the figure limits nothing. */
  orderable: boolean;
}

export function stockLeft(product: OrderableProduct, variant: OrderableVariant | null, settings: Pick<PublicShopSettings, 'purchase_to_order'>, piecesHeld: PiecesHeld): StockLeft {
  const key = stockKey(product.id, variant?.id ?? null);
  const catalogStock = variant?.stock ?? product.stock;
  const stock = catalogStock - piecesHeld(key, catalogStock);
  const reorder = isReorderPossible(variant ? variant.reorderPossible || product.reorderPossible : product.reorderPossible, stock);
  return { key, stock, orderable: settings.purchase_to_order && reorder };
}
