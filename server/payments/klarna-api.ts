import { isRecord, type UnknownRecord } from '../../widgets/core/shapes.ts';
import { callProvider, type ProviderCallOptions } from './provider-call.ts';
import type { KlarnaOrderData } from './klarna-rules.ts';

/**
 * The calls the order service makes to Klarna Payments (API v1) with the shop's API credentials
 * (HTTP Basic), which stay on the server:
 * - POST /payments/v1/sessions: a session for the order's lines and amounts; its client_token is
 *   all the browser gets (https://docs.klarna.com/api/payments/#operation/createCreditSession)
 * - POST /payments/v1/authorizations/{authorizationToken}/order: Klarna's order for what the
 *   shopper authorized (https://docs.klarna.com/api/payments/#operation/createOrder)
 * - Order Management v1, when the owner ships, cancels or refunds the order
 *   (https://docs.klarna.com/api/ordermanagement/): POST /ordermanagement/v1/orders/{order_id}/captures
 *   (201, no body), …/cancel (204), …/refunds (201, no body), each with a Klarna-Idempotency-Key,
 *   so a repeat after a lost answer does not capture or refund twice.
 * Klarna's errors: { error_code, error_messages, correlation_id }. Raw JSON stays here.
 */

export interface KlarnaConfig {
  /** https://api.playground.klarna.com (test) or https://api.klarna.com (live, Europe). */
  apiUrl: string;
  username: string;
  password: string;
}

export type KlarnaFailure = { kind: 'unreachable'; detail: string } | { kind: 'refused'; status: number; code: string; detail: string };
export type KlarnaResult<T> = { ok: true; value: T } | ({ ok: false } & KlarnaFailure);

function refusal(status: number, body: unknown): KlarnaFailure {
  const record = isRecord(body) ? body : {};
  const code = typeof record.error_code === 'string' ? record.error_code : `HTTP_${status}`;
  const messages = Array.isArray(record.error_messages) ? record.error_messages.filter((message) => typeof message === 'string').join('; ') : '';
  const correlation = typeof record.correlation_id === 'string' ? ` (correlation_id ${record.correlation_id})` : '';
  return { kind: 'refused', status, code, detail: `${status} ${code}${messages ? `: ${messages}` : ''}${correlation}` };
}

export function createKlarnaApi(config: KlarnaConfig, callOptions: ProviderCallOptions = {}) {
  const base = config.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;

  async function send(path: string, body: UnknownRecord, idempotencyKey?: string) {
    const outcome = await callProvider(
      {
        method: 'POST',
        url: `${base}${path}`,
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json', ...(idempotencyKey ? { 'klarna-idempotency-key': idempotencyKey } : {}) },
        body: JSON.stringify(body),
        // A new session may be asked for again, an order management call with its idempotency
        // key too; an authorization token is used once and never repeated blindly.
        repeatable: path === '/payments/v1/sessions' || idempotencyKey !== undefined,
      },
      callOptions,
    );
    if (!outcome.ok) return { ok: false as const, kind: 'unreachable' as const, detail: outcome.reason };
    return { ok: true as const, ...outcome.answer };
  }

  async function post(path: string, body: UnknownRecord): Promise<KlarnaResult<UnknownRecord>> {
    const sent = await send(path, body);
    if (!sent.ok) return sent;
    if (sent.status < 200 || sent.status > 299 || !isRecord(sent.body)) return { ok: false, ...refusal(sent.status, sent.body) };
    return { ok: true, value: sent.body };
  }

  /** An order management call, which answers 201 or 204 without a body. */
  async function manage(orderId: string, action: 'captures' | 'cancel' | 'refunds', body: UnknownRecord, idempotencyKey: string): Promise<KlarnaResult<null>> {
    const sent = await send(`/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/${action}`, body, idempotencyKey);
    if (!sent.ok) return sent;
    if (sent.status < 200 || sent.status > 299) return { ok: false, ...refusal(sent.status, sent.body) };
    return { ok: true, value: null };
  }

  return {
    createSession: (data: KlarnaOrderData & { merchant_reference2?: string }) => post('/payments/v1/sessions', { ...data }),
    placeOrder: (authorizationToken: string, data: KlarnaOrderData & { merchant_reference1: string; merchant_reference2: string }) =>
      post(`/payments/v1/authorizations/${encodeURIComponent(authorizationToken)}/order`, { ...data }),
    /** Collects the amount (minor units) when the goods are shipped, with the parcel's carrier and tracking number. */
    captureOrder: (orderId: string, capture: { captured_amount: number; description: string; shipping_info?: Array<{ shipping_company: string; tracking_number?: string }> }, idempotencyKey: string) =>
      manage(orderId, 'captures', { ...capture }, idempotencyKey),
    /** Releases an authorized order that was never captured. */
    cancelOrder: (orderId: string, idempotencyKey: string) => manage(orderId, 'cancel', {}, idempotencyKey),
    /** Pays back captured money (minor units). */
    refundOrder: (orderId: string, refund: { refunded_amount: number; description: string }, idempotencyKey: string) => manage(orderId, 'refunds', { ...refund }, idempotencyKey),
  };
}

export type KlarnaApi = ReturnType<typeof createKlarnaApi>;
