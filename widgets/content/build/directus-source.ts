import { createHash } from 'node:crypto';
import { concurrencyLimit } from './concurrency-limit.ts';
import { ContentRequestError } from './content-errors.ts';
import { assetUrl, displayUrl, itemsUrl } from '../directus-query.ts';
import { requestItems } from './directus-request.ts';
import { withPlainTranslations } from '../translation-rows.ts';
import { responseCache, type ResponseCacheOptions } from './response-cache.ts';
import { defaultRetryPolicy, withRetries } from '../retry.ts';
import type { ContentSource, ItemQuery } from '../source.ts';

export interface DirectusSourceOptions {
  /** Base URL of the Directus instance, e.g. https://cms.example.com (may include a path). */
  url: string;
  /** Static token of a read-only role. Sent as a header only; never part of a URL, a cache file or a message. */
  token?: string;
  fetchImpl?: typeof fetch;
  /** eleventy-fetch's disk cache, so repeated builds do not ask again; false to always ask. */
  cache?: ResponseCacheOptions | false;
  /** Spec §9: 3 retries, delay doubling from 1 s, at most 30 s. Tests shrink the delays. */
  retries?: number;
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Spec §9: request timeout 600 000 ms (CONTENT_TIMEOUT shortens it). */
  timeoutMs?: number;
  /** How often a request that has not been answered yet is named in the build's log (30 s). */
  slowNoticeMs?: number;
  warn?: (message: string) => void;
  /** Spec §9: at most 10 requests at once. */
  concurrency?: number;
}

/*
 * Cached answers are filed under the request URL plus a fingerprint of the token, so a build with
 * another token (another role, other permissions) does not reuse them. The fingerprint is a short
 * hash; eleventy-fetch hashes the key once more for the file name and does not store the key.
 */
function cacheKey(url: string, token: string | undefined): string {
  if (!token) return url;
  return `${url} (token ${createHash('sha256').update(token).digest('hex').slice(0, 12)})`;
}

function checkedBaseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Neither echoed nor attached as cause (URL's error carries the input): a mistyped URL may hold credentials.
    throw new Error('The content service URL (CONTENT_URL) is not a valid absolute URL.');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`The content service URL must use http or https, not "${parsed.protocol}".`);
  }
  // fetch refuses such URLs, and they would end up in logs; the token is the way to sign in.
  if (parsed.username || parsed.password) {
    throw new Error('The content service URL must not contain a user name or password; set CONTENT_TOKEN instead.');
  }
  return url;
}

/** The content service (Directus REST) read at build time. */
export function directusSource(options: DirectusSourceOptions): ContentSource {
  const baseUrl = checkedBaseUrl(options.url);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const fetchImpl = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const policy = {
    retries: options.retries ?? defaultRetryPolicy.retries,
    retryDelayMs: options.retryDelayMs ?? defaultRetryPolicy.retryDelayMs,
    maxRetryDelayMs: options.maxRetryDelayMs ?? defaultRetryPolicy.maxRetryDelayMs,
  };
  const timeoutMs = options.timeoutMs ?? 600_000;
  const cache = options.cache ? responseCache(options.cache) : undefined;
  const limit = concurrencyLimit(options.concurrency ?? 10);
  // Pages rendered in parallel often ask the same question; they share one request.
  const inFlight = new Map<string, Promise<unknown[]>>();

  const slowNoticeMs = options.slowNoticeMs ?? 30_000;
  const warn = options.warn ?? ((message: string) => console.warn(message));

  /** One attempt; while it waits, the log names the request every slowNoticeMs, so a hang is seen as one. */
  async function attempt(url: string) {
    const started = Date.now();
    const notice = setInterval(() => warn(`Still waiting ${Math.round((Date.now() - started) / 1000)} s for the content service: GET ${displayUrl(url)}`), slowNoticeMs);
    notice.unref?.();
    try {
      return await requestItems({ url, headers, fetchImpl, timeoutMs });
    } finally {
      clearInterval(notice);
    }
  }

  async function fetchItems(collection: string, url: string, key: string): Promise<unknown[]> {
    // The slot is held per attempt, not across the waits between retries.
    const result = await withRetries(() => limit(() => attempt(url)), policy);
    if (!result.ok) throw new ContentRequestError(collection, displayUrl(url), result.failure, result.attempts);
    const items = withPlainTranslations(result.value);
    await cache?.set(key, items);
    return items;
  }

  return {
    name: `Directus at ${displayUrl(baseUrl)}`,

    /*
     * Private files: Directus accepts the same bearer header on /assets, so the image step can
     * send it with the download (eleventy-img: cacheOptions.fetchOptions.headers.Authorization).
     * The token is never added to the URL: eleventy-img would log it and name cache files after it.
     */
    fileSource: (id: string) => assetUrl(baseUrl, id),
    fileRequestHeaders: (): Record<string, string> => (options.token ? { Authorization: `Bearer ${options.token}` } : {}),

    async readItems(collection: string, query: ItemQuery = {}) {
      const url = itemsUrl(baseUrl, collection, query);
      const key = cacheKey(url, options.token);
      const cached = cache?.get(key);
      if (cached) return cached;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetchItems(collection, url, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
