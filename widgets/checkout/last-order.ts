import type { Money } from '../core/money.ts';
import type { PublicBankDetails } from '../core/settings.ts';
import { isRecord } from '../core/shapes.ts';

/**
 * The order just placed, for the thanks view: kept in this tab's session, so a reload of the
 * checkout after ordering shows the order number and the bank details again instead of an
 * empty cart. Another tab, or the next order, starts afresh.
 */
export interface PlacedOrderSummary {
  orderUuid: string;
  orderNumber: string;
  total: Money;
  email: string;
  /** The provider key of the payment method: 'prepayment', 'paypal', 'klarna', 'cash'. */
  paymentMethod: string;
  bankDetails: PublicBankDetails | null;
  /** A payment made after the order (PayPal) has been recorded: it is not offered again. */
  paid: boolean;
}

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
    const value: unknown = JSON.parse(session()?.getItem(key) ?? 'null');
    const valid = isRecord(value) && ['orderUuid', 'orderNumber', 'total', 'email', 'paymentMethod'].every((field) => typeof value[field] === 'string');
    return valid ? ({ ...(value as unknown as PlacedOrderSummary), paid: value.paid === true } as PlacedOrderSummary) : null;
  } catch {
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
