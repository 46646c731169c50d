import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectFilter } from '../../widgets/core/directus-filter.ts';
import { concurrencyLimit } from '../../widgets/content/build/concurrency-limit.ts';
import { ContentRequestError } from '../../widgets/content/build/content-errors.ts';
import { createContentSource } from '../../widgets/content/build/create-source.ts';
import { demoSource } from '../../widgets/content/build/demo-source.ts';
import { directusSource, type DirectusSourceOptions } from '../../widgets/content/build/directus-source.ts';
import { retryDelay, withRetries } from '../../widgets/content/retry.ts';
import type { ItemQuery } from '../../widgets/content/source.ts';
import { startDirectusDouble, type DirectusDouble } from '../support/directus-double.ts';

const token = 'build-token-s3cr3t';
const domain = 'juwelier-albrecht.de';
/** The raw demo items, as the content service stores them. */
async function readDemo(collection: string): Promise<Array<{ id: number; project?: { domain?: string } }>> {
  return JSON.parse(await readFile(path.join('site/_content/demo', `${collection}.json`), 'utf8'));
}

const publishedProducts: ItemQuery = { filter: { ...projectFilter(domain), status: { _eq: 'published' } } };

let double: DirectusDouble;
let temporary: string[] = [];

async function tempDir(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'directus-source-'));
  temporary.push(directory);
  return directory;
}

/** Fast retries and no disk cache unless a test asks for it. */
function source(options: Partial<DirectusSourceOptions> = {}) {
  return directusSource({ url: double.url, token, cache: false, retryDelayMs: 1, maxRetryDelayMs: 4, ...options });
}

beforeEach(async () => {
  double = await startDirectusDouble({ token });
});

afterEach(async () => {
  await double.close();
  await Promise.all(temporary.map((directory) => rm(directory, { recursive: true, force: true })));
  temporary = [];
});

describe('reading items from Directus', () => {
  it('answers the same as the embedded demo for the queries the site makes', async () => {
    const queries: Array<[string, ItemQuery]> = [
      ['ecommerce_product', publishedProducts],
      ['ecommerce_product', { ...publishedProducts, limit: 1 }],
      ['menus', { filter: projectFilter(domain), limit: -1 }],
      ['ecommerce_settings', { filter: projectFilter(domain), limit: 1 }],
      ['projects', { filter: { domain: { _eq: domain } }, limit: 1 }],
    ];
    const directus = source();
    const demo = demoSource();
    for (const [collection, query] of queries) {
      const expected = await demo.readItems(collection, query);
      expect(expected.length, collection).toBeGreaterThan(0);
      expect(await directus.readItems(collection, query), collection).toEqual(expected);
    }
    const products = (await directus.readItems('ecommerce_product', publishedProducts)) as Array<{ id: number }>;
    const ids = products.map((product) => product.id);
    expect(ids).toEqual(expect.arrayContaining([101, 102]));
    expect(ids).not.toContain(103); // the draft
    const foreign = (await readDemo('ecommerce_product')).filter((item) => item.project?.domain !== domain);
    expect(foreign.length).toBeGreaterThan(0);
    for (const item of foreign) expect(ids).not.toContain(item.id);
  });

  it('sends the token as a bearer header with a JSON accept header, never in the URL', async () => {
    const fetchSpy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    await source({ fetchImpl: fetchSpy }).readItems('menus', { filter: projectFilter(domain) });

    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${token}`);
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
    expect(String(url)).not.toContain(token);
    expect(double.itemRequests('menus')).toMatchObject([{ bearer: true }]);
    expect(double.itemRequests('menus')[0]!.query).not.toHaveProperty('access_token');
  });

  it('puts the query into Directus parameters: filter as JSON, sort as a list, limit, deep fields', async () => {
    const filter = { ...projectFilter(domain), status: { _eq: 'published' }, featured: { _eq: true } };
    const items = await source().readItems('ecommerce_product', { filter, sort: ['-price_brutto', 'id'], limit: 4 });

    const [request] = double.itemRequests('ecommerce_product');
    expect(request!.path).toBe('/items/ecommerce_product');
    expect(JSON.parse(request!.query.filter!)).toEqual(filter);
    expect(request!.query).toMatchObject({ sort: '-price_brutto,id', limit: '4', fields: '*.*.*' });
    // The service filtered and sorted: the draft and the other project's products are not there.
    const featured = items as Array<{ id: number; price_brutto: string | null }>;
    expect(featured.map((item) => item.id)).not.toContain(103);
    expect(featured).toEqual(await demoSource().readItems('ecommerce_product', { filter, sort: ['-price_brutto', 'id'], limit: 4 }));
    const prices = featured.map((item) => Number(item.price_brutto ?? -1));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('asks for all items when the query has no limit (Directus would stop at 100)', async () => {
    await source().readItems('company');
    expect(double.itemRequests('company')[0]!.query).toMatchObject({ limit: '-1' });
    expect(double.itemRequests('company')[0]!.query).not.toHaveProperty('filter');
  });

  it('works with Directus below a path', () => {
    const below = directusSource({ url: 'https://cms.example/directus', cache: false });
    expect(below.fileSource('abc-123')).toBe('https://cms.example/directus/assets/abc-123');
  });

  it('names files by their asset URL, without the token, and the service serves them there', async () => {
    const files = await tempDir();
    await writeFile(path.join(files, 'ring.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await double.close();
    double = await startDirectusDouble({ token, filesDirectory: files });

    const url = source().fileSource('ring');
    expect(url).toBe(`${double.url}/assets/ring`);
    expect(url).not.toContain(token);
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('when the content service fails', () => {
  it('retries a failing service and returns the answer once it recovers', async () => {
    double.setMode('ecommerce_product', 'fail-then-succeed', 2);
    const items = await source().readItems('ecommerce_product', publishedProducts);
    expect(items).toEqual(await demoSource().readItems('ecommerce_product', publishedProducts));
    expect(double.itemRequests('ecommerce_product')).toHaveLength(3);
  });

  it('fails the build after 3 retries, naming the collection and the request without the token', async () => {
    double.setMode('ecommerce_product', 'fail-500');
    const error: unknown = await source().readItems('ecommerce_product', publishedProducts).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ContentRequestError);
    const failure = error as ContentRequestError;
    expect(failure.message).toMatch(
      /^Content service failed for "ecommerce_product" \(GET http:\/\/127\.0\.0\.1:\d+\/items\/ecommerce_product\?filter=\{"project":\{"domain":\{"_eq":"juwelier-albrecht\.de"\}\}.*\): Unknown error occured \(HTTP 500: An unexpected error occurred\.\) after 4 attempts$/,
    );
    expect(failure.message).not.toContain(token);
    expect(failure).toMatchObject({ code: 500, collection: 'ecommerce_product', attempts: 4 });
    expect(failure.url).toContain('/items/ecommerce_product?');
    expect(double.itemRequests('ecommerce_product')).toHaveLength(4);
  });

  it('reports a dropped connection as "Network error" (code -1) after the retries, with the cause', async () => {
    double.setMode('menus', 'drop');
    const error = (await source({ retries: 2 }).readItems('menus').catch((e: unknown) => e)) as ContentRequestError;
    expect(error).toBeInstanceOf(ContentRequestError);
    expect(error.code).toBe(-1);
    expect(error.message).toMatch(/: Network error \(.+\) after 3 attempts$/);
    expect(error.cause).toBeInstanceOf(Error);
    expect(double.itemRequests('menus')).toHaveLength(3);
  });

  it('reports an answer cut off halfway as "Network error", retried, not as a malformed answer', async () => {
    double.setMode('menus', 'truncated');
    const error = (await source({ retries: 1 }).readItems('menus').catch((e: unknown) => e)) as ContentRequestError;
    expect(error.code).toBe(-1);
    expect(error.message).toMatch(/: Network error \(.+\) after 2 attempts$/);
    expect(double.itemRequests('menus')).toHaveLength(2);
  });

  it('reports a service that is not there as "Network error"', async () => {
    const url = double.url;
    await double.close();
    const error = (await directusSource({ url, cache: false, retries: 1, retryDelayMs: 1 })
      .readItems('menus')
      .catch((e: unknown) => e)) as ContentRequestError;
    expect(error.message).toMatch(/: Network error \(ECONNREFUSED\) after 2 attempts$/);
    double = await startDirectusDouble({ token });
  });

  it('gives up on a request that gets no answer within the timeout', async () => {
    double.setMode('menus', 'hang');
    const error = (await source({ retries: 0, timeoutMs: 50 }).readItems('menus').catch((e: unknown) => e)) as ContentRequestError;
    expect(error.message).toMatch(/: Network error \(timeout of 50ms exceeded\)$/);
    expect(error.code).toBe(-1);
  });

  it('names a request that hangs in the log while it waits, and the timeout comes from CONTENT_TIMEOUT', async () => {
    double.setMode('menus', 'hang');
    const warnings: string[] = [];
    await source({ retries: 0, timeoutMs: 250, slowNoticeMs: 60, warn: (message) => warnings.push(message) }).readItems('menus').catch(() => undefined);
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(warnings[0]).toMatch(new RegExp(`^Still waiting \\d+ s for the content service: GET ${double.url}/items/menus\\?`));
    expect(warnings.join('\n')).not.toContain(token);

    const configured = createContentSource({ CONTENT_URL: double.url, PROJECT_DOMAIN: domain, CONTENT_TOKEN: token, CONTENT_TIMEOUT: '1', CONTENT_CACHE_DURATION: '0s' });
    const started = Date.now();
    const error = (await configured.readItems('menus').catch((e: unknown) => e)) as ContentRequestError;
    expect(error.message).toContain('timeout of 1000ms exceeded');
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(() => createContentSource({ CONTENT_URL: double.url, PROJECT_DOMAIN: domain, CONTENT_TIMEOUT: 'soon' })).toThrow('CONTENT_TIMEOUT "soon" is not a whole number of seconds.');
  }, 70_000);

  it.each([
    ['malformed', /HTTP 200 with a body that is not JSON: "<html>/],
    ['no-data', /HTTP 200 without a "data" list: "\{\}"/],
  ] as const)('reports a 200 that is %s as "API returned invalid JSON" (422), without retrying', async (mode, detail) => {
    double.setMode('ecommerce_settings', mode);
    const error = (await source().readItems('ecommerce_settings').catch((e: unknown) => e)) as ContentRequestError;
    expect(error).toBeInstanceOf(ContentRequestError);
    expect(error.code).toBe(422);
    expect(error.message).toContain(': API returned invalid JSON (');
    expect(error.message).toMatch(detail);
    expect(double.itemRequests('ecommerce_settings')).toHaveLength(1);
  });

  it('does not retry a refused token (401) and says what to check', async () => {
    double.setMode('menus', 'unauthorized');
    const error = (await source().readItems('menus').catch((e: unknown) => e)) as ContentRequestError;
    expect(error.code).toBe(401);
    expect(error.message).toMatch(/: Unknown error occured \(HTTP 401: Token expired\.; check CONTENT_TOKEN.*\)$/);
    expect(double.itemRequests('menus')).toHaveLength(1);
  });

  it('says that a refused collection (403) may be missing from the schema, not only unreadable', async () => {
    const error = (await source().readItems('ecommerce_gibts_nicht').catch((e: unknown) => e)) as ContentRequestError;
    expect(error.code).toBe(403);
    expect(error.message).toContain('Content service failed for "ecommerce_gibts_nicht"');
    expect(error.message).toContain('HTTP 403: You don\'t have permission to access this.; the collection or a field the site asks for is missing');
    expect(error.message).toContain('cms/schema/snapshot.json');
  });

  it('without a token, a non-public collection is refused (403), not retried', async () => {
    const error = (await source({ token: undefined }).readItems('menus').catch((e: unknown) => e)) as ContentRequestError;
    expect(error.code).toBe(403);
    expect(double.itemRequests('menus')).toEqual([expect.objectContaining({ bearer: false })]);
  });

  it('waits twice as long before each retry, never longer than the cap', async () => {
    const policy = { retries: 4, retryDelayMs: 1000, maxRetryDelayMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6].map((retry) => retryDelay(retry, policy))).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);

    const waits: number[] = [];
    const failure = { code: 503, message: 'Unknown error occured', retryable: true } as const;
    const result = await withRetries(
      async () => ({ ok: false, failure }),
      { retries: 3, retryDelayMs: 1000, maxRetryDelayMs: 2500 },
      async (ms) => void waits.push(ms),
    );
    expect(waits).toEqual([1000, 2000, 2500]);
    expect(result).toMatchObject({ ok: false, attempts: 4 });
  });

  it('refuses a base URL with credentials and never shows them', () => {
    expect(() => directusSource({ url: 'http://editor:hunter2@127.0.0.1:1/' })).toThrow(/CONTENT_TOKEN/);
    expect(() => directusSource({ url: 'not a url hunter2' })).toThrow(/^(?!.*hunter2).*not a valid absolute URL/);
  });
});

describe('caching answers between builds', () => {
  it('serves a second read within the duration from the cache, also to the next build', async () => {
    const directory = await tempDir();
    const cache = { duration: '10m', directory };
    const first = await source({ cache }).readItems('ecommerce_product', publishedProducts);
    const again = await source({ cache }).readItems('ecommerce_product', publishedProducts);
    expect(again).toEqual(first);
    expect(double.itemRequests()).toHaveLength(1);

    // A new build is a new process: it reads the file eleventy-fetch wrote.
    const script = `
      import { directusSource } from './widgets/content/build/directus-source.ts';
      const source = directusSource({ url: process.argv[1], token: process.argv[2], cache: { duration: '10m', directory: process.argv[3] } });
      const items = await source.readItems('ecommerce_product', ${JSON.stringify(publishedProducts)});
      console.log(JSON.stringify(items));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script, double.url, token, directory],
      { cwd: path.resolve(import.meta.dirname, '../..') },
    );
    expect(JSON.parse(stdout)).toEqual(first);
    expect(double.itemRequests()).toHaveLength(1);

    const files = await readdir(directory);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(await readFile(path.join(directory, file), 'utf8')).not.toContain(token);
    // It starts a second Node process with tsx: seconds on a busy machine.
  }, 30_000);

  it('asks again for another token, and once the duration is over', async () => {
    const directory = await tempDir();
    await source({ cache: { duration: '10m', directory } }).readItems('menus');
    // Without the token the service refuses: the request was made, the cached answer not reused.
    await expect(source({ token: undefined, cache: { duration: '10m', directory } }).readItems('menus')).rejects.toThrow('HTTP 403');
    await source({ cache: { duration: '0s', directory } }).readItems('menus');
    expect(double.itemRequests('menus')).toHaveLength(3);
  });

  it('keeps no failed or invalid answer', async () => {
    const cache = { duration: '10m', directory: await tempDir() };
    double.setMode('menus', 'no-data');
    await expect(source({ cache }).readItems('menus')).rejects.toThrow('API returned invalid JSON');
    double.clearModes();
    expect(await source({ cache }).readItems('menus')).toEqual(await demoSource().readItems('menus'));
    expect(double.itemRequests('menus')).toHaveLength(2);
  });

  it('shares one request among parallel reads of the same query', async () => {
    const directus = source();
    const [a, b] = await Promise.all([directus.readItems('menus'), directus.readItems('menus')]);
    expect(a).toEqual(b);
    expect(double.itemRequests('menus')).toHaveLength(1);
  });
});

describe('the concurrency limit', () => {
  it('runs at most the limit of tasks at once and all of them in the end', async () => {
    const run = concurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const task = async (value: number) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 2));
      active--;
      return value;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((value) => run(() => task(value))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });
});

describe('choosing the content source from the environment', () => {
  it('uses the embedded demo content without CONTENT_URL', () => {
    const warn = vi.fn();
    expect(createContentSource({}, warn).name).toBe(demoSource().name);
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses Directus at CONTENT_URL when the project is named', () => {
    const warn = vi.fn();
    const chosen = createContentSource(
      { CONTENT_URL: 'https://cms.example', PROJECT_DOMAIN: domain, CONTENT_TOKEN: token },
      warn,
    );
    expect(chosen.name).toBe('Directus at https://cms.example/');
    expect(chosen.fileSource('x')).toBe('https://cms.example/assets/x');
    expect(warn).not.toHaveBeenCalled();
  });

  it('throws at start when CONTENT_URL is set without PROJECT_DOMAIN', () => {
    expect(() => createContentSource({ CONTENT_URL: 'https://cms.example', CONTENT_TOKEN: token })).toThrow(
      /PROJECT_DOMAIN/,
    );
  });

  it('warns when no token is set', () => {
    const warn = vi.fn();
    createContentSource({ CONTENT_URL: 'https://cms.example', PROJECT_DOMAIN: domain }, warn);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('CONTENT_TOKEN'));
  });

  it('throws for a cache duration eleventy-fetch would not understand', () => {
    const env = { CONTENT_URL: 'https://cms.example', PROJECT_DOMAIN: domain, CONTENT_TOKEN: token };
    expect(() => createContentSource({ ...env, CONTENT_CACHE_DURATION: 'ten minutes' })).toThrow(/CONTENT_CACHE_DURATION/);
    expect(() => createContentSource({ ...env, CONTENT_CACHE_DURATION: '1h' })).not.toThrow();
  });
});
