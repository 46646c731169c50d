import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paypalSandboxSecret } from '../../sandbox/paypal-api-double.ts';
import { readAll } from '../support/serve-once.ts';
import { startThirdPartyDoubles } from '../../sandbox/third-party-doubles.ts';

/**
 * PayPal's REST API double driven over HTTP as the order service will drive PayPal: each answer
 * pinned to what PayPal documents (see the page list at the top of paypal-api-double.ts).
 */
let doubles: Server;
let api: string;
let token: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw JSON answers, read field by field
type Answer = { status: number; body: any; headers: Headers };

async function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; auth?: string | null } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  const auth = options.auth === undefined ? `Bearer ${token}` : options.auth;
  if (auth) headers.authorization = auth;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const reply = await fetch(`${api}${path}`, { method, headers, body });
  const text = await reply.text();
  return { status: reply.status, body: text ? JSON.parse(text) : null, headers: reply.headers };
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const eur = (value: string) => ({ currency_code: 'EUR', value });

let invoiceCounter = 0;
const nextInvoice = () => `2026-${Date.now()}-${(invoiceCounter += 1)}`;

function orderBody(invoice = nextInvoice()) {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        invoice_id: invoice,
        custom_id: 'uuid-7',
        amount: { ...eur('94.90'), breakdown: { item_total: eur('89.90'), shipping: eur('5.00'), tax_total: eur('0.00') } },
        items: [{ name: 'Ring', quantity: '1', unit_amount: eur('89.90') }],
      },
    ],
  };
}

async function createOrder(body: unknown = orderBody(), headers: Record<string, string> = {}) {
  return call('POST', '/v2/checkout/orders', { body, headers });
}

async function approve(id: string, outcome?: 'approve' | 'decline') {
  return call('POST', `/__buyer/approve/${id}`, { body: outcome ? { outcome } : undefined, auth: null });
}

beforeAll(async () => {
  ({ server: doubles } = await startThirdPartyDoubles(0));
  api = `http://127.0.0.1:${(doubles.address() as AddressInfo).port}/paypal-api`;
  const reply = await call('POST', '/v1/oauth2/token', { auth: basic('shop-client', paypalSandboxSecret), body: 'grant_type=client_credentials', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  token = reply.body.access_token;
});

afterAll(async () => {
  doubles.closeAllConnections();
  await new Promise((resolve) => doubles.close(resolve));
});

describe('OAuth2 token', () => {
  it('issues a bearer token for any client id with the sandbox secret', async () => {
    const reply = await call('POST', '/v1/oauth2/token', { auth: basic('another-client', 'sandbox-secret'), body: 'grant_type=client_credentials', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: expect.any(Number), app_id: expect.any(String), nonce: expect.any(String), scope: expect.any(String) });
  });

  it.each([
    ['a wrong secret', basic('shop-client', 'wrong')],
    ['an empty client id', basic('', 'sandbox-secret')],
    ['no credentials', null],
  ])('answers 401 invalid_client for %s', async (_case, auth) => {
    const reply = await call('POST', '/v1/oauth2/token', { auth, body: 'grant_type=client_credentials', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: 'invalid_client', error_description: 'Client Authentication failed' });
  });

  it('refuses a request without grant_type=client_credentials', async () => {
    const reply = await call('POST', '/v1/oauth2/token', { auth: basic('shop-client', 'sandbox-secret'), body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('unsupported_grant_type');
  });
});

describe('creating an order', () => {
  it('needs a bearer token this double issued', async () => {
    for (const auth of [null, 'Bearer not-a-token']) {
      const reply = await call('POST', '/v2/checkout/orders', { body: orderBody(), auth });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ name: 'AUTHENTICATION_FAILURE', message: expect.any(String), debug_id: expect.any(String) });
    }
  });

  it('answers 201 with id, CREATED and the approve link; the whole order with Prefer: return=representation', async () => {
    const minimal = await createOrder();
    expect(minimal.status).toBe(201);
    expect(Object.keys(minimal.body).sort()).toEqual(['id', 'links', 'status']);
    expect(minimal.body.status).toBe('CREATED');
    expect(minimal.body.links).toContainEqual({ href: `https://www.sandbox.paypal.com/checkoutnow?token=${minimal.body.id}`, rel: 'approve', method: 'GET' });

    const body = orderBody();
    const whole = await createOrder(body, { prefer: 'return=representation' });
    expect(whole.status).toBe(201);
    expect(whole.body).toMatchObject({ id: expect.any(String), intent: 'CAPTURE', status: 'CREATED', create_time: expect.any(String) });
    expect(whole.body.purchase_units[0]).toMatchObject({ reference_id: 'default', invoice_id: body.purchase_units[0]!.invoice_id, custom_id: 'uuid-7', amount: body.purchase_units[0]!.amount });
  });

  it('answers the same order again for the same PayPal-Request-Id', async () => {
    const requestId = `create-${Date.now()}`;
    const first = await createOrder(orderBody(), { 'paypal-request-id': requestId });
    const again = await createOrder(orderBody(), { 'paypal-request-id': requestId });
    const other = await createOrder(orderBody(), { 'paypal-request-id': `${requestId}-2` });
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(other.body.id).not.toBe(first.body.id);
  });

  const unit = (changes: Record<string, unknown>) => ({ intent: 'CAPTURE', purchase_units: [{ ...orderBody().purchase_units[0], ...changes }] });
  it.each([
    ['a total that is not the sum of its breakdown', 422, 'AMOUNT_MISMATCH', unit({ amount: { ...eur('99.00'), breakdown: { item_total: eur('89.90'), shipping: eur('5.00') } } })],
    ['an item total that is not the sum of the items', 422, 'ITEM_TOTAL_MISMATCH', unit({ amount: { ...eur('84.90'), breakdown: { item_total: eur('79.90'), shipping: eur('5.00') } } })],
    ['items without an item total', 422, 'ITEM_TOTAL_REQUIRED', unit({ amount: eur('89.90') })],
    ['items whose tax does not add up to tax_total', 422, 'TAX_TOTAL_MISMATCH', unit({ items: [{ name: 'Ring', quantity: '1', unit_amount: eur('89.90'), tax: eur('1.00') }] })],
    ['three decimals', 422, 'DECIMAL_PRECISION', unit({ amount: eur('94.905'), items: undefined })],
    ['a total of zero', 422, 'CANNOT_BE_ZERO_OR_NEGATIVE', unit({ amount: eur('0.00'), items: undefined })],
    ['a breakdown in another currency', 422, 'CURRENCY_MISMATCH', unit({ amount: { ...eur('94.90'), breakdown: { item_total: eur('89.90'), shipping: { currency_code: 'USD', value: '5.00' } } } })],
    ['a value that is not a number', 400, 'INVALID_PARAMETER_SYNTAX', unit({ amount: eur('zehn'), items: undefined })],
    ['no amount', 400, 'MISSING_REQUIRED_PARAMETER', unit({ amount: undefined })],
    ['no purchase units', 400, 'MISSING_REQUIRED_PARAMETER', { intent: 'CAPTURE', purchase_units: [] }],
    ['no intent', 400, 'MISSING_REQUIRED_PARAMETER', { purchase_units: orderBody().purchase_units }],
    ['an unknown intent', 400, 'INVALID_PARAMETER_VALUE', { ...orderBody(), intent: 'SALE' }],
    ['a body that is not JSON', 400, 'MALFORMED_REQUEST_JSON', '{"intent":'],
  ])('refuses %s: %i %s', async (_case, status, issueName, body) => {
    const reply = await createOrder(body);
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ name: status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY', message: expect.any(String), debug_id: expect.any(String) });
    expect(reply.body.details).toEqual([expect.objectContaining({ issue: issueName, description: expect.any(String) })]);
  });
});

describe('showing an order', () => {
  it('shows status, purchase units and, after the approval, the payer', async () => {
    const body = orderBody();
    const { body: created } = await createOrder(body);
    const before = await call('GET', `/v2/checkout/orders/${created.id}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ id: created.id, status: 'CREATED', purchase_units: [{ invoice_id: body.purchase_units[0]!.invoice_id, amount: body.purchase_units[0]!.amount }] });
    expect(before.body.payer).toBeUndefined();

    expect((await approve(created.id)).status).toBe(200);
    const after = await call('GET', `/v2/checkout/orders/${created.id}`);
    expect(after.body).toMatchObject({ status: 'APPROVED', payer: { payer_id: expect.any(String), email_address: expect.any(String) } });
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown id', async () => {
    const reply = await call('GET', '/v2/checkout/orders/5O190127TN364715T');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
  });
});

describe('capturing an order', () => {
  const capture = (id: string, headers: Record<string, string> = {}) => call('POST', `/v2/checkout/orders/${id}/capture`, { body: {}, headers });
  const issueOf = (reply: Answer) => reply.body.details?.[0]?.issue;

  it('captures an approved order: 201 COMPLETED with the capture, its amount and invoice number', async () => {
    const body = orderBody();
    const { body: created } = await createOrder(body);
    await approve(created.id, 'approve');
    const reply = await capture(created.id);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ id: created.id, status: 'COMPLETED' });
    expect(reply.body.purchase_units[0].payments.captures).toEqual([
      expect.objectContaining({ id: expect.any(String), status: 'COMPLETED', amount: eur('94.90'), invoice_id: body.purchase_units[0]!.invoice_id, custom_id: 'uuid-7', final_capture: true }),
    ]);
    const shown = await call('GET', `/v2/checkout/orders/${created.id}`);
    expect(shown.body).toMatchObject({ status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ status: 'COMPLETED' }] } }] });
  });

  it('answers 422 ORDER_NOT_APPROVED before the buyer approved', async () => {
    const { body: created } = await createOrder();
    const reply = await capture(created.id);
    expect(reply.status).toBe(422);
    expect(reply.body.name).toBe('UNPROCESSABLE_ENTITY');
    expect(issueOf(reply)).toBe('ORDER_NOT_APPROVED');
  });

  it('answers 422 ORDER_ALREADY_CAPTURED a second time, and the first capture again for the same PayPal-Request-Id', async () => {
    const { body: created } = await createOrder();
    await approve(created.id);
    const first = await capture(created.id, { 'paypal-request-id': `capture-${created.id}` });
    expect(first.status).toBe(201);
    const replayed = await capture(created.id, { 'paypal-request-id': `capture-${created.id}` });
    expect(replayed).toMatchObject({ status: 201, body: first.body });
    const again = await capture(created.id);
    expect(again.status).toBe(422);
    expect(issueOf(again)).toBe('ORDER_ALREADY_CAPTURED');
  });

  it('answers 422 INSTRUMENT_DECLINED, with a redirect link, when the buyer approved with an instrument that declines', async () => {
    const { body: created } = await createOrder();
    await approve(created.id, 'decline');
    const reply = await capture(created.id);
    expect(reply.status).toBe(422);
    expect(issueOf(reply)).toBe('INSTRUMENT_DECLINED');
    expect(reply.body.links).toContainEqual({ href: expect.stringContaining(created.id), rel: 'redirect', method: 'GET' });
    // The buyer picks another instrument: the order can then be captured.
    await approve(created.id, 'approve');
    expect((await capture(created.id)).status).toBe(201);
  });

  it("honours PayPal's negative-testing header PayPal-Mock-Response", async () => {
    const { body: created } = await createOrder();
    await approve(created.id);
    const reply = await capture(created.id, { 'paypal-mock-response': JSON.stringify({ mock_application_codes: 'INSTRUMENT_DECLINED' }) });
    expect(reply.status).toBe(422);
    expect(issueOf(reply)).toBe('INSTRUMENT_DECLINED');
  });

  it('answers 422 DUPLICATE_INVOICE_ID for a second order whose invoice_id was already captured', async () => {
    const invoice = nextInvoice();
    const { body: first } = await createOrder(orderBody(invoice));
    const { body: second } = await createOrder(orderBody(invoice));
    await approve(first.id);
    await approve(second.id);
    expect((await capture(first.id)).status).toBe(201);
    const reply = await capture(second.id);
    expect(reply.status).toBe(422);
    expect(issueOf(reply)).toBe('DUPLICATE_INVOICE_ID');
  });

  it('answers 422 ACTION_DOES_NOT_MATCH_INTENT for an order made with intent AUTHORIZE', async () => {
    const { body: created } = await createOrder({ ...orderBody(), intent: 'AUTHORIZE' });
    await approve(created.id);
    const reply = await capture(created.id);
    expect(reply.status).toBe(422);
    expect(issueOf(reply)).toBe('ACTION_DOES_NOT_MATCH_INTENT');
  });

  it('answers 404 for an unknown order, and 401 without a token', async () => {
    const unknown = await capture('UNKNOWN0000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.name).toBe('RESOURCE_NOT_FOUND');
    expect((await call('POST', '/v2/checkout/orders/UNKNOWN0000000000/capture', { body: {}, auth: null })).status).toBe(401);
  });
});

describe("the buyer's approval (the double's own path for the JS SDK double)", () => {
  it('allows the page to call it from its own origin (CORS) and answers 404 for an unknown order', async () => {
    const preflight = await fetch(`${api}/__buyer/approve/ANY`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5300', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const unknown = await approve('UNKNOWN0000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lists the orders it holds under __orders', async () => {
    const { body: created } = await createOrder();
    const reply = await fetch(`${api}/__orders`);
    const listed = (await reply.json()) as Array<{ id: string }>;
    expect(listed.map((order) => order.id)).toContain(created.id);
  });
});

describe('refunding a capture', () => {
  const issueOf = (reply: Answer) => reply.body.details?.[0]?.issue;
  async function capturedId(): Promise<{ orderId: string; captureId: string }> {
    const { body: created } = await createOrder();
    await approve(created.id);
    const captured = await call('POST', `/v2/checkout/orders/${created.id}/capture`, { body: {} });
    return { orderId: created.id, captureId: captured.body.purchase_units[0].payments.captures[0].id };
  }
  const refund = (captureId: string, body?: unknown, headers: Record<string, string> = {}) => call('POST', `/v2/payments/captures/${captureId}/refund`, { body: body ?? {}, headers });

  it('refunds the whole capture without an amount: 201 COMPLETED; a second refund is CAPTURE_FULLY_REFUNDED', async () => {
    const { orderId, captureId } = await capturedId();
    const reply = await refund(captureId, { note_to_payer: 'Bestellung 10001' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ id: expect.any(String), status: 'COMPLETED', amount: eur('94.90'), custom_id: 'uuid-7', note_to_payer: 'Bestellung 10001' });
    const shown = await call('GET', `/v2/checkout/orders/${orderId}`);
    expect(shown.body.purchase_units[0].payments).toMatchObject({ captures: [{ status: 'REFUNDED' }], refunds: [{ id: reply.body.id, amount: eur('94.90') }] });
    const again = await refund(captureId);
    expect([again.status, issueOf(again)]).toEqual([422, 'CAPTURE_FULLY_REFUNDED']);
  });

  it('refunds parts up to what is left, and the same PayPal-Request-Id answers the first refund again', async () => {
    const { captureId } = await capturedId();
    const first = await refund(captureId, { amount: eur('40.00') }, { 'paypal-request-id': 'refund-part-1' });
    expect(first).toMatchObject({ status: 201, body: { status: 'COMPLETED', amount: eur('40.00') } });
    expect((await refund(captureId, { amount: eur('40.00') }, { 'paypal-request-id': 'refund-part-1' })).body.id).toBe(first.body.id);
    const tooMuch = await refund(captureId, { amount: eur('60.00') });
    expect([tooMuch.status, issueOf(tooMuch)]).toEqual([422, 'REFUND_AMOUNT_EXCEEDED']);
    const otherCurrency = await refund(captureId, { amount: { currency_code: 'USD', value: '1.00' } });
    expect([otherCurrency.status, issueOf(otherCurrency)]).toEqual([422, 'REFUND_CAPTURE_CURRENCY_MISMATCH']);
    expect((await refund(captureId, { amount: eur('54.90') })).status).toBe(201);
  });

  it('answers 404 for a capture it never made', async () => {
    const reply = await refund('7XW15468GY4329233');
    expect([reply.status, issueOf(reply)]).toEqual([404, 'INVALID_RESOURCE_ID']);
  });
});

describe('webhooks', () => {
  let receiver: Server;
  let receiverUrl: string;
  const received: Array<{ headers: Record<string, string | string[] | undefined>; body: string }> = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      void readAll(request).then((body) => {
        received.push({ headers: request.headers, body });
        response.writeHead(200).end('danke');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/paypal/webhook`;
  });
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  it('sends a PayPal-shaped event with the PAYPAL-* headers; verify-webhook-signature answers SUCCESS only for that event and webhook id', async () => {
    const sent = await call('POST', '/__send-webhook', {
      auth: null,
      body: { url: receiverUrl, webhook_id: 'WEBHOOK1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAPTURE1', status: 'COMPLETED', invoice_id: 'A-17' } },
    });
    expect(sent.body).toMatchObject({ status: 200, body: 'danke' });
    const delivery = received.at(-1)!;
    const event = JSON.parse(delivery.body);
    expect(event).toMatchObject({ id: expect.stringMatching(/^WH-/), event_type: 'PAYMENT.CAPTURE.COMPLETED', resource_type: 'capture', resource: { id: 'CAPTURE1' }, create_time: expect.any(String), summary: expect.any(String) });
    const header = (name: string) => delivery.headers[name] as string;
    for (const name of ['paypal-transmission-id', 'paypal-transmission-time', 'paypal-transmission-sig', 'paypal-cert-url', 'paypal-auth-algo']) expect(header(name)).toBeTruthy();

    const verification = {
      auth_algo: header('paypal-auth-algo'),
      cert_url: header('paypal-cert-url'),
      transmission_id: header('paypal-transmission-id'),
      transmission_sig: header('paypal-transmission-sig'),
      transmission_time: header('paypal-transmission-time'),
      webhook_id: 'WEBHOOK1',
      webhook_event: event,
    };
    const verify = (body: unknown, auth?: null) => call('POST', '/v1/notifications/verify-webhook-signature', { body, auth });
    expect(await verify(verification)).toMatchObject({ status: 200, body: { verification_status: 'SUCCESS' } });
    expect((await verify({ ...verification, webhook_id: 'OTHERHOOK' })).body).toEqual({ verification_status: 'FAILURE' });
    expect((await verify({ ...verification, webhook_event: { ...event, resource: { ...event.resource, status: 'REFUNDED' } } })).body).toEqual({ verification_status: 'FAILURE' });
    expect((await verify({ ...verification, transmission_sig: 'forged' })).body).toEqual({ verification_status: 'FAILURE' });
    expect((await verify({ ...verification, webhook_event: undefined })).status).toBe(400);
    expect((await verify(verification, null)).status).toBe(401);
  });
});

describe('failure switches', () => {
  const setMode = (next: string) => call('POST', '/__mode', { auth: null, body: { next } });

  it('answers the next API call with 500 INTERNAL_SERVER_ERROR, then normally again', async () => {
    expect((await setMode('5xx')).status).toBe(200);
    const failed = await createOrder();
    expect(failed.status).toBe(500);
    expect(failed.body.name).toBe('INTERNAL_SERVER_ERROR');
    expect((await createOrder()).status).toBe(201);
  });

  it('leaves the next API call unanswered', async () => {
    await setMode('hang');
    await expect(fetch(`${api}/v2/checkout/orders`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify(orderBody()), signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect((await createOrder()).status).toBe(201);
  });

  it('can be switched off again, and refuses an unknown mode', async () => {
    await setMode('5xx');
    await setMode('none');
    expect((await createOrder()).status).toBe(201);
    expect((await setMode('sometimes')).status).toBe(400);
  });
});
