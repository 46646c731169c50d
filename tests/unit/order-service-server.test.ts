import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrderService, orderServicePaths } from '../../widgets/content/order-service.ts';
import { createLocalOrderService, type LocalOrderServiceOptions } from '../../server/order-service.ts';
import { startPreviewServer } from '../../server/preview.ts';
import { createStandaloneOrderServer } from '../../server/standalone-order-server.ts';
import { fixtureCatalog, orderBody, storedEntries } from '../support/order-fixtures.ts';
import { readAll } from '../support/serve-once.ts';
import { connect } from 'node:net';

const project = 'juwelier-albrecht.de';
const requestBody = {
  project,
  product_id: 101,
  product_name: 'Taucheruhr Nordkap',
  variant_id: null,
  variant_name: null,
  name: 'Anna Berg',
  email: 'anna@example.org',
  phone: '',
  message: 'Ist sie lieferbar?',
  language: 'de',
};
const ratingBody = { project, product_id: 101, rating: 4, name: '', comment: 'Schön.', language: 'en' };

/** The service alone on a loopback port; anything it leaves is a plain 404. */
async function serve(options: LocalOrderServiceOptions = {}) {
  const local = createLocalOrderService({ catalog: fixtureCatalog(), ...options });
  const server = createServer((request, response) => {
    void local.service(request, response, () => readAll(request)).then((handled) => {
      if (!handled) response.writeHead(404).end('static');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  running.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url, received: local.received };
}

const running: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('the local order service', () => {
  it('accepts a valid request and rating with status ok and an id, and keeps them in memory', async () => {
    const { url, received } = await serve();
    const reply = await post(`${url}/ecom/request`, requestBody);
    expect(reply.status).toBe(200);
    const answer = (await reply.json()) as { status: string; id: string };
    expect(answer).toEqual({ status: 'ok', id: expect.any(String) });
    expect((await (await post(`${url}/ecom/rating`, ratingBody)).json()).status).toBe('ok');
    expect(received().map(({ endpoint, body, id }) => ({ endpoint, body, id }))).toEqual([
      { endpoint: 'request', body: requestBody, id: answer.id },
      { endpoint: 'rating', body: ratingBody, id: expect.any(String) },
    ]);
  });

  it.each([
    ['request', 'not json', 'The body is not valid JSON.'],
    ['request', [requestBody], 'The body must be a JSON object.'],
    ['request', { ...requestBody, project: '' }, 'Missing or invalid fields: project'],
    ['request', { ...requestBody, email: 'anna@', message: ' ' }, 'Missing or invalid fields: email, message'],
    ['request', { ...requestBody, product_id: undefined, name: 42, phone: 761 }, 'Missing or invalid fields: product_id, name, phone'],
    ['rating', { ...ratingBody, rating: 6 }, 'Missing or invalid fields: rating'],
    ['rating', { ...ratingBody, product_id: null, rating: 2.5 }, 'Missing or invalid fields: product_id, rating'],
    ['rating', { ...ratingBody, comment: 'x'.repeat(2001) }, 'Missing or invalid fields: comment'],
    ['order', { project, cart: { products: [] }, checkout: { customerEmail: 'anna@example.org' }, language: 'de' }, 'Missing or invalid fields: cart.products'],
    ['klarna/order', { project, authorization_token: 'tok' }, 'Missing or invalid fields: order_uuid'],
    ['order/paypal_transaction', { project, order_id: 5 }, 'Missing or invalid fields: paypal'],
  ])('answers a bad body for /ecom/%s with 400 and says what is wrong', async (endpoint, body, message) => {
    const { url, received } = await serve();
    const reply = await post(`${url}/ecom/${endpoint}`, body);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ status: 'error', message });
    expect(received()).toEqual([]);
  });

  it('answers the spec client on its order, request and rating, so they count as successful (payments: payment-endpoints.test.ts)', async () => {
    const { url, received } = await serve();
    const client = createOrderService({ baseUrl: url, project });
    const { order_uuid: orderUuid, cart, checkout, totals, language } = orderBody('u-0');
    const results = [
      await client.postOrder({ orderUuid, cart, checkout, totals, language }),
      await client.postRequest({ productId: 1, productName: 'Ring', variantId: null, variantName: null, name: 'Anna', email: 'anna@example.org', phone: '0761 2021010', message: 'Lieferbar?', language: 'fr' }),
      await client.postRating({ productId: 1, rating: 3, name: '', comment: '', language: 'de' }),
    ];
    expect(results.map((result) => result.ok)).toEqual([true, true, true]);
    expect(received().map((submission) => submission.endpoint).sort()).toEqual(['order', 'rating', 'request']);
  });

  it('answers unknown /ecom paths with 404 and wrong methods with 405, and leaves other paths alone', async () => {
    const { url } = await serve();
    expect((await post(`${url}/ecom/orders`, requestBody)).status).toBe(404);
    const get = await fetch(`${url}/ecom/request`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await (await fetch(`${url}/kontakt`)).text()).toBe('static');
  });

  it('lists what arrived on GET /ecom/_received only when inspection is switched on', async () => {
    const closed = await serve();
    await post(`${closed.url}/ecom/request`, requestBody);
    expect((await fetch(`${closed.url}/ecom/_received`)).status).toBe(404);

    const open = await serve({ inspect: true });
    await post(`${open.url}/ecom/rating`, ratingBody);
    const list = (await (await fetch(`${open.url}/ecom/_received`)).json()) as Array<{ endpoint: string; body: unknown }>;
    expect(list).toEqual([expect.objectContaining({ endpoint: 'rating', body: ratingBody })]);
  });

  it('keeps only the newest submissions in memory', async () => {
    const { url, received } = await serve({ keep: 2 });
    for (const rating of [1, 2, 3]) await post(`${url}/ecom/rating`, { ...ratingBody, rating });
    expect(received().map((submission) => submission.body.rating)).toEqual([2, 3]);
  });

  describe('cross-origin callers', () => {
    const shop = 'https://shop.example.org';

    it('answers the preflight of an allowed origin, and its post carries the allow-origin header', async () => {
      const { url } = await serve({ allowedOrigins: [shop] });
      const preflight = await fetch(`${url}/ecom/rating`, {
        method: 'OPTIONS',
        headers: { origin: shop, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(shop);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
      const reply = await post(`${url}/ecom/rating`, ratingBody, { origin: shop });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('access-control-allow-origin')).toBe(shop);
      expect(reply.headers.get('vary')).toBe('Origin');
    });

    it('refuses other origins, preflight and post alike, and stores nothing', async () => {
      const { url, received } = await serve({ allowedOrigins: [shop] });
      const preflight = await fetch(`${url}/ecom/rating`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect((await post(`${url}/ecom/rating`, ratingBody, { origin: 'https://evil.example' })).status).toBe(403);
      expect(received()).toEqual([]);
    });

    it('refuses an https page of its own host on every endpoint: plain HTTP is its own origin', async () => {
      const { url, received } = await serve();
      const https = url.replace('http:', 'https:');
      const statuses = await Promise.all(Object.values(orderServicePaths).map(async (path) => (await post(`${url}${path}`, ratingBody, { origin: https })).status));
      expect(statuses).toEqual(Object.values(orderServicePaths).map(() => 403));
      expect((await post(`${url}/ecom/rating`, ratingBody, { referer: `${https}/shop` })).status).toBe(403);
      expect(received()).toEqual([]);
    });

    it('refuses a post the browser calls cross-site, unless an allowed origin sent it', async () => {
      const { url, received } = await serve({ allowedOrigins: [shop] });
      expect((await post(`${url}/ecom/rating`, ratingBody, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await post(`${url}/ecom/rating`, ratingBody, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(403);
      expect(received()).toEqual([]);
      expect((await post(`${url}/ecom/rating`, ratingBody, { 'sec-fetch-site': 'cross-site', origin: shop })).status).toBe(200);
    });

    it('takes only JSON: a text/plain or untyped body (a post without preflight) gets 415 on every endpoint', async () => {
      const { url, received } = await serve();
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null]) {
        const statuses = await Promise.all(
          Object.values(orderServicePaths).map(async (path) => {
            const reply = await fetch(`${url}${path}`, { method: 'POST', headers: type ? { 'content-type': type } : {}, body: new Blob([JSON.stringify(ratingBody)]) });
            return reply.status;
          }),
        );
        expect(statuses, String(type)).toEqual(Object.values(orderServicePaths).map(() => 415));
      }
      const reply = await post(`${url}/ecom/rating`, ratingBody, { 'content-type': 'text/plain' });
      expect(reply.headers.get('accept-post')).toBe('application/json');
      expect(await reply.json()).toEqual({ status: 'error', message: 'Send the body as JSON (Content-Type: application/json).' });
      expect(received()).toEqual([]);
      expect((await post(`${url}/ecom/rating`, ratingBody, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
    });

    it('needs nothing for the same origin', async () => {
      const { url } = await serve();
      const reply = await post(`${url}/ecom/rating`, ratingBody, { origin: url });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('the data folder', () => {
    let folder: string;
    beforeAll(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'order-service-'));
    });
    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    it('keeps each accepted submission in the order store when configured, and nothing of a rejected one', async () => {
      const { url } = await serve({ dataDir: folder });
      await post(`${url}/ecom/request`, requestBody);
      await post(`${url}/ecom/rating`, { ...ratingBody, rating: 0 });
      await post(`${url}/ecom/rating`, ratingBody);
      const lines = [...storedEntries(folder, 'request'), ...storedEntries(folder, 'rating')];
      expect(lines.map(({ endpoint, body }) => ({ endpoint, body }))).toEqual([
        { endpoint: 'request', body: requestBody },
        { endpoint: 'rating', body: ratingBody },
      ]);
    });
  });
});

describe('the preview server (npm start)', () => {
  let folder: string;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'preview-site-'));
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>Start</title>');
    server = await startPreviewServer({ root: folder, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('answers /ecom/* on the site origin with the local order service, next to the pages', async () => {
    const reply = await post(`${server.url}/ecom/request`, requestBody);
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { status: string }).status).toBe('ok');
    expect(await (await fetch(`${server.url}/`)).text()).toContain('<title>Start</title>');
  });

  it.skipIf(process.env.ORDER_SERVICE_INSPECT === '1')('does not list what arrived unless ORDER_SERVICE_INSPECT=1 was set', async () => {
    expect((await fetch(`${server.url}/ecom/_received`)).status).toBe(404);
  });
});

describe('the order service on its own (npm run order-service)', () => {
  /** The first status line and the headers of a raw request's answer. */
  const raw = (url: string, request: string) =>
    new Promise<{ status: number; headers: string }>((resolve) => {
      const { port } = new URL(url);
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), headers: text.split('\r\n\r\n')[0]!.toLowerCase() }));
    });

  it('sends its security headers with every answer: accepted, refused, unknown, over the limit, unparsable, CONNECT', async () => {
    const local = createLocalOrderService({ catalog: fixtureCatalog() });
    const server = createStandaloneOrderServer(local.service, { rateRule: { limit: 2, windowMs: 60_000 } });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answers = [
        await post(`${url}/ecom/rating`, ratingBody),
        await post(`${url}/ecom/rating`, ratingBody, { origin: 'https://evil.example' }),
        await fetch(`${url}/`),
        await fetch(`${url}/ecom/order`),
        await post(`${url}/ecom/rating`, ratingBody),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 403, 404, 405, 429]);
      const headerSets = answers.map((answer) => Object.fromEntries(answer.headers));
      const bad = await raw(url, 'GET /% HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nxx\r\n\r\n');
      const tunnel = await raw(url, 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n');
      expect(tunnel.status).toBe(405);
      for (const headers of headerSets) {
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(headers['referrer-policy']).toBe('no-referrer');
        expect(headers['strict-transport-security']).toBe('max-age=31536000');
      }
      for (const { headers } of [bad, tunnel]) {
        expect(headers).toContain('x-content-type-options: nosniff');
        expect(headers).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
        expect(headers).toContain('cross-origin-resource-policy: same-origin');
        expect(headers).toContain('strict-transport-security: max-age=31536000');
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
