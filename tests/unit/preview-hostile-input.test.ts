import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderBody, project } from '../support/order-fixtures.ts';
import { defaultTimeouts } from '../../server/http-server.ts';
import { dripUntilClosed, rawGet, sendHugeBody, startPreviewSite } from '../support/preview-site.ts';

/**
 * What a hostile or broken client can do to `npm start` (the preview server with the order
 * service and the forms): nothing it sends stops the server or gets a 500, oversized bodies get
 * 413 and are not kept, other sites' pages cannot post, and every answer carries the security
 * headers.
 */
let site: Awaited<ReturnType<typeof startPreviewSite>>;
beforeAll(async () => {
  site = await startPreviewSite({ limit: 10_000, windowMs: 60_000 });
});
afterAll(() => site.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, redirect: 'manual' });
const rating = (extra: unknown = null) => ({ project, product_id: 101, rating: 4, name: '', comment: 'Schön.', language: 'de', extra });
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const received = async () => (await (await fetch(`${site.url}/ecom/_received`)).json()) as Array<{ endpoint: string; body: Record<string, unknown> }>;
const receivedForms = async () => (await (await fetch(`${site.url}/forms/_received`)).json()) as { contact: Array<{ name: string }>; newsletter: Array<{ email: string }> };

describe('malformed requests', () => {
  it('answers an address with a broken percent-encoding with 400, not 500', async () => {
    for (const target of ['/%', '/%zz', '/kontakt%E0%A4%A', '/forms/%']) {
      expect((await site.raw(rawGet(target))).status, target).toBe(400);
    }
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  });

  it('refuses a body nested thousands of levels deep with 400, keeps nothing of it, and still lists what arrived', async () => {
    const deep = JSON.stringify(rating('NEST')).replace('"NEST"', nested(5000));
    const reply = await post('/ecom/rating', deep);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ status: 'error', message: 'The body nests too deep.' });
    // Just under the point where copying it would overflow: refused all the same, never kept for later.
    expect((await post('/ecom/rating', JSON.stringify(rating('NEST')).replace('"NEST"', nested(3000)))).status).toBe(400);
    expect((await post('/forms/contact', `{"name":${nested(5000)}}`)).status).toBe(400);
    const list = await fetch(`${site.url}/ecom/_received`);
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).not.toContain('[[[[');
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  });
});

describe('body sizes', () => {
  it('answers a body larger than its endpoint takes with 413 and a JSON reason, never a reset or a 500', async () => {
    const cases: Array<[string, number]> = [
      ['/ecom/order', 2_000_000],
      ['/ecom/rating', 2_000_000],
      ['/ecom/rating', 20_000],
      ['/forms/contact', 2_000_000],
      ['/forms/contact', 100_000],
      ['/forms/newsletter', 2_000_000],
      ['/forms/newsletter', 10_000],
    ];
    for (const [path, size] of cases) {
      const reply = await post(path, JSON.stringify({ ...rating(), email: 'a@example.org', padding: 'x'.repeat(size) }));
      expect(reply.status, `${path} ${size}`).toBe(413);
      expect(await reply.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/larger than \d+ bytes/) });
    }
    expect((await received()).filter((entry) => 'padding' in entry.body)).toEqual([]);
  });

  it('answers a 200 MB body with 413 as soon as it is known too large, announced or streamed, without reading the rest', async () => {
    const size = 200 * 2 ** 20;
    const head = (path: string, framing: string) => `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`;
    for (const path of ['/ecom/order', '/forms/contact', '/csp-report']) {
      const announced = await sendHugeBody(site.url, head(path, `Content-Length: ${size}`), size);
      const streamed = await sendHugeBody(site.url, head(path, 'Transfer-Encoding: chunked'), size, true);
      // What was on its way when the answer came: socket buffers, not the body.
      for (const [framing, answer] of [['announced', announced], ['streamed', streamed]] as const) {
        expect(answer.status, `${path} ${framing}`).toBe(413);
        expect(answer.sentBeforeAnswer, `${path} ${framing}`).toBeGreaterThanOrEqual(0);
        expect(answer.sentBeforeAnswer, `${path} ${framing}`).toBeLessThan(16 * 2 ** 20);
      }
    }
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  }, 30_000);

  it('still takes an order of 100 lines and a contact message of 5000 umlauts sent as a plain form', async () => {
    const order = orderBody('00000000-0000-4000-8000-000000000100');
    const line = order.cart.products[0]!;
    const big = { ...order, cart: { ...order.cart, products: Array.from({ length: 100 }, (_, index) => ({ ...line, cartId: `c${index}` })) } };
    const reply = await post('/ecom/order', JSON.stringify(big));
    // Judged on its content (the totals no longer match), not refused for its size.
    expect(reply.status).toBe(422);
    const message = 'ä'.repeat(5000);
    const sent = await post('/forms/contact', new URLSearchParams({ name: 'Umlaut', email: 'u@example.org', message, privacy: 'yes', lang: 'de' }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(sent.status).toBe(303);
    expect((await receivedForms()).contact.map((entry) => entry.name)).toContain('Umlaut');
  });

  it('keeps only the latest 1000 newsletter sign-ups in memory', async () => {
    const send = (index: number) =>
      post('/forms/newsletter', JSON.stringify({ email: `leser${index}@example.org`, lang: 'de' })).then((reply) => reply.arrayBuffer());
    for (let start = 0; start < 1010; start += 50) await Promise.all(Array.from({ length: 50 }, (_, offset) => send(start + offset)));
    const { newsletter } = await receivedForms();
    // The batches arrive one after the other (within one, in any order): the first batch is the one forgotten.
    expect(newsletter).toHaveLength(1000);
    expect(new Set(newsletter.map((signUp) => signUp.email))).toEqual(new Set(Array.from({ length: 1000 }, (_, index) => `leser${index + 50}@example.org`)));
    // 1,050 requests through the whole server: seconds on a busy machine.
  }, 30_000);
});

describe('posts from other sites', () => {
  const contact = { name: 'Anna Berg', email: 'anna@example.org', message: 'Hallo', privacy: 'yes', lang: 'de' };
  const formPost = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
    post(path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded', ...headers });

  it('refuses a newsletter sign-up or a contact message posted from another origin, and keeps nothing', async () => {
    const newsletter = await formPost('/forms/newsletter', { email: 'victim@example.org', return: '/' }, { origin: 'http://evil.example' });
    expect(newsletter.status).toBe(403);
    const json = await post('/forms/contact', JSON.stringify({ ...contact, name: 'Evil JSON', privacy: true }), { origin: 'http://evil.example' });
    expect(json.status).toBe(403);
    // A browser that leaves Origin out still names the page in Referer.
    const viaReferer = await formPost('/forms/contact', { ...contact, name: 'Evil Referer' }, { referer: 'http://evil.example/page' });
    expect(viaReferer.status).toBe(403);
    const { newsletter: signUps, contact: messages } = await receivedForms();
    expect(signUps.map((entry) => entry.email)).not.toContain('victim@example.org');
    expect(messages.map((entry) => entry.name)).not.toEqual(expect.arrayContaining(['Evil JSON']));
    expect(messages.map((entry) => entry.name)).not.toContain('Evil Referer');
  });

  it('refuses a form post from an https page of the same host, or one the browser calls cross-site', async () => {
    const https = new URL(site.url).origin.replace('http:', 'https:');
    expect((await formPost('/forms/newsletter', { email: 'https@example.org', return: '/' }, { origin: https })).status).toBe(403);
    expect((await formPost('/forms/contact', { ...contact, name: 'Evil TLS' }, { origin: https })).status).toBe(403);
    expect((await formPost('/forms/newsletter', { email: 'blind@example.org', return: '/' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const { newsletter: signUps, contact: messages } = await receivedForms();
    expect(signUps.map((entry) => entry.email)).not.toEqual(expect.arrayContaining(['https@example.org']));
    expect(signUps.map((entry) => entry.email)).not.toContain('blind@example.org');
    expect(messages.map((entry) => entry.name)).not.toContain('Evil TLS');
  });

  it('takes the plain form post of the site\'s own page, with its Origin or with only its Referer', async () => {
    const own = new URL(site.url).origin;
    const withOrigin = await formPost('/forms/contact', { ...contact, name: 'Eigene Seite' }, { origin: own });
    expect([withOrigin.status, withOrigin.headers.get('location')]).toEqual([303, '/danke']);
    const withReferer = await formPost('/forms/newsletter', { email: 'eigen@example.org', return: '/kontakt' }, { referer: `${own}/kontakt` });
    expect([withReferer.status, withReferer.headers.get('location')]).toEqual([303, '/kontakt#newsletter-ok']);
  });
});

describe('security headers', () => {
  it('come with every answer: pages, the services, and errors', async () => {
    const answers = [
      await fetch(`${site.url}/`),
      await fetch(`${site.url}/gibt-es-nicht`),
      await fetch(`${site.url}/ecom/gibt-es-nicht`),
      await fetch(`${site.url}/forms/contact`),
      await post('/ecom/rating', JSON.stringify(rating())),
      await post('/forms/contact', JSON.stringify({ padding: 'x'.repeat(100_000) })),
    ];
    const bad = await site.raw(rawGet('/%'));
    for (const headers of [...answers.map((answer) => Object.fromEntries(answer.headers)), bad.headers]) {
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain('report-uri /csp-report');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(self\)/);
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('takes CSP violation reports with 204 and logs each distinct one once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const report = (blocked: string) =>
        JSON.stringify({ 'csp-report': { 'document-uri': `${site.url}/kontakt?name=Anna`, 'effective-directive': 'script-src-elem', 'blocked-uri': blocked } });
      for (const blocked of ['https://evil.example/x.js', 'https://evil.example/x.js', 'inline']) {
        expect((await post('/csp-report', report(blocked), { 'content-type': 'application/csp-report' })).status).toBe(204);
      }
      const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('[csp]'));
      expect(lines).toEqual(['[csp] /kontakt blocked https://evil.example/x.js by script-src-elem', '[csp] /kontakt blocked inline by script-src-elem']);
      expect((await post('/csp-report', 'x'.repeat(100_000), { 'content-type': 'application/csp-report' })).status).toBe(413);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('methods', () => {
  it('answers anything but GET and HEAD on the site\'s files with 405 and Allow, OPTIONS with 204, and never the page', async () => {
    for (const target of ['/', '/kontakt', '/gibt-es-nicht', '/alt']) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
        const answer = await fetch(`${site.url}${target}`, { method, body: method === 'DELETE' ? undefined : 'x', redirect: 'manual' });
        expect([answer.status, answer.headers.get('allow')], `${method} ${target}`).toEqual([405, 'GET, HEAD, OPTIONS']);
        expect(await answer.text(), `${method} ${target}`).not.toContain('<title>');
      }
      const trace = await site.raw(`TRACE ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect([trace.status, trace.headers.allow], `TRACE ${target}`).toEqual([405, 'GET, HEAD, OPTIONS']);
      const options = await fetch(`${site.url}${target}`, { method: 'OPTIONS' });
      expect([options.status, options.headers.get('allow')], `OPTIONS ${target}`).toEqual([204, 'GET, HEAD, OPTIONS']);
    }
    expect((await fetch(`${site.url}/`, { method: 'HEAD' })).status).toBe(200);
    expect(await (await fetch(`${site.url}/`)).text()).toContain('<title>Start</title>');
  });

  it('answers other methods on the post endpoints with 405 and Allow: POST (with OPTIONS where a CORS preflight is answered)', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      for (const [path, allow] of [['/forms/contact', 'POST'], ['/forms/newsletter', 'POST'], ['/csp-report', 'POST'], ['/ecom/order', 'POST, OPTIONS'], ['/ecom/rating', 'POST, OPTIONS'], ['/ecom/paypal/webhook', 'POST']]) {
        const answer = await fetch(`${site.url}${path}`, { method, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
        expect([answer.status, answer.headers.get('allow')], `${method} ${path}`).toEqual([405, allow]);
      }
    }
  });

  it('answers CONNECT with 405 instead of leaving the connection hanging', async () => {
    const answer = await site.raw('CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  });
});

describe('what the server serves and where it sends', () => {
  it('does not serve the host files _headers and _redirects', async () => {
    for (const target of ['/_headers', '/_redirects', '/%5Fheaders', '/_redirects/']) {
      const answer = await site.raw(rawGet(target));
      expect([301, 404], target).toContain(answer.status);
      expect(answer.text, target).not.toContain('/alt  /neu');
      expect(answer.text, target).not.toContain('X-Content-Type-Options: nosniff\n');
    }
  });

  it('redirects only to paths of this site, whatever the address looks like', async () => {
    for (const target of ['/.//evil.example/', '//evil.example/', '/.//evil.example/x/', '/./\\evil.example/', '/%2F%2Fevil.example/', '///evil.example//']) {
      const answer = await site.raw(rawGet(target));
      expect(answer.status, target).toBeLessThan(500);
      const location = answer.headers.location;
      if (location !== undefined) expect(location, target).toMatch(/^\/(?![/\\])/);
    }
    expect((await site.raw(rawGet('/.//evil.example/'))).headers.location).toBe('/evil.example');
  });
});

describe('slow clients', () => {
  it('are cut with 408 once their headers or their body take longer than the server allows', async () => {
    const slow = await startPreviewSite({ limit: 10_000, windowMs: 60_000 }, { headersMs: 600, requestMs: 1200, keepAliveMs: 500 });
    try {
      const [headers, body] = await Promise.all([
        dripUntilClosed(slow.url, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n', 100),
        dripUntilClosed(slow.url, 'POST /forms/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n', 'x', 100),
      ]);
      expect(headers.status).toBe(408);
      expect(headers.seconds).toBeLessThan(3);
      expect(body.status).toBe(408);
      expect(body.seconds).toBeLessThan(4);
      expect((await fetch(`${slow.url}/`)).status).toBe(200);
    } finally {
      await slow.close();
    }
  });

  it('by default within 10 s for the headers and 20 s for the whole request', () => {
    expect(defaultTimeouts).toEqual({ headersMs: 10_000, requestMs: 20_000, keepAliveMs: 5_000 });
  });
});

describe('posts per client', () => {
  it('refuses posts beyond the window\'s limit with 429 and Retry-After, and still serves pages', async () => {
    const limited = await startPreviewSite({ limit: 3, windowMs: 60_000 });
    try {
      const send = () => fetch(`${limited.url}/forms/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'flut@example.org' }) });
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) statuses.push((await send()).status);
      expect(statuses).not.toContain(429);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
      expect(await refused.json()).toMatchObject({ status: 'error', code: 'rate_limited' });
      expect(refused.headers.get('x-frame-options')).toBe('DENY');
      expect((await fetch(`${limited.url}/`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('gives each purpose its own budget: sign-ups or CSP reports never use up an order or its payment', async () => {
    const limited = await startPreviewSite({ limit: 3, windowMs: 60_000 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const postJson = (path: string, body: unknown, type = 'application/json') => fetch(`${limited.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) });
      for (let attempt = 0; attempt < 4; attempt++) await (await postJson('/forms/newsletter', { email: `n${attempt}@example.org` })).arrayBuffer();
      expect((await postJson('/forms/newsletter', { email: 'n9@example.org' })).status).toBe(429);
      const order = await postJson('/ecom/order', orderBody('00000000-0000-4000-8000-000000000300'));
      expect(order.status).toBe(200);
      expect((await postJson('/ecom/order/payment', { project, order_uuid: '00000000-0000-4000-8000-000000000300' })).status).toBe(200);
      const report = { 'csp-report': { 'document-uri': `${limited.url}/`, 'effective-directive': 'img-src', 'blocked-uri': 'data' } };
      const reports = [];
      for (let attempt = 0; attempt < 4; attempt++) reports.push((await postJson('/csp-report', report, 'application/csp-report')).status);
      // CSP reports have a budget too, of their own.
      expect(reports).toEqual([204, 204, 204, 429]);
      expect((await postJson('/forms/contact', { name: 'Anna', email: 'anna@example.org', message: 'Hallo', privacy: true, lang: 'de' })).status).toBe(200);
      // A 429 closes a connection whose body it did not read, and leaves the body unread.
      const large = await fetch(`${limited.url}/forms/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(500_000) });
      expect([large.status, large.headers.get('connection')]).toEqual([429, 'close']);
    } finally {
      warn.mockRestore();
      await limited.close();
    }
  });
});
