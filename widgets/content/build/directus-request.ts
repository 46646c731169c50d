import { isRecord } from '../../core/shapes.ts';
import {
  contentFailureMessages,
  invalidJsonCode,
  networkErrorCode,
  type RequestFailure,
} from './content-errors.ts';
import type { Attempt } from '../retry.ts';

export interface ItemsRequest {
  url: string;
  headers: Record<string, string>;
  fetchImpl: typeof fetch;
  timeoutMs: number;
}

const excerpt = (text: string) => JSON.stringify(text.slice(0, 60).replace(/\s+/g, ' '));

function networkFailure(error: unknown, timeoutMs: number): RequestFailure {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  // Node's fetch says only "fetch failed"; the socket's code (ECONNREFUSED, UND_ERR_SOCKET) is in its cause.
  const cause = error instanceof Error && isRecord(error.cause) ? error.cause : undefined;
  const detail = timedOut
    ? `timeout of ${timeoutMs}ms exceeded`
    : String(cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : error));
  return { code: networkErrorCode, message: contentFailureMessages.network, detail, retryable: true, cause: error };
}

function invalidJson(detail: string, cause?: unknown): RequestFailure {
  // The same wrong answer comes back on a retry; it needs a person, not another attempt.
  return { code: invalidJsonCode, message: contentFailureMessages.invalidJson, detail, retryable: false, cause };
}

/** Directus explains a refusal as { errors: [{ message, extensions: { code } }] }. */
function directusErrorMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const first = isRecord(parsed) && Array.isArray(parsed.errors) ? parsed.errors[0] : undefined;
    return isRecord(first) && typeof first.message === 'string' ? first.message : undefined;
  } catch {
    return undefined;
  }
}

function httpFailure(status: number, body: string): RequestFailure {
  const explanation = directusErrorMessage(body);
  // Directus answers 403 alike for a collection or field that does not exist and one the role may not read.
  const hint =
    status === 401
      ? '; check CONTENT_TOKEN and the read permissions of its role'
      : status === 403
        ? '; the collection or a field the site asks for is missing from the content service (the schema the site reads: cms/schema/snapshot.json), or the role of CONTENT_TOKEN may not read it'
        : '';
  return {
    code: status,
    message: contentFailureMessages.unknown,
    detail: `HTTP ${status}${explanation ? `: ${explanation}` : ''}${hint}`,
    // A busy or restarting service recovers; a refused or malformed request does not.
    retryable: status >= 500 || status === 429 || status === 408,
    cause: new Error(`HTTP ${status}: ${excerpt(body)}`),
  };
}

/** One GET of a Directus item list. Every way it can go wrong comes back as a failure value. */
export async function requestItems(request: ItemsRequest): Promise<Attempt<unknown[], RequestFailure>> {
  let response: Response;
  let text: string;
  try {
    response = await request.fetchImpl(request.url, {
      headers: request.headers,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    // A connection that drops in the middle of the body is a network error, not a malformed answer.
    text = await response.text();
  } catch (error) {
    return { ok: false, failure: networkFailure(error, request.timeoutMs) };
  }
  if (!response.ok) return { ok: false, failure: httpFailure(response.status, text) };

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { ok: false, failure: invalidJson(`HTTP ${response.status} with a body that is not JSON: ${excerpt(text)}`, error) };
  }
  if (!isRecord(body) || !Array.isArray(body.data)) {
    return { ok: false, failure: invalidJson(`HTTP ${response.status} without a "data" list: ${excerpt(text)}`) };
  }
  return { ok: true, value: body.data };
}
