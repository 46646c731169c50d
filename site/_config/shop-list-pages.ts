import type { ProductSort } from '../../widgets/core/catalog/shop-settings.ts';
import type { Language } from '../../widgets/core/languages.ts';
import type { Alternate } from '../../widgets/core/seo.ts';
import { emptyFilters } from '../../widgets/core/shop/filters.ts';
import { filtersAt, listPath, type ListFacet } from '../../widgets/core/shop/list-address.ts';
import { isSlug } from '../../widgets/core/shop/slug.ts';
import type { StaticCatalog } from '../../widgets/core/shop/static-catalog.ts';
import { shopPageSize, type ProductPage, type ShopManufacturer, type ShopTaxonomy } from '../../widgets/core/shop/types.ts';

/** One of the list's own pages in one language (list-address.ts): the whole range or one facet, 20 products. */
export interface ShopListPage {
  lang: Language;
  root: string;
  path: string;
  facet: ListFacet | null;
  /** 0-based; the root's own first page is the list template's (shop-list.11ty.ts), not one of these. */
  firstPage: number;
  /** The products of this page in the shop's default order, with the list's count. */
  page: ProductPage;
  sort: ProductSort;
  /** The facet's name as the taxonomy spells it; null for the whole range. */
  facetName: string | null;
  /** The same page in every shop root, for hreflang and the language switcher. */
  alternates: Alternate[];
}

/**
 * Every page of the list a visitor without script (or a search engine) can reach: the whole range
 * from its second page on, and every category, maker with products and tag from its first (a
 * category or tag without products too: it shows that it has none), in
 * the shop's default order, in each language. What a page holds is asked of the same static
 * catalog the browser's router reads, so the router hydrates exactly these products.
 */
export function shopListPages(
  catalog: StaticCatalog,
  taxonomy: ShopTaxonomy,
  brands: readonly ShopManufacturer[],
  defaultSort: ProductSort,
  roots: ReadonlyArray<{ lang: Language; path: string }>,
  /** Whose pages: the catalog and taxonomy are in this language; `roots` give the other languages' addresses. */
  lang: Language,
): ShopListPage[] {
  const facets: Array<{ facet: ListFacet | null; name: string | null }> = [
    { facet: null, name: null },
    ...taxonomy.categories.filter((entry) => isSlug(entry.slug)).map((entry) => ({ facet: { kind: 'category' as const, slug: entry.slug }, name: entry.displayName })),
    ...brands.filter((entry) => isSlug(entry.slug)).map((entry) => ({ facet: { kind: 'manufacturer' as const, slug: entry.slug }, name: entry.displayName })),
    ...taxonomy.tags.filter((entry) => isSlug(entry.slug)).map((entry) => ({ facet: { kind: 'tag' as const, slug: entry.slug }, name: entry.displayName })),
  ];
  return facets.flatMap(({ facet, name }) => {
    const filters = filtersAt({ facet, firstPage: 0 }, emptyFilters());
    const first = catalog.query(filters, defaultSort, 0, taxonomy);
    // A category or tag keeps its first page when it has no product (its last one unpublished):
    // the filters still offer it, and a link to it must not break the publish nor end in a 404.
    const pageCount = Math.max(facet === null ? 0 : 1, Math.ceil(first.meta.filter_count / shopPageSize));
    return Array.from({ length: pageCount }, (_, firstPage) => firstPage)
      .filter((firstPage) => facet !== null || firstPage > 0)
      .flatMap((firstPage) => {
        const page = firstPage === 0 ? first : catalog.query(filters, defaultSort, firstPage, taxonomy);
        const alternates = roots.map(({ lang, path }) => ({ lang, path: listPath(path, lang, facet, firstPage) }));
        return roots
          .filter((root) => root.lang === lang)
          .map(({ path: root }) => ({ lang, root, path: listPath(root, lang, facet, firstPage), facet, firstPage, page, sort: defaultSort, facetName: name, alternates }));
      });
  });
}
