import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../server/compression.ts';
import { headersFor, parseHeadersFile } from '../../server/headers-file.ts';
import { startPreviewServer } from '../../server/preview.ts';
import { hashedFolders, immutable } from '../../site/headers-file.11ty.ts';

/**
 * The preview server delivers a build as a CDN would: compressed text, long caching for hashed
 * files from the build's `_headers`, pages checked each time. Asked over raw HTTP, so what
 * travels is seen as it is (fetch would undo the compression).
 */
const css = `.site-header{display:flex}\n`.repeat(200);
const jpeg = Buffer.alloc(4000, 0xff);
let folder: string;
let server: Awaited<ReturnType<typeof startPreviewServer>>;

function get(pathname: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest(`${server.url}${pathname}`, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'preview-'));
  await mkdir(path.join(folder, 'assets', 'css'), { recursive: true });
  await mkdir(path.join(folder, 'assets', 'img'), { recursive: true });
  await writeFile(path.join(folder, 'index.html'), `<!doctype html><title>Start</title>${'<p>Schmuck</p>'.repeat(100)}`);
  await writeFile(path.join(folder, '404.html'), '<!doctype html><title>Nicht gefunden</title>');
  await writeFile(path.join(folder, 'assets', 'css', 'site-ABCD1234.css'), css);
  await writeFile(path.join(folder, 'assets', 'img', 'ring-640.jpeg'), jpeg);
  await writeFile(
    path.join(folder, '_headers'),
    ['/*', '  X-Content-Type-Options: nosniff', ...hashedFolders.flatMap((pattern) => [pattern, `  Cache-Control: ${immutable}`]), ''].join('\n'),
  );
  server = await startPreviewServer({ root: folder, port: 0 });
});

afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the preview server compresses like a CDN', () => {
  it('sends brotli when the browser takes it, gzip when only that, and the length of what it sends', async () => {
    const brotli = await get('/assets/css/site-ABCD1234.css', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(css);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(css.length / 10);
    expect(brotli.headers.vary).toBe('Accept-Encoding');

    const gzip = await get('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<title>Start</title>');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
  });

  it('serves a page rebuilt while it runs anew, compressed from its new text (its compressed copy is kept per version)', async () => {
    const page = path.join(folder, 'neu.html');
    await writeFile(page, `<!doctype html><title>Vorher</title>${'<p>Ringe</p>'.repeat(50)}`);
    expect(brotliDecompressSync((await get('/neu', 'br')).body).toString()).toContain('Vorher');
    expect(brotliDecompressSync((await get('/neu', 'br')).body).toString()).toContain('Vorher');
    await writeFile(page, `<!doctype html><title>Nachher</title>${'<p>Ringe</p>'.repeat(50)}`);
    expect(brotliDecompressSync((await get('/neu', 'br')).body).toString()).toContain('Nachher');
    expect(gunzipSync((await get('/neu', 'gzip')).body).toString()).toContain('Nachher');
  });

  it('sends text as it is to a client that takes no encoding (still saying it varies), and never recompresses a JPEG', async () => {
    const plain = await get('/assets/css/site-ABCD1234.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(css);
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const image = await get('/assets/img/ring-640.jpeg', 'gzip, br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.equals(jpeg)).toBe(true);
    expect(Number(image.headers['content-length'])).toBe(jpeg.length);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const head = await get('/assets/css/site-ABCD1234.css', 'br', 'HEAD');
    const full = await get('/assets/css/site-ABCD1234.css', 'br');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
  });

  it('honours the weights of Accept-Encoding', () => {
    expect(chooseEncoding('gzip;q=1, br;q=0.5', 'text/css')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', 'text/css')).toBe('gzip');
    expect(chooseEncoding('identity', 'text/css')).toBeNull();
    expect(chooseEncoding('*', 'application/json; charset=utf-8')).toBe('br');
    expect(chooseEncoding('br', 'image/svg+xml')).toBe('br');
    expect(chooseEncoding('br', 'image/webp')).toBeNull();
  });
});

describe('caching from the `_headers` file', () => {
  it('keeps hashed files for a year without asking again; pages and a missing file are checked each time', async () => {
    expect((await get('/assets/css/site-ABCD1234.css')).headers['cache-control']).toBe(immutable);
    expect((await get('/assets/img/ring-640.jpeg')).headers['cache-control']).toBe(immutable);
    const page = await get('/');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const missing = await get('/assets/css/site-GONE0000.css');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });

  it('reads blocks by path pattern, later blocks winning', () => {
    const rules = parseHeadersFile('/*\n  X-Frame-Options: DENY\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: immutable\n/exact\n  X-Test: 1\n');
    expect(headersFor(rules, '/assets/a.css')).toEqual({ 'x-frame-options': 'DENY', 'cache-control': 'immutable' });
    expect(headersFor(rules, '/exact')).toEqual({ 'x-frame-options': 'DENY', 'cache-control': 'no-cache', 'x-test': '1' });
    expect(headersFor(rules, '/exactly')).toEqual({ 'x-frame-options': 'DENY', 'cache-control': 'no-cache' });
  });
});
