import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { loadOrderCatalog, type OrderCatalog } from '../../server/orders/order-catalog.ts';
import { orderTotals } from '../../widgets/core/checkout/order-totals.ts';
import { isRecord, type UnknownRecord } from '../../widgets/core/shapes.ts';
import { cmsPaths } from '../paths.ts';
import type { Rest } from '../rest.ts';
import { startCommand } from './child-processes.ts';
import { checkOrderStatusFlow } from './order-status-flow.ts';
import type { EditorialUser } from '../editorial-roles.ts';
import { startPaymentSandbox } from '../../sandbox/payment-sandbox.ts';

/**
 * The order service with ORDER_STORE=directus and its own store in Directus' PostgreSQL database
 * (ORDER_DATABASE_URL; npm run order-service, as a retailer runs it in production), against the
 * site built from Directus: an order it accepts is kept in the store's tables and is an item of
 * shop_order with its line, a repeated post stores nothing, and after a restart it still knows
 * the order (from its store) and Directus holds it once; a product request and a withdrawal arrive as items, a rating as a draft the
 * public cannot see; a PayPal order paid through the payment sandbox is "paid" on its item, with
 * PayPal's capture id, and an order paid in advance stays "pending".
 */
export interface OrderStoreResult {
  checked: number;
  problems: string[];
}

export interface ServiceOptions {
  directusUrl: string;
  token: string;
  /** ORDER_ADMIN_TOKEN: the order status flow of Directus presents it. */
  adminToken: string;
  siteDir: string;
  dataDir: string;
  /** ORDER_DATABASE_URL: the order store's PostgreSQL database. */
  databaseUrl: string;
  /** The Shop's user (editorial-roles.ts): the owner who changes the orders' status. */
  owner: EditorialUser;
  port: number;
  projectDomain: string;
}

export function startOrderService(options: ServiceOptions, extraEnv: Record<string, string>) {
  return startCommand(process.execPath, ['--import', 'tsx', path.join('server', 'order-service-cli.ts')], {
    cwd: cmsPaths.root,
    env: {
      ...process.env,
      ...extraEnv,
      ORDER_STORE: 'directus',
      ORDER_DATABASE_URL: options.databaseUrl,
      ORDER_ADMIN_TOKEN: options.adminToken,
      DIRECTUS_URL: options.directusUrl,
      DIRECTUS_TOKEN: options.token,
      ORDER_SERVICE_PORT: String(options.port),
      ORDER_SERVICE_HOST: '127.0.0.1',
      ORDER_SERVICE_SITE_DIR: options.siteDir,
      ORDER_SERVICE_DATA_DIR: options.dataDir,
      PROJECT_DOMAIN: options.projectDomain,
      RATE_LIMIT_POSTS: '0',
    },
  });
}

export async function waitUntilListening(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      // Any answer (405 for a GET) means it listens.
      await fetch(`${url}/ecom/order`, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`The order service did not start:\n${output().slice(-2000)}`);
}

/** An order the catalog accepts: one priced product without variants or required engraving, shipped in Germany, paid in advance (or as given). */
function orderBody(catalog: OrderCatalog, projectDomain: string, uuid: string, paidWith = 'prepayment'): UnknownRecord {
  // Enough in stock for every order this check places: the service sells no piece twice.
  const product = [...catalog.products.values()].find(
    (entry) => entry.priceBrutto !== null && entry.variants.length === 0 && entry.stock >= 5 && !(entry.personalization?.fields ?? []).some((field) => field.required),
  );
  const method = catalog.settings.shipping_methods.find(
    (entry) => entry.shipping_countries.some((country) => country.country_code === 'DE') && entry.payment_methods.some((payment) => payment.method === paidWith),
  );
  const payment = method?.payment_methods.find((entry) => entry.method === paidWith);
  if (!product || !method || !payment) throw new Error('The demo catalog has no product, shipping method or prepayment to order with.');
  const totals = orderTotals({ lines: [{ priceBrutto: product.priceBrutto!, count: 1 }], shipping: method.price_brutto, wrapping: '0.00', taxPercent: catalog.settings.default_tax_percent });
  return {
    project: projectDomain,
    order_uuid: uuid,
    cart: {
      products: [{ cartId: 'c1', product: { id: product.id, display_name: product.displayName }, variant: null, personalization: null, count: 1, priceBrutto: product.priceBrutto }],
      totalCount: 1,
      totalPriceBrutto: product.priceBrutto,
      timestamp: 0,
    },
    checkout: {
      customerEmail: 'anna@example.org',
      shippingAddress: { firstName: 'Anna', lastName: 'Muster', street: 'Hauptstraße', number: '1', zipCode: '10115', city: 'Berlin', country: 'DE' },
      invoiceAddress: null,
      comment: '',
      paymentMethod: String(payment.id),
      shippingMethod: method.name,
      shippingCost: Number(method.price_brutto),
      presentWrap: false,
      timestamp: 0,
    },
    totals,
    language: 'de',
  };
}

/** The numbers the order store's own table in PostgreSQL holds for an order uuid. */
async function numbersInStore(databaseUrl: string, uuid: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ number: number }>('SELECT number FROM order_service.orders WHERE uuid = $1', [uuid])).rows.map((row) => row.number);
  } finally {
    await client.end();
  }
}

async function post(url: string, endpoint: string, body: UnknownRecord): Promise<{ status: number; body: UnknownRecord }> {
  const response = await fetch(`${url}${endpoint}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as UnknownRecord;
  return { status: response.status, body: answer };
}

export async function checkOrderStore(rest: Rest, options: ServiceOptions): Promise<OrderStoreResult & { statusFlow: OrderStoreResult }> {
  const result: OrderStoreResult = { checked: 0, problems: [] };
  let statusFlow: OrderStoreResult = { checked: 0, problems: ['the order status flow was not checked: the order service check stopped before it'] };
  const expect = (condition: boolean, problem: string) => {
    result.checked++;
    if (!condition) result.problems.push(problem);
  };
  const catalog = await loadOrderCatalog(options.siteDir);
  if (!catalog) return { checked: 1, problems: [`${options.siteDir} has no shop settings`], statusFlow };
  const url = `http://127.0.0.1:${options.port}`;
  const uuid = randomUUID();
  const body = orderBody(catalog, options.projectDomain, uuid);
  const product = (body.cart as { products: Array<{ product: { id: number } }> }).products[0]!.product.id;
  const storedOrders = () => rest.get<UnknownRecord[]>('items/shop_order', { 'filter[order_uuid][_eq]': uuid, fields: 'order_number,total,customer_email,lines.product,lines.count,lines.line_total' });
  const paymentOf = async (orderUuid: string) => (await rest.get<UnknownRecord[]>('items/shop_order', { 'filter[order_uuid][_eq]': orderUuid, fields: 'payment_state,payment_reference' }))[0];

  const sandbox = await startPaymentSandbox(0);
  let service = startOrderService(options, sandbox.env);
  try {
    await waitUntilListening(url, service.output);
    const placed = await post(url, '/ecom/order', body);
    expect(placed.status === 200 && typeof placed.body.order_number === 'string', `order: HTTP ${placed.status} ${JSON.stringify(placed.body)}`);
    const [order, ...more] = await storedOrders();
    expect(more.length === 0 && order?.order_number === placed.body.order_number, `shop_order: ${JSON.stringify(order)} (${more.length + (order ? 1 : 0)} items) for order ${String(placed.body.order_number)}`);
    const lines = Array.isArray(order?.lines) ? (order.lines as UnknownRecord[]) : [];
    const totalOf = (value: unknown) => (value === undefined || value === null ? '' : Number(value).toFixed(2));
    expect(totalOf(order?.total) === (body.totals as { total: string }).total, `shop_order.total: ${String(order?.total)}, ${(body.totals as { total: string }).total} expected`);
    expect(lines.length === 1 && String(lines[0]!.product) === String(product) && lines[0]!.count === 1, `shop_order.lines: ${JSON.stringify(lines)}`);

    const keptNumbers = await numbersInStore(options.databaseUrl, uuid);
    expect(keptNumbers.length === 1 && keptNumbers[0] === Number(placed.body.order_number), `order_service.orders in PostgreSQL holds ${JSON.stringify(keptNumbers)} for the order ${String(placed.body.order_number)}`);

    const again = await post(url, '/ecom/order', body);
    expect(again.body.order_number === placed.body.order_number && (await storedOrders()).length === 1, `the same order again: ${JSON.stringify(again.body)}, ${(await storedOrders()).length} items`);

    // After a restart the service knows the order from its store, and Directus holds it once.
    await service.stop();
    service = startOrderService(options, sandbox.env);
    await waitUntilListening(url, service.output);
    const afterRestart = await post(url, '/ecom/order', body);
    expect(afterRestart.body.order_number === placed.body.order_number, `the same order after a restart: ${JSON.stringify(afterRestart.body)}`);
    const next = await post(url, '/ecom/order', { ...body, order_uuid: randomUUID() });
    expect(Number(next.body.order_number) === Number(placed.body.order_number) + 1, `the next order after a restart: ${JSON.stringify(next.body)}, number ${Number(placed.body.order_number) + 1} expected`);
    expect((await storedOrders()).length === 1, `the order is in Directus once after a restart: ${(await storedOrders()).length} items`);

    const rating = await post(url, '/ecom/rating', { project: options.projectDomain, product_id: product, rating: 4, name: 'Anna', comment: 'Schön gearbeitet.', language: 'de' });
    const [draft] = await rest.get<UnknownRecord[]>('items/ecommerce_product_rating', { 'filter[product][_eq]': product, 'filter[journal][_nnull]': 'true', fields: 'id,status,rating,display_name' });
    expect(rating.status === 200 && draft?.status === 'draft' && draft.rating === 4, `rating: HTTP ${rating.status}, stored ${JSON.stringify(draft)}`);
    const publicRatings = await (await fetch(new URL(`items/ecommerce_product_rating?filter[product][_eq]=${product}&fields=id`, rest.url))).json();
    const publicIds = isRecord(publicRatings) && Array.isArray(publicRatings.data) ? publicRatings.data.map((item) => String((item as UnknownRecord).id)) : [];
    expect(draft !== undefined && !publicIds.includes(String(draft.id)), `the draft rating ${String(draft?.id)} is public`);

    const request = await post(url, '/ecom/request', {
      project: options.projectDomain,
      product_id: product,
      product_name: 'Produkt',
      name: 'Anna Muster',
      email: 'anna@example.org',
      phone: '',
      message: 'Gibt es den auch in Gold?',
      language: 'de',
    });
    const requests = await rest.get<UnknownRecord[]>('items/shop_product_request', { 'filter[email][_eq]': 'anna@example.org', fields: 'id,product,message' });
    expect(request.status === 200 && requests.length === 1 && String(requests[0]!.product) === String(product), `product request: HTTP ${request.status}, ${JSON.stringify(requests)}`);

    const withdrawal = await post(url, '/ecom/withdrawal', { project: options.projectDomain, name: 'Anna Muster', email: 'anna@example.org', order_number: String(placed.body.order_number), reason: '', language: 'de' });
    const withdrawals = await rest.get<UnknownRecord[]>('items/shop_withdrawal', { 'filter[order_number][_eq]': String(placed.body.order_number), fields: 'receipt_id,matched_order,email_matches_order,receipt_mailed' });
    expect(withdrawal.status === 200 && withdrawals.length === 1 && withdrawals[0]!.receipt_id === withdrawal.body.id, `withdrawal: HTTP ${withdrawal.status}, ${JSON.stringify(withdrawals)}`);
    // The owner sees which order it belongs to, and that the buyer's own address sent it.
    const [kept] = withdrawals;
    expect(kept?.matched_order === placed.body.order_number && kept?.email_matches_order === true && kept?.receipt_mailed === true, `the withdrawal's order: ${JSON.stringify(kept)}`);

    // PayPal through the sandbox: the state PayPal confirmed is on the order's item.
    const prepaid = await paymentOf(uuid);
    expect(prepaid?.payment_state === 'pending', `the prepayment order's payment: ${JSON.stringify(prepaid)}, pending expected`);
    const paypalUuid = randomUUID();
    const paypalOrder = await post(url, '/ecom/order', orderBody(catalog, options.projectDomain, paypalUuid, 'paypal'));
    const opened = await post(url, '/ecom/paypal/order', { project: options.projectDomain, order_uuid: paypalUuid });
    const paypalOrderId = String(opened.body.paypal_order_id);
    await fetch(`${sandbox.url}/paypal-api/__buyer/approve/${paypalOrderId}`, { method: 'POST' });
    const captured = await post(url, '/ecom/order/paypal_transaction', { project: options.projectDomain, order_id: paypalUuid, paypal: { id: paypalOrderId } });
    const paid = await paymentOf(paypalUuid);
    expect(
      paypalOrder.status === 200 && captured.body.payment === 'paid' && paid?.payment_state === 'paid' && typeof paid.payment_reference === 'string' && paid.payment_reference !== '',
      `PayPal: order HTTP ${paypalOrder.status}, open ${JSON.stringify(opened.body)}, capture ${JSON.stringify(captured.body)}, stored ${JSON.stringify(paid)}`,
    );

    // The owner's steps in Directus reach the service, which mails the customer.
    statusFlow = await checkOrderStatusFlow(rest, { dataDir: options.dataDir, orderUuid: uuid, owner: options.owner });
  } catch (error) {
    result.problems.push(`${error instanceof Error ? error.message : String(error)}\n${service.output().slice(-1500)}`);
  } finally {
    await service.stop();
    await new Promise((resolve) => sandbox.server.close(resolve));
  }
  return { ...result, statusFlow };
}
