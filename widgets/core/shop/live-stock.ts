import type { ProductDetail } from './types.ts';

/**
 * A product page's figures with the order service's live stock answer taken over: the build
 * stated the stock when the site was built, the answer also knows what sold since. A figure is
 * only ever lowered (a new count comes with the next build), and a piece the answer limits is not
 * ordered in. Pure; the answer's shape is order-service.ts's LiveStock.
 */

interface StockFigure {
  productId: string | number;
  variantId: string | number | null;
  /** null: the shop orders more in. */
  available: number | null;
}

/** The items a product page asks about: the product, or each of its variants. */
export function stockQuestionsOf(product: Pick<ProductDetail, 'id' | 'variants'>): Array<{ productId: string | number; variantId: string | number | null }> {
  return product.variants.length === 0 ? [{ productId: product.id, variantId: null }] : product.variants.map((variant) => ({ productId: product.id, variantId: variant.id }));
}

export function withLiveStock(product: ProductDetail, answer: readonly StockFigure[]): ProductDetail {
  const figureOf = (variantId: string | number | null) =>
    answer.find((figure) => String(figure.productId) === String(product.id) && String(figure.variantId ?? '') === String(variantId ?? ''))?.available;
  const lowered = <T extends { stock: number; reorderPossible: boolean }>(item: T, available: number | null | undefined): T =>
    available === null || available === undefined || available >= item.stock ? item : { ...item, stock: available, reorderPossible: false };
  if (product.variants.length === 0) return lowered(product, figureOf(null));
  return { ...product, variants: product.variants.map((variant) => lowered(variant, figureOf(variant.id))) };
}
