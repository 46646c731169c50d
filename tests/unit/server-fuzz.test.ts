import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPreviewSite } from '../support/preview-site.ts';

/**
 * Malformed addresses, methods, content types, encodings, nesting and sizes, sent as raw bytes to
 * the preview server, the order service and the forms: no answer is a 500 (or worse, none), and
 * the server still serves the start page afterwards. A fixed seed keeps a failure reproducible.
 */
let site: Awaited<ReturnType<typeof startPreviewSite>>;
beforeAll(async () => {
  site = await startPreviewSite({ limit: 0, windowMs: 60_000 });
});
afterAll(() => site.close());

const pathPiece = fc.oneof(
  fc.constantFrom('/', '//', '/./', '/../', '\\', '%', '%zz', '%2F', '%5C', '%00', '%E0%A4%A', '%C0%AF', '?', '#', ';', '@', 'evil.example', 'index.html', '_headers', '_redirects'),
  fc.constantFrom('ecom/', 'ecom/order', 'ecom/rating', 'ecom/_received', 'forms/contact', 'forms/newsletter', 'forms/_received', 'csp-report', 'danke', 'en/thanks', 'kontakt', 'shop/'),
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  fc.string({ unit: 'binary-ascii', maxLength: 6 }).map((text) => text.replace(/[\s\x00-\x1f\x7f]/g, '')),
  fc.string({ unit: 'grapheme', maxLength: 4 }).map(encodeURIComponent),
);
const target = fc.array(pathPiece, { minLength: 1, maxLength: 8 }).map((pieces) => `/${pieces.join('')}`);

const deepJson = fc.integer({ min: 1, max: 60_000 }).map((depth) => `{"project":"juwelier-albrecht.de","cart":${'['.repeat(depth)}${']'.repeat(depth)}}`);
const body = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify({ project: 'juwelier-albrecht.de', order_uuid: 'f', language: 'de', cart: { products: [value] }, checkout: value, paypal: value, email: value })),
  deepJson,
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer({ min: 0, max: 300_000 }).map((size) => `email=${'a'.repeat(size)}%40example.org&return=//evil.example`),
  fc.constantFrom('', '{', '[', 'null', '"\\ud800"', '{"__proto__":{"polluted":1}}', 'email=%&lang=%zz', 'email=x@example.org&return=/\\evil.example'),
);
const contentType = fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'application/csp-report', 'text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', '');
const method = fc.constantFrom('GET', 'HEAD', 'POST', 'POST', 'POST', 'PUT', 'OPTIONS', 'DELETE', 'PATCH');
const origin = fc.constantFrom(undefined, 'http://evil.example', 'null', 'http://127.0.0.1', '%%');

function request(m: string, path: string, text: string, type: string, from: string | undefined): Buffer {
  const payload = m === 'GET' || m === 'HEAD' ? Buffer.alloc(0) : Buffer.from(text, 'utf8');
  const lines = [`${m} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', `Content-Length: ${payload.length}`];
  if (type) lines.push(`Content-Type: ${type}`);
  if (from) lines.push(`Origin: ${from}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
}

describe('the preview server under fuzzed requests', () => {
  it('never answers 500 and never goes silent, and still serves the start page', async () => {
    const quiet = [vi.spyOn(console, 'warn').mockImplementation(() => undefined), vi.spyOn(console, 'info').mockImplementation(() => undefined)];
    const failures: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation((first: unknown) => void failures.push(String(first)));
    try {
      await fc.assert(
        fc.asyncProperty(method, target, body, contentType, origin, async (m, path, text, type, from) => {
          const answer = await site.raw(request(m, path, text, type, from));
          expect(answer.status, `${m} ${path}`).toBeGreaterThanOrEqual(200);
          expect(answer.status, `${m} ${path}`).toBeLessThan(500);
        }),
        { seed: 20260619, numRuns: 200 },
      );
    } finally {
      quiet.forEach((spy) => spy.mockRestore());
      errors.mockRestore();
    }
    expect(failures.filter((line) => line.includes('request failed'))).toEqual([]);
    const start = await fetch(`${site.url}/`);
    expect([start.status, await start.text()]).toEqual([200, '<!doctype html><title>Start</title>']);
  });
});
