import type { ItemQuery } from './source.ts';

/**
 * Three levels of relations expanded, so nested objects (project.domain, manufacturer, variants,
 * their images) arrive as objects instead of bare ids, the same shape as the embedded demo items.
 */
const deepFields = '*.*.*';

/** The base URL with exactly one trailing slash, so relative paths resolve below it (Directus may live under a path). */
export function baseWithSlash(baseUrl: string): URL {
  const base = new URL(baseUrl);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  base.search = '';
  base.hash = '';
  return base;
}

/**
 * GET /items/{collection} in Directus' global query parameters
 * (https://directus.io/docs/guides/connect/query-parameters): `filter` as a JSON object, `sort` as
 * a comma list with `-` for descending, `limit` (-1 for all), `fields` with dot-wildcards.
 */
export function itemsUrl(baseUrl: string, collection: string, query: ItemQuery = {}): string {
  const url = new URL(`items/${encodeURIComponent(collection)}`, baseWithSlash(baseUrl));
  if (query.filter && Object.keys(query.filter).length > 0) url.searchParams.set('filter', JSON.stringify(query.filter));
  if (query.sort && query.sort.length > 0) url.searchParams.set('sort', query.sort.join(','));
  // Directus answers 100 items when no limit is sent; the demo source (and every caller) means "all".
  url.searchParams.set('limit', String(query.limit ?? -1));
  url.searchParams.set('fields', deepFields);
  return url.toString();
}

/** The file id of an /assets/{id} path, with or without transformation parameters; null for any other path. */
export function assetIdOf(path: string): string | null {
  return /^\/assets\/([\w-]+)(?:\?[^#]*)?$/.exec(path)?.[1] ?? null;
}

/** GET /assets/{id}: the original file as uploaded. */
export function assetUrl(baseUrl: string, id: string): string {
  return new URL(`assets/${encodeURIComponent(id)}`, baseWithSlash(baseUrl)).toString();
}

/**
 * The URL as error messages and logs show it: without user:password of the base URL or an
 * access_token someone put into CONTENT_URL, and with the query decoded so the filter is readable.
 */
export function displayUrl(requestUrl: string): string {
  const url = new URL(requestUrl);
  url.username = '';
  url.password = '';
  url.searchParams.delete('access_token');
  const query = url.search;
  url.search = '';
  try {
    return `${url.toString()}${decodeURIComponent(query.replace(/\+/g, ' '))}`;
  } catch {
    return `${url.toString()}${query}`;
  }
}
