import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import { orderServicePaths } from '../../widgets/content/order-service.ts';
import { isRecord } from '../../widgets/core/shapes.ts';
import { isJsonContentType, parseJsonBody } from '../json-body.ts';
import { sendJson } from '../json-reply.ts';
import type { LocalService } from '../local-services.ts';
import { originHeaders } from '../origin-check.ts';
import { isBodyTooLarge } from '../request-body.ts';
import { requestUrl } from '../request-url.ts';
import { closeIfBodyUnread } from '../unread-body.ts';
import { bodyChecks } from './body-checks.ts';
import { answerStatusChange, statusPathNumber, type StatusEndpoint } from './status-endpoint.ts';
import type { Endpoint, ReceivedSubmission } from './submission-entry.ts';
import { answerPublishRequest, publishPath, type PublishEndpoint } from '../publish/publish-endpoint.ts';

/**
 * The order service's HTTP face (/ecom/*): origins (CORS, 403 for others), methods, JSON bodies
 * within each endpoint's limit, the body's shape (400) and project (422), then the service's own
 * answer; a submission that cannot be stored is answered 500 and nothing of it is kept. PayPal's
 * webhook has no origin and no project: PayPal itself is asked whether it sent it.
 */

export type ServiceAnswer = { status: number; body: UnknownRecord };

export interface OrderServiceHttpOptions {
  /** Settles once the service can answer. */
  ready: Promise<void>;
  receive(endpoint: Endpoint, body: UnknownRecord): Promise<ServiceAnswer>;
  paypalWebhook(headers: Record<string, string | undefined>, event: UnknownRecord): Promise<ServiceAnswer>;
  /** What arrived, for GET /ecom/_received (with `inspect`). */
  received(): readonly ReceivedSubmission[];
  allowedOrigins: string[];
  inspect: boolean;
  limitOf(endpoint: Endpoint): number;
  project: string;
  now(): Date;
  /** The owner's status changes (status-endpoint.ts); absent without ORDER_ADMIN_TOKEN. */
  orderStatus: StatusEndpoint | null;
  /** The CMS's build hook (publish-endpoint.ts); absent without PUBLISH_HOOK_SECRET. */
  publish: PublishEndpoint | null;
}

const inspectPath = '/ecom/_received';
/** PayPal's webhooks (not a browser's): believed only once PayPal confirms their signature. */
export const paypalWebhookPath = '/ecom/paypal/webhook';
const webhookBodyLimit = 64 * 1024;
const endpointsByPath = new Map<string, Endpoint>(Object.entries(orderServicePaths).map(([endpoint, path]) => [path, endpoint as Endpoint]));

const error = (message: string) => ({ status: 'error', message });

export function orderServiceHttp({ ready, receive, paypalWebhook, received, allowedOrigins, inspect, limitOf, project, now, orderStatus, publish }: OrderServiceHttpOptions): LocalService {
  /** PayPal's webhook: no origin, no project, PayPal's own body; PayPal is asked whether it sent it. */
  async function receivePaypalWebhook(request: Parameters<LocalService>[0], response: Parameters<LocalService>[1], readBody: Parameters<LocalService>[2]) {
    if (request.method !== 'POST') {
      sendJson(response, 405, error('Use POST.'), { allow: 'POST' });
      return;
    }
    let text: string;
    try {
      text = await readBody(webhookBodyLimit);
    } catch (cause) {
      if (!isBodyTooLarge(cause)) throw cause;
      sendJson(response, 413, error(`The body is larger than ${webhookBodyLimit} bytes.`), { connection: 'close' });
      return;
    }
    const parsed = parseJsonBody(text);
    if (!parsed.ok || !isRecord(parsed.value)) {
      sendJson(response, 400, error('The body is not a JSON object.'));
      return;
    }
    const event = parsed.value;
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
    const answer = await paypalWebhook(headers, event);
    sendJson(response, answer.status, answer.body);
  }

  return async (request, response, readBody) => {
    const pathname = requestUrl(request.url)?.pathname;
    if (!pathname?.startsWith('/ecom/')) return false;
    await ready;
    if (pathname === paypalWebhookPath) {
      await receivePaypalWebhook(request, response, readBody);
      return true;
    }
    if (publish && pathname === publishPath) {
      answerPublishRequest(publish, request, response);
      return true;
    }
    const statusOf = orderStatus ? statusPathNumber(pathname) : null;
    if (orderStatus && statusOf) {
      await answerStatusChange(orderStatus, statusOf, request, response, readBody);
      return true;
    }

    const cors = originHeaders(request, allowedOrigins);
    if (!cors) {
      sendJson(response, 403, error('This origin may not use the order service.'), closeIfBodyUnread(request));
      return true;
    }
    const inspecting = inspect && pathname === inspectPath;
    const endpoint = endpointsByPath.get(pathname);
    if (!endpoint && !inspecting) {
      sendJson(response, 404, error(`No such endpoint: ${pathname}`), cors);
      return true;
    }
    const method = inspecting ? 'GET' : 'POST';
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        allow: `${method}, OPTIONS`,
        'access-control-allow-methods': `${method}, OPTIONS`,
        'access-control-allow-headers': 'accept, content-type, x-xsrf-token',
        'access-control-max-age': '600',
      });
      response.end();
      return true;
    }
    if (request.method !== method) {
      sendJson(response, 405, error(`Use ${method}.`), { ...cors, allow: `${method}, OPTIONS`, ...closeIfBodyUnread(request) });
      return true;
    }
    if (inspecting) {
      sendJson(response, 200, received(), cors);
      return true;
    }
    if (!isJsonContentType(request.headers['content-type'])) {
      sendJson(response, 415, error('Send the body as JSON (Content-Type: application/json).'), { ...cors, 'accept-post': 'application/json', ...closeIfBodyUnread(request) });
      return true;
    }

    const limit = limitOf(endpoint!);
    let text: string;
    try {
      text = await readBody(limit);
    } catch (cause) {
      if (!isBodyTooLarge(cause)) throw cause;
      sendJson(response, 413, error(`The body is larger than ${limit} bytes.`), { ...cors, connection: 'close' });
      return true;
    }
    const parsed = parseJsonBody(text);
    if (!parsed.ok) {
      sendJson(response, 400, error(parsed.problem === 'too_deep' ? 'The body nests too deep.' : 'The body is not valid JSON.'), cors);
      return true;
    }
    const body = parsed.value;
    if (!isRecord(body)) {
      sendJson(response, 400, error('The body must be a JSON object.'), cors);
      return true;
    }
    const invalid = bodyChecks[endpoint!](body, now());
    if (invalid.length > 0) {
      sendJson(response, 400, error(`Missing or invalid fields: ${invalid.join(', ')}`), cors);
      return true;
    }
    if (body.project !== project) {
      sendJson(response, 422, { status: 'error', message: 'This submission is for another shop.', code: 'invalid', fields: ['project'] }, cors);
      return true;
    }
    let answer: ServiceAnswer;
    try {
      answer = await receive(endpoint!, body);
    } catch (cause) {
      console.error('[order service] could not store a submission', cause);
      sendJson(response, 500, error('The submission could not be stored.'), cors);
      return true;
    }
    sendJson(response, answer.status, answer.body, cors);
    return true;
  };
}
