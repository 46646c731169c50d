import type { orderServicePaths } from '../../widgets/content/order-service.ts';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { PaymentChange } from '../payments/payment-record.ts';
import type { CheckedOrder } from './check-order.ts';
import type { OrderStatus } from './order-lifecycle.ts';
import type { WithdrawalNote } from './withdrawal-receipts.ts';

/** The order an entry belongs to (the order itself, a change of its payment or status), or null. */
export const orderUuidOf = (entry: SubmissionEntry): string | null =>
  (entry.endpoint === 'order' && entry.orderNumber ? entry.id : null) ?? entry.payment?.orderUuid ?? entry.statusChange?.orderUuid ?? null;

/** The order service's endpoints by name (widgets/content/order-service.ts). */
export type Endpoint = keyof typeof orderServicePaths;

/** What a kept entry came from: a shopper's endpoint, or the owner's change of an order's status. */
type EntryKind = Endpoint | 'orderStatus';

export interface ReceivedSubmission {
  id: string;
  endpoint: EntryKind;
  receivedAt: string;
  body: UnknownRecord;
}

/**
 * What the service keeps of one submission: what arrived, what it was answered, the order as the
 * service checked it, and a change of an order's payment that a provider confirmed.
 */
export interface SubmissionEntry extends ReceivedSubmission {
  reply: UnknownRecord;
  order?: CheckedOrder;
  orderNumber?: string;
  payment?: PaymentChange;
  /** A withdrawal's receipt mail and the order it names. */
  withdrawal?: WithdrawalNote;
  /** The owner's change of an order's status (order-status.ts). */
  statusChange?: {
    orderUuid: string;
    from: OrderStatus;
    to: OrderStatus;
    carrier?: string;
    trackingNumber?: string;
    invoiceNumber?: string;
    /** With a refund's cancellation invoice (then `invoiceNumber`): the number of the invoice it cancels. */
    cancelledInvoice?: string;
  };
}
