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

  async function post(path: string, body: UnknownRecord): Promise<KlarnaResult<UnknownRecord>> {
    const outcome = await callProvider(
      {
        method: 'POST',
        url: `${base}${path}`,
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        // A new session may be asked for again; an authorization token is used once and never repeated blindly.
        repeatable: path === '/payments/v1/sessions',
      },
      callOptions,
    );
    if (!outcome.ok) return { ok: false, kind: 'unreachable', detail: outcome.reason };
    const { status, body: answer } = outcome.answer;
    if (status < 200 || status > 299 || !isRecord(answer)) return { ok: false, ...refusal(status, answer) };
    return { ok: true, value: answer };
  }

  return {
    createSession: (data: KlarnaOrderData & { merchant_reference2?: string }) => post('/payments/v1/sessions', { ...data }),
    placeOrder: (authorizationToken: string, data: KlarnaOrderData & { merchant_reference1: string; merchant_reference2: string }) =>
      post(`/payments/v1/authorizations/${encodeURIComponent(authorizationToken)}/order`, { ...data }),
  };
}

export type KlarnaApi = ReturnType<typeof createKlarnaApi>;
