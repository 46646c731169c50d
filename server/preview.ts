import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy } from '../widgets/core/csp.ts';
import { parseRedirectsFile } from '../widgets/core/redirects.ts';
import { findRewrite, parseRewrites } from '../widgets/core/rewrites.ts';
import { canonicalPath } from '../widgets/core/routes.ts';
import { chooseEncoding, compress, type Encoding } from './compression.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-file.ts';
import { createLocalServices } from './local-services.ts';
import { readRequestBody } from './request-body.ts';

/**
 * Serves a built site the way a static host is configured for it: clean URLs without trailing
 * slashes, the `_redirects` table (exact paths, like most hosts; other letter cases reach the
 * 404 page, whose script recovers them), the 404 page, the `_headers` file (security headers,
 * long caching of hashed files), and compression as a CDN does it (server/compression.ts).
 */
const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

export interface PreviewOptions {
  root: string;
  port: number;
  host?: string;
}

/** Only small forms and orders are posted here; a larger body is refused (request-body.ts). */
const maxBodyBytes = 1_000_000;

async function fileAt(file: string): Promise<string | null> {
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** The file a clean URL stands for: /kontakt → kontakt/index.html (or kontakt.html). */
async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  const relative = path.normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const candidate = path.join(root, relative);
  if (!candidate.startsWith(root)) return null; // no escaping the site folder
  return (
    (await fileAt(candidate)) ??
    (await fileAt(path.join(candidate, 'index.html'))) ??
    (await fileAt(`${candidate}.html`))
  );
}

export async function startPreviewServer(options: PreviewOptions): Promise<{ url: string; close(): Promise<void> }> {
  const root = path.resolve(options.root);
  // The order service reads the catalog of the folder served here; a broken catalog stops the start.
  const local = createLocalServices(root);
  await local.ready;
  const host = options.host ?? '127.0.0.1';
  // The build's `_headers` file decides; the strict defaults stand in for a folder without one.
  // A file no rule gives a Cache-Control is checked with the server each time, as hosts do with HTML.
  const defaults: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': 'no-cache',
  };
  let rules: HeaderRule[] = [];
  const headersReady = readFile(path.join(root, '_headers'), 'utf8').then(
    (text) => {
      rules = parseHeadersFile(text);
    },
    () => undefined,
  );
  const headersOf = (pathname: string) => ({ ...defaults, ...headersFor(rules, pathname) });

  const redirectsText = readFile(path.join(root, '_redirects'), 'utf8').catch(() => '');
  const redirects = redirectsText.then(parseRedirectsFile);
  const rewrites = redirectsText.then(parseRewrites);

  // Large files (the catalog) are compressed once per version of the file, as a CDN keeps them.
  const kept = new Map<string, Buffer>();
  async function compressed(file: string, raw: Buffer, encoding: Encoding): Promise<Buffer> {
    if (raw.length < 100_000) return compress(raw, encoding);
    const key = `${encoding}:${file}:${(await stat(file)).mtimeMs}`;
    if (!kept.has(key)) kept.set(key, compress(raw, encoding));
    return kept.get(key)!;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    await headersReady;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const headers = headersOf('/*');
    let bodyText: Promise<string> | undefined;
    const requestBody = () => (bodyText ??= readRequestBody(request, maxBodyBytes));
    for (const service of local.services) {
      if (await service(request, response, requestBody)) return;
    }
    const canonical = canonicalPath(url.pathname);
    const redirect = (await redirects).find((candidate) => candidate.from === canonical);
    if (redirect) {
      response.writeHead(redirect.status, { ...headers, location: redirect.to });
      return response.end();
    }
    if (canonical !== url.pathname && !url.pathname.startsWith('/assets/')) {
      response.writeHead(301, { ...headers, location: canonical + url.search });
      return response.end();
    }
    // A rewrite serves its target, with its status, for paths without a file of their own (the
    // shop's client routes: 200 for the cart, 404 with the shop's not-found shell for the rest).
    const direct = await resolveFile(root, canonical);
    const rewrite = direct ? undefined : findRewrite(await rewrites, canonical);
    const file = direct ?? (rewrite ? await resolveFile(root, rewrite.to) : null);
    const status = direct ? 200 : file && rewrite ? rewrite.status : 404;
    const served = file ?? path.join(root, '404.html');
    const contents = await readFile(served).catch(() => Buffer.from('Not found'));
    const contentType = mimeTypes[path.extname(served)] ?? 'application/octet-stream';
    const encoding = chooseEncoding(request.headers['accept-encoding'], contentType);
    const body = encoding ? await compressed(served, contents, encoding) : contents;
    response.writeHead(status, {
      // A path's own rules (long caching of hashed files) only for the file that is there: a 404 is never kept.
      ...(status === 200 ? headersOf(canonical) : headers),
      'content-type': contentType,
      'content-length': String(body.length),
      ...(encoding ? { 'content-encoding': encoding } : {}),
      // Caches keep the encodings apart; said for every compressible type, encoded or not.
      ...(chooseEncoding('br, gzip', contentType) ? { vary: 'Accept-Encoding' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[preview] request failed', error);
      response.writeHead(500).end('Internal error');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://${host}:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
