import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseRedirectsFile } from '../widgets/core/redirects.ts';
import { findRewrite, parseRewrites } from '../widgets/core/rewrites.ts';
import { canonicalPath } from '../widgets/core/routes.ts';
import { securityHeaders } from '../widgets/core/security-headers.ts';
import { compressedCopies } from './compressed-copies.ts';
import { chooseEncoding } from './compression.ts';
import { createCspReportReceiver } from './csp-reports.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-file.ts';
import { hostFile } from './host-files.ts';
import { createGuardedServer, type ConnectionTimeouts } from './http-server.ts';
import { sendJson } from './json-reply.ts';
import { createLocalServices, type LocalService } from './local-services.ts';
import { refusedOverRate } from './post-guard.ts';
import { createRateLimiter, rateRuleFromEnv, type RateRule } from './rate-limit.ts';
import { readRequestBody } from './request-body.ts';
import { requestUrl, sameOriginLocation } from './request-url.ts';
import { answerUnexpectedFailure } from './unexpected-failure.ts';
import { closeIfBodyUnread } from './unread-body.ts';

/**
 * Serves a built site the way a static host is configured for it: clean URLs without trailing
 * slashes, the `_redirects` table (exact paths, like most hosts; other letter cases reach the
 * 404 page, whose script recovers them), the 404 page, the `_headers` file (security headers,
 * long caching of hashed files), and compression as a CDN does it (server/compression.ts).
 *
 * It also faces whatever a client sends: an address that is no address gets 400, posts beyond
 * the rate rule 429 (rate-limit.ts), and every answer (pages, services, errors) carries the
 * security headers. A handler that fails answers 500 and never takes the process down.
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
  /** Posts per client and window; default from RATE_LIMIT_POSTS and RATE_LIMIT_WINDOW_SECONDS. */
  rateRule?: RateRule;
  /** How long a client may take to send its request (http-server.ts); the defaults cut a slow one within 20 s. */
  timeouts?: ConnectionTimeouts;
  /** The order, form and payment services beside the pages; false: the pages alone (the preview of drafts takes no orders). */
  localServices?: boolean;
  /** Answers a request before anything else does (true when it answered): the preview of drafts' access and state. */
  intercept?: (request: IncomingMessage, response: ServerResponse, url: URL) => boolean | Promise<boolean>;
  /** Changes the headers every answer gets from `_headers` (the preview of drafts may be framed by the CMS). */
  adjustHeaders?: (headers: Record<string, string>) => Record<string, string>;
}

/** The most bytes of kept compressed copies (with the files they were made from) a preview holds. */
const compressedCopiesBudget = 64 * 1024 * 1024;

/** What the site's files answer to; the services take their own methods. */
const staticMethods = 'GET, HEAD, OPTIONS';

/** The host's own configuration, which hosts read but never serve. */
const hostOnlyFiles = new Set(['_headers', '_redirects']);

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
  if (hostOnlyFiles.has(relative)) return null;
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
  const local = options.localServices === false ? { services: [], ready: Promise.resolve() } : createLocalServices(root);
  await local.ready;
  const host = options.host ?? '127.0.0.1';
  // The build's `_headers` file decides; the strict defaults stand in for a folder without one.
  // A file no rule gives a Cache-Control is checked with the server each time, as hosts do with HTML.
  const defaults: Record<string, string> = {
    ...Object.fromEntries(Object.entries(securityHeaders()).map(([name, value]) => [name.toLowerCase(), value])),
    'cache-control': 'no-cache',
  };
  // Read again once a publish put a new build in the folder's place (host-files.ts).
  const headerRules = hostFile(path.join(root, '_headers'), parseHeadersFile);
  const redirectRules = hostFile(path.join(root, '_redirects'), (text) => ({ redirects: parseRedirectsFile(text), rewrites: parseRewrites(text) }));
  let rules: HeaderRule[] = await headerRules();
  const adjust = options.adjustHeaders ?? ((headers: Record<string, string>) => headers);
  const headersOf = (pathname: string) => adjust({ ...defaults, ...headersFor(rules, pathname) });

  const compressed = compressedCopies(compressedCopiesBudget);

  const services: LocalService[] = [createCspReportReceiver(), ...local.services];
  const postLimiter = createRateLimiter(options.rateRule ?? rateRuleFromEnv(process.env));

  async function handle(request: IncomingMessage, response: ServerResponse) {
    rules = await headerRules();
    const headers = headersOf('/*');
    // Set before anyone answers: the services' answers and the errors carry them too.
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const url = requestUrl(request.url);
    if (!url) {
      return sendJson(response, 400, { status: 'error', message: 'This is not a valid address.' });
    }
    if (options.intercept && (await options.intercept(request, response, url))) return;
    // Each purpose (an order, a payment, a sign-up, a CSP report …) has its own budget per client.
    if (request.method === 'POST' && refusedOverRate(request, response, postLimiter)) return;
    let bodyText: Promise<string> | undefined;
    const requestBody = (limit: number) => (bodyText ??= readRequestBody(request, limit));
    for (const service of services) {
      if (await service(request, response, requestBody)) return;
    }
    // Everything past the services is a file of the site: read-only. (Node would otherwise serve
    // the page to PUT, DELETE or TRACE alike, as if they had done something.)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { allow: staticMethods, ...closeIfBodyUnread(request) });
        return response.end();
      }
      return sendJson(response, 405, { status: 'error', message: 'The pages of this site are read with GET or HEAD.' }, { allow: staticMethods, ...closeIfBodyUnread(request) });
    }
    const canonical = canonicalPath(url.pathname);
    const redirect = (await redirectRules()).redirects.find((candidate) => candidate.from === canonical);
    if (redirect) {
      response.writeHead(redirect.status, { ...headers, location: redirect.to });
      return response.end();
    }
    if (canonical !== url.pathname && !url.pathname.startsWith('/assets/')) {
      response.writeHead(301, { ...headers, location: sameOriginLocation(canonical) + url.search });
      return response.end();
    }
    // A rewrite serves its target, with its status, for paths without a file of their own (the
    // shop's client routes: 200 for the cart, 404 with the shop's not-found shell for the rest).
    const direct = await resolveFile(root, canonical);
    const rewrite = direct ? undefined : findRewrite((await redirectRules()).rewrites, canonical);
    const file = direct ?? (rewrite ? await resolveFile(root, rewrite.to) : null);
    const status = direct ? 200 : file && rewrite ? rewrite.status : 404;
    const served = file ?? path.join(root, '404.html');
    const contents = await readFile(served).catch(() => Buffer.from('Not found'));
    const contentType = mimeTypes[path.extname(served)] ?? 'application/octet-stream';
    const encoding = chooseEncoding(request.headers['accept-encoding'], contentType);
    const body = encoding ? compressed(served, contents, encoding) : contents;
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

  const server = createGuardedServer(
    (request, response) => {
      handle(request, response).catch((error: unknown) => answerUnexpectedFailure(response, error, 'preview'));
    },
    { timeouts: options.timeouts, headers: () => headersOf('/*') },
  );
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
