import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { OrderCatalog } from './order-catalog.ts';
import { stockLeft, type PiecesHeld } from './stock-left.ts';

/**
 * The live stock answer (POST /ecom/stock): what is left of the products and variants a page
 * shows or a cart holds, as the next order would find it. The build's figures are the retailer's
 * count when the site was built; this answer also knows what sold since, so the product page and
 * the cart stop offering a piece that is gone before the shopper reaches the order button. Pure.
 */

/** The most items one question may name: a full cart. */
export const maxStockQuestions = 50;

interface StockLine {
  product_id: string | number;
  variant_id: string | number | null;
  /** Pieces left for an order; null where the shop orders more in (no limit). */
  available: number | null;
}

/** The answer for each item the catalog sells (unknown products and variants are left out). */
export function stockAnswer(body: UnknownRecord, catalog: OrderCatalog | null, piecesHeld: PiecesHeld): StockLine[] {
  if (!catalog) return [];
  const items = Array.isArray(body.items) ? body.items : [];
  return items.flatMap((item: UnknownRecord): StockLine[] => {
    const product = catalog.products.get(String(item.product_id));
    if (!product) return [];
    const variantId = item.variant_id ?? null;
    const variant = variantId === null ? null : product.variants.find((candidate) => String(candidate.id) === String(variantId) && candidate.active);
    if (variant === undefined) return [];
    const left = stockLeft(product, variant, catalog.settings, piecesHeld);
    return [{ product_id: product.id, variant_id: variant?.id ?? null, available: left.orderable ? null : Math.max(left.stock, 0) }];
  });
}
