import { dispatchDaysOf, type ProductSelection } from './selection.ts';

/** One part of the availability line: a translation key, with the count it names where it has one. */
export type AvailabilityPart =
  | { key: 'shop.inStock'; count: number }
  | { key: 'shop.reorder' | 'shop.outOfStock' }
  /** Counted in working days; its key has plural forms (shippingTime_one / _other). */
  | { key: 'shop.shippingTime'; count: number };

/**
 * What a product's page says about its availability: the stock where the shop shows it
 * (show_stock), and the delivery time wherever the piece can be bought, whether or not the stock
 * is shown (Art. 246a § 1 Nr. 7 EGBGB). The build's product page and the router's purchase box
 * write the same line from these parts. Empty: nothing to say.
 */
export function availabilityParts(
  selection: Pick<ProductSelection, 'stock' | 'shippingTime' | 'reorderPossible'>,
  settings: { showStock: boolean; purchaseToOrder: boolean },
): AvailabilityPart[] {
  const { stock, reorderPossible } = selection;
  const stockPart: AvailabilityPart = stock > 0 ? { key: 'shop.inStock', count: stock } : { key: reorderPossible ? 'shop.reorder' : 'shop.outOfStock' };
  const dispatchDays = dispatchDaysOf(selection, settings.purchaseToOrder);
  return [...(settings.showStock ? [stockPart] : []), ...(dispatchDays !== null ? [{ key: 'shop.shippingTime' as const, count: dispatchDays }] : [])];
}
