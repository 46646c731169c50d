import type { Result } from '../../core/result.ts';
import type { ShopFetchResult } from '../../core/shop/types.ts';
import { defaultRetryPolicy, withRetries, type RetryPolicy } from '../retry.ts';

/**
 * Every fetch of the shop, with the spec's page-data semantics (§8, §9):
 * - 404, or a 200 whose body is not JSON or not in the expected shape → 'not-found', at once;
 * - 500 → 'error', at once;
 * - anything else (no answer, 502, 503, 429, …) is retried 3 times, 1 s, 2 s, 4 s apart (the
 *   delay doubling, capped at 30 s), then → 'error'.
 * Successful answers are kept for 5 minutes (cache time 5 min, stale time 0): within that time
 * the same URL is answered from memory, after it fetched again. Failures are never kept, so the
 * next attempt (the shopper's "try again") asks the network. Concurrent requests for one URL
 * share one fetch.
 */

/** Turns a parsed JSON body into the expected value, or null when it has another shape. */
export type ParseJson<T> = (json: unknown) => T | null;

export type FetchJson = <T>(url: string, parse: ParseJson<T>) => Promise<ShopFetchResult<T>>;

export interface FetchJsonOptions {
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  cacheMs?: number;
  retryPolicy?: RetryPolicy;
}

export const shopCacheMs = 5 * 60 * 1000;

/** A failed attempt: what the shopper will be told, and whether asking again may help. */
interface ShopFailure {
  kind: 'not-found' | 'error';
  error: string;
  retryable: boolean;
}

type Attempt<T> = Result<T, { failure: ShopFailure }>;

const failure = (kind: ShopFailure['kind'], error: string, retryable = false) => ({ ok: false as const, failure: { kind, error, retryable } });

async function attempt<T>(fetchImpl: typeof fetch, url: string, parse: ParseJson<T>): Promise<Attempt<T>> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    // A connection that breaks in the middle of the body is a network failure, worth another try.
    text = await response.text();
  } catch (error) {
    return failure('error', `Network error (${error instanceof Error ? error.message : String(error)})`, true);
  }
  if (response.status === 404) return failure('not-found', 'Not found (HTTP 404)');
  if (response.status === 500) return failure('error', 'Server error (HTTP 500)');
  // A refused question (400 invalid query, 401, 403 unknown or unreadable field) gets the same
  // answer again; only a busy or overloaded service is worth another attempt.
  if (!response.ok) return failure('error', `HTTP ${response.status}`, response.status === 408 || response.status === 429 || response.status > 500);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failure('not-found', 'Malformed answer (not JSON)');
  }
  const value = parse(json);
  return value === null ? failure('not-found', 'Malformed answer (unexpected shape)') : { ok: true, value };
}

/** Asks until an answer counts (spec §9's retries), then says what the shopper is told. */
async function fetchWithRetries<T>(fetchImpl: typeof fetch, url: string, parse: ParseJson<T>, policy: RetryPolicy, sleep: (ms: number) => Promise<void>): Promise<ShopFetchResult<T>> {
  const result = await withRetries(() => attempt(fetchImpl, url, parse), policy, sleep);
  if (result.ok) return result;
  const { kind, error, retryable } = result.failure;
  // A failure still worth retrying when the retries ran out was never a definite "not found".
  return retryable ? { ok: false, kind: 'error', error: `${error} after ${result.attempts} attempts` } : { ok: false, kind, error };
}

export function createFetchJson(options: FetchJsonOptions = {}): FetchJson {
  const fetchImpl = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? shopCacheMs;
  const policy = options.retryPolicy ?? defaultRetryPolicy;
  const cache = new Map<string, { value: unknown; until: number }>();
  const pending = new Map<string, Promise<ShopFetchResult<unknown>>>();

  return async <T>(url: string, parse: ParseJson<T>): Promise<ShopFetchResult<T>> => {
    const cached = cache.get(url);
    if (cached && cached.until > now()) return { ok: true, value: cached.value as T };
    if (cached) cache.delete(url);
    const running = pending.get(url);
    if (running) return running as Promise<ShopFetchResult<T>>;
    const request = fetchWithRetries(fetchImpl, url, parse, policy, sleep).then((result) => {
      pending.delete(url);
      if (result.ok) cache.set(url, { value: result.value, until: now() + cacheMs });
      return result;
    });
    pending.set(url, request);
    return request;
  };
}
