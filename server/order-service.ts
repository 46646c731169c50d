import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { orderServicePaths } from '../widgets/content/order-service.ts';
import { isLanguage } from '../widgets/core/languages.ts';
import { isMoney } from '../widgets/core/money.ts';
import { isRecord, type UnknownRecord } from '../widgets/core/shapes.ts';
import { isValidEmail, isValidRating, validateProductRating, validateProductRequest } from '../widgets/core/shop/request-rules.ts';
import type { LocalService } from './local-services.ts';

/**
 * A real order service for `npm start` and the browser tests, answering /ecom/* on the site's own
 * origin (spec §7): it checks each body, answers `{ status: 'ok', id }` or 400 with
 * `{ status: 'error', message }`, keeps what it received in memory and, when asked to, appends it
 * to a JSON-lines file. It sends nothing on; a shop in production points ORDER_SERVICE_URL at its
 * real service.
 */

type Endpoint = keyof typeof orderServicePaths;

export interface ReceivedSubmission {
  id: string;
  endpoint: Endpoint;
  receivedAt: string;
  body: UnknownRecord;
}

export interface LocalOrderServiceOptions {
  /** Other origins whose pages may post here (CORS); the site's own origin needs no entry. */
  allowedOrigins?: string[];
  /** Appends every accepted submission to this file as one JSON line. */
  logFile?: string;
  /** Answers GET /ecom/_received with what arrived (for the browser tests only). */
  inspect?: boolean;
  /** How many submissions memory keeps; the oldest go first, so a long `npm start` does not grow. */
  keep?: number;
  now?: () => Date;
}

const inspectPath = '/ecom/_received';
const endpointsByPath = new Map<string, Endpoint>(Object.entries(orderServicePaths).map(([endpoint, path]) => [path, endpoint as Endpoint]));

const isId = (value: unknown) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');
const isFilledText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';
const textOrEmpty = (value: unknown) => (typeof value === 'string' ? value : '');

/** The names of the fields that fail; empty when the body is fine. */
type BodyCheck = (body: UnknownRecord) => string[];

function failing(checks: Record<string, boolean>): string[] {
  return Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([field]) => field);
}

/**
 * The text fields the form's own rules reject (the same rules, so the form and the service agree),
 * plus any that are not text at all. A missing optional field counts as ''.
 */
function textErrors<Field extends string>(body: UnknownRecord, fields: readonly Field[], validate: (texts: Record<Field, string>) => Partial<Record<Field, string>>): string[] {
  const texts = Object.fromEntries(fields.map((field) => [field, textOrEmpty(body[field])])) as Record<Field, string>;
  const errors = validate(texts);
  return fields.filter((field) => errors[field] !== undefined || !isOptionalText(body[field]));
}

const bodyChecks: Record<Endpoint, BodyCheck> = {
  order: (body) =>
    failing({
      'cart.products': isRecord(body.cart) && Array.isArray(body.cart.products) && body.cart.products.length > 0,
      'checkout.customerEmail': isRecord(body.checkout) && typeof body.checkout.customerEmail === 'string' && isValidEmail(body.checkout.customerEmail),
      language: isLanguage(body.language),
    }),
  klarnaSession: (body) => failing({ order_uuid: isFilledText(body.order_uuid), amount: isMoney(body.amount), language: isLanguage(body.language) }),
  klarnaOrder: (body) => failing({ authorization_token: isFilledText(body.authorization_token), order_uuid: isFilledText(body.order_uuid) }),
  paypalTransaction: (body) => failing({ order_id: isId(body.order_id), paypal: isRecord(body.paypal) }),
  request: (body) => [
    ...failing({
      product_id: isId(body.product_id),
      product_name: isFilledText(body.product_name),
      variant_id: body.variant_id === undefined || body.variant_id === null || isId(body.variant_id),
      variant_name: isOptionalText(body.variant_name),
      language: isLanguage(body.language),
    }),
    ...textErrors(body, ['name', 'email', 'phone', 'message'], (texts) => validateProductRequest(texts)),
  ],
  withdrawal: (body) =>
    failing({
      name: isFilledText(body.name),
      email: typeof body.email === 'string' && isValidEmail(body.email),
      order_number: isFilledText(body.order_number),
      language: isLanguage(body.language),
    }),
  rating: (body) => [
    ...failing({ product_id: isId(body.product_id), rating: isValidRating(body.rating), language: isLanguage(body.language) }),
    // A valid stand-in rating: only the texts' errors come back, the rating is checked above.
    ...textErrors(body, ['name', 'comment'], (texts) => validateProductRating({ rating: 1, ...texts })),
  ],
};

/**
 * CORS: no Origin header or the request's own origin needs nothing; an allowed origin gets its
 * Access-Control headers; any other origin is refused (null), also for simple form posts.
 */
function corsHeaders(request: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> | null {
  const origin = request.headers.origin;
  const vary: Record<string, string> = allowedOrigins.length > 0 ? { vary: 'Origin' } : {};
  if (!origin) return vary;
  try {
    if (new URL(origin).host === request.headers.host) return vary;
  } catch {
    // "null" (sandboxed frames, file:) and other unparsable origins are simply not the site's own.
  }
  if (!allowedOrigins.includes(origin)) return null;
  return { ...vary, 'access-control-allow-origin': origin };
}

function sendJson(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(value));
}

const error = (message: string) => ({ status: 'error', message });

export function createLocalOrderService(options: LocalOrderServiceOptions = {}) {
  const allowedOrigins = (options.allowedOrigins ?? []).map((origin) => origin.replace(/\/+$/, ''));
  const keep = options.keep ?? 1000;
  const now = options.now ?? (() => new Date());
  const received: ReceivedSubmission[] = [];

  async function accept(endpoint: Endpoint, body: UnknownRecord): Promise<ReceivedSubmission> {
    const submission: ReceivedSubmission = { id: randomUUID(), endpoint, receivedAt: now().toISOString(), body };
    if (options.logFile) await appendFile(options.logFile, `${JSON.stringify(submission)}\n`, 'utf8');
    received.push(submission);
    if (received.length > keep) received.splice(0, received.length - keep);
    return submission;
  }

  const service: LocalService = async (request, response, readBody) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!pathname.startsWith('/ecom/')) return false;

    const cors = corsHeaders(request, allowedOrigins);
    if (!cors) {
      sendJson(response, 403, error('This origin may not use the order service.'));
      return true;
    }
    const inspecting = options.inspect === true && pathname === inspectPath;
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
      sendJson(response, 405, error(`Use ${method}.`), { ...cors, allow: `${method}, OPTIONS` });
      return true;
    }
    if (inspecting) {
      sendJson(response, 200, received, cors);
      return true;
    }

    let body: unknown;
    try {
      body = JSON.parse(await readBody());
    } catch (cause) {
      // The preview server's body reader refuses more than 1 MB ('request body larger than 1 MB').
      const tooLarge = cause instanceof Error && cause.message.includes('larger');
      sendJson(response, tooLarge ? 413 : 400, error(tooLarge ? 'The body is too large.' : 'The body is not valid JSON.'), cors);
      return true;
    }
    if (!isRecord(body)) {
      sendJson(response, 400, error('The body must be a JSON object.'), cors);
      return true;
    }
    const invalid = [...(isFilledText(body.project) ? [] : ['project']), ...bodyChecks[endpoint!](body)];
    if (invalid.length > 0) {
      sendJson(response, 400, error(`Missing or invalid fields: ${invalid.join(', ')}`), cors);
      return true;
    }
    let submission: ReceivedSubmission;
    try {
      submission = await accept(endpoint!, body);
    } catch (cause) {
      console.error('[order service] could not write the log file', cause);
      sendJson(response, 500, error('The submission could not be stored.'), cors);
      return true;
    }
    // Spec §5: the Klarna order is judged by `message`, every other submission by `status`.
    // This service cannot reach Klarna: a session gets a token made here, which Klarna's local double accepts.
    const extra = endpoint === 'klarnaOrder' ? { message: 'ok' } : endpoint === 'klarnaSession' ? { client_token: `local-klarna-${submission.id}` } : {};
    sendJson(response, 200, { status: 'ok', id: submission.id, ...extra }, cors);
    return true;
  };

  return { service, received: (): readonly ReceivedSubmission[] => received };
}

/**
 * The service as the preview server runs it, configured from the environment:
 * ORDER_SERVICE_ALLOWED_ORIGINS (comma-separated), ORDER_SERVICE_LOG_FILE, ORDER_SERVICE_INSPECT=1.
 */
export function localOrderServiceFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return createLocalOrderService({
    allowedOrigins: (env.ORDER_SERVICE_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logFile: env.ORDER_SERVICE_LOG_FILE || undefined,
    inspect: env.ORDER_SERVICE_INSPECT === '1',
  });
}

export const localOrderService: LocalService = localOrderServiceFromEnv().service;
