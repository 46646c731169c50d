import type { Rest } from './rest.ts';
import { replaceFlow, type OperationSpec } from './flows.ts';

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
 *
 * Refusals are Directus' Throw Error operation (400), an error of Directus' own shape, whose message
 * every user reads, not only the Administrator. The service's refusal is read by the operation's
 * template, not by a script: when the service cannot be reached, the request's error is an axios
 * error, which cannot be copied into a script's isolate (every non-admin read "An unexpected error
 * occurred"). A condition tells the service's answer with a reason (its message is shown) from
 * none (not reachable, or an answer without a message): a template reading a path that is not
 * there would show "undefined". What the request got is in the flow's log either way.
 */

const flowName = 'Order status → order service';

/** Reads what the save changes and the order it changes; says where to send it, or that nothing is to send. */
const changeScript = `module.exports = function (data) {
  var payload = data.$trigger.payload || {};
  if (payload.status === undefined) return { send: false };
  var orders = Array.isArray(data.order) ? data.order : [data.order];
  if (orders.length !== 1) return { send: true, orders: orders.length };
  var order = orders[0];
  var pick = function (field) { return payload[field] !== undefined ? payload[field] : order[field]; };
  return {
    send: true,
    orders: 1,
    url: String(process.env.ORDER_SERVICE_URL).replace(/\\/+$/, '') + '/ecom/orders/' + encodeURIComponent(order.order_number) + '/status',
    body: { status: payload.status, carrier: pick('carrier') || null, tracking_number: pick('tracking_number') || null }
  };
};`;

/** From the last to the first, so that each names operations that exist already. */
const operations: OperationSpec[] = [
  {
    key: 'refused',
    name: 'Say why the service refused',
    type: 'throw-error',
    options: { code: 'ORDER_STATUS_REFUSED', status: '400', message: 'Der Bestellservice hat den Status nicht übernommen: {{order_service.data.message}}' },
  },
  {
    key: 'unreachable',
    name: 'Say that the service gave no reason',
    type: 'throw-error',
    options: {
      code: 'ORDER_SERVICE_UNREACHABLE',
      status: '400',
      message: 'Der Bestellservice hat den Status nicht übernommen: er war nicht erreichbar oder hat keinen Grund genannt (Einzelheiten im Protokoll des Flows). Der Status wurde nicht gespeichert.',
    },
  },
  {
    key: 'reason_given',
    name: 'Reason given?',
    type: 'condition',
    // A template reading a path that is not there renders "undefined", so the two cases are told apart first.
    options: { filter: { order_service: { data: { message: { _nnull: true } } } } },
    resolve: 'refused',
    reject: 'unreachable',
  },
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
    reject: 'reason_given',
  },
  {
    key: 'several_orders',
    name: 'Refuse several orders at once',
    type: 'throw-error',
    options: { code: 'ORDER_STATUS_ONE_AT_A_TIME', status: '400', message: 'Bitte ändern Sie den Status einer Bestellung nach der anderen: jede Änderung schreibt der Kundin oder dem Kunden eine Mail.' },
  },
  { key: 'one_order', name: 'One order?', type: 'condition', options: { filter: { change: { orders: { _eq: 1 } } } }, resolve: 'order_service', reject: 'several_orders' },
  { key: 'no_status_change', name: 'No status change', type: 'transform', options: { json: {} } },
  { key: 'status_changed', name: 'Status changed?', type: 'condition', options: { filter: { change: { send: { _eq: true } } } }, resolve: 'one_order', reject: 'no_status_change' },
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
      sideBranches: ['refused', 'unreachable', 'reason_given', 'several_orders', 'no_status_change'],
    },
    operations,
  );
  log(`Flow "${flowName}": ${operations.length} operations.`);
}
