/**
 * One call from the order service to a payment provider's REST API: a deadline on every attempt,
 * and a few retries, spaced out, when the provider could not answer (no connection, the deadline,
 * a 5xx). A 4xx is the provider's verdict and is returned as it came. Retried only where a repeat
 * cannot pay twice: reads, and writes the provider makes idempotent (PayPal-Request-Id).
 *
 * The request's headers (credentials) never appear in what this returns or logs.
 */

export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  /** Sent as it is (JSON or form-encoded, the caller's content-type says which). */
  body?: string;
  /** Whether a repeat of this request is safe (see above). */
  repeatable: boolean;
}

interface ProviderAnswer {
  status: number;
  /** The parsed JSON body; null when there was none or it was not JSON. */
  body: unknown;
}

/** Why no answer came: the shopper is told the provider cannot be reached, nothing else. */
interface ProviderUnreachable {
  reason: string;
}

export type ProviderOutcome = { ok: true; answer: ProviderAnswer } | ({ ok: false } & ProviderUnreachable);

export interface ProviderCallOptions {
  fetchImpl?: typeof fetch;
  /** Per attempt; providers answer within seconds, a shopper waits no longer than this. */
  timeoutMs?: number;
  /** Retries after the first attempt, for a repeatable request. */
  retries?: number;
  /** Before the first retry; doubled for each further one. */
  retryDelayMs?: number;
}

const defaults = { timeoutMs: 15_000, retries: 2, retryDelayMs: 500 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt(request: ProviderRequest, fetchImpl: typeof fetch, timeoutMs: number): Promise<ProviderOutcome> {
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { ok: true, answer: { status: response.status, body } };
  } catch (error) {
    const name = (error as Error).name;
    const reason = name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : `no connection (${(error as Error).message})`;
    return { ok: false, reason };
  }
}

export async function callProvider(request: ProviderRequest, options: ProviderCallOptions = {}): Promise<ProviderOutcome> {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
  const retries = request.repeatable ? (options.retries ?? defaults.retries) : 0;
  let delay = options.retryDelayMs ?? defaults.retryDelayMs;
  let outcome = await attempt(request, fetchImpl, timeoutMs);
  for (let retry = 0; retry < retries && (!outcome.ok || outcome.answer.status >= 500); retry++) {
    await pause(delay);
    delay *= 2;
    outcome = await attempt(request, fetchImpl, timeoutMs);
  }
  if (outcome.ok && outcome.answer.status >= 500) return { ok: false, reason: `HTTP ${outcome.answer.status}` };
  return outcome;
}
