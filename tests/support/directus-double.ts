import { sortItems } from '../../widgets/core/directus-sort.ts';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchesFilter, type DirectusFilter } from '../../widgets/core/directus-filter.ts';
import { isRecord } from '../../widgets/core/shapes.ts';

/**
 * A stand-in for Directus' REST API on 127.0.0.1, answering from the embedded demo files: the
 * same routes, query parameters, reply and error shapes as the real service, so the Directus
 * source is tested against the protocol and not against itself: filter, sort (refusing "?", which
 * Directus 11 takes for an unknown field),
 * limit, page and offset, fields, and meta (filter_count, total_count). Failure modes are switched
 * per collection; /assets counts as the collection "directus_files", as in Directus.
 */

const demoDirectory = fileURLToPath(new URL('../../site/_content/demo/', import.meta.url));

export type FailureMode =
  | 'fail-500' // every request answers 500
  | 'fail-then-succeed' // the next `failures` requests answer 503, then normal answers
  | 'malformed' // 200 with a body that is not JSON (a proxy's error page)
  | 'no-data' // 200 with {}
  | 'unauthorized' // 401, as for an expired or revoked token
  | 'drop' // the connection is closed without an answer
  | 'truncated' // a 200 whose body stops halfway: the connection closes before the promised length
  | 'hang'; // no answer at all, until the double is closed

interface RecordedRequest {
  method: string;
  path: string;
  collection: string | undefined;
  /** The query parameters, decoded. */
  query: Record<string, string>;
  /** Whether an Authorization: Bearer header came with it (never the token itself). */
  bearer: boolean;
}

export interface DirectusDoubleOptions {
  /** When set, requests must carry it (header or access_token), as for a non-public role. */
  token?: string;
  contentDirectory?: string;
  /** Where /assets/{id} reads `{id}.jpg`; defaults to the demo's files/. */
  filesDirectory?: string;
  /** A fixed port, for a build that writes the double's address into its pages; any free one by default. */
  port?: number;
  /** Origins whose pages may read the answers (Directus' CORS_ORIGIN), for a shop that asks from the browser. */
  corsOrigins?: readonly string[];
}

export interface DirectusDouble {
  url: string;
  requests: RecordedRequest[];
  itemRequests(collection?: string): RecordedRequest[];
  setMode(collection: string, mode: FailureMode, failures?: number): void;
  clearModes(): void;
  close(): Promise<void>;
}

type Reply = (status: number, body: unknown) => void;

const directusError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });
const forbidden = directusError("You don't have permission to access this.", 'FORBIDDEN');

async function readCollection(directory: string, collection: string): Promise<unknown[] | undefined> {
  if (!/^[a-z0-9_]+$/i.test(collection)) return undefined;
  try {
    const items: unknown = JSON.parse(await readFile(path.join(directory, `${collection}.json`), 'utf8'));
    return Array.isArray(items) ? items : undefined;
  } catch {
    return undefined;
  }
}

async function answerItems(directory: string, collection: string, query: URLSearchParams, reply: Reply) {
  const items = await readCollection(directory, collection);
  // Directus does not reveal whether a collection exists to someone who may not read it.
  if (!items) return reply(403, forbidden);

  let filter: DirectusFilter | undefined;
  try {
    const raw = query.get('filter');
    filter = raw ? (JSON.parse(raw) as DirectusFilter) : undefined;
  } catch {
    return reply(400, directusError('Invalid query. "filter" must be valid JSON.', 'INVALID_QUERY'));
  }
  // Directus' default page is 100 items; -1 means all.
  const limit = Number(query.get('limit') ?? 100);
  if (!Number.isInteger(limit) || limit < -1) {
    return reply(400, directusError('Invalid query. "limit" has to be a number.', 'INVALID_QUERY'));
  }
  const page = Number(query.get('page') ?? 1);
  const offset = Number(query.get('offset') ?? (limit > 0 ? (page - 1) * limit : 0));

  let result = filter ? items.filter((item) => matchesFilter(item, filter)) : items;
  const filterCount = result.length;
  const sort = query.get('sort');
  // Directus 11 has no random order: "?" is taken for a field nobody may read.
  if (sort?.split(',').includes('?')) {
    return reply(403, directusError('You don\'t have permission to access field "?" in collection "' + collection + '" or it does not exist. Queried in root.', 'FORBIDDEN'));
  }
  if (sort) result = sortItems(result, sort.split(','));
  result = limit === -1 ? result.slice(offset) : result.slice(offset, offset + limit);
  const fields = query.get('fields');
  if (fields) result = result.map((item) => selectFields(item, fields.split(',').map((field) => field.split('.'))));
  const meta = metaOf(query.get('meta'), { filter_count: filterCount, total_count: items.length });
  reply(200, meta ? { data: result, meta } : { data: result });
}

/** `meta=filter_count,total_count` (or `*`): the counts Directus adds to a list answer. */
function metaOf(requested: string | null, counts: { filter_count: number; total_count: number }) {
  if (!requested) return undefined;
  const names = requested.split(',');
  const wanted = (Object.keys(counts) as Array<keyof typeof counts>).filter((name) => names.includes('*') || names.includes(name));
  return wanted.length ? Object.fromEntries(wanted.map((name) => [name, counts[name]])) : undefined;
}

/**
 * The `fields` parameter: only the named fields come back, "*" for every field of a level, dot
 * paths into relations (lists of related items field by field). The demo items hold relations
 * expanded, so a path that ends at a relation returns it whole, which is what "*.*.*" gives.
 */
function selectFields(value: unknown, paths: string[][]): unknown {
  if (Array.isArray(value)) return value.map((entry) => selectFields(entry, paths));
  if (!isRecord(value)) return value;
  const wanted = new Map<string, string[][] | 'whole'>();
  for (const [head, ...rest] of paths) {
    const keys = head === '*' ? Object.keys(value) : head !== undefined && head in value ? [head] : [];
    for (const key of keys) {
      const known = wanted.get(key);
      if (rest.length === 0 || known === 'whole') wanted.set(key, 'whole');
      else wanted.set(key, [...(known ?? []), rest]);
    }
  }
  return Object.fromEntries([...wanted].map(([key, rest]) => [key, rest === 'whole' ? value[key] : selectFields(value[key], rest)]));
}

async function answerAsset(directory: string, id: string, response: ServerResponse, reply: Reply) {
  try {
    const file = await readFile(path.join(directory, `${path.basename(id)}.jpg`));
    response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': file.length });
    response.end(file);
  } catch {
    reply(403, forbidden);
  }
}

export async function startDirectusDouble(options: DirectusDoubleOptions = {}): Promise<DirectusDouble> {
  const contentDirectory = options.contentDirectory ?? demoDirectory;
  const filesDirectory = options.filesDirectory ?? path.join(demoDirectory, 'files');
  const requests: RecordedRequest[] = [];
  const modes = new Map<string, { mode: FailureMode; remaining: number }>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const origin = request.headers.origin;
    if (origin && options.corsOrigins?.includes(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
    }
    const itemsMatch = /^\/items\/([^/]+)$/.exec(url.pathname);
    const assetMatch = /^\/assets\/([^/]+)$/.exec(url.pathname);
    const collection = itemsMatch ? decodeURIComponent(itemsMatch[1]!) : assetMatch ? 'directus_files' : undefined;
    const authorization = request.headers.authorization ?? '';
    const bearer = authorization.startsWith('Bearer ');
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      collection,
      query: Object.fromEntries(url.searchParams),
      bearer,
    });

    const reply: Reply = (status, body) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };

    if (!collection || request.method !== 'GET') return reply(404, directusError('Route doesn\'t exist.', 'ROUTE_NOT_FOUND'));

    if (options.token) {
      const given = bearer ? authorization.slice('Bearer '.length) : url.searchParams.get('access_token');
      if (!given) return reply(403, forbidden);
      if (given !== options.token) return reply(401, directusError('Invalid user credentials.', 'INVALID_CREDENTIALS'));
    }

    const failure = modes.get(collection);
    switch (failure?.mode) {
      case 'fail-500':
        return reply(500, directusError('An unexpected error occurred.', 'INTERNAL_SERVER_ERROR'));
      case 'fail-then-succeed':
        if (failure.remaining > 0) {
          failure.remaining--;
          return reply(503, directusError('Service Unavailable', 'SERVICE_UNAVAILABLE'));
        }
        break;
      case 'malformed':
        response.writeHead(200, { 'Content-Type': 'text/html' });
        return response.end('<html><body>502 Bad Gateway</body></html>');
      case 'no-data':
        return reply(200, {});
      case 'unauthorized':
        return reply(401, directusError('Token expired.', 'TOKEN_EXPIRED'));
      case 'drop':
        return request.socket.destroy();
      case 'truncated': {
        const half = JSON.stringify({ data: [{ id: 1, title: 'Startseite' }] }).slice(0, 20);
        response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(half.length * 2) });
        return response.write(half, () => request.socket.destroy());
      }
      case 'hang':
        return;
    }

    if (itemsMatch) return answerItems(contentDirectory, collection, url.searchParams, reply);
    return answerAsset(filesDirectory, assetMatch![1]!, response, reply);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  // A fixed port that is taken fails here, not later as a build that reads someone else's answers.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    itemRequests: (collection) =>
      requests.filter((request) => request.path.startsWith('/items/') && (!collection || request.collection === collection)),
    setMode(collection, mode, failures = 1) {
      modes.set(collection, { mode, remaining: failures });
    },
    clearModes: () => modes.clear(),
    close() {
      // Kept-alive and hanging connections would otherwise hold the server open.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
