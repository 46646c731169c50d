import type { WithdrawalConfirmation } from '../core/withdrawal/withdrawal-progress.ts';
import { success, type Result } from '../core/result.ts';
import type { OrderService } from './order-service.ts';
import type { OrderServiceReply, Withdrawal } from './order-service-wire.ts';

/**
 * Reads the service's accepting reply (WithdrawalReceipt on the wire) into the receipt's domain
 * shape. `received_at` is part of the contract; a reply without a readable one still means the
 * withdrawal arrived, so it is never turned into a failure (the visitor would send it again).
 * Until the service sends it, the moment the reply reached the browser stands in: at most a
 * second or two after the service's own time.
 */
export function readWithdrawalConfirmation(reply: OrderServiceReply, replyArrivedAt: Date): WithdrawalConfirmation {
  const receivedAt = typeof reply.received_at === 'string' && !Number.isNaN(Date.parse(reply.received_at)) ? new Date(reply.received_at) : replyArrivedAt;
  return { id: reply.id === undefined ? '' : String(reply.id), receivedAt: receivedAt.toISOString(), mailed: reply.receipt_mailed !== false };
}

/** Sends one withdrawal; the failure is the service's error value ('Could not post withdrawal'). */
export async function sendWithdrawal(service: OrderService, withdrawal: Withdrawal, now: () => Date = () => new Date()): Promise<Result<WithdrawalConfirmation>> {
  const reply = await service.postWithdrawal(withdrawal);
  return reply.ok ? success(readWithdrawalConfirmation(reply.value, now())) : reply;
}
