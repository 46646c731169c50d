import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalOrderService, type LocalOrderServiceOptions } from '../../server/order-service.ts';
import type { Mail } from '../../server/mailer.ts';
import { createOrderService } from '../../widgets/content/order-service.ts';
import { klarnaSandboxPassword, klarnaSandboxUser } from '../../sandbox/klarna-api-double.ts';
import { fixtureCatalog, orderBody } from '../support/order-fixtures.ts';
import { paypalSandboxSecret } from '../../sandbox/paypal-api-double.ts';
import { readAll } from '../support/serve-once.ts';
import { startThirdPartyDoubles } from '../../sandbox/third-party-doubles.ts';

/**
 * Payments against the running order service, by the endpoints a browser uses, with PayPal's and
 * Klarna's REST APIs stood in for by their local doubles (tests/support/*-api-double.ts): the
 * service believes only what the provider answers it, never what a browser sends.
 */
const project = 'juwelier-albrecht.de';
const webhookId = 'WH-SHOP-1';
let doubles: Server;
let doublesUrl: string;

beforeAll(async () => {
  ({ url: doublesUrl, server: doubles } = await startThirdPartyDoubles(0));
});
afterAll(() => new Promise<void>((resolve) => doubles.close(() => resolve())));

const running: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

/** Each service its own invoice prefix: the PayPal double, like PayPal, refuses an invoice id paid before. */
let services = 0;

async function serve(options: Pick<LocalOrderServiceOptions, 'paymentStore'> = {}) {
  const mails: Mail[] = [];
  services += 1;
  const local = createLocalOrderService({
    ...options,
    paypalInvoicePrefix: `test-${process.pid}-${services}-`,
    catalog: fixtureCatalog(),
    shopEmail: 'laden@example.org',
    mailer: { send: async (mail) => void mails.push(mail) },
    paypal: { apiUrl: `${doublesUrl}/paypal-api`, clientId: 'shop-client', clientSecret: paypalSandboxSecret, webhookId },
    klarna: { apiUrl: `${doublesUrl}/klarna-api`, username: klarnaSandboxUser, password: klarnaSandboxPassword },
  });
  const server = createServer((request, response) => {
    void local.service(request, response, () => readAll(request)).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  running.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const post = async (path: string, body: unknown) => {
    const reply = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
  };
  return { url, post, mails, client: createOrderService({ baseUrl: url, project }), settled: local.mailsSent };
}

/** An order of 1296.90 € placed with the given payment method id (1 prepayment, 3 Klarna, 4 PayPal). */
async function placed(service: Awaited<ReturnType<typeof serve>>, paymentMethod: string, uuid = crypto.randomUUID()) {
  const body = orderBody(uuid);
  const reply = await service.post('/ecom/order', { ...body, checkout: { ...body.checkout, paymentMethod } });
  expect(reply.status).toBe(200);
  return { uuid, orderNumber: reply.body.order_number as string, body: { ...body, checkout: { ...body.checkout, paymentMethod } } };
}

/** What the shopper does in PayPal's window: approve PayPal's order (or with an instrument that declines). */
async function approveAtPaypal(paypalOrderId: string, outcome: 'approve' | 'decline' = 'approve') {
  const reply = await fetch(`${doublesUrl}/paypal-api/__buyer/approve/${paypalOrderId}`, { method: 'POST', body: JSON.stringify({ outcome }) });
  expect(reply.status).toBe(200);
}

/** What the shopper does in Klarna's form: authorize the session, answering Klarna's token. */
async function authorizeAtKlarna(clientToken: string): Promise<string> {
  const reply = await fetch(`${doublesUrl}/klarna-api/__buyer/authorize`, { method: 'POST', body: JSON.stringify({ client_token: clientToken, approve: true }) });
  return ((await reply.json()) as { authorization_token: string }).authorization_token;
}

async function paymentOf(service: Awaited<ReturnType<typeof serve>>, uuid: string) {
  // A second capture request answers the state without changing it; a placed, unpaid order is refused with its reason.
  return service.post('/ecom/order/paypal_transaction', { project, order_id: uuid, paypal: { id: 'ASK-STATE' } });
}

describe('PayPal: the service opens, captures and verifies', () => {
  it('a whole purchase: PayPal’s order for the recomputed total, approved, captured, the order paid and the shopper mailed', async () => {
    const service = await serve();
    const order = await placed(service, '4');
    const opened = await service.client.createPaypalOrder({ orderUuid: order.uuid });
    expect(opened.ok).toBe(true);
    const paypalOrderId = opened.ok ? opened.value.paypalOrderId : '';
    const atPaypal = (await (await fetch(`${doublesUrl}/paypal-api/__orders`)).json()) as Array<{ id: string; purchase_units: Array<{ invoice_id: string; custom_id: string; amount: { value: string } }> }>;
    expect(atPaypal.find((entry) => entry.id === paypalOrderId)?.purchase_units[0]).toMatchObject({ invoice_id: expect.stringMatching(new RegExp(`^test-\\d+-\\d+-${order.orderNumber}$`)), custom_id: order.uuid, amount: { value: '1296.90' } });

    await approveAtPaypal(paypalOrderId);
    const settled = await service.client.postPaypalTransaction({ orderId: order.uuid, paypal: { id: paypalOrderId } });
    expect(settled).toMatchObject({ ok: true, value: { payment: 'paid', order_number: order.orderNumber } });
    // A repeat (a lost answer, a second tab) answers the same and captures nothing more.
    expect(await service.client.postPaypalTransaction({ orderId: order.uuid, paypal: { id: paypalOrderId } })).toMatchObject({ ok: true, value: { payment: 'paid' } });
    await service.settled();
    const paymentMail = service.mails.find((mail) => mail.subject === `Zahlung bestätigt: Bestellung ${order.orderNumber}`);
    expect(paymentMail?.text).toContain(`PayPal hat uns Ihre Zahlung von 1.296,90\u00a0€ für die Bestellung ${order.orderNumber} bestätigt.`);
    const confirmation = service.mails.find((mail) => mail.subject === `Ihre Bestellung ${order.orderNumber}`);
    expect(confirmation?.text).toContain('Noch nicht bezahlt: Bitte schließen Sie die Zahlung mit PayPal auf der Bestellseite ab.');
    // The shop is told not to ship before the payment, and then that it may.
    const toShop = service.mails.filter((mail) => mail.to === 'laden@example.org');
    expect(toShop.find((mail) => mail.subject.startsWith(`Neue Bestellung ${order.orderNumber}`))?.text).toContain('NOCH NICHT BEZAHLT: Bitte erst versenden, wenn die Mail „Zahlung bestätigt“ zu dieser Bestellung gekommen ist.');
    const shopPaid = toShop.find((mail) => mail.subject === `Zahlung bestätigt: Bestellung ${order.orderNumber} (Anna Berg)`);
    expect(shopPaid?.text).toContain(`PayPal hat die Zahlung bestätigt: Bestellung ${order.orderNumber} von Anna Berg, 1.296,90\u00a0€.`);
    expect(shopPaid?.text).toMatch(/PayPal-Transaktion: \S+/);
    // One payment, one mail each: the repeated capture above sent none.
    expect(service.mails.filter((mail) => mail.subject.startsWith(`Zahlung bestätigt: Bestellung ${order.orderNumber}`))).toHaveLength(2);
  });

  it('tells the page that pays later how an order stands, nothing personal, and mails its link', async () => {
    const service = await serve();
    expect(await service.client.orderPayment({ orderUuid: 'no-such-order' })).toEqual({ ok: false, error: 'No such order' });
    const order = await placed(service, '4');
    const status = await service.post('/ecom/order/payment', { project, order_uuid: order.uuid });
    expect(status).toEqual({ status: 200, body: { status: 'ok', id: order.uuid, order_number: order.orderNumber, total: '1296.90', payment_method: 'paypal', payment: 'pending' } });
    await service.settled();
    const confirmation = service.mails.find((mail) => mail.subject === `Ihre Bestellung ${order.orderNumber}`);
    expect(confirmation?.text).toContain(`Hier bezahlen Sie Ihre Bestellung mit PayPal, auch später: https://www.juwelier-albrecht.de/shop/kasse?pay=${order.uuid}`);

    const opened = await service.client.createPaypalOrder({ orderUuid: order.uuid });
    await approveAtPaypal(opened.ok ? opened.value.paypalOrderId : '');
    await service.client.postPaypalTransaction({ orderId: order.uuid, paypal: { id: opened.ok ? opened.value.paypalOrderId : '' } });
    expect(await service.client.orderPayment({ orderUuid: order.uuid })).toEqual({ ok: true, value: { orderNumber: order.orderNumber, total: '1296.90', paymentMethod: 'paypal', payment: 'paid' } });
  });

  it('keeps the confirmed state on the order where orders are kept (ORDER_STORE=directus), and a store that fails costs the shopper nothing', async () => {
    const stored: Array<[string, { state: string; reference: string | null }]> = [];
    const service = await serve({ paymentStore: async (uuid, payment) => void stored.push([uuid, payment]) });
    const order = await placed(service, '4');
    const opened = await service.client.createPaypalOrder({ orderUuid: order.uuid });
    const paypalOrderId = opened.ok ? opened.value.paypalOrderId : '';
    await approveAtPaypal(paypalOrderId);
    await service.client.postPaypalTransaction({ orderId: order.uuid, paypal: { id: paypalOrderId } });
    // Opening PayPal's order changes no state; the capture does.
    expect(stored).toEqual([[order.uuid, { state: 'paid', reference: expect.stringMatching(/\S/) }]]);

    const failing = await serve({ paymentStore: async () => Promise.reject(new Error('Directus is down')) });
    const second = await placed(failing, '4');
    const again = await failing.client.createPaypalOrder({ orderUuid: second.uuid });
    await approveAtPaypal(again.ok ? again.value.paypalOrderId : '');
    expect(await failing.client.postPaypalTransaction({ orderId: second.uuid, paypal: { id: again.ok ? again.value.paypalOrderId : '' } })).toMatchObject({ ok: true, value: { payment: 'paid' } });
  });

  it('refuses a forged capture for a placed order: a PayPal order it did not open, whatever the body claims', async () => {
    const service = await serve();
    const order = await placed(service, '4');
    const forged = await service.post('/ecom/order/paypal_transaction', {
      project,
      order_id: order.uuid,
      paypal: { id: 'FORGED-1', status: 'COMPLETED', purchase_units: [{ invoice_id: order.orderNumber, amount: { currency_code: 'EUR', value: '1296.90' } }] },
    });
    expect(forged).toEqual({ status: 422, body: { status: 'error', code: 'unknown_payment', message: 'This PayPal order was not opened for this order.', fields: ['paypal'] } });
  });

  it('refuses a capture for an unknown order, and for an order paid otherwise', async () => {
    const service = await serve();
    expect((await service.post('/ecom/order/paypal_transaction', { project, order_id: 'no-such-order', paypal: { id: 'X' } })).body).toMatchObject({ code: 'unknown_order' });
    const prepaid = await placed(service, '1');
    expect((await service.post('/ecom/order/paypal_transaction', { project, order_id: prepaid.uuid, paypal: { id: 'X' } })).body).toMatchObject({ code: 'payment' });
    expect((await service.post('/ecom/paypal/order', { project, order_uuid: prepaid.uuid })).body).toMatchObject({ code: 'payment' });
  });

  it('refuses PayPal’s order of another amount: one made at PayPal for 0.01 € under the order’s number pays nothing', async () => {
    const service = await serve();
    const order = await placed(service, '4');
    // Opened by the service (so known to it), then a second PayPal order the shopper made themselves.
    const opened = await service.client.createPaypalOrder({ orderUuid: order.uuid });
    expect(opened.ok).toBe(true);
    const token = await fetch(`${doublesUrl}/paypal-api/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`someone-else:${paypalSandboxSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const bearer = `Bearer ${((await token.json()) as { access_token: string }).access_token}`;
    const cheap = await fetch(`${doublesUrl}/paypal-api/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [{ invoice_id: order.orderNumber, custom_id: order.uuid, amount: { currency_code: 'EUR', value: '0.01' } }] }),
    });
    const cheapId = ((await cheap.json()) as { id: string }).id;
    await approveAtPaypal(cheapId);
    const forged = await service.post('/ecom/order/paypal_transaction', { project, order_id: order.uuid, paypal: { id: cheapId } });
    expect(forged.status).toBe(422);
    expect(forged.body.code).toBe('unknown_payment');
    expect((await paymentOf(service, order.uuid)).body.code).toBe('unknown_payment');
  });

  it('refuses a PayPal order PayPal does not know, and one the shopper never approved; nothing is paid', async () => {
    const service = await serve();
    const order = await placed(service, '4');
    const opened = await service.client.createPaypalOrder({ orderUuid: order.uuid });
    const paypalOrderId = opened.ok ? opened.value.paypalOrderId : '';
    // Not approved: PayPal refuses the capture (ORDER_NOT_APPROVED).
    const early = await service.post('/ecom/order/paypal_transaction', { project, order_id: order.uuid, paypal: { id: paypalOrderId } });
    expect(early).toMatchObject({ status: 422, body: { code: 'provider_refused' } });
    // Approved with an instrument that declines: the shopper may try again with another.
    await approveAtPaypal(paypalOrderId, 'decline');
    const declined = await service.client.postPaypalTransaction({ orderId: order.uuid, paypal: { id: paypalOrderId } });
    expect(declined).toEqual({ ok: false, error: 'PayPal declined the payment' });
    await service.settled();
    expect(service.mails.map((mail) => mail.subject)).not.toContain(`Zahlung bestätigt: Bestellung ${order.orderNumber}`);
  });

  it('says PayPal cannot be reached when its API fails, and pays nothing', async () => {
    const service = await serve();
    const order = await placed(service, '4');
    await fetch(`${doublesUrl}/paypal-api/__mode`, { method: 'POST', body: JSON.stringify({ next: '5xx', count: 5 }) });
    const opened = await service.post('/ecom/paypal/order', { project, order_uuid: order.uuid });
    await fetch(`${doublesUrl}/paypal-api/__mode`, { method: 'POST', body: JSON.stringify({ next: 'none' }) });
    expect(opened).toMatchObject({ status: 502, body: { code: 'provider_unreachable', message: 'PayPal cannot be reached at the moment.' } });
    expect(JSON.stringify(opened.body)).not.toContain(paypalSandboxSecret);
  }, 20_000);

  it('believes a webhook only with PayPal’s signature: a forged refund changes nothing, PayPal’s own is applied', async () => {
    const service = await serve();
    const order = await placed(service, '4');
    const opened = await service.client.createPaypalOrder({ orderUuid: order.uuid });
    const paypalOrderId = opened.ok ? opened.value.paypalOrderId : '';
    await approveAtPaypal(paypalOrderId);
    expect(await service.client.postPaypalTransaction({ orderId: order.uuid, paypal: { id: paypalOrderId } })).toMatchObject({ ok: true, value: { payment: 'paid' } });

    const refund = { id: 'REFUND-1', status: 'COMPLETED', custom_id: order.uuid, invoice_id: order.orderNumber, amount: { currency_code: 'EUR', value: '1296.90' } };
    const forged = await fetch(`${service.url}/ecom/paypal/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paypal-transmission-id': 'x', 'paypal-transmission-time': new Date().toISOString(), 'paypal-transmission-sig': 'bm90IGEgc2lnbmF0dXJl', 'paypal-auth-algo': 'SHA256withRSA', 'paypal-cert-url': 'https://api.paypal.com/cert.pem' },
      body: JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: refund }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'bad_signature' });
    expect((await service.client.postPaypalTransaction({ orderId: order.uuid, paypal: { id: paypalOrderId } })).ok).toBe(true);

    const sent = await fetch(`${doublesUrl}/paypal-api/__send-webhook`, {
      method: 'POST',
      body: JSON.stringify({ url: `${service.url}/ecom/paypal/webhook`, webhook_id: webhookId, event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: refund }),
    });
    expect(await sent.json()).toMatchObject({ status: 200 });
    // Refunded: the order is no longer paid, and cannot be paid again.
    expect((await service.post('/ecom/order/paypal_transaction', { project, order_id: order.uuid, paypal: { id: paypalOrderId } })).status).not.toBe(200);
    expect((await service.post('/ecom/paypal/order', { project, order_uuid: order.uuid })).body).toMatchObject({ code: 'closed' });
  });
});

describe('Klarna: the service opens the session and places Klarna’s order', () => {
  it('a whole purchase: a session priced by the service, the shopper’s authorization, Klarna’s order for the placed order, authorized and mailed', async () => {
    const service = await serve();
    const uuid = crypto.randomUUID();
    const body = orderBody(uuid);
    const draft = { ...body.checkout, paymentMethod: '3' };
    const session = await service.client.postKlarnaSession({ orderUuid: uuid, cart: body.cart, checkout: draft, totals: body.totals, language: 'de' });
    expect(session.ok).toBe(true);
    const token = await authorizeAtKlarna(session.ok ? session.value.clientToken : '');
    const order = await placed(service, '3', uuid);
    const klarnaOrder = await service.client.postKlarnaOrder({ authorizationToken: token, orderUuid: order.uuid });
    expect(klarnaOrder).toMatchObject({ ok: true, value: { message: 'ok', order_number: order.orderNumber, klarna_order_id: expect.any(String) } });
    await service.settled();
    expect(service.mails.find((mail) => mail.subject === `Zahlung bestätigt: Bestellung ${order.orderNumber}`)?.text).toContain('Klarna hat Ihre Zahlung von 1.296,90\u00a0€ für die Bestellung');
    const shopAuthorized = service.mails.find((mail) => mail.subject === `Zahlung bestätigt: Bestellung ${order.orderNumber} (Anna Berg)`);
    expect(shopAuthorized?.text).toContain('Klarna hat die Zahlung angenommen (eingezogen wird beim Versand)');
    expect(shopAuthorized?.text).toMatch(/Klarna-Bestellung: \S+/);
  });

  it('prices the session itself: a cart whose price is not the shop’s opens none', async () => {
    const service = await serve();
    const body = orderBody();
    const cheap = { ...body.cart, products: [{ ...body.cart.products[0]!, priceBrutto: '0.01' }] };
    const reply = await service.post('/ecom/klarna/session', { ...body, cart: cheap, checkout: { ...body.checkout, paymentMethod: '3' } });
    expect(reply).toMatchObject({ status: 422, body: { code: 'price_changed' } });
  });

  it('refuses a made-up token, a token authorized for another amount, and a token used before; nothing is authorized', async () => {
    const service = await serve();
    const order = await placed(service, '3');
    const madeUp = await service.post('/ecom/klarna/order', { project, authorization_token: 'i-made-this-up', order_uuid: order.uuid });
    expect(madeUp).toMatchObject({ status: 422, body: { code: 'provider_refused' } });
    expect(madeUp.body.message).not.toBe('ok');

    // A session for another amount (two rings), authorized, then handed in for the order of one.
    const twoRings = {
      ...order.body,
      order_uuid: crypto.randomUUID(),
      cart: { ...order.body.cart, products: [{ ...order.body.cart.products[0]!, count: 2 }] },
      totals: { ...order.body.totals, subtotal: '2580.00', total: '2586.90', vatContained: '413.03' },
    };
    const otherSession = await service.post('/ecom/klarna/session', twoRings);
    expect(otherSession.status).toBe(200);
    const otherToken = await authorizeAtKlarna(String(otherSession.body.client_token));
    const otherAmount = await service.post('/ecom/klarna/order', { project, authorization_token: otherToken, order_uuid: order.uuid });
    expect(otherAmount).toMatchObject({ status: 422, body: { code: 'provider_refused' } });

    // The right token, once: a second order cannot use it again.
    const session = await service.post('/ecom/klarna/session', order.body);
    const token = await authorizeAtKlarna(String(session.body.client_token));
    expect((await service.post('/ecom/klarna/order', { project, authorization_token: token, order_uuid: order.uuid })).body.message).toBe('ok');
    const second = await placed(service, '3');
    const replayed = await service.post('/ecom/klarna/order', { project, authorization_token: token, order_uuid: second.uuid });
    expect(replayed).toMatchObject({ status: 422, body: { code: 'provider_refused' } });
  });
});
