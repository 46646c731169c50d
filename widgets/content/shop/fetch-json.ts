import type { ShopFetchResult } from '../../core/shop/types.ts';
import { defaultRetryPolicy, retryDelay, type RetryPolicy } from '../retry.ts';

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

type Attempt<T> = ShopFetchResult<T> | { ok: false; kind: 'retry'; error: string };

async function attempt<T>(fetchImpl: typeof fetch, url: string, parse: ParseJson<T>): Promise<Attempt<T>> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    // A connection that breaks in the middle of the body is a network failure, worth another try.
    text = await response.text();
  } catch (error) {
    return { ok: false, kind: 'retry', error: `Network error (${error instanceof Error ? error.message : String(error)})` };
  }
  if (response.status === 404) return { ok: false, kind: 'not-found', error: 'Not found (HTTP 404)' };
  if (response.status === 500) return { ok: false, kind: 'error', error: 'Server error (HTTP 500)' };
  if (!response.ok) return { ok: false, kind: 'retry', error: `HTTP ${response.status}` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'not-found', error: 'Malformed answer (not JSON)' };
  }
  const value = parse(json);
  return value === null ? { ok: false, kind: 'not-found', error: 'Malformed answer (unexpected shape)' } : { ok: true, value };
}

export function createFetchJson(options: FetchJsonOptions = {}): FetchJson {
  const fetchImpl = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? shopCacheMs;
  const policy = options.retryPolicy ?? defaultRetryPolicy;
  const cache = new Map<string, { value: unknown; until: number }>();
  const pending = new Map<string, Promise<ShopFetchResult<unknown>>>();

  async function withRetries<T>(url: string, parse: ParseJson<T>): Promise<ShopFetchResult<T>> {
    for (let attempts = 1; ; attempts++) {
      const result = await attempt(fetchImpl, url, parse);
      if (result.ok || result.kind !== 'retry') return result;
      if (attempts > policy.retries) return { ok: false, kind: 'error', error: `${result.error} after ${attempts} attempts` };
      await sleep(retryDelay(attempts, policy));
    }
  }

  return async <T>(url: string, parse: ParseJson<T>): Promise<ShopFetchResult<T>> => {
    const cached = cache.get(url);
    if (cached && cached.until > now()) return { ok: true, value: cached.value as T };
    if (cached) cache.delete(url);
    const running = pending.get(url);
    if (running) return running as Promise<ShopFetchResult<T>>;
    const request = withRetries(url, parse).then((result) => {
      pending.delete(url);
      if (result.ok) cache.set(url, { value: result.value, until: now() + cacheMs });
      return result;
    });
    pending.set(url, request);
    return request;
  };
}
