import type { MailAttachment } from '../mailer.ts';

/**
 * An invoice or cancellation invoice the service issued for an order, as it is kept where the
 * owner works on orders (ORDER_STORE=directus: a file on the order's item). It leaves through the
 * outbox, written in the transaction that gave the invoice its number, so it arrives even when
 * Directus was down at the time.
 */
export interface OrderDocument {
  orderUuid: string;
  orderNumber: string;
  /** `invoice` for the shipping's (or collection's) invoice, `cancellation` for a refund's. */
  role: 'invoice' | 'cancellation';
  /** RE000001 …: the invoices' own gap-free sequence (order-store.ts). */
  number: string;
  /** The PDF, as the shopper's mail carries it. */
  pdf: MailAttachment;
}

/** Where the service keeps an order's documents; throws when they could not be kept (the outbox tries again). */
export type DocumentStore = (document: OrderDocument) => Promise<void>;
