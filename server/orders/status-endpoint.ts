import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRecord, type UnknownRecord } from '../../widgets/core/shapes.ts';
import { isJsonContentType, parseJsonBody } from '../json-body.ts';
import { sendJson } from '../json-reply.ts';
import { isBodyTooLarge } from '../request-body.ts';
import type { ServiceAnswer } from './order-service-http.ts';

/**
 * POST /ecom/orders/{number}/status: how the owner's back office (a Directus Flow) tells the
 * service that an order changed its status. Not a browser's endpoint: no CORS, and believed only
 * with the shared secret ORDER_ADMIN_TOKEN as a bearer token; without one set, the endpoint does
 * not exist. Body: { "status": "shipped", "carrier": "DHL", "tracking_number": "00340434…" }.
 */

/** The order number in /ecom/orders/{number}/status, or null for another path. */
export function statusPathNumber(pathname: string): string | null {
  return /^\/ecom\/orders\/(\d{1,12})\/status$/.exec(pathname)?.[1] ?? null;
}

const bodyLimit = 4 * 1024;
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares the presented token with the configured one in constant time. */
export function isAuthorized(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token));
}

export interface StatusEndpoint {
  token: string;
  change(orderNumber: string, body: UnknownRecord): Promise<ServiceAnswer>;
}

const error = (message: string) => ({ status: 'error', message });

export async function answerStatusChange(
  endpoint: StatusEndpoint,
  orderNumber: string,
  request: IncomingMessage,
  response: ServerResponse,
  readBody: (limit: number) => Promise<string>,
): Promise<void> {
  if (request.method !== 'POST') return sendJson(response, 405, error('Use POST.'), { allow: 'POST' });
  if (!isAuthorized(request.headers.authorization, endpoint.token)) {
    return sendJson(response, 401, error('A valid bearer token (ORDER_ADMIN_TOKEN) is needed.'), { 'www-authenticate': 'Bearer realm="order-service"' });
  }
  if (!isJsonContentType(request.headers['content-type'])) return sendJson(response, 415, error('Send the body as JSON (Content-Type: application/json).'));
  let text: string;
  try {
    text = await readBody(bodyLimit);
  } catch (cause) {
    if (!isBodyTooLarge(cause)) throw cause;
    return sendJson(response, 413, error(`The body is larger than ${bodyLimit} bytes.`), { connection: 'close' });
  }
  const parsed = parseJsonBody(text);
  if (!parsed.ok || !isRecord(parsed.value)) return sendJson(response, 400, error('The body is not a JSON object.'));
  let answer: ServiceAnswer;
  try {
    answer = await endpoint.change(orderNumber, parsed.value);
  } catch (cause) {
    console.error(`[order service] could not change the status of order ${orderNumber}`, cause);
    return sendJson(response, 500, error('The change could not be stored.'));
  }
  sendJson(response, answer.status, answer.body);
}
