import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker, type WorkerScope } from '../../widgets/service-worker/service-worker.ts';

/**
 * The worker's behaviour in node: a stand-in for the browser's worker scope, Cache API and
 * network, so install, offline answers and the one reload after a new release can be driven.
 */
const origin = 'https://www.juwelier-albrecht.de';
const absolute = (url: string | Request) => new URL(typeof url === 'string' ? url : url.url, origin).href;

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(request: string | Request, options?: { ignoreSearch?: boolean }) {
    const key = absolute(request);
    const strip = (url: string) => url.split('?')[0];
    const found = this.entries.get(key) ?? (options?.ignoreSearch ? [...this.entries].find(([url]) => strip(url) === strip(key))?.[1] : undefined);
    return found?.clone();
  }
  async put(request: string | Request, response: Response) {
    this.entries.set(absolute(request), response.clone());
  }
  async add(request: string | Request) {
    const response = await fetch(request);
    if (!response.ok) throw new TypeError(`${response.status} for ${absolute(request)}`);
    await this.put(request, response);
  }
}

class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache());
    return this.stores.get(name)!;
  }
  async has(name: string) {
    return this.stores.has(name);
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

/** The site as the network serves it; `online = false` cuts it. */
const site = {
  online: true,
  files: new Map<string, string>(),
  fetch: vi.fn(async (input: string | URL | Request) => {
    if (!site.online) throw new TypeError('Failed to fetch');
    const url = absolute(input instanceof URL ? input.href : input);
    const body = site.files.get(url);
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body, { status: 200 });
  }),
};

interface Client {
  id: string;
  url: string;
  navigate: ReturnType<typeof vi.fn>;
}

/** One installed worker: its event handlers, as the browser would call them. */
function worker(version: string, { offlinePages, shell }: { offlinePages: string[]; shell: string[] }, clients: Client[]) {
  const handlers = new Map<string, (event: unknown) => void>();
  const scope = {
    location: { origin },
    registration: { update: vi.fn(async () => undefined) },
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined), matchAll: vi.fn(async () => clients) },
    addEventListener: (type: string, listener: (event: unknown) => void) => handlers.set(type, listener),
  };
  startServiceWorker({ version, offlinePages, shell }, scope as unknown as WorkerScope);
  const lifecycle = async (type: 'install' | 'activate' | 'message', data?: unknown) => {
    const waits: Array<Promise<unknown>> = [];
    handlers.get(type)!({ data, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  const request = async (path: string, { mode = 'cors', clientId = 'page-1' } = {}) => {
    let answer: Promise<Response> | undefined;
    const init: RequestInit = mode === 'navigate' ? {} : { mode: mode as RequestMode };
    const fetchEvent = { request: new Request(absolute(path), init), clientId, respondWith: (response: Promise<Response>) => (answer = response) };
    // Node's Request cannot be made with mode "navigate"; the worker only reads it.
    if (mode === 'navigate') Object.defineProperty(fetchEvent.request, 'mode', { value: 'navigate' });
    handlers.get('fetch')!(fetchEvent);
    return answer;
  };
  return { scope, lifecycle, request };
}

let storage: FakeCacheStorage;

beforeEach(() => {
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', site.fetch);
  site.online = true;
  site.files = new Map(
    Object.entries({
      '/assets/widgets/entry-AAAAAAAA.js': 'entry v1',
      '/assets/widgets/chunks/Menu-AAAAAAAA.js': 'menu v1',
      '/assets/css/site-AAAAAAAA.css': 'body{}',
      '/kontakt': '<h1>Kontakt</h1>',
      '/': '<h1>Startseite</h1>',
      '/offline.html': '<h1>Keine Verbindung</h1>',
      '/en/offline.html': '<h1>No connection</h1>',
    }).map(([path, body]) => [absolute(path), body]),
  );
});

afterEach(() => vi.unstubAllGlobals());

const offlinePages = ['/offline.html', '/en/offline.html'];
const shell = { offlinePages, shell: ['/assets/widgets/entry-AAAAAAAA.js', '/assets/css/site-AAAAAAAA.css'] };
const shellPaths = [...shell.offlinePages, ...shell.shell];

/** How the worker asked for each URL: 'force-cache' lets the browser's HTTP cache answer, without the network. */
const cacheModes = () =>
  Object.fromEntries(site.fetch.mock.calls.map(([input]) => [new URL(absolute(input as string | Request)).pathname, input instanceof Request ? input.cache : 'default']));

describe('the service worker', () => {
  it('keeps the shell on install even when one file is missing, and takes over at once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { scope, lifecycle } = worker('v1', { ...shell, shell: [...shell.shell, '/assets/images/gone.svg'] }, []);
    await lifecycle('install');
    const cache = storage.stores.get('site-v1')!;
    expect([...cache.entries.keys()].map((url) => new URL(url).pathname).sort()).toEqual([...shellPaths].sort());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(scope.skipWaiting).toHaveBeenCalled();
  });

  it('on install asks the server for the offline pages, and takes the shell the page already loaded from the HTTP cache', async () => {
    site.fetch.mockClear();
    await worker('v1', shell, []).lifecycle('install');
    expect(cacheModes()).toEqual({
      '/offline.html': 'no-cache',
      '/en/offline.html': 'no-cache',
      '/assets/widgets/entry-AAAAAAAA.js': 'force-cache',
      '/assets/css/site-AAAAAAAA.css': 'force-cache',
    });
  });

  it('shows a visited page offline, and the offline page (in its language) for one never visited', async () => {
    const { lifecycle, request } = worker('v1', shell, []);
    await lifecycle('install');
    expect(await (await request('/kontakt', { mode: 'navigate' }))!.text()).toBe('<h1>Kontakt</h1>');
    site.online = false;
    expect(await (await request('/kontakt', { mode: 'navigate' }))!.text()).toBe('<h1>Kontakt</h1>');
    expect(await (await request('/kontakt?from=menu', { mode: 'navigate' }))!.text()).toBe('<h1>Kontakt</h1>');
    expect(await (await request('/impressum', { mode: 'navigate' }))!.text()).toBe('<h1>Keine Verbindung</h1>');
    expect(await (await request('/en/imprint', { mode: 'navigate' }))!.text()).toBe('<h1>No connection</h1>');
  });

  it('serves hashed files from the cache without asking the network again', async () => {
    const { lifecycle, request } = worker('v1', shell, []);
    await lifecycle('install');
    site.fetch.mockClear();
    expect(await (await request('/assets/widgets/entry-AAAAAAAA.js'))!.text()).toBe('entry v1');
    expect(site.fetch).not.toHaveBeenCalled();
  });

  it('keeps what a page loaded before the worker controlled it, but nothing of other sites', async () => {
    const { lifecycle, request } = worker('v1', { offlinePages: [], shell: [] }, []);
    site.fetch.mockClear();
    await lifecycle('message', [`${origin}/#top`, `${origin}/assets/widgets/chunks/Menu-AAAAAAAA.js`, 'https://matomo.example.org/matomo.js', 42]);
    expect([...storage.stores.get('site-v1')!.entries.keys()]).toEqual([`${origin}/`, `${origin}/assets/widgets/chunks/Menu-AAAAAAAA.js`]);
    // The page has just loaded them: the browser's HTTP cache answers, not the network.
    expect(cacheModes()).toEqual({ '/': 'force-cache', '/assets/widgets/chunks/Menu-AAAAAAAA.js': 'force-cache' });
    site.online = false;
    expect(await (await request('/', { mode: 'navigate' }))!.text()).toBe('<h1>Startseite</h1>');
  });

  it("a new build's worker replaces the old caches when it activates", async () => {
    await worker('v1', shell, []).lifecycle('install');
    const next = worker('v2', shell, []);
    await next.lifecycle('install');
    await next.lifecycle('activate');
    expect([...storage.stores.keys()]).toEqual(['site-v2']);
    expect(next.scope.clients.claim).toHaveBeenCalled();
  });

  it('after a release, reloads once each page whose files failed, when the new worker takes over', async () => {
    const open = { id: 'page-1', url: `${origin}/kontakt`, navigate: vi.fn(async () => null) };
    const other = { id: 'page-2', url: `${origin}/`, navigate: vi.fn(async () => null) };
    const old = worker('v1', shell, [open, other]);
    await old.lifecycle('install');
    await old.lifecycle('activate');
    expect(open.navigate).not.toHaveBeenCalled();

    // The release replaced the chunk the open page still asks for.
    site.files.delete(absolute('/assets/widgets/chunks/Menu-AAAAAAAA.js'));
    expect((await old.request('/assets/widgets/chunks/Menu-AAAAAAAA.js', { clientId: 'page-1' }))!.status).toBe(404);
    await vi.waitFor(() => expect(old.scope.registration.update).toHaveBeenCalled());

    const next = worker('v2', shell, [open, other]);
    await next.lifecycle('install');
    await next.lifecycle('activate');
    expect(open.navigate).toHaveBeenCalledTimes(1);
    expect(open.navigate).toHaveBeenCalledWith(`${origin}/kontakt`);
    expect(other.navigate).not.toHaveBeenCalled();

    // No loop: the next activation finds nothing to reload.
    const third = worker('v3', shell, [open, other]);
    await third.lifecycle('activate');
    expect(open.navigate).toHaveBeenCalledTimes(1);
  });
});
