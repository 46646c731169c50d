import { isRecord, type UnknownRecord } from '../../widgets/core/shapes.ts';
import { callProvider, type ProviderCallOptions, type ProviderRequest } from './provider-call.ts';

/**
 * The calls the order service makes to PayPal's REST API (Orders v2), with the shop's own
 * credentials, which stay on the server:
 * - OAuth 2.0 client credentials: POST /v1/oauth2/token, the token kept until shortly before it expires
 *   https://developer.paypal.com/api/rest/authentication/
 * - POST /v2/checkout/orders, GET /v2/checkout/orders/{id}, POST /v2/checkout/orders/{id}/capture
 *   https://developer.paypal.com/docs/api/orders/v2/
 * - POST /v2/payments/captures/{id}/refund
 *   https://developer.paypal.com/docs/api/payments/v2/#captures_refund
 * - POST /v1/notifications/verify-webhook-signature
 *   https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post
 * Writes carry PayPal-Request-Id, so a repeat after a lost answer is answered with the first result.
 * PayPal's JSON stays raw here; paypal-rules.ts reads it.
 */

export interface PaypalConfig {
  /** https://api-m.sandbox.paypal.com (sandbox) or https://api-m.paypal.com (live). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the shop's webhook; without it no webhook is believed. */
  webhookId?: string;
}

/** Why PayPal did not do what was asked: no answer, or its refusal with PayPal's issue code. */
export type PaypalFailure = { kind: 'unreachable'; detail: string } | { kind: 'refused'; status: number; issue: string; detail: string };

export type PaypalResult<T> = { ok: true; value: T } | ({ ok: false } & PaypalFailure);

/** PayPal's error body: { name, message, details: [{ issue, description }], debug_id }. */
function refusal(status: number, body: unknown): PaypalFailure {
  const record = isRecord(body) ? body : {};
  const details = Array.isArray(record.details) ? record.details.filter(isRecord) : [];
  const issue = typeof details[0]?.issue === 'string' ? details[0].issue : typeof record.name === 'string' ? record.name : typeof record.error === 'string' ? record.error : `HTTP_${status}`;
  const message = typeof record.message === 'string' ? record.message : typeof record.error_description === 'string' ? record.error_description : '';
  const debugId = typeof record.debug_id === 'string' ? ` (debug_id ${record.debug_id})` : '';
  return { kind: 'refused', status, issue, detail: `${status} ${issue}${message ? `: ${message}` : ''}${debugId}` };
}

export function createPaypalApi(config: PaypalConfig, callOptions: ProviderCallOptions = {}) {
  const base = config.apiUrl.replace(/\/+$/, '');
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<PaypalResult<string>> {
    if (token && token.until > Date.now()) return { ok: true, value: token.value };
    const credentials = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const outcome = await callProvider(
      {
        method: 'POST',
        url: `${base}/v1/oauth2/token`,
        headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: 'grant_type=client_credentials',
        repeatable: true,
      },
      callOptions,
    );
    if (!outcome.ok) return { ok: false, kind: 'unreachable', detail: outcome.reason };
    const { status, body } = outcome.answer;
    if (status !== 200 || !isRecord(body) || typeof body.access_token !== 'string') return { ok: false, ...refusal(status, body) };
    // A minute's margin: a token that expires while a call is under way would fail that call.
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    token = { value: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return { ok: true, value: token.value };
  }

  async function call(method: ProviderRequest['method'], path: string, body: unknown, requestId?: string): Promise<PaypalResult<UnknownRecord>> {
    const bearer = await accessToken();
    if (!bearer.ok) return bearer;
    const headers: Record<string, string> = { authorization: `Bearer ${bearer.value}`, accept: 'application/json', 'content-type': 'application/json' };
    if (requestId) headers['paypal-request-id'] = requestId;
    if (method === 'POST') headers.prefer = 'return=representation';
    const outcome = await callProvider(
      { method, url: `${base}${path}`, headers, body: body === undefined ? undefined : JSON.stringify(body), repeatable: method === 'GET' || requestId !== undefined },
      callOptions,
    );
    if (!outcome.ok) return { ok: false, kind: 'unreachable', detail: outcome.reason };
    const answer = outcome.answer;
    if (answer.status === 401) token = null;
    if (answer.status < 200 || answer.status > 299 || !isRecord(answer.body)) return { ok: false, ...refusal(answer.status, answer.body) };
    return { ok: true, value: answer.body };
  }

  const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;

  return {
    /** Creates a PayPal order; the request id makes a repeat answer the same order. */
    createOrder: (body: UnknownRecord, requestId: string) => call('POST', '/v2/checkout/orders', body, requestId),
    getOrder: (id: string) => call('GET', orderPath(id), undefined),
    /** Captures an approved order; the request id makes a repeat answer the first capture. */
    captureOrder: (id: string, requestId: string) => call('POST', `${orderPath(id)}/capture`, {}, requestId),
    /** Pays a capture back (the amount given, or what is left of it); the request id makes a repeat answer the first refund. */
    refundCapture: (captureId: string, body: UnknownRecord, requestId: string) => call('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, body, requestId),
    /**
     * Asks PayPal whether a webhook call came from PayPal for the shop's webhook: true only for
     * PayPal's "SUCCESS". Without a configured webhook id nothing is believed.
     */
    async verifyWebhook(headers: Record<string, string | undefined>, event: UnknownRecord): Promise<PaypalResult<boolean>> {
      if (!config.webhookId) return { ok: true, value: false };
      const verification = await call('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: config.webhookId,
        webhook_event: event,
      });
      if (!verification.ok) return verification;
      return { ok: true, value: verification.value.verification_status === 'SUCCESS' };
    },
  };
}

export type PaypalApi = ReturnType<typeof createPaypalApi>;
