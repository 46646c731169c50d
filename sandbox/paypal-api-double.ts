import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import { answer, corsHeaders, FailureMode, hang, isRecord, originOf, parseJson, sendJson, type Reply } from './api-double-kit.ts';

/**
 * PayPal's REST API (server to server) under /paypal-api of the third-party doubles, so that
 * PAYPAL_API_URL=http://127.0.0.1:<port>/paypal-api stands for https://api-m.sandbox.paypal.com.
 * In memory; it follows these pages of PayPal's documentation:
 *   https://developer.paypal.com/api/rest/authentication/                 (POST /v1/oauth2/token)
 *   https://developer.paypal.com/docs/api/orders/v2/#orders_create        (POST /v2/checkout/orders)
 *   https://developer.paypal.com/docs/api/orders/v2/#orders_get           (GET  /v2/checkout/orders/{id})
 *   https://developer.paypal.com/docs/api/orders/v2/#orders_capture       (POST /v2/checkout/orders/{id}/capture)
 *   https://developer.paypal.com/api/webhooks/v1/verify-webhook-signature-post  (POST /v1/notifications/verify-webhook-signature)
 *   https://developer.paypal.com/docs/api/payments/v2/#captures_refund  (POST /v2/payments/captures/{id}/refund)
 *   https://developer.paypal.com/checkout/manage-payment                 (full and partial refunds)
 *   https://developer.paypal.com/api/rest/responses/ and https://developer.paypal.com/api/rest/integration/orders-api/errors
 *     (error shape { name, message, debug_id, details[{ field, value, location, issue, description }], links })
 *   https://developer.paypal.com/docs/api/orders/v2/#errors and https://developer.paypal.com/api/errors/overview/
 *     (AMOUNT_MISMATCH, ITEM_TOTAL_MISMATCH, TAX_TOTAL_MISMATCH, DECIMAL_PRECISION, ORDER_NOT_APPROVED,
 *      ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED, DUPLICATE_INVOICE_ID, RESOURCE_NOT_FOUND)
 *   https://developer.paypal.com/api/rest/reference/idempotency/          (PayPal-Request-Id)
 *   https://developer.paypal.com/tools/sandbox/negative-testing/request-headers/  (PayPal-Mock-Response)
 *   https://developer.paypal.com/api/rest/webhooks/rest/                   (event shape and PAYPAL-* headers)
 *
 * The API: the token for any non-empty client id with the secret `sandbox-secret`; every other
 * call needs `Authorization: Bearer <a token this double issued>` (else 401 AUTHENTICATION_FAILURE).
 * Orders: 201 { id, status: 'CREATED', links } (the whole order with `Prefer: return=representation`);
 * the same PayPal-Request-Id on create or capture answers the first answer again. Capture: 422
 * ORDER_NOT_APPROVED before the buyer approved, ORDER_ALREADY_CAPTURED after a capture,
 * INSTRUMENT_DECLINED when the buyer's approval was "decline" (or the request carries
 * `PayPal-Mock-Response: {"mock_application_codes": "INSTRUMENT_DECLINED"}`, any code works),
 * DUPLICATE_INVOICE_ID when another order with the same invoice_id was already captured.
 * Refund: 201 { id, status: 'COMPLETED', amount, links } for the whole capture (no body amount) or
 * a part of it; 404 RESOURCE_NOT_FOUND for a capture it never made; 422 CAPTURE_FULLY_REFUNDED,
 * REFUND_AMOUNT_EXCEEDED (more than is left of the capture), REFUND_CAPTURE_CURRENCY_MISMATCH; the
 * capture then reads PARTIALLY_REFUNDED or REFUNDED; PayPal-Request-Id as for a capture.
 *
 * The double's own paths (not PayPal's):
 *   POST /paypal-api/__buyer/approve/{id}  body optional {"outcome": "approve" | "decline"}: what the
 *        buyer does in PayPal's popup (the JS SDK double calls it; CORS allowed). "decline" approves
 *        with a funding instrument that the capture then declines. 404 unknown, 422 when captured.
 *   POST /paypal-api/__send-webhook {url, webhook_id, event_type, resource}: POSTs a PayPal-shaped
 *        event to url, signed so that verify-webhook-signature answers SUCCESS for exactly that
 *        event, those headers and that webhook id; answers { status, body, event, headers }.
 *   POST /paypal-api/__mode {"next": "5xx" | "hang" | "none", "count"?: n}: the next n API calls
 *        answer 500 INTERNAL_SERVER_ERROR or never answer (see api-double-kit.ts).
 *   GET  /paypal-api/__orders: every order held, whole.
 */
export const paypalSandboxSecret = 'sandbox-secret';

const prefix = '/paypal-api';
const webhookSecret = randomBytes(32);
const certUrl = 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-double';

type Money = { currency_code: string; value: string };
type Unit = Record<string, unknown> & { reference_id: string; amount: Money; invoice_id?: string; payments?: { captures: unknown[]; refunds?: unknown[] } };
type Order = {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: Unit[];
  payer?: Record<string, unknown>;
  payment_source?: Record<string, unknown>;
  create_time: string;
  update_time?: string;
  /** The buyer approved with an instrument that declines (not part of PayPal's representation). */
  declines: boolean;
};

const tokens = new Set<string>();
const orders = new Map<string, Order>();
const replays = new Map<string, Reply>();
const failure = new FailureMode();

const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const paypalId = (length = 17) => Array.from(randomBytes(length), (byte) => '0123456789ABCDEFGHJKLMNPRSTUVWXY'[byte % 32]).join('');

type Issue = { issue: string; description: string; field?: string; value?: string; location?: 'body' | 'path' | 'header' };

const errorMessages: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  UNPROCESSABLE_ENTITY: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  INTERNAL_SERVER_ERROR: 'An internal server error has occurred.',
};

function paypalError(status: number, name: string, details: Issue[] = [], extraLinks: unknown[] = []): Reply {
  const link = details[0] ? `https://developer.paypal.com/docs/api/orders/v2/#error-${details[0].issue}` : 'https://developer.paypal.com/api/rest/reference/orders/v2/errors/';
  return {
    status,
    headers: { 'paypal-debug-id': 'f' + randomBytes(6).toString('hex') },
    body: {
      name,
      message: errorMessages[name] ?? name,
      debug_id: 'f' + randomBytes(6).toString('hex'),
      ...(details.length ? { details: details.map((detail) => ({ location: 'body', ...detail })) } : {}),
      links: [{ href: link, rel: 'information_link', method: 'GET' }, ...extraLinks],
    },
  };
}

const issues: Record<string, string> = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED: 'The instrument presented  was either declined by the processor or bank, or it can\'t be used for this payment.',
  DUPLICATE_INVOICE_ID: 'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
  ACTION_DOES_NOT_MATCH_INTENT:
    "Order was created with an intent to 'AUTHORIZE'. Please use v2/checkout/orders/order_id/authorize to complete the transaction or alternately Create an order with an intent of 'CAPTURE'.",
  AMOUNT_MISMATCH: 'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
  ITEM_TOTAL_MISMATCH: 'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit',
  TAX_TOTAL_MISMATCH: 'Should equal sum of (tax * quantity) across all items for a given purchase_unit',
  ITEM_TOTAL_REQUIRED: 'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
  CANNOT_BE_ZERO_OR_NEGATIVE: 'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  CANNOT_BE_NEGATIVE: 'Must be greater than or equal to 0. If the currency supports decimals, only two decimal place precision is supported.',
  CURRENCY_MISMATCH: 'Currency code should be the same for all amounts in the purchase unit.',
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_STRING_LENGTH: 'The value of a field is either too short or too long.',
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
};

const issue = (name: string, field?: string, value?: string): Issue => ({ issue: name, description: issues[name] ?? name, ...(field ? { field } : {}), ...(value !== undefined ? { value } : {}) });

/** Money as cents, or the issue that rules it out (400 for the syntax, 422 for the rest, as PayPal). */
function cents(money: unknown, field: string, currency?: string): number | { status: 400 | 422; issue: Issue } {
  if (!isRecord(money) || money.value === undefined || money.currency_code === undefined) return { status: 400, issue: issue('MISSING_REQUIRED_PARAMETER', field) };
  if (typeof money.currency_code !== 'string' || !/^[A-Z]{3}$/.test(money.currency_code)) return { status: 400, issue: issue('INVALID_PARAMETER_VALUE', `${field}/currency_code`, String(money.currency_code)) };
  if (currency && money.currency_code !== currency) return { status: 422, issue: issue('CURRENCY_MISMATCH', `${field}/currency_code`, money.currency_code) };
  const value = money.value;
  if (typeof value !== 'string' || !/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/.test(value)) return { status: 400, issue: issue('INVALID_PARAMETER_SYNTAX', `${field}/value`, String(value)) };
  const [, decimals = ''] = value.split('.');
  if (decimals.length > 2) return { status: 422, issue: issue('DECIMAL_PRECISION', `${field}/value`, value) };
  const amount = Math.round(Number(value) * 100);
  if (amount < 0) return { status: 422, issue: issue('CANNOT_BE_NEGATIVE', `${field}/value`, value) };
  return amount;
}

/** Validates one purchase unit as PayPal does; null when it is fine. */
function unitProblem(unit: unknown, index: number): { status: 400 | 422; issue: Issue } | null {
  if (!isRecord(unit)) return { status: 400, issue: issue('INVALID_PARAMETER_SYNTAX', `/purchase_units/${index}`) };
  const at = `/purchase_units/@reference_id=='${typeof unit.reference_id === 'string' ? unit.reference_id : 'default'}'`;
  if (unit.amount === undefined) return { status: 400, issue: issue('MISSING_REQUIRED_PARAMETER', `${at}/amount`) };
  const total = cents(unit.amount, `${at}/amount`);
  if (typeof total !== 'number') return total;
  if (total === 0) return { status: 422, issue: issue('CANNOT_BE_ZERO_OR_NEGATIVE', `${at}/amount/value`, (unit.amount as Money).value) };
  const currency = (unit.amount as Money).currency_code;
  if (unit.invoice_id !== undefined && (typeof unit.invoice_id !== 'string' || unit.invoice_id.length > 127)) return { status: 400, issue: issue('INVALID_STRING_LENGTH', `${at}/invoice_id`) };
  const breakdown = (unit.amount as Record<string, unknown>).breakdown;
  const parts: Record<string, number> = {};
  if (breakdown !== undefined) {
    if (!isRecord(breakdown)) return { status: 400, issue: issue('INVALID_PARAMETER_SYNTAX', `${at}/amount/breakdown`) };
    for (const name of ['item_total', 'shipping', 'handling', 'tax_total', 'insurance', 'shipping_discount', 'discount']) {
      if (breakdown[name] === undefined) continue;
      const part = cents(breakdown[name], `${at}/amount/breakdown/${name}`, currency);
      if (typeof part !== 'number') return part;
      parts[name] = part;
    }
    const sum = (parts.item_total ?? 0) + (parts.tax_total ?? 0) + (parts.shipping ?? 0) + (parts.handling ?? 0) + (parts.insurance ?? 0) - (parts.shipping_discount ?? 0) - (parts.discount ?? 0);
    if (sum !== total) return { status: 422, issue: issue('AMOUNT_MISMATCH', `${at}/amount/value`, (unit.amount as Money).value) };
  }
  if (unit.items !== undefined) {
    if (!Array.isArray(unit.items)) return { status: 400, issue: issue('INVALID_PARAMETER_SYNTAX', `${at}/items`) };
    let items = 0;
    let taxes = 0;
    let anyTax = false;
    for (const [position, item] of unit.items.entries()) {
      if (!isRecord(item) || typeof item.name !== 'string' || item.name === '') return { status: 400, issue: issue('MISSING_REQUIRED_PARAMETER', `${at}/items/${position}/name`) };
      if (typeof item.quantity !== 'string' || !/^[1-9][0-9]{0,9}$/.test(item.quantity)) return { status: 400, issue: issue('INVALID_PARAMETER_SYNTAX', `${at}/items/${position}/quantity`, String(item.quantity)) };
      const price = cents(item.unit_amount, `${at}/items/${position}/unit_amount`, currency);
      if (typeof price !== 'number') return price;
      items += price * Number(item.quantity);
      if (item.tax !== undefined) {
        const tax = cents(item.tax, `${at}/items/${position}/tax`, currency);
        if (typeof tax !== 'number') return tax;
        anyTax = true;
        taxes += tax * Number(item.quantity);
      }
    }
    if (parts.item_total === undefined) return { status: 422, issue: issue('ITEM_TOTAL_REQUIRED', `${at}/amount/breakdown/item_total`) };
    if (parts.item_total !== items) return { status: 422, issue: issue('ITEM_TOTAL_MISMATCH', `${at}/amount/breakdown/item_total/value`) };
    if (anyTax && (parts.tax_total ?? 0) !== taxes) return { status: 422, issue: issue('TAX_TOTAL_MISMATCH', `${at}/amount/breakdown/tax_total/value`) };
  }
  return null;
}

function links(origin: string, order: Order) {
  const self = `${origin}${prefix}/v2/checkout/orders/${order.id}`;
  if (order.status === 'COMPLETED') return [{ href: self, rel: 'self', method: 'GET' }];
  return [
    { href: self, rel: 'self', method: 'GET' },
    // The buyer's page at PayPal; the JS SDK double approves through /paypal-api/__buyer/approve instead.
    { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
    { href: self, rel: 'update', method: 'PATCH' },
    { href: `${self}/capture`, rel: 'capture', method: 'POST' },
  ];
}

function representation(origin: string, order: Order) {
  const { declines: _declines, ...visible } = order;
  return { ...visible, links: links(origin, order) };
}

function bearer(request: IncomingMessage): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return Boolean(match && tokens.has(match[1]!));
}

function issueToken(request: IncomingMessage, body: string): Reply {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const clientId = colon > 0 ? decoded.slice(0, colon) : '';
  if (!clientId || decoded.slice(colon + 1) !== paypalSandboxSecret) {
    return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
  }
  const grant = new URLSearchParams(body).get('grant_type');
  if (grant !== 'client_credentials') {
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: grant ? 'Grant Type is not supported' : 'Grant Type is NULL' } };
  }
  const token = `A21AA${randomBytes(24).toString('base64url')}`;
  tokens.add(token);
  return {
    status: 200,
    body: {
      scope: 'https://uri.paypal.com/services/payments/payment/authcapture openid https://uri.paypal.com/services/applications/webhooks',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32400,
      nonce: `${now()}${randomBytes(16).toString('base64url')}`,
    },
  };
}

/** Answers with the reply stored for this PayPal-Request-Id, or computes, stores and answers it. */
function idempotent(request: IncomingMessage, scope: string, compute: () => Reply): Reply {
  const requestId = request.headers['paypal-request-id'];
  if (typeof requestId !== 'string' || requestId === '') return compute();
  const key = `${scope}|${requestId}`;
  const earlier = replays.get(key);
  if (earlier) return earlier;
  const reply = compute();
  // The answer to a request that did its work is kept; a refused one may be retried with the same id.
  if (reply.status < 300) replays.set(key, reply);
  return reply;
}

function createOrder(request: IncomingMessage, body: string): Reply {
  const origin = originOf(request);
  return idempotent(request, 'create', () => {
    const parsed = parseJson(body);
    if (!isRecord(parsed)) return paypalError(400, 'INVALID_REQUEST', [issue('MALFORMED_REQUEST_JSON')]);
    if (parsed.intent === undefined) return paypalError(400, 'INVALID_REQUEST', [issue('MISSING_REQUIRED_PARAMETER', '/intent')]);
    if (parsed.intent !== 'CAPTURE' && parsed.intent !== 'AUTHORIZE') return paypalError(400, 'INVALID_REQUEST', [issue('INVALID_PARAMETER_VALUE', '/intent', String(parsed.intent))]);
    if (!Array.isArray(parsed.purchase_units) || parsed.purchase_units.length === 0) {
      return paypalError(400, 'INVALID_REQUEST', [issue('MISSING_REQUIRED_PARAMETER', '/purchase_units')]);
    }
    for (const [index, unit] of parsed.purchase_units.entries()) {
      const problem = unitProblem(unit, index);
      if (problem) return paypalError(problem.status, problem.status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY', [problem.issue]);
    }
    const order: Order = {
      id: paypalId(),
      intent: parsed.intent,
      status: 'CREATED',
      purchase_units: (parsed.purchase_units as Record<string, unknown>[]).map((unit) => ({
        reference_id: 'default',
        ...unit,
        payee: { email_address: 'haendler@example.com', merchant_id: 'MERCHANTDOUBLE1' },
      })) as unknown as Unit[],
      create_time: now(),
      declines: false,
    };
    orders.set(order.id, order);
    const whole = /return=representation/.test(String(request.headers.prefer ?? ''));
    return { status: 201, body: whole ? representation(origin, order) : { id: order.id, status: order.status, links: links(origin, order) } };
  });
}

function mockedCode(request: IncomingMessage): string | null {
  const header = request.headers['paypal-mock-response'];
  if (typeof header !== 'string') return null;
  const parsed = parseJson(header);
  return isRecord(parsed) && typeof parsed.mock_application_codes === 'string' ? parsed.mock_application_codes : null;
}

function captureOrder(request: IncomingMessage, id: string): Reply {
  const origin = originOf(request);
  return idempotent(request, `capture|${id}`, () => {
    const order = orders.get(id);
    if (!order) return paypalError(404, 'RESOURCE_NOT_FOUND', [{ ...issue('INVALID_RESOURCE_ID'), location: 'path', field: 'order_id', value: id }]);
    const mocked = mockedCode(request);
    if (mocked) return paypalError(422, 'UNPROCESSABLE_ENTITY', [issue(mocked)]);
    if (order.status === 'COMPLETED') return paypalError(422, 'UNPROCESSABLE_ENTITY', [issue('ORDER_ALREADY_CAPTURED')]);
    if (order.intent !== 'CAPTURE') return paypalError(422, 'UNPROCESSABLE_ENTITY', [issue('ACTION_DOES_NOT_MATCH_INTENT')]);
    if (order.status !== 'APPROVED') return paypalError(422, 'UNPROCESSABLE_ENTITY', [issue('ORDER_NOT_APPROVED')]);
    if (order.declines) {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', [issue('INSTRUMENT_DECLINED')], [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'redirect', method: 'GET' }]);
    }
    const invoices = order.purchase_units.map((unit) => unit.invoice_id).filter((invoice): invoice is string => Boolean(invoice));
    const taken = [...orders.values()].some((other) => other !== order && other.status === 'COMPLETED' && other.purchase_units.some((unit) => unit.invoice_id && invoices.includes(unit.invoice_id)));
    if (taken) return paypalError(422, 'UNPROCESSABLE_ENTITY', [issue('DUPLICATE_INVOICE_ID')]);
    const time = now();
    for (const unit of order.purchase_units) {
      const captureId = paypalId();
      const gross = Math.round(Number(unit.amount.value) * 100);
      const fee = Math.round(gross * 0.0249) + 35;
      const money = (value: number) => ({ currency_code: unit.amount.currency_code, value: (value / 100).toFixed(2) });
      // A capture's amount is plain money: the breakdown stays with the purchase unit.
      const amount = { currency_code: unit.amount.currency_code, value: unit.amount.value };
      unit.payments = {
        captures: [
          {
            id: captureId,
            status: 'COMPLETED',
            amount,
            final_capture: true,
            ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
            ...(typeof unit.custom_id === 'string' ? { custom_id: unit.custom_id } : {}),
            seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
            seller_receivable_breakdown: { gross_amount: amount, paypal_fee: money(fee), net_amount: money(gross - fee) },
            links: [
              { href: `${origin}${prefix}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
              { href: `${origin}${prefix}/v2/payments/captures/${captureId}/refund`, rel: 'refund', method: 'POST' },
              { href: `${origin}${prefix}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
            ],
            create_time: time,
            update_time: time,
          },
        ],
      };
    }
    order.status = 'COMPLETED';
    order.update_time = time;
    return { status: 201, body: representation(origin, order) };
  });
}

/** The capture with this id and its purchase unit, in whichever order it was made. */
function findCapture(id: string): { capture: Record<string, unknown>; unit: Unit } | undefined {
  for (const order of orders.values()) {
    for (const unit of order.purchase_units) {
      const found = (unit.payments?.captures ?? []).find((capture) => isRecord(capture) && capture.id === id);
      if (found) return { capture: found as Record<string, unknown>, unit };
    }
  }
  return undefined;
}

function refundCapture(request: IncomingMessage, id: string, body: string): Reply {
  const origin = originOf(request);
  return idempotent(request, `refund|${id}`, () => {
    const found = findCapture(id);
    if (!found) return paypalError(404, 'RESOURCE_NOT_FOUND', [{ ...issue('INVALID_RESOURCE_ID'), location: 'path', field: 'capture_id', value: id }]);
    const mocked = mockedCode(request);
    if (mocked) return paypalError(422, 'UNPROCESSABLE_ENTITY', [issue(mocked)]);
    const parsed = body.trim() === '' ? {} : parseJson(body);
    if (!isRecord(parsed)) return paypalError(400, 'INVALID_REQUEST', [issue('MALFORMED_REQUEST_JSON')]);
    const { capture, unit } = found;
    const captured = capture.amount as Money;
    // As in PayPal's order: the unit's refunds beside its captures, each naming its capture by the "up" link.
    const refunds = ((unit.payments?.refunds ?? []) as Array<{ amount: Money; links: Array<{ rel: string; href: string }> }>).filter((entry) => entry.links.some((link) => link.rel === 'up' && link.href.endsWith(`/captures/${id}`)));
    const cents = (value: string) => Math.round(Number(value) * 100);
    const left = cents(captured.value) - refunds.reduce((sum, refund) => sum + cents(refund.amount.value), 0);
    if (left <= 0) return paypalError(422, 'UNPROCESSABLE_ENTITY', [issue('CAPTURE_FULLY_REFUNDED')]);
    const asked = isRecord(parsed.amount) ? (parsed.amount as Money) : null;
    if (asked && asked.currency_code !== captured.currency_code) return paypalError(422, 'UNPROCESSABLE_ENTITY', [issue('REFUND_CAPTURE_CURRENCY_MISMATCH')]);
    const amount = asked ? { currency_code: asked.currency_code, value: asked.value } : { currency_code: captured.currency_code, value: (left / 100).toFixed(2) };
    if (cents(amount.value) > left) return paypalError(422, 'UNPROCESSABLE_ENTITY', [issue('REFUND_AMOUNT_EXCEEDED')]);
    const time = now();
    const refundId = paypalId();
    const refund = {
      id: refundId,
      status: 'COMPLETED',
      amount,
      ...(typeof capture.invoice_id === 'string' ? { invoice_id: capture.invoice_id } : {}),
      ...(typeof capture.custom_id === 'string' ? { custom_id: capture.custom_id } : {}),
      ...(typeof parsed.note_to_payer === 'string' ? { note_to_payer: parsed.note_to_payer } : {}),
      seller_payable_breakdown: { gross_amount: amount, total_refunded_amount: { currency_code: amount.currency_code, value: ((cents(captured.value) - left + cents(amount.value)) / 100).toFixed(2) } },
      links: [
        { href: `${origin}${prefix}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
        { href: `${origin}${prefix}/v2/payments/captures/${id}`, rel: 'up', method: 'GET' },
      ],
      create_time: time,
      update_time: time,
    };
    unit.payments = { captures: unit.payments?.captures ?? [], refunds: [...(unit.payments?.refunds ?? []), refund] };
    capture.status = cents(amount.value) === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.update_time = time;
    return { status: 201, body: refund };
  });
}

function approveAsBuyer(id: string, body: string): Reply {
  const order = orders.get(id);
  if (!order) return { status: 404, body: { error: 'RESOURCE_NOT_FOUND', order: id }, headers: corsHeaders };
  if (order.status === 'COMPLETED') return { status: 422, body: { error: 'ORDER_ALREADY_CAPTURED', order: id }, headers: corsHeaders };
  const parsed = parseJson(body);
  const outcome = isRecord(parsed) && parsed.outcome === 'decline' ? 'decline' : 'approve';
  const payer = { name: { given_name: 'Anna', surname: 'Käufer' }, email_address: 'kaeufer@example.org', payer_id: 'PAYERDOUBLE01', address: { country_code: 'DE' } };
  order.status = 'APPROVED';
  order.declines = outcome === 'decline';
  order.payer = payer;
  order.payment_source = { paypal: { email_address: payer.email_address, account_id: payer.payer_id, account_status: 'VERIFIED', name: payer.name, address: payer.address } };
  order.update_time = now();
  return { status: 200, body: { id, status: order.status, payer_id: payer.payer_id, outcome }, headers: corsHeaders };
}

function signature(transmissionId: string, time: string, webhookId: string, body: string): string {
  return createHmac('sha256', webhookSecret).update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`).digest('base64');
}

const resourceTypes: Array<[RegExp, string]> = [
  [/^CHECKOUT\.ORDER\./, 'checkout-order'],
  [/^PAYMENT\.CAPTURE\./, 'capture'],
  [/^PAYMENT\.AUTHORIZATION\./, 'authorization'],
  [/^PAYMENT\.REFUND\./, 'refund'],
];

async function sendWebhook(body: string): Promise<Reply> {
  const parsed = parseJson(body);
  if (!isRecord(parsed) || typeof parsed.url !== 'string' || typeof parsed.webhook_id !== 'string' || typeof parsed.event_type !== 'string') {
    return { status: 400, body: { error: 'url, webhook_id and event_type are required' } };
  }
  const resource = isRecord(parsed.resource) ? parsed.resource : {};
  const event = {
    id: `WH-${paypalId(17)}-${paypalId(17)}`,
    event_version: '1.0',
    create_time: now(),
    resource_type: resourceTypes.find(([pattern]) => pattern.test(parsed.event_type as string))?.[1] ?? 'checkout-order',
    resource_version: '2.0',
    event_type: parsed.event_type,
    summary: typeof parsed.summary === 'string' ? parsed.summary : `${parsed.event_type} (sandbox double)`,
    resource,
    links: [{ href: `https://api.sandbox.paypal.com/v1/notifications/webhooks-events/WH-double`, rel: 'self', method: 'GET' }],
  };
  const text = JSON.stringify(event);
  const transmissionId = randomUUID();
  const time = now();
  const headers = {
    'content-type': 'application/json',
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-time': time,
    'paypal-transmission-sig': signature(transmissionId, time, parsed.webhook_id, text),
    'paypal-cert-url': certUrl,
    'paypal-auth-algo': 'SHA256withRSA',
  };
  try {
    const delivered = await fetch(parsed.url, { method: 'POST', headers, body: text, signal: AbortSignal.timeout(10_000) });
    return { status: 200, body: { status: delivered.status, body: await delivered.text(), event, headers } };
  } catch (error) {
    return { status: 502, body: { error: String(error), event, headers } };
  }
}

function verifyWebhook(body: string): Reply {
  const parsed = parseJson(body);
  if (!isRecord(parsed)) return paypalError(400, 'INVALID_REQUEST', [issue('MALFORMED_REQUEST_JSON')]);
  for (const field of ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id', 'webhook_event']) {
    if (parsed[field] === undefined || parsed[field] === '') return paypalError(400, 'INVALID_REQUEST', [issue('MISSING_REQUIRED_PARAMETER', `/${field}`)]);
  }
  const { transmission_id: id, transmission_time: time, webhook_id: webhookId, transmission_sig: sig } = parsed as Record<string, string>;
  const expected = signature(String(id), String(time), String(webhookId), JSON.stringify(parsed.webhook_event));
  const good = parsed.auth_algo === 'SHA256withRSA' && parsed.cert_url === certUrl && sig === expected;
  return { status: 200, body: { verification_status: good ? 'SUCCESS' : 'FAILURE' } };
}

function api(request: IncomingMessage, path: string, body: string): Reply {
  const method = request.method ?? 'GET';
  if (path === '/v1/oauth2/token' && method === 'POST') return issueToken(request, body);
  if (!bearer(request)) return paypalError(401, 'AUTHENTICATION_FAILURE');
  if (path === '/v2/checkout/orders' && method === 'POST') return createOrder(request, body);
  const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
  if (capture && method === 'POST') return captureOrder(request, decodeURIComponent(capture[1]!));
  const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
  if (refund && method === 'POST') return refundCapture(request, decodeURIComponent(refund[1]!), body);
  const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
  if (get && method === 'GET') {
    const order = orders.get(decodeURIComponent(get[1]!));
    return order
      ? { status: 200, body: representation(originOf(request), order) }
      : paypalError(404, 'RESOURCE_NOT_FOUND', [{ ...issue('INVALID_RESOURCE_ID'), location: 'path', field: 'order_id', value: get[1]! }]);
  }
  if (path === '/v1/notifications/verify-webhook-signature' && method === 'POST') return verifyWebhook(body);
  return paypalError(404, 'RESOURCE_NOT_FOUND');
}

/** Answers /paypal-api/*; false for any other path. */
export function handlePaypalApi(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return false;
  const path = url.pathname.slice(prefix.length);
  const approve = /^\/__buyer\/approve\/([^/]+)$/.exec(path);
  if (approve) {
    if (request.method === 'OPTIONS') sendJson(response, { status: 204, headers: { ...corsHeaders, 'access-control-max-age': '600' } });
    else answer(request, response, (body) => approveAsBuyer(decodeURIComponent(approve[1]!), body));
    return true;
  }
  if (path === '/__send-webhook') answer(request, response, sendWebhook);
  else if (path === '/__mode') answer(request, response, (body) => failure.set(parseJson(body)));
  else if (path === '/__orders') sendJson(response, { status: 200, body: [...orders.values()].map((order) => ({ ...representation(originOf(request), order), declines: order.declines })) });
  else {
    const mode = failure.take();
    if (mode === 'hang') hang(request);
    else if (mode === '5xx') answer(request, response, () => paypalError(500, 'INTERNAL_SERVER_ERROR'));
    else answer(request, response, (body) => api(request, path, body));
  }
  return true;
}
