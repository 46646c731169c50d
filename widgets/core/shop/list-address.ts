import type { Language } from '../languages.ts';
import { emptyFilters, searchFromFilters } from './filters.ts';
import { isSlug } from './slug.ts';
import type { ShopFilters } from './types.ts';

/**
 * The list's own addresses, a real page each, which the build writes and the router reads back
 * (pure): the shop's products 20 at a time, and those of one category, one maker or one tag.
 *   /shop/seite/2                      /en/shop/page/2        /fr/shop/page/2
 *   /shop/kategorie/<slug>[/seite/n]   /en/shop/category/…    /fr/shop/categorie/…
 *   /shop/marken/<slug>[/seite/n]      /en/shop/brands/…      /fr/shop/marques/…
 *   /shop/tag/<slug>[/seite/n]         /en/shop/tag/…         /fr/shop/tag/…
 * Any other filter (several makers, a price, an attribute) stays in the query string on the root,
 * as do the sort and 'show more' (?page=n) on any of them.
 */
type FacetKind = 'category' | 'manufacturer' | 'tag';

export interface ListFacet {
  kind: FacetKind;
  slug: string;
}

/** Where a list address starts: its one facet (or none), and the 0-based page its path names. */
export interface ListAddress {
  facet: ListFacet | null;
  firstPage: number;
}

const pageSegments = { de: 'seite', en: 'page', fr: 'page' } as const;
const facetSegments: Record<Exclude<FacetKind, 'manufacturer'>, Record<Language, string>> = {
  category: { de: 'kategorie', en: 'category', fr: 'categorie' },
  tag: { de: 'tag', en: 'tag', fr: 'tag' },
};
/** A maker's products live below the brands page: /shop/marken/<maker>. */
export const brandsSegments = { de: 'marken', en: 'brands', fr: 'marques' } as const;

/** Segments below a shop root that belong to the list: no product may take them as its slug. */
export const listSegments: readonly string[] = [...new Set([...Object.values(pageSegments), ...Object.values(facetSegments).flatMap((segments) => Object.values(segments))])];

const segmentOf = (kind: FacetKind, lang: Language) => (kind === 'manufacturer' ? brandsSegments[lang] : facetSegments[kind][lang]);

/** The path of a list page (`firstPage` 0-based: 0 is the facet's own address). */
export function listPath(root: string, lang: Language, facet: ListFacet | null, firstPage = 0): string {
  const base = facet ? `${root}/${segmentOf(facet.kind, lang)}/${encodeURIComponent(facet.slug)}` : root;
  return firstPage > 0 ? `${base}/${pageSegments[lang]}/${firstPage + 1}` : base;
}

const pageNumberPattern = /^[1-9]\d{0,5}$/;

/** Reads the segments below the root (already split and decoded); null when they name no list page. */
export function readListSegments(segments: readonly string[], lang: Language): ListAddress | null {
  let rest = segments;
  let facet: ListFacet | null = null;
  const kind = (['category', 'manufacturer', 'tag'] as const).find((candidate) => segmentOf(candidate, lang) === rest[0]);
  if (kind && rest.length >= 2) {
    if (!isSlug(rest[1]!)) return null;
    facet = { kind, slug: rest[1]! };
    rest = rest.slice(2);
  }
  if (rest.length === 0) return facet ? { facet, firstPage: 0 } : null;
  if (rest.length === 2 && rest[0] === pageSegments[lang] && pageNumberPattern.test(rest[1]!)) return { facet, firstPage: Number(rest[1]) - 1 };
  return null;
}

/** The filters a list address stands for, the query's own besides (the facet's filter comes from the path). */
export function filtersAt(address: ListAddress, fromQuery: ShopFilters): ShopFilters {
  const filters = { ...fromQuery, page: Math.max(fromQuery.page, address.firstPage) };
  const { facet } = address;
  if (!facet) return filters;
  if (facet.kind === 'category') return { ...filters, category: facet.slug };
  if (facet.kind === 'tag') return { ...filters, tag: facet.slug };
  return { ...filters, manufacturers: filters.manufacturers.includes(facet.slug) ? filters.manufacturers : [facet.slug, ...filters.manufacturers] };
}

/** The one facet these filters are, when they are nothing else (sort and page aside); null otherwise. */
export function facetOf(filters: ShopFilters): ListFacet | null {
  const none = emptyFilters();
  const rest = { ...filters, sort: null, page: 0 };
  const only = (candidate: ShopFilters) => searchFromFilters(candidate) === searchFromFilters(rest);
  if (filters.category && isSlug(filters.category) && only({ ...none, category: filters.category })) return { kind: 'category', slug: filters.category };
  if (filters.manufacturers.length === 1 && only({ ...none, manufacturers: filters.manufacturers })) return { kind: 'manufacturer', slug: filters.manufacturers[0]! };
  if (filters.tag && isSlug(filters.tag) && only({ ...none, tag: filters.tag })) return { kind: 'tag', slug: filters.tag };
  return null;
}

/**
 * The address of the list with these filters: the facet's own page where they are one facet,
 * else the root with the query. `firstPage` keeps the page the visitor arrived at (a paged
 * address), with 'show more' beyond it in the query.
 */
export function listHref(root: string, lang: Language, filters: ShopFilters, firstPage = 0): string {
  const facet = facetOf(filters);
  const path = listPath(root, lang, facet, firstPage);
  const rest = facet ? { ...emptyFilters(), sort: filters.sort } : { ...filters };
  return `${path}${searchFromFilters({ ...rest, page: filters.page > firstPage ? filters.page : 0 })}`;
}
