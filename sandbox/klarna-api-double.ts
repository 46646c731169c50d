import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answer, basicCredentials, corsHeaders, FailureMode, hang, isRecord, originOf, parseJson, sendJson, type Reply } from './api-double-kit.ts';

/**
 * Klarna's REST API (Klarna Payments v1 and Order Management v1) under /klarna-api of the
 * third-party doubles, so that KLARNA_API_URL=http://127.0.0.1:<port>/klarna-api stands for
 * https://api.playground.klarna.com. In memory; it follows these pages of Klarna's documentation:
 *   https://docs.klarna.com/api/payments/#operation/createCreditSession            (POST /payments/v1/sessions)
 *   https://docs.klarna.com/klarna-payments/other-actions/check-the-details-of-a-payment-session/  (GET /payments/v1/sessions/{id})
 *   https://docs.klarna.com/klarna-payments/integrate-with-klarna-payments/step-3-create-an-order/create-a-one-time-payment-order/
 *     (POST /payments/v1/authorizations/{authorizationToken}/order; NOT_FOUND "Invalid authorization
 *      token" after 60 minutes; BAD_VALUE "Not matching fields: [...]" when the order differs from
 *      what the shopper authorized)
 *   https://docs.klarna.com/api/payments/#operation/cancelAuthorization            (DELETE /payments/v1/authorizations/{token}, 204)
 *   https://docs.klarna.com/resources/error-details/errors-in-klarna-payments/     (400 BAD_REQUEST / BAD_VALUE, 403, 404 NOT_FOUND /
 *      SESSION_COMPLETED; error shape { error_code, error_messages, correlation_id })
 *   https://docs.klarna.com/klarna-payments/in-depth-knowledge/tax-handling/        (amounts in minor units, tax_rate in
 *      hundredths of a percent, total_tax_amount = total_amount - total_amount * 10000 / (10000 + tax_rate))
 *   https://docs.klarna.com/api/ordermanagement/#operation/getOrder, #operation/captureOrder, #operation/cancelOrder,
 *     #operation/refundOrder (POST …/refunds {refunded_amount}, 201 with a Refund-Id header); a
 *     Klarna-Idempotency-Key on an order management call answers a repeat as the first call, doing nothing again
 *   https://docs.klarna.com/resources/error-details/errors-in-order-management/     (CAPTURE_NOT_ALLOWED, CANCEL_NOT_ALLOWED,
 *     REFUND_NOT_ALLOWED, NO_SUCH_ORDER)
 *   https://docs.klarna.com/api/authentication/                                     (HTTP Basic with the API username and password)
 *
 * Every API call needs Basic auth `sandbox-user` / `sandbox-password` (else 401). An authorization
 * token is single use: the order it placed closes the session, and the token then answers 404
 * SESSION_COMPLETED; an unknown, cancelled or expired one answers 404 NOT_FOUND.
 *
 * The double's own paths (not Klarna's):
 *   POST /klarna-api/__buyer/authorize {client_token, approve}: what the shopper does in Klarna's
 *        authorize() popup (the api.js double calls it; CORS allowed) → { approved: true,
 *        authorization_token } bound to that session's amounts and lines, or { approved: false };
 *        404 { approved: false, show_form: false } for a client token the double did not make.
 *   POST /klarna-api/__expire/{authorization_token}: ages the token past Klarna's 60 minutes.
 *   POST /klarna-api/__mode {"next": "5xx" | "hang" | "none", "count"?: n}: the next n API calls answer
 *        500 INTERNAL_SERVER_ERROR or never answer (see api-double-kit.ts).
 *   GET  /klarna-api/__orders: every order placed, as GET /ordermanagement/v1/orders/{id} shows it.
 */
export const klarnaSandboxUser = 'sandbox-user';
export const klarnaSandboxPassword = 'sandbox-password';

const prefix = '/klarna-api';
const authorizationLifetimeMs = 60 * 60 * 1000;

type OrderLine = { type?: string; reference?: string; name: string; quantity: number; unit_price: number; tax_rate: number; total_amount: number; total_tax_amount: number; total_discount_amount?: number };
type Purchase = { purchase_country: string; purchase_currency: string; locale: string; order_amount: number; order_tax_amount: number; order_lines: OrderLine[]; merchant_reference1?: string; merchant_reference2?: string };
type Session = { session_id: string; client_token: string; status: 'incomplete' | 'complete'; purchase: Purchase; expires_at: string; authorization_token?: string };
type Authorization = { token: string; session: Session; purchase: Purchase; authorized_at: number; state: 'open' | 'used' | 'cancelled' };
type Capture = { capture_id: string; captured_amount: number; captured_at: string; description?: string };
type Order = Purchase & {
  order_id: string;
  status: 'AUTHORIZED' | 'PART_CAPTURED' | 'CAPTURED' | 'CANCELLED';
  fraud_status: 'ACCEPTED';
  captured_amount: number;
  refunded_amount: number;
  remaining_authorized_amount: number;
  created_at: string;
  expires_at: string;
  captures: Capture[];
};

const sessions = new Map<string, Session>();
const byClientToken = new Map<string, Session>();
const authorizations = new Map<string, Authorization>();
const orders = new Map<string, Order>();
/** Order management replies by path and Klarna-Idempotency-Key: a repeated call answers as the first. */
const idempotentReplies = new Map<string, Reply>();
const failure = new FailureMode();

function klarnaError(status: number, code: string, messages: string[]): Reply {
  const correlation = randomUUID();
  return { status, headers: { 'klarna-correlation-id': correlation }, body: { error_code: code, error_messages: messages, correlation_id: correlation } };
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The purchase from a session or order body, or the BAD_VALUE it earns, as Klarna validates it. */
function readPurchase(body: string): Purchase | Reply {
  const parsed = parseJson(body);
  if (!isRecord(parsed)) return klarnaError(400, 'BAD_REQUEST', ['Request body is not valid JSON']);
  const bad = (field: string) => klarnaError(400, 'BAD_VALUE', [`Bad value: ${field}`]);
  const missing = (field: string) => klarnaError(400, 'BAD_VALUE', [`Missing field: ${field}`]);
  for (const field of ['purchase_country', 'purchase_currency', 'locale', 'order_amount', 'order_lines']) {
    if (parsed[field] === undefined || parsed[field] === null) return missing(field);
  }
  if (typeof parsed.purchase_country !== 'string' || !/^[A-Za-z]{2}$/.test(parsed.purchase_country)) return bad('purchase_country');
  if (typeof parsed.purchase_currency !== 'string' || !/^[A-Za-z]{3}$/.test(parsed.purchase_currency)) return bad('purchase_currency');
  if (typeof parsed.locale !== 'string' || !/^[a-z]{2}-[A-Z]{2}$/.test(parsed.locale)) return bad('locale');
  if (!isInteger(parsed.order_amount) || parsed.order_amount < 0) return bad('order_amount');
  const orderTax = parsed.order_tax_amount ?? 0;
  if (!isInteger(orderTax) || orderTax < 0) return bad('order_tax_amount');
  if (!Array.isArray(parsed.order_lines) || parsed.order_lines.length === 0) return bad('order_lines');
  let total = 0;
  let tax = 0;
  for (const [index, line] of parsed.order_lines.entries()) {
    const at = `order_lines[${index}]`;
    if (!isRecord(line)) return bad(at);
    if (typeof line.name !== 'string' || line.name === '') return missing(`${at}.name`);
    for (const field of ['quantity', 'unit_price', 'total_amount']) if (line[field] === undefined) return missing(`${at}.${field}`);
    for (const field of ['quantity', 'unit_price', 'tax_rate', 'total_amount', 'total_tax_amount', 'total_discount_amount']) {
      if (line[field] !== undefined && !isInteger(line[field])) return bad(`${at}.${field}`);
    }
    const quantity = line.quantity as number;
    const discount = (line.total_discount_amount as number | undefined) ?? 0;
    const rate = (line.tax_rate as number | undefined) ?? 0;
    const lineTax = (line.total_tax_amount as number | undefined) ?? 0;
    if (quantity < 0 || rate < 0 || rate > 10000) return bad(`${at}.${quantity < 0 ? 'quantity' : 'tax_rate'}`);
    if (line.total_amount !== quantity * (line.unit_price as number) - discount) return bad(`${at}.total_amount`);
    const expectedTax = (line.total_amount as number) - ((line.total_amount as number) * 10000) / (10000 + rate);
    if (Math.abs(lineTax - expectedTax) > 1) return bad(`${at}.total_tax_amount`);
    total += line.total_amount as number;
    tax += lineTax;
  }
  if (total !== parsed.order_amount) return bad('order_amount');
  if (tax !== orderTax) return bad('order_tax_amount');
  return {
    purchase_country: parsed.purchase_country.toUpperCase(),
    purchase_currency: parsed.purchase_currency.toUpperCase(),
    locale: parsed.locale,
    order_amount: parsed.order_amount,
    order_tax_amount: orderTax,
    order_lines: parsed.order_lines as OrderLine[],
    ...(typeof parsed.merchant_reference1 === 'string' ? { merchant_reference1: parsed.merchant_reference1 } : {}),
    ...(typeof parsed.merchant_reference2 === 'string' ? { merchant_reference2: parsed.merchant_reference2 } : {}),
  };
}

const isReply = (value: Purchase | Reply): value is Reply => 'status' in value;

/** A JWT-shaped client token, as Klarna's are (the api.js double only needs to hand it back). */
function clientToken(sessionId: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', kid: 'klarna-double' })}.${part({ session_id: sessionId, base_region: 'eu', design: 'klarna' })}.${randomBytes(32).toString('base64url')}`;
}

function createSession(body: string): Reply {
  const purchase = readPurchase(body);
  if (isReply(purchase)) return purchase;
  const session: Session = {
    session_id: randomUUID(),
    client_token: '',
    status: 'incomplete',
    purchase,
    expires_at: new Date(Date.now() + 48 * 60 * 60 * 1000).toISOString(),
  };
  session.client_token = clientToken(session.session_id);
  sessions.set(session.session_id, session);
  byClientToken.set(session.client_token, session);
  return {
    status: 200,
    body: {
      session_id: session.session_id,
      client_token: session.client_token,
      payment_method_categories: [
        {
          identifier: 'pay_later',
          name: 'Später bezahlen',
          asset_urls: { descriptive: 'https://x.klarnacdn.net/payment-method/assets/badges/generic/klarna.svg', standard: 'https://x.klarnacdn.net/payment-method/assets/badges/generic/klarna.svg' },
        },
      ],
    },
  };
}

function readSession(id: string): Reply {
  const session = sessions.get(id);
  if (!session) return klarnaError(404, 'NOT_FOUND', ['Invalid session id']);
  return {
    status: 200,
    body: {
      ...session.purchase,
      status: session.status,
      client_token: session.client_token,
      expires_at: session.expires_at,
      ...(session.authorization_token ? { authorization_token: session.authorization_token } : {}),
    },
  };
}

/** The fields of an order that differ from what the shopper authorized (Klarna's "Not matching fields"). */
function mismatches(authorized: Purchase, placed: Purchase): string[] {
  const fields: string[] = [];
  for (const field of ['purchase_country', 'purchase_currency', 'order_amount', 'order_tax_amount'] as const) {
    if (authorized[field] !== placed[field]) fields.push(field);
  }
  const key = (lines: OrderLine[]) => JSON.stringify(lines.map((line) => [line.reference ?? '', line.name, line.quantity, line.unit_price, line.tax_rate ?? 0, line.total_amount, line.total_tax_amount ?? 0, line.total_discount_amount ?? 0]));
  if (key(authorized.order_lines) !== key(placed.order_lines)) fields.push('order_lines');
  return fields;
}

function placeOrder(request: IncomingMessage, token: string, body: string): Reply {
  const authorization = authorizations.get(token);
  if (authorization?.state === 'used') return klarnaError(404, 'SESSION_COMPLETED', ['Session is already completed']);
  if (!authorization || authorization.state === 'cancelled' || Date.now() - authorization.authorized_at > authorizationLifetimeMs) {
    return klarnaError(404, 'NOT_FOUND', ['Invalid authorization token']);
  }
  const purchase = readPurchase(body);
  if (isReply(purchase)) return purchase;
  const differing = mismatches(authorization.purchase, purchase);
  if (differing.length) return klarnaError(400, 'BAD_VALUE', [`Not matching fields: [${differing.join(', ')}]`]);
  authorization.state = 'used';
  authorization.session.status = 'complete';
  const created = new Date();
  const order: Order = {
    ...purchase,
    order_id: randomUUID(),
    status: 'AUTHORIZED',
    fraud_status: 'ACCEPTED',
    captured_amount: 0,
    refunded_amount: 0,
    remaining_authorized_amount: purchase.order_amount,
    created_at: created.toISOString(),
    expires_at: new Date(created.getTime() + 28 * 24 * 60 * 60 * 1000).toISOString(),
    captures: [],
  };
  orders.set(order.order_id, order);
  return {
    status: 200,
    body: {
      order_id: order.order_id,
      redirect_url: `${originOf(request)}${prefix}/redirect/${order.order_id}`,
      fraud_status: order.fraud_status,
      authorized_payment_method: { type: 'invoice', number_of_days: 30 },
    },
  };
}

function cancelAuthorization(token: string): Reply {
  const authorization = authorizations.get(token);
  if (!authorization || authorization.state !== 'open') return klarnaError(404, 'NOT_FOUND', ['Invalid authorization token']);
  authorization.state = 'cancelled';
  return { status: 204 };
}

function showOrder(order: Order) {
  const { captures, ...rest } = order;
  return { ...rest, captures: captures.map((capture) => ({ ...capture })) };
}

function captureOrder(request: IncomingMessage, order: Order, body: string): Reply {
  const parsed = parseJson(body);
  if (!isRecord(parsed)) return klarnaError(400, 'BAD_REQUEST', ['Request body is not valid JSON']);
  if (!isInteger(parsed.captured_amount) || parsed.captured_amount <= 0) return klarnaError(400, 'BAD_VALUE', ['Bad value: captured_amount']);
  if (order.status === 'CANCELLED' || parsed.captured_amount > order.remaining_authorized_amount) return klarnaError(403, 'CAPTURE_NOT_ALLOWED', ['Capture not allowed']);
  const capture: Capture = { capture_id: randomUUID(), captured_amount: parsed.captured_amount, captured_at: new Date().toISOString(), ...(typeof parsed.description === 'string' ? { description: parsed.description } : {}) };
  order.captures.push(capture);
  order.captured_amount += capture.captured_amount;
  order.remaining_authorized_amount -= capture.captured_amount;
  order.status = order.remaining_authorized_amount === 0 ? 'CAPTURED' : 'PART_CAPTURED';
  return {
    status: 201,
    headers: { location: `${originOf(request)}${prefix}/ordermanagement/v1/orders/${order.order_id}/captures/${capture.capture_id}`, 'capture-id': capture.capture_id },
  };
}

function refundOrder(order: Order, body: string): Reply {
  const parsed = parseJson(body);
  if (!isRecord(parsed)) return klarnaError(400, 'BAD_REQUEST', ['Request body is not valid JSON']);
  if (!isInteger(parsed.refunded_amount) || parsed.refunded_amount <= 0) return klarnaError(400, 'BAD_VALUE', ['Bad value: refunded_amount']);
  if (parsed.refunded_amount > order.captured_amount - order.refunded_amount) return klarnaError(403, 'REFUND_NOT_ALLOWED', ['Refund amount exceeds the captured amount']);
  order.refunded_amount += parsed.refunded_amount;
  return { status: 201, headers: { 'refund-id': randomUUID() } };
}

function cancelOrder(order: Order): Reply {
  if (order.captures.length) return klarnaError(403, 'CANCEL_NOT_ALLOWED', ['Order has previous captures. Cancel not possible']);
  if (order.status === 'CANCELLED') return klarnaError(403, 'CANCEL_NOT_ALLOWED', ['Order is already cancelled']);
  order.status = 'CANCELLED';
  order.remaining_authorized_amount = 0;
  return { status: 204 };
}

function api(request: IncomingMessage, path: string, body: string): Reply {
  const credentials = basicCredentials(request);
  if (!credentials || credentials.user !== klarnaSandboxUser || credentials.password !== klarnaSandboxPassword) {
    return { ...klarnaError(401, 'UNAUTHORIZED', ['Authentication failed']), headers: { 'www-authenticate': 'Basic realm="Klarna"' } };
  }
  const method = request.method ?? 'GET';
  if (path === '/payments/v1/sessions' && method === 'POST') return createSession(body);
  const session = /^\/payments\/v1\/sessions\/([^/]+)$/.exec(path);
  if (session && method === 'GET') return readSession(decodeURIComponent(session[1]!));
  const placing = /^\/payments\/v1\/authorizations\/([^/]+)\/order$/.exec(path);
  if (placing && method === 'POST') return placeOrder(request, decodeURIComponent(placing[1]!), body);
  const authorization = /^\/payments\/v1\/authorizations\/([^/]+)$/.exec(path);
  if (authorization && method === 'DELETE') return cancelAuthorization(decodeURIComponent(authorization[1]!));
  const managed = /^\/ordermanagement\/v1\/orders\/([^/]+)(\/captures|\/cancel|\/refunds)?$/.exec(path);
  if (managed) {
    const order = orders.get(decodeURIComponent(managed[1]!));
    if (!order) return klarnaError(404, 'NO_SUCH_ORDER', [`Order ${managed[1]} not found`]);
    if (!managed[2] && method === 'GET') return { status: 200, body: showOrder(order) };
    if (method === 'POST' && managed[2]) {
      const key = request.headers['klarna-idempotency-key'];
      const repeated = typeof key === 'string' ? idempotentReplies.get(`${path} ${key}`) : undefined;
      if (repeated) return repeated;
      const reply = managed[2] === '/captures' ? captureOrder(request, order, body) : managed[2] === '/cancel' ? cancelOrder(order) : refundOrder(order, body);
      if (typeof key === 'string') idempotentReplies.set(`${path} ${key}`, reply);
      return reply;
    }
  }
  return klarnaError(404, 'NOT_FOUND', [`No resource at ${method} ${path}`]);
}

function authorizeAsBuyer(body: string): Reply {
  const parsed = parseJson(body);
  const session = isRecord(parsed) && typeof parsed.client_token === 'string' ? byClientToken.get(parsed.client_token) : undefined;
  if (!session || session.status === 'complete') return { status: 404, body: { approved: false, show_form: false }, headers: corsHeaders };
  if (!isRecord(parsed) || parsed.approve !== true) return { status: 200, body: { approved: false }, headers: corsHeaders };
  // Klarna's tokens are opaque UUIDs; the prefix lets the browser suite tell the double's apart.
  const token = `klarna-auth-${randomUUID()}`;
  authorizations.set(token, { token, session, purchase: session.purchase, authorized_at: Date.now(), state: 'open' });
  session.authorization_token = token;
  return { status: 200, body: { approved: true, authorization_token: token }, headers: corsHeaders };
}

/** Answers /klarna-api/*; false for any other path. */
export function handleKlarnaApi(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return false;
  const path = url.pathname.slice(prefix.length);
  if (path === '/__buyer/authorize') {
    if (request.method === 'OPTIONS') sendJson(response, { status: 204, headers: { ...corsHeaders, 'access-control-max-age': '600' } });
    else answer(request, response, authorizeAsBuyer);
    return true;
  }
  const expire = /^\/__expire\/([^/]+)$/.exec(path);
  if (expire) {
    const authorization = authorizations.get(decodeURIComponent(expire[1]!));
    if (authorization) authorization.authorized_at -= authorizationLifetimeMs + 1000;
    sendJson(response, { status: authorization ? 200 : 404, body: { expired: Boolean(authorization) } });
  } else if (path === '/__mode') answer(request, response, (body) => failure.set(parseJson(body)));
  else if (path === '/__orders') sendJson(response, { status: 200, body: [...orders.values()].map(showOrder) });
  else {
    const mode = failure.take();
    if (mode === 'hang') hang(request);
    else if (mode === '5xx') answer(request, response, () => klarnaError(500, 'INTERNAL_SERVER_ERROR', ['Internal server error']));
    else answer(request, response, (body) => api(request, path, body));
  }
  return true;
}
