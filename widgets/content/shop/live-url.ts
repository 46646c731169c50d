import type { ImageRef } from '../../core/image.ts';
import type { ShopItemsQuery } from '../../core/shop/product-query.ts';
import type { ShopImage } from '../../core/shop/types.ts';
import { assetIdOf, assetUrl, baseWithSlash } from '../directus-query.ts';

/**
 * GET /items/{collection} with Directus' query parameters: `filter` as JSON, `sort` and `fields`
 * as comma lists, `page` (1-based) or `offset` with `limit`, and `meta` for the counts.
 */
export function shopItemsUrl(contentUrl: string, collection: string, query: ShopItemsQuery): string {
  const url = new URL(`items/${encodeURIComponent(collection)}`, baseWithSlash(contentUrl));
  url.searchParams.set('filter', JSON.stringify(query.filter));
  if (query.sort?.length) url.searchParams.set('sort', query.sort.join(','));
  if (query.page !== undefined) url.searchParams.set('page', String(query.page));
  if (query.offset !== undefined) url.searchParams.set('offset', String(query.offset));
  url.searchParams.set('limit', String(query.limit));
  if (query.meta) url.searchParams.set('meta', query.meta);
  if (query.search) url.searchParams.set('search', query.search);
  url.searchParams.set('fields', query.fields.join(','));
  return url.toString();
}

/**
 * The origin the live shop's product images load from: the one liveImage's addresses have, so the
 * page's img-src allows exactly that and no wider.
 */
export function liveImageOrigin(contentUrl: string): string {
  return new URL(assetUrl(contentUrl, 'any')).origin;
}

/**
 * An image address in a live description as the page may load it: the content service's own
 * files, relative (/assets/{id}, as Directus' editor inserts them) or under its URL. Null for
 * any other host, which the page's img-src blocks (and which would learn the visitor's address).
 */
export function liveTextImageSrc(contentUrl: string, src: string): string | null {
  const id = assetIdOf(src);
  if (id) return assetUrl(contentUrl, id) + (src.includes('?') ? src.slice(src.indexOf('?')) : '');
  try {
    const url = new URL(src);
    return /^https?:$/.test(url.protocol) && url.origin === liveImageOrigin(contentUrl) ? src : null;
  } catch {
    return null;
  }
}

/** Widths asked of Directus' image transformation: a list tile, and a page or a sharp screen. */
const imageWidths = [480, 960];

/**
 * A file of the content service as the browser loads it: /assets/{id}?width=…, never wider than
 * the original (Directus would not enlarge it anyway), with the size of the largest candidate so
 * the page keeps its layout while the image loads.
 */
export function liveImage(contentUrl: string, image: ImageRef): ShopImage {
  const asset = assetUrl(contentUrl, image.id);
  const widths = [...new Set(imageWidths.map((width) => Math.min(width, image.width)))];
  const largest = widths[widths.length - 1]!;
  const at = (width: number) => `${asset}?width=${width}`;
  return {
    src: at(largest),
    srcset: widths.length > 1 ? widths.map((width) => `${at(width)} ${width}w`).join(', ') : '',
    width: largest,
    height: Math.round((image.height * largest) / image.width),
    alt: image.title,
  };
}
