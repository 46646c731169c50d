import type { Language } from '../languages.ts';
import { brandsSegments, listPath, listSegments, readListSegments, type ListAddress } from './list-address.ts';

/**
 * The addresses below a shop root (/shop, /en/shop, /fr/shop): one place for the build, which
 * prerenders them, and the client router, which reads them back. Pure.
 *
 * The brands page is named in the root's own language; the cart keeps the spec's German segment
 * in every language ("{storeRootPath}/warenkorb", spec §2). A product lives at root/<slug>, so
 * these segments can never be product slugs (reservedShopSlugs).
 */

type ShopView = 'list' | 'brands' | 'cart' | 'checkout' | 'product';

export interface ShopRoute {
  view: ShopView;
  /** The product's slug, for the product view only. */
  slug?: string;
  /** For the list: its facet and first page, where the path names them (list-address.ts). */
  list?: ListAddress;
}

export interface ShopPaths {
  list: string;
  brands: string;
  cart: string;
  checkout: string;
  product(slug: string): string;
}

const checkoutSegments = { de: 'kasse', en: 'checkout', fr: 'commande' } as const;
const cartSegment = 'warenkorb';

/** Segments with a meaning of their own below any shop root; a product with such a slug could not be reached. */
export const reservedShopSlugs: readonly string[] = [...Object.values(brandsSegments), cartSegment, ...Object.values(checkoutSegments), ...listSegments];

export function isReservedShopSlug(slug: string): boolean {
  return reservedShopSlugs.includes(slug.toLowerCase());
}

/** The root's language from its first segment: /en/shop is English, /shop German. */
function languageOf(root: string): Language {
  const first = root.split('/').filter(Boolean)[0];
  return first === 'en' || first === 'fr' ? first : 'de';
}

const brandsSegmentOf = (root: string) => brandsSegments[languageOf(root)];
const checkoutSegmentOf = (root: string) => checkoutSegments[languageOf(root)];

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

export function shopPaths(root: string): ShopPaths {
  const base = withoutTrailingSlash(root);
  return {
    list: base,
    brands: `${base}/${brandsSegmentOf(base)}`,
    cart: `${base}/${cartSegment}`,
    checkout: `${base}/${checkoutSegmentOf(base)}`,
    product: (slug: string) => `${base}/${encodeURIComponent(slug)}`,
  };
}

/**
 * Which view a path below `root` shows; null when the path is not in the shop at all or goes
 * deeper than one segment, a list page's (list-address.ts) aside. Trailing slashes and /index.html are ignored (spec §2). An unknown
 * single segment is read as a product slug: whether that product exists is the data's question.
 */
export function matchShopPath(root: string, pathname: string): ShopRoute | null {
  const base = withoutTrailingSlash(root);
  const path = withoutTrailingSlash(pathname.replace(/\/index\.html$/i, '/'));
  if (path === base) return { view: 'list' };
  if (!path.startsWith(`${base}/`)) return null;
  let segments: string[];
  try {
    segments = path.slice(base.length + 1).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.length > 1) {
    const list = readListSegments(segments, languageOf(base));
    return list ? { view: 'list', list } : null;
  }
  const [segment] = segments as [string];
  if (segment === cartSegment) return { view: 'cart' };
  if (segment === brandsSegmentOf(base)) return { view: 'brands' };
  if (segment === checkoutSegmentOf(base)) return { view: 'checkout' };
  return { view: 'product', slug: segment };
}

/**
 * The same shop view below another root (another language): the list keeps its filters, a
 * product its slug, the brands page and the cart their own segments. Null outside the shop.
 */
export function translateShopPath(fromRoot: string, toRoot: string, pathname: string, search: string): string | null {
  const route = matchShopPath(fromRoot, pathname);
  if (!route) return null;
  const paths = shopPaths(toRoot);
  switch (route.view) {
    case 'list': {
      const list = route.list ? listPath(paths.list, languageOf(toRoot), route.list.facet, route.list.firstPage) : paths.list;
      return search && search !== '?' ? `${list}${search.startsWith('?') ? search : `?${search}`}` : list;
    }
    case 'product':
      return paths.product(route.slug!);
    case 'brands':
      return paths.brands;
    case 'cart':
      return paths.cart;
    case 'checkout':
      return paths.checkout;
  }
}
