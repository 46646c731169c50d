import { randomUUID } from 'node:crypto';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { WithdrawalReceipt } from '../../widgets/content/order-service-wire.ts';
import type { Mail } from '../mailer.ts';
import type { Seller } from '../../widgets/core/legal/seller.ts';
import { checkedWithdrawal } from './check-withdrawal.ts';
import type { KeptOrder } from './payment-wiring.ts';
import { withdrawalReceiptMail } from './order-mails.ts';
import { withdrawalNotificationMail, type ShopMailbox } from './shop-mails.ts';
import type { SubmissionEntry } from './submission-entry.ts';
import { matchingOrder, mayMailReceipt, type WithdrawalNote } from './withdrawal-receipts.ts';

/** ISO date-time to the second, UTC: what a receipt states. */
const toSecond = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** How far back the receipts one address or order got are counted. */
export const receiptWindowMs = 24 * 60 * 60 * 1000;

/**
 * A withdrawal as it is kept, given the withdrawals of the last day (counted in the store's
 * transaction): its receipt id and time, whether the receipt is mailed (at most 3 a day per address
 * or order number, withdrawal-receipts.ts), the order it names, and the mails to the shopper and
 * the shop. Pure.
 */
export function withdrawalEntry(
  body: UnknownRecord,
  at: Date,
  earlierEntries: readonly SubmissionEntry[],
  context: { orders: Iterable<KeptOrder>; seller: Seller | null; shop: ShopMailbox | null },
): { entry: SubmissionEntry; mails: Mail[] } {
  const withdrawal = checkedWithdrawal(body);
  const earlier = earlierEntries.map((kept) => ({ receivedAt: kept.receivedAt, withdrawal: checkedWithdrawal(kept.body), note: kept.withdrawal }));
  const note: WithdrawalNote = { receiptMailed: mayMailReceipt(withdrawal, earlier, at), order: matchingOrder(withdrawal, context.orders) };
  const reply: WithdrawalReceipt = { status: 'ok', id: randomUUID(), received_at: toSecond(at), receipt_mailed: note.receiptMailed };
  return {
    entry: { id: reply.id, endpoint: 'withdrawal', receivedAt: at.toISOString(), body, reply: { ...reply }, withdrawal: note },
    mails: [
      ...(note.receiptMailed ? [withdrawalReceiptMail(withdrawal, reply.id, at, context.seller)] : []),
      ...(context.shop ? [withdrawalNotificationMail(withdrawal, reply.id, at, context.shop, note)] : []),
    ],
  };
}
