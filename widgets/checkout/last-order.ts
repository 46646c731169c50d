import { parseStoredPlacedOrder, type PlacedOrderSummary } from '../core/checkout/placed-order.ts';

/**
 * The order just placed, for the thanks view: kept in this tab's session, so a reload of the
 * checkout after ordering shows the order number and the bank details again instead of an
 * empty cart. Another tab, or the next order, starts afresh.
 */
export type { PlacedOrderSummary };

const key = 'int-last-order';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readLastOrder(): PlacedOrderSummary | null {
  try {
    const raw = session()?.getItem(key) ?? null;
    if (raw === null) return null;
    const order = parseStoredPlacedOrder(JSON.parse(raw));
    if (!order) {
      console.warn('[checkout] Discarded the kept order because it is not an order this page can show.');
      forgetLastOrder();
    }
    return order;
  } catch {
    forgetLastOrder();
    return null;
  }
}

export function keepLastOrder(order: PlacedOrderSummary): void {
  try {
    session()?.setItem(key, JSON.stringify(order));
  } catch {
    // Without storage the thanks view still shows now; only a reload would lose it.
  }
}

export function forgetLastOrder(): void {
  try {
    session()?.removeItem(key);
  } catch {
    /* nothing kept */
  }
}
