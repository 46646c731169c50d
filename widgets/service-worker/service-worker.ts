import {
  cacheName,
  isOldCache,
  isUpdateState,
  offlinePageFor,
  fileKey,
  pageKey,
  strategyFor,
  updateStateCache,
  updateStateKey,
  type KeepMode,
  type ServiceWorkerConfig,
} from './service-worker-rules.ts';

/**
 * The service worker (/sw.js, scope /), started by worker-entry.ts with the build's version and
 * shell. These few declarations are what this file uses of the worker's types, so the unit tests
 * (in the project's DOM program) can hand it a fake scope; worker-entry.ts, checked with the
 * WebWorker library, proves the real scope fits them.
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WindowClient {
  id: string;
  url: string;
  navigate(url: string): Promise<unknown>;
}
export interface WorkerScope {
  location: { origin: string };
  registration: { update(): Promise<unknown> };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<readonly WindowClient[]> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

/**
 * Adds each URL on its own: one missing file must not leave the whole shell uncached. `mode`
 * says whether the browser's HTTP cache may answer (KeepMode in service-worker-rules.ts).
 */
async function keepAll(cache: Cache, urls: readonly string[], origin: string, mode: KeepMode): Promise<void> {
  const results = await Promise.allSettled(urls.map((url) => cache.add(new Request(new URL(url, origin), { cache: mode }))));
  results.forEach((result, index) => {
    if (result.status === 'rejected') console.warn(`[sw] Could not keep ${urls[index]}:`, result.reason);
  });
}

function keepIfFine(cache: Cache, key: Request | string, response: Response): void {
  // Redirects and errors are not worth keeping (an opaque redirect is not ok either).
  if (response.ok && !response.redirected) void cache.put(key, response.clone());
}

async function networkFirst(cache: Cache, request: Request, key: Request | string = request): Promise<Response> {
  try {
    const response = await fetch(request);
    keepIfFine(cache, key, response);
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

async function page(cache: Cache, request: Request): Promise<Response> {
  const key = pageKey(request.url);
  try {
    return await networkFirst(cache, request, key);
  } catch {
    return (
      (await cache.match(key, { ignoreSearch: true })) ??
      (await cache.match(new URL(offlinePageFor(new URL(request.url).pathname), request.url).href)) ??
      new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    );
  }
}

/**
 * The pages whose files failed (a hashed file missing: the site was released anew while they
 * were open). Kept in the Cache API, because the worker that notices is not the one that
 * activates next and can reload them.
 */
async function failedPages(): Promise<string[]> {
  if (!(await caches.has(updateStateCache))) return [];
  const kept = await (await caches.open(updateStateCache)).match(updateStateKey);
  const ids: unknown = kept ? await kept.json().catch(() => null) : null;
  return isUpdateState(ids) ? ids : [];
}

async function noteFailedPage(scope: WorkerScope, clientId: string): Promise<void> {
  const ids = await failedPages();
  if (clientId && !ids.includes(clientId)) {
    // The last few are enough: older ones belong to pages long closed.
    await (await caches.open(updateStateCache)).put(updateStateKey, new Response(JSON.stringify([...ids, clientId].slice(-20))));
  }
  // Ask for the new release's worker now rather than at the next navigation.
  await scope.registration.update().catch(() => undefined);
}

/** The new worker reloads each page that failed, once: the list is emptied before any reload. */
async function reloadFailedPages(scope: WorkerScope): Promise<void> {
  const ids = await failedPages();
  if (ids.length === 0) return;
  await caches.delete(updateStateCache);
  const windows = await scope.clients.matchAll({ type: 'window' });
  await Promise.all(windows.filter((client) => ids.includes(client.id)).map((client) => client.navigate(client.url).catch(() => null)));
}

function isOurs(url: unknown, origin: string): url is string {
  try {
    return typeof url === 'string' && strategyFor({ method: 'GET', url, mode: 'cors' }, origin) !== 'none';
  } catch {
    return false;
  }
}

export function startServiceWorker(config: ServiceWorkerConfig, scope: WorkerScope): void {
  const origin = scope.location.origin;
  const openCache = () => caches.open(cacheName(config.version));

  async function cacheFirst(cache: Cache, request: Request, clientId: string): Promise<Response> {
    const kept = await cache.match(request);
    if (kept) return kept;
    try {
      const response = await fetch(request);
      keepIfFine(cache, request, response);
      if (!response.ok) void noteFailedPage(scope, clientId);
      return response;
    } catch (error) {
      void noteFailedPage(scope, clientId);
      throw error;
    }
  }

  scope.addEventListener('install', (event) => {
    // Only what the offline pages need; everything else is kept as it passes through (fetch
    // handler) or from the list the first page sends (message handler), never fetched again.
    // The new build takes over at once (network-first pages never mix builds for long).
    event.waitUntil(
      openCache()
        .then((cache) => Promise.all([keepAll(cache, config.offlinePages, origin, 'no-cache'), keepAll(cache, config.shell, origin, 'force-cache')]))
        .then(() => scope.skipWaiting()),
    );
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((name) => isOldCache(name, config.version)).map((name) => caches.delete(name))))
        .then(() => scope.clients.claim())
        .then(() => reloadFailedPages(scope)),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const { request, clientId } = event;
    const strategy = strategyFor(request, origin);
    if (strategy === 'none') return;
    event.respondWith(
      openCache().then((cache) =>
        strategy === 'page'
          ? page(cache, request)
          : strategy === 'cache-first'
            ? cacheFirst(cache, request, clientId)
            : networkFirst(cache, request, fileKey(request.url)),
      ),
    );
  });

  // A page that loaded before this worker controlled it sends what it loaded, so it works offline
  // too: taken from the HTTP cache the page's own load filled, not from the network again.
  scope.addEventListener('message', (event) => {
    const ours = (Array.isArray(event.data) ? event.data : []).filter((url) => isOurs(url, origin)).map(fileKey);
    if (ours.length) event.waitUntil(openCache().then((cache) => keepAll(cache, [...new Set(ours)], origin, 'force-cache')));
  });
}
