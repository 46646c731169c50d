import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { klarnaSandboxPassword, klarnaSandboxUser } from '../../sandbox/klarna-api-double.ts';
import { nodeRequest } from '../support/node-request.ts';
import { klarnaDoubleScriptAt, paypalDoubleScript } from '../../sandbox/payment-doubles.ts';
import { paypalSandboxSecret } from '../../sandbox/paypal-api-double.ts';
import { startThirdPartyDoubles } from '../../sandbox/third-party-doubles.ts';

/**
 * The providers' browser-script doubles in happy-dom, against the REST doubles as the shop's
 * server will use them: the server makes the PayPal order or Klarna session, the script acts for
 * the shopper (approval, authorization), and the server captures or places the order.
 */
let doubles: Server;
let doublesUrl: string;
let paypalToken: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw JSON answers, read field by field
async function server(method: string, url: string, body: unknown, authorization: string): Promise<{ status: number; body: any }> {
  const sent = method === 'GET' ? {} : { headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const reply = await nodeRequest(url, { method, headers: { authorization }, ...sent });
  return { status: reply.status, body: reply.body ? JSON.parse(reply.body) : null };
}

beforeAll(async () => {
  ({ url: doublesUrl, server: doubles } = await startThirdPartyDoubles(0));
  const token = await nodeRequest(`${doublesUrl}/paypal-api/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`shop:${paypalSandboxSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  paypalToken = (JSON.parse(token.body) as { access_token: string }).access_token;
});

afterAll(() => new Promise((resolve) => doubles.close(resolve)));

afterEach(() => {
  delete (window as { paypal?: unknown }).paypal;
  delete (window as { Klarna?: unknown }).Klarna;
});

describe("PayPal's JS SDK double", () => {
  const paypalApi = (method: string, path: string, body: unknown = {}) => server(method, `${doublesUrl}/paypal-api${path}`, body, `Bearer ${paypalToken}`);

  async function serverOrder(invoice: string) {
    const created = await paypalApi('POST', '/v2/checkout/orders', { intent: 'CAPTURE', purchase_units: [{ invoice_id: invoice, amount: { currency_code: 'EUR', value: '89.90' } }] });
    return created.body.id as string;
  }

  type Handlers = { createOrder: () => Promise<string>; onApprove?: (data: { orderID: string; payerID: string }) => void; onCancel?: () => void; onError?: (error: Error) => void };
  async function pressPaypal(clientId: string, handlers: Handlers) {
    new Function(paypalDoubleScript(clientId, doublesUrl))();
    const paypal = (window as unknown as { paypal: { Buttons(options: Handlers): { render(container: HTMLElement): Promise<void> } } }).paypal;
    const container = document.body.appendChild(document.createElement('div'));
    await paypal.Buttons(handlers).render(container);
    container.querySelector('button')!.click();
  }

  it("approves the server's order as the buyer and hands its id to onApprove; the server's capture completes it", async () => {
    const id = await serverOrder(`W-${Date.now()}-1`);
    const onApprove = vi.fn();
    await pressPaypal('test-client', { createOrder: async () => id, onApprove });
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalledWith({ orderID: id, payerID: expect.any(String), paymentSource: 'paypal' }, expect.anything()));
    expect((await paypalApi('GET', `/v2/checkout/orders/${id}`)).body.status).toBe('APPROVED');
    const captured = await paypalApi('POST', `/v2/checkout/orders/${id}/capture`);
    expect(captured).toMatchObject({ status: 201, body: { status: 'COMPLETED' } });
  });

  it('`fail-capture`: the buyer approves with an instrument that declines, so the capture answers INSTRUMENT_DECLINED', async () => {
    const id = await serverOrder(`W-${Date.now()}-2`);
    const onApprove = vi.fn();
    await pressPaypal('fail-capture', { createOrder: async () => id, onApprove });
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalled());
    const captured = await paypalApi('POST', `/v2/checkout/orders/${id}/capture`);
    expect(captured.status).toBe(422);
    expect(captured.body.details[0].issue).toBe('INSTRUMENT_DECLINED');
  });

  it('`cancel`: onCancel, and the order stays unapproved', async () => {
    const id = await serverOrder(`W-${Date.now()}-3`);
    const onCancel = vi.fn();
    const onApprove = vi.fn();
    await pressPaypal('cancel', { createOrder: async () => id, onApprove, onCancel });
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalled());
    expect(onApprove).not.toHaveBeenCalled();
    expect((await paypalApi('GET', `/v2/checkout/orders/${id}`)).body.status).toBe('CREATED');
  });

  it('hands a rejected createOrder, or an order PayPal does not know, to onError', async () => {
    const onError = vi.fn();
    const onApprove = vi.fn();
    await pressPaypal('test-client', { createOrder: () => Promise.reject(new Error('order service down')), onApprove, onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('order service down')));
    await pressPaypal('test-client', { createOrder: async () => 'UNKNOWN0000000000', onApprove, onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(onApprove).not.toHaveBeenCalled();
  });
});

describe("Klarna's api.js double", () => {
  const klarnaAuth = `Basic ${Buffer.from(`${klarnaSandboxUser}:${klarnaSandboxPassword}`).toString('base64')}`;
  const purchase = {
    purchase_country: 'DE',
    purchase_currency: 'EUR',
    locale: 'de-DE',
    order_amount: 34900,
    order_tax_amount: 5572,
    order_lines: [{ type: 'physical', reference: 'ring', name: 'Ring', quantity: 1, unit_price: 34900, tax_rate: 1900, total_amount: 34900, total_tax_amount: 5572 }],
    merchant_reference1: '2026-0042',
  };
  type Reply = { approved: boolean; show_form: boolean; authorization_token?: string };
  type Payments = {
    init(options: { client_token: string }): void;
    load(options: { container: string }, callback: (reply: { show_form: boolean }) => void): void;
    authorize(options: object, data: object, callback: (reply: Reply) => void): void;
  };

  async function authorizeWith(clientToken: string, decline = false): Promise<Reply> {
    new Function(klarnaDoubleScriptAt(doublesUrl))();
    const payments = (window as unknown as { Klarna: { Payments: Payments } }).Klarna.Payments;
    document.body.innerHTML = '<div id="klarna-here"></div>';
    payments.init({ client_token: clientToken });
    await new Promise((resolve) => payments.load({ container: '#klarna-here' }, resolve));
    if (decline) document.querySelector<HTMLInputElement>('.klarna-double input[type="checkbox"]')!.click();
    return new Promise((resolve) => payments.authorize({ payment_method_category: 'pay_later' }, {}, resolve));
  }

  const session = async () => (await server('POST', `${doublesUrl}/klarna-api/payments/v1/sessions`, purchase, klarnaAuth)).body.client_token as string;

  it("authorizes the server's session: the token places the order once", async () => {
    const reply = await authorizeWith(await session());
    expect(reply).toEqual({ approved: true, show_form: true, authorization_token: expect.any(String) });
    const order = await server('POST', `${doublesUrl}/klarna-api/payments/v1/authorizations/${reply.authorization_token}/order`, purchase, klarnaAuth);
    expect(order).toMatchObject({ status: 200, body: { order_id: expect.any(String), fraud_status: 'ACCEPTED' } });
  });

  it('answers a refusal ("Zahlung ablehnen (Test)") without a token, the form still shown', async () => {
    expect(await authorizeWith(await session(), true)).toEqual({ approved: false, show_form: true });
  });

  it('answers a client token Klarna did not make with approved false and no form', async () => {
    expect(await authorizeWith('local-klarna-1')).toEqual({ approved: false, show_form: false });
  });
});
