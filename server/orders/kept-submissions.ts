import { shopCalendarDay } from '../../widgets/core/withdrawal/receipt-time.ts';
import { applyPaymentChange } from '../payments/payment-record.ts';
import type { KeptOrder } from './payment-wiring.ts';
import type { ReceivedSubmission, SubmissionEntry } from './submission-entry.ts';

/**
 * What the order service knows of what it kept, read from its store at start and brought up to
 * date with every entry after: the last submissions (for the inspect endpoint), and each order
 * with what its payment, its status changes and a refund's cancellation invoice need.
 */
export function keptSubmissions(keep: number) {
  const received: ReceivedSubmission[] = [];
  /**
   * Order uuid → what its payment and the payment's mail need: the reply it got, its number, its
   * sums, how it is paid and how far.
   */
  const orders = new Map<string, KeptOrder>();
  const orderUuidsByNumber = new Map<string, string>();

  function remember(entry: SubmissionEntry) {
    const { id, endpoint, receivedAt, body } = entry;
    received.push({ id, endpoint, receivedAt, body });
    if (received.length > keep) received.splice(0, received.length - keep);
    applyToOrders(entry);
  }

  function applyToOrders(entry: SubmissionEntry) {
    const { id, endpoint, receivedAt } = entry;
    if (endpoint === 'order' && entry.orderNumber && entry.order) {
      const { order, orderNumber } = entry;
      orders.set(id, { uuid: id, reply: entry.reply, orderNumber, paymentMethod: order.payment.method, totals: order.totals, order, placedAt: receivedAt, payment: { state: 'pending', at: receivedAt } });
      orderUuidsByNumber.set(orderNumber, id);
    }
    const known = entry.payment ? orders.get(entry.payment.orderUuid) : undefined;
    if (known && entry.payment) known.payment = applyPaymentChange(known.payment, entry.payment);
    // The invoice a refund will cancel (a cancellation invoice itself cancels nothing further).
    const change = entry.statusChange;
    const invoiced = change?.invoiceNumber && !change.cancelledInvoice ? orders.get(change.orderUuid) : undefined;
    if (invoiced && change?.invoiceNumber) invoiced.invoice = { number: change.invoiceNumber, day: shopCalendarDay(new Date(entry.receivedAt)) };
  }

  /**
   * Takes one order as the store holds it now (its entries oldest first): another service on the
   * same store may have changed its payment or status since this one remembered it.
   */
  function reloadOrder(entries: readonly SubmissionEntry[]) {
    const placed = entries.find((entry) => entry.endpoint === 'order');
    if (!placed) return;
    orders.delete(placed.id);
    for (const entry of entries) applyToOrders(entry);
  }

  return {
    received: (): readonly ReceivedSubmission[] => received,
    orders: orders as ReadonlyMap<string, KeptOrder>,
    orderUuidsByNumber: orderUuidsByNumber as ReadonlyMap<string, string>,
    /** The order with this number, if the service kept one. */
    orderNumbered: (orderNumber: string) => orders.get(orderUuidsByNumber.get(orderNumber) ?? ''),
    remember,
    reloadOrder,
  };
}
