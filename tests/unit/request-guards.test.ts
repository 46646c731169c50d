import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inlineHeadScript } from '../../widgets/runtime/build/inline-head-script.ts';
import { describe, expect, it, vi } from 'vitest';
import { cspViolationsOf } from '../../server/csp-reports.ts';
import { isJsonContentType, jsonNestingExceeds, parseJsonBody } from '../../server/json-body.ts';
import { originHeaders } from '../../server/origin-check.ts';
import { requestUrl, sameOriginLocation } from '../../server/request-url.ts';
import { answerUnexpectedFailure } from '../../server/unexpected-failure.ts';
import { render as renderHeadersFile } from '../../site/headers-file.11ty.ts';
import { parseHeadersFile } from '../../server/headers-file.ts';
import { securityHeaders } from '../../widgets/core/security-headers.ts';
import type { IncomingMessage } from 'node:http';
import type { PageData } from '../../site/_includes/page-types.ts';

describe('reading JSON bodies', () => {
  it('refuses nesting deeper than the limit before parsing, counting no brackets inside strings', () => {
    expect(parseJsonBody('[[[1]]]', 3)).toEqual({ ok: true, value: [[[1]]] });
    expect(parseJsonBody('[[[[1]]]]', 3)).toEqual({ ok: false, problem: 'too_deep' });
    expect(parseJsonBody('{"a":{"b":{"c":{}}}}', 3)).toEqual({ ok: false, problem: 'too_deep' });
    expect(jsonNestingExceeds('{"text":"[[[[[[\\"[[[["}', 1)).toBe(false);
    expect(parseJsonBody('{oops')).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('request addresses and redirects', () => {
  it('reads a path as a path of this host and refuses what is no address', () => {
    expect(requestUrl('//evil.example/x?y=1')?.pathname).toBe('//evil.example/x');
    expect(requestUrl('http://127.0.0.1/kontakt')?.pathname).toBe('/kontakt');
    for (const target of ['/%', '/%zz', '/a%E0%A4%A', '*', 'javascript:alert(1)']) expect(requestUrl(target), target).toBeNull();
  });

  it('keeps every Location on this site', () => {
    expect(sameOriginLocation('//evil.example')).toBe('/evil.example');
    expect(sameOriginLocation('/\\evil.example')).toBe('/evil.example');
    expect(sameOriginLocation('/kontakt')).toBe('/kontakt');
  });
});

describe('who may post', () => {
  const request = (headers: Record<string, string>) => ({ headers: { host: 'shop.example', ...headers }, socket: {} }) as unknown as IncomingMessage;
  it('takes the site\'s own pages, allowed origins and requests from no page; refuses other pages by Origin or Referer', () => {
    expect(originHeaders(request({ origin: 'http://shop.example' }), [])).toEqual({});
    expect(originHeaders(request({}), [])).toEqual({});
    expect(originHeaders(request({ referer: 'http://shop.example/kontakt' }), [])).toEqual({});
    expect(originHeaders(request({ origin: 'https://partner.example' }), ['https://partner.example'])).toEqual({ vary: 'Origin', 'access-control-allow-origin': 'https://partner.example' });
    expect(originHeaders(request({ origin: 'http://evil.example' }), [])).toBeNull();
    expect(originHeaders(request({ origin: 'null' }), [])).toBeNull();
    expect(originHeaders(request({ referer: 'http://evil.example/page' }), [])).toBeNull();
  });

  it('compares the whole origin: another scheme or port of the same host is another site', () => {
    expect(originHeaders(request({ origin: 'https://shop.example' }), [])).toBeNull();
    expect(originHeaders(request({ referer: 'https://shop.example/kontakt' }), [])).toBeNull();
    expect(originHeaders(request({ origin: 'http://shop.example:8080' }), [])).toBeNull();
    expect(originHeaders({ headers: { host: 'shop.example:80', origin: 'http://shop.example' }, socket: {} } as unknown as IncomingMessage, [])).toEqual({});
    // Behind a TLS proxy the public origin is listed, and taken as any allowed origin.
    expect(originHeaders(request({ origin: 'https://shop.example' }), ['https://shop.example'])).toMatchObject({ 'access-control-allow-origin': 'https://shop.example' });
  });

  it('believes a browser that says the post is cross-site, unless it comes from an allowed origin', () => {
    expect(originHeaders(request({ 'sec-fetch-site': 'cross-site' }), [])).toBeNull();
    expect(originHeaders(request({ 'sec-fetch-site': 'cross-site', origin: 'http://shop.example' }), [])).toBeNull();
    expect(originHeaders(request({ 'sec-fetch-site': 'cross-site', origin: 'https://partner.example' }), ['https://partner.example'])).not.toBeNull();
    expect(originHeaders(request({ 'sec-fetch-site': 'same-origin', origin: 'http://shop.example' }), [])).toEqual({});
  });

  it('knows JSON by its media type alone', () => {
    expect(['application/json', 'Application/JSON; charset=utf-8'].map(isJsonContentType)).toEqual([true, true]);
    expect(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json-seq', '', undefined].map(isJsonContentType)).toEqual([false, false, false, false, false, false]);
  });
});

describe('CSP reports', () => {
  it('reads report-uri and Reporting API bodies, the page by its path only; nothing from other bodies', () => {
    expect(cspViolationsOf({ 'csp-report': { 'document-uri': 'https://shop.example/kontakt?email=a', 'violated-directive': 'img-src', 'blocked-uri': 'https://x.example/p.gif' } })).toEqual([
      { directive: 'img-src', blocked: 'https://x.example/p.gif', page: '/kontakt' },
    ]);
    expect(cspViolationsOf([{ type: 'csp-violation', body: { documentURL: 'https://shop.example/', effectiveDirective: 'script-src-elem', blockedURL: 'inline' } }, { type: 'deprecation', body: {} }])).toEqual([
      { directive: 'script-src-elem', blocked: 'inline', page: '/' },
    ]);
    expect(cspViolationsOf({ anything: 1 })).toEqual([]);
    expect(cspViolationsOf('text')).toEqual([]);
  });
});

describe('a handler that fails', () => {
  it('answers 500 before its answer began, and after that cuts the connection instead of throwing again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = createServer((request, response) => {
      if (request.url === '/late') response.writeHead(200, { 'content-length': '10' }).write('half');
      answerUnexpectedFailure(response, new Error('boom'), 'test');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/early`)).status).toBe(500);
      // The client sees a broken answer (at the status line or in the body), never a complete one.
      await expect(fetch(`${base}/late`).then((reply) => reply.text())).rejects.toThrow();
      expect((await fetch(`${base}/early`)).status).toBe(500);
    } finally {
      error.mockRestore();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('one source for the security headers', () => {
  it('writes into the hosts\' _headers file exactly what the preview server sends, payment frames allowed to pay', () => {
    const config = { payments: { paypalSdkUrl: 'https://www.paypal.com/sdk/js', klarnaScriptUrl: 'https://x.klarnacdn.net/kp/lib/v1/api.js' }, connectOrigins: [], forms: { contactUrl: '/forms/contact', newsletterUrl: '/forms/newsletter' }, maps: null, matomo: null, mapsEmbedUrl: 'https://www.google.com/maps/embed' };
    const headScript = inlineHeadScript();
    const file = renderHeadersFile({ config, build: { dev: false }, headScript } as unknown as PageData);
    const [all] = parseHeadersFile(file);
    expect(all?.pattern).toBe('/*');
    const names = Object.keys(securityHeaders()).map((name) => name.toLowerCase());
    expect(Object.keys(all!.headers)).toEqual(names);
    expect(all!.headers['permissions-policy']).toContain('payment=(self "https://www.paypal.com"');
    expect(all!.headers['content-security-policy']).toMatch(/frame-ancestors 'none'; report-uri \/csp-report$/);
    // The pages' inline first-paint script runs by its hash, and nothing else inline does; the site
    // search's WebAssembly may compile (Pagefind's worker gets the header's policy), JavaScript eval may not.
    expect(all!.headers['content-security-policy']).toContain(`script-src 'self' 'wasm-unsafe-eval' ${headScript.hash}`);
    expect(all!.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(all!.headers['content-security-policy']).not.toContain("'unsafe-eval'");
    // PayPal's checkout popup reports back to its opener: the opener policy lets the site's own popups keep it.
    expect(all!.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(all!.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
