import { shopCalendarDay } from '../../widgets/core/withdrawal/receipt-time.ts';
import type { CheckedOrder } from './check-order.ts';
import type { CheckedWithdrawal } from './check-withdrawal.ts';
import { namesAddress } from './postal-address-match.ts';

/**
 * The law asks for a receipt of every withdrawal (§ 356a BGB) by e-mail; the form takes any
 * address, so without a limit anyone could make the shop mail a stranger dozens of seller-signed
 * receipts with a text of their choosing. Every declaration is still received, kept, confirmed on
 * screen with date and time, and reported to the shop; only the receipt mail stops after
 * `receiptsPerDay` to one address, or about one order number, within 24 hours. Pure.
 */
export const receiptsPerDay = 3;
const day = 24 * 60 * 60 * 1000;

/** What the service notes on a withdrawal it kept: whether the receipt was mailed, and the order it belongs to. */
export interface WithdrawalNote {
  receiptMailed: boolean;
  /** The shop's order this withdrawal names (by number, or by date and the buyer's e-mail or postal address), or null. */
  order: { number: string; emailMatches: boolean } | null;
}

export interface EarlierWithdrawal {
  receivedAt: string;
  withdrawal: CheckedWithdrawal;
  note?: WithdrawalNote;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function mayMailReceipt(withdrawal: CheckedWithdrawal, earlier: readonly EarlierWithdrawal[], now: Date): boolean {
  const mailed = earlier.filter((entry) => entry.note?.receiptMailed && now.getTime() - Date.parse(entry.receivedAt) < day);
  const toAddress = mailed.filter((entry) => sameAddress(entry.withdrawal.email, withdrawal.email)).length;
  const aboutOrder = withdrawal.orderNumber ? mailed.filter((entry) => entry.withdrawal.orderNumber === withdrawal.orderNumber).length : 0;
  return toAddress < receiptsPerDay && aboutOrder < receiptsPerDay;
}

interface KnownOrder {
  orderNumber: string;
  placedAt: string;
  order: Pick<CheckedOrder, 'customerEmail'> & Partial<Pick<CheckedOrder, 'shippingAddress' | 'invoiceAddress'>>;
}

/** Whether the postal address the withdrawal gives is the order's delivery or billing address. */
function postalAddressMatches(withdrawal: CheckedWithdrawal, order: KnownOrder['order']): boolean {
  if (!withdrawal.address) return false;
  return [order.shippingAddress, order.invoiceAddress].some((address) => address !== undefined && address !== null && namesAddress(withdrawal.address, address));
}

/**
 * The order a withdrawal names: by its number, else one placed on the order date (the shop's day)
 * by the same e-mail address or, where the shopper wrote from another one, to the postal address
 * given. The shop sees whether the e-mail address is the buyer's.
 */
export function matchingOrder(withdrawal: CheckedWithdrawal, orders: Iterable<KnownOrder>): WithdrawalNote['order'] {
  const known = [...orders];
  const byNumber = withdrawal.orderNumber ? known.find((entry) => entry.orderNumber === withdrawal.orderNumber) : undefined;
  if (byNumber) return { number: byNumber.orderNumber, emailMatches: sameAddress(byNumber.order.customerEmail, withdrawal.email) };
  if (withdrawal.orderNumber || !withdrawal.orderDate) return null;
  const onThatDay = known.filter((entry) => shopCalendarDay(new Date(entry.placedAt)) === withdrawal.orderDate);
  const byEmail = onThatDay.find((entry) => sameAddress(entry.order.customerEmail, withdrawal.email));
  if (byEmail) return { number: byEmail.orderNumber, emailMatches: true };
  const byPostalAddress = onThatDay.find((entry) => postalAddressMatches(withdrawal, entry.order));
  return byPostalAddress ? { number: byPostalAddress.orderNumber, emailMatches: false } : null;
}
