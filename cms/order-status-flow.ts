import type { Rest } from './rest.ts';
import { refusalFunction, replaceFlow, type OperationSpec } from './flows.ts';

/**
 * The Directus Flow that hands the owner's status change of an order (shop_order.status, with
 * carrier and tracking_number) to the order service, which mails the shopper, frees the stock of a
 * cancelled order and captures or releases a Klarna payment (docs/order-service.md "The order's
 * life"). It runs before the change is saved (a blocking filter on items.update): when the order
 * service refuses (an unpaid order shipped, say), the save is cancelled and the owner reads the
 * service's reason in the admin app; the status in Directus never runs ahead of the service.
 *
 * Directus needs in its environment (directus-process.ts): ORDER_SERVICE_URL, ORDER_ADMIN_TOKEN,
 * both listed in FLOWS_ENV_ALLOW_LIST, and an IMPORT_IP_DENY_LIST that lets it reach the service.
 * Edits of other fields (and the order service's own payment updates) pass untouched.
 */

const flowName = 'Order status → order service';

/** Reads what the save changes and the order it changes; says where to send it, or that nothing is to send. */
const changeScript = `module.exports = function (data) {
  var payload = data.$trigger.payload || {};
  if (payload.status === undefined) return { send: false };
  var orders = Array.isArray(data.order) ? data.order : [data.order];
  if (orders.length !== 1) throw new Error('Change the status of one order at a time: each change mails its customer.');
  var order = orders[0];
  var pick = function (field) { return payload[field] !== undefined ? payload[field] : order[field]; };
  return {
    send: true,
    url: String(process.env.ORDER_SERVICE_URL).replace(/\\/+$/, '') + '/ecom/orders/' + encodeURIComponent(order.order_number) + '/status',
    body: { status: payload.status, carrier: pick('carrier') || null, tracking_number: pick('tracking_number') || null }
  };
};`;

/** The order service's refusal, as the owner (the Shop's user too, not only the Administrator) reads it on the save that it cancels. */
const refusalScript = `${refusalFunction}
module.exports = function (data) {
  var answer = data.$last || {};
  var reason = answer.data && answer.data.message ? answer.data.message : 'The order service could not be reached (' + (answer.status || answer.message || 'no answer') + ').';
  throw refusal('ORDER_STATUS_REFUSED', 'Der Bestellservice hat den Status nicht übernommen: ' + reason);
};`;

/** From the last to the first, so that each names operations that exist already. */
const operations: OperationSpec[] = [
  { key: 'refused', name: 'Say why the service refused', type: 'exec', options: { code: refusalScript } },
  {
    key: 'order_service',
    name: 'Tell the order service',
    type: 'request',
    options: {
      method: 'POST',
      url: '{{change.url}}',
      headers: [{ header: 'Authorization', value: 'Bearer {{$env.ORDER_ADMIN_TOKEN}}' }],
      body: '{{change.body}}',
    },
    reject: 'refused',
  },
  { key: 'no_status_change', name: 'No status change', type: 'transform', options: { json: {} } },
  { key: 'status_changed', name: 'Status changed?', type: 'condition', options: { filter: { change: { send: { _eq: true } } } }, resolve: 'order_service', reject: 'no_status_change' },
  { key: 'change', name: 'What the save changes', type: 'exec', options: { code: changeScript }, resolve: 'status_changed' },
  { key: 'order', name: 'Read the order', type: 'item-read', options: { collection: 'shop_order', key: '{{$trigger.keys}}', permissions: '$full' }, resolve: 'change' },
];

/** Makes the flow anew on every start, so a changed definition here always takes effect. */
export async function ensureOrderStatusFlow(rest: Rest, log: (line: string) => void): Promise<void> {
  await replaceFlow(
    rest,
    {
      name: flowName,
      icon: 'local_shipping',
      description: 'Sends a change of an order’s status to the order service, which mails the customer; a refused change is not saved.',
      options: { type: 'filter', scope: ['items.update'], collections: ['shop_order'] },
      sideBranches: ['refused', 'no_status_change'],
    },
    operations,
  );
  log(`Flow "${flowName}": ${operations.length} operations.`);
}
