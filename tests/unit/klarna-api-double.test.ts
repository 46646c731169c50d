import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { klarnaSandboxPassword, klarnaSandboxUser } from '../../sandbox/klarna-api-double.ts';
import { startThirdPartyDoubles } from '../../sandbox/third-party-doubles.ts';

/**
 * Klarna's REST API double driven over HTTP as the order service will drive Klarna: each answer
 * pinned to what Klarna documents (see the page list at the top of klarna-api-double.ts).
 */
let doubles: Server;
let api: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw JSON answers, read field by field
type Answer = { status: number; body: any; headers: Headers };

const sandboxAuth = `Basic ${Buffer.from(`${klarnaSandboxUser}:${klarnaSandboxPassword}`).toString('base64')}`;

async function call(method: string, path: string, body?: unknown, auth: string | null = sandboxAuth): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (auth) headers.authorization = auth;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const reply = await fetch(`${api}${path}`, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await reply.text();
  return { status: reply.status, body: text ? JSON.parse(text) : null, headers: reply.headers };
}

// A ring for 89.90 € and shipping for 5.00 €, 19 % VAT included, in cents as Klarna wants them.
const ring = { type: 'physical', reference: 'ring-7', name: 'Ring', quantity: 1, unit_price: 8990, tax_rate: 1900, total_amount: 8990, total_tax_amount: 1435 };
const shipping = { type: 'shipping_fee', reference: 'shipping', name: 'Versand', quantity: 1, unit_price: 500, tax_rate: 1900, total_amount: 500, total_tax_amount: 80 };
const purchase = (changes: Record<string, unknown> = {}) => ({
  purchase_country: 'DE',
  purchase_currency: 'EUR',
  locale: 'de-DE',
  order_amount: 9490,
  order_tax_amount: 1515,
  order_lines: [ring, shipping],
  merchant_reference1: '2026-0042',
  ...changes,
});

const authorize = (clientToken: string, approve = true) => call('POST', '/__buyer/authorize', { client_token: clientToken, approve }, null);

async function authorized() {
  const session = await call('POST', '/payments/v1/sessions', purchase());
  const authorization = await authorize(session.body.client_token);
  return { session: session.body, token: authorization.body.authorization_token as string };
}

beforeAll(async () => {
  ({ server: doubles } = await startThirdPartyDoubles(0));
  api = `http://127.0.0.1:${(doubles.address() as AddressInfo).port}/klarna-api`;
});

afterAll(async () => {
  doubles.closeAllConnections();
  await new Promise((resolve) => doubles.close(resolve));
});

describe('Basic auth', () => {
  it.each([
    ['a wrong password', `Basic ${Buffer.from('sandbox-user:wrong').toString('base64')}`],
    ['no credentials', null],
  ])('answers 401 for %s', async (_case, auth) => {
    const reply = await call('POST', '/payments/v1/sessions', purchase(), auth);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error_code: expect.any(String), error_messages: expect.any(Array), correlation_id: expect.any(String) });
  });
});

describe('creating a payment session', () => {
  it('answers session_id, client_token and the pay-later category', async () => {
    const reply = await call('POST', '/payments/v1/sessions', purchase());
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      session_id: expect.any(String),
      client_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      payment_method_categories: [expect.objectContaining({ identifier: 'pay_later', name: 'Später bezahlen' })],
    });
    const read = await call('GET', `/payments/v1/sessions/${reply.body.session_id}`);
    expect(read.body).toMatchObject({ status: 'incomplete', order_amount: 9490, purchase_currency: 'EUR' });
  });

  it.each([
    ['amounts that are not whole cents', purchase({ order_amount: 94.9 }), 'Bad value: order_amount'],
    ['an order amount that is not the sum of the lines', purchase({ order_amount: 9999 }), 'Bad value: order_amount'],
    ['an order tax that is not the sum of the lines', purchase({ order_tax_amount: 1600 }), 'Bad value: order_tax_amount'],
    ['a line total that is not quantity × unit price', purchase({ order_lines: [{ ...ring, quantity: 2 }, shipping] }), 'Bad value: order_lines[0].total_amount'],
    ['a line tax that does not follow the tax rate', purchase({ order_lines: [{ ...ring, total_tax_amount: 900 }, shipping], order_tax_amount: 980 }), 'Bad value: order_lines[0].total_tax_amount'],
    ['no order lines', purchase({ order_lines: [] }), 'Bad value: order_lines'],
    ['no purchase country', purchase({ purchase_country: undefined }), 'Missing field: purchase_country'],
    ['a currency that is no currency code', purchase({ purchase_currency: 'Euro' }), 'Bad value: purchase_currency'],
  ])('refuses %s with 400 BAD_VALUE', async (_case, body, message) => {
    const reply = await call('POST', '/payments/v1/sessions', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error_code: 'BAD_VALUE', error_messages: [message], correlation_id: expect.any(String) });
  });

  it('refuses a body that is not JSON with 400 BAD_REQUEST', async () => {
    const reply = await call('POST', '/payments/v1/sessions', '{"order_amount":');
    expect(reply.status).toBe(400);
    expect(reply.body.error_code).toBe('BAD_REQUEST');
  });

  it('answers 404 NOT_FOUND for an unknown session id', async () => {
    const reply = await call('GET', '/payments/v1/sessions/no-such-session');
    expect(reply).toMatchObject({ status: 404, body: { error_code: 'NOT_FOUND', error_messages: ['Invalid session id'] } });
  });
});

describe("the shopper's authorization (the double's own path for the api.js double)", () => {
  it('gives an authorization token for an approval, none for a refusal, and knows no client token it did not make', async () => {
    const { body: session } = await call('POST', '/payments/v1/sessions', purchase());
    const approved = await authorize(session.client_token);
    expect(approved).toMatchObject({ status: 200, body: { approved: true, authorization_token: expect.any(String) } });
    expect(approved.headers.get('access-control-allow-origin')).toBe('*');
    expect((await authorize(session.client_token, false)).body).toEqual({ approved: false });
    expect(await authorize('local-klarna-1')).toMatchObject({ status: 404, body: { approved: false, show_form: false } });
  });

  it('allows the page to call it from its own origin (CORS preflight)', async () => {
    const preflight = await fetch(`${api}/__buyer/authorize`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5300', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('placing the order with the authorization token', () => {
  it('answers order_id, redirect_url and fraud_status ACCEPTED; order management shows it AUTHORIZED', async () => {
    const { token } = await authorized();
    const reply = await call('POST', `/payments/v1/authorizations/${token}/order`, purchase());
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ order_id: expect.any(String), redirect_url: expect.any(String), fraud_status: 'ACCEPTED' });
    const order = await call('GET', `/ordermanagement/v1/orders/${reply.body.order_id}`);
    expect(order.body).toMatchObject({ order_id: reply.body.order_id, status: 'AUTHORIZED', order_amount: 9490, merchant_reference1: '2026-0042', remaining_authorized_amount: 9490 });
  });

  it('uses a token once: the second order answers 404 SESSION_COMPLETED', async () => {
    const { token, session } = await authorized();
    expect((await call('POST', `/payments/v1/authorizations/${token}/order`, purchase())).status).toBe(200);
    const again = await call('POST', `/payments/v1/authorizations/${token}/order`, purchase());
    expect(again).toMatchObject({ status: 404, body: { error_code: 'SESSION_COMPLETED', correlation_id: expect.any(String) } });
    expect((await call('GET', `/payments/v1/sessions/${session.session_id}`)).body.status).toBe('complete');
  });

  it('answers 404 NOT_FOUND "Invalid authorization token" for an unknown, an expired and a cancelled token', async () => {
    const unknown = await call('POST', '/payments/v1/authorizations/no-such-token/order', purchase());
    expect(unknown).toMatchObject({ status: 404, body: { error_code: 'NOT_FOUND', error_messages: ['Invalid authorization token'] } });

    const expired = await authorized();
    await call('POST', `/__expire/${expired.token}`, undefined, null);
    expect((await call('POST', `/payments/v1/authorizations/${expired.token}/order`, purchase())).body.error_code).toBe('NOT_FOUND');

    const cancelled = await authorized();
    expect((await call('DELETE', `/payments/v1/authorizations/${cancelled.token}`)).status).toBe(204);
    expect((await call('POST', `/payments/v1/authorizations/${cancelled.token}/order`, purchase())).body.error_code).toBe('NOT_FOUND');
    expect((await call('DELETE', `/payments/v1/authorizations/${cancelled.token}`)).status).toBe(404);
  });

  it('refuses an order that differs from what the shopper authorized with 400 BAD_VALUE "Not matching fields", and keeps the token', async () => {
    const { token } = await authorized();
    const cheaper = { ...ring, unit_price: 7990, total_amount: 7990, total_tax_amount: 1276 };
    const reply = await call('POST', `/payments/v1/authorizations/${token}/order`, purchase({ order_lines: [cheaper, shipping], order_amount: 8490, order_tax_amount: 1356 }));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error_code: 'BAD_VALUE', error_messages: ['Not matching fields: [order_amount, order_tax_amount, order_lines]'], correlation_id: expect.any(String) });
    expect((await call('POST', `/payments/v1/authorizations/${token}/order`, purchase())).status).toBe(200);
  });

  it('validates the order body as it validates a session', async () => {
    const { token } = await authorized();
    const reply = await call('POST', `/payments/v1/authorizations/${token}/order`, purchase({ order_amount: 9491 }));
    expect(reply).toMatchObject({ status: 400, body: { error_code: 'BAD_VALUE', error_messages: ['Bad value: order_amount'] } });
  });
});

describe('order management', () => {
  async function placed() {
    const { token } = await authorized();
    return (await call('POST', `/payments/v1/authorizations/${token}/order`, purchase())).body.order_id as string;
  }

  it('captures: 201 with Capture-Id and Location, PART_CAPTURED then CAPTURED; more than is left is CAPTURE_NOT_ALLOWED', async () => {
    const id = await placed();
    const part = await call('POST', `/ordermanagement/v1/orders/${id}/captures`, { captured_amount: 500 });
    expect(part.status).toBe(201);
    expect(part.headers.get('capture-id')).toBeTruthy();
    expect(part.headers.get('location')).toContain(`/ordermanagement/v1/orders/${id}/captures/`);
    expect((await call('GET', `/ordermanagement/v1/orders/${id}`)).body).toMatchObject({ status: 'PART_CAPTURED', captured_amount: 500, remaining_authorized_amount: 8990 });
    const tooMuch = await call('POST', `/ordermanagement/v1/orders/${id}/captures`, { captured_amount: 9000 });
    expect(tooMuch).toMatchObject({ status: 403, body: { error_code: 'CAPTURE_NOT_ALLOWED' } });
    expect((await call('POST', `/ordermanagement/v1/orders/${id}/captures`, { captured_amount: 8990 })).status).toBe(201);
    expect((await call('GET', `/ordermanagement/v1/orders/${id}`)).body.status).toBe('CAPTURED');
  });

  it('cancels an order that has no capture (204); a captured one answers CANCEL_NOT_ALLOWED', async () => {
    const open = await placed();
    expect((await call('POST', `/ordermanagement/v1/orders/${open}/cancel`)).status).toBe(204);
    expect((await call('GET', `/ordermanagement/v1/orders/${open}`)).body.status).toBe('CANCELLED');
    expect((await call('POST', `/ordermanagement/v1/orders/${open}/captures`, { captured_amount: 100 })).body.error_code).toBe('CAPTURE_NOT_ALLOWED');

    const captured = await placed();
    await call('POST', `/ordermanagement/v1/orders/${captured}/captures`, { captured_amount: 9490 });
    const refused = await call('POST', `/ordermanagement/v1/orders/${captured}/cancel`);
    expect(refused).toMatchObject({ status: 403, body: { error_code: 'CANCEL_NOT_ALLOWED' } });
  });

  it('answers 404 for an unknown order and lists the placed ones under __orders', async () => {
    expect((await call('GET', '/ordermanagement/v1/orders/no-such-order')).status).toBe(404);
    const id = await placed();
    const listed = (await (await fetch(`${api}/__orders`)).json()) as Array<{ order_id: string }>;
    expect(listed.map((order) => order.order_id)).toContain(id);
  });
});

describe('failure switches', () => {
  const setMode = (next: string) => call('POST', '/__mode', { next }, null);

  it('answers the next API call with 500, then normally again', async () => {
    await setMode('5xx');
    const failed = await call('POST', '/payments/v1/sessions', purchase());
    expect(failed).toMatchObject({ status: 500, body: { error_code: 'INTERNAL_SERVER_ERROR', correlation_id: expect.any(String) } });
    expect((await call('POST', '/payments/v1/sessions', purchase())).status).toBe(200);
  });

  it('leaves the next API call unanswered', async () => {
    await setMode('hang');
    await expect(fetch(`${api}/payments/v1/sessions`, { method: 'POST', headers: { authorization: sandboxAuth }, body: JSON.stringify(purchase()), signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect((await call('POST', '/payments/v1/sessions', purchase())).status).toBe(200);
  });
});
