import type { ProductSort } from '../../core/catalog/shop-settings.ts';
import type { ItemId } from '../../core/catalog/taxonomy.ts';
import { defaultLanguage, type Language } from '../../core/languages.ts';
import { narrowsList } from '../../core/shop/filters.ts';
import {
  parseFirstPage,
  parseProductCard,
  parseProductFile,
  parseTaxonomy,
  productCardPath,
  productDetailPath,
  staticFirstPagePath,
  staticTaxonomyPath,
  type StaticProductFile,
} from '../../core/shop/static-files.ts';
import { parseShopIndex, parseSortFile, priceRanks, ranksFor, staticIndexPath, staticSortPath, type RankedSortField, type ShopIndex, type SortRanks } from '../../core/shop/static-index.ts';
import { createIndexQuery, type IndexQuery } from '../../core/shop/static-query.ts';
import type { ListSort, ProductDetail, ProductSummary, ShopFetchResult, ShopFilters, ShopSource } from '../../core/shop/types.ts';
import { createFetchJson, type FetchJsonOptions } from './fetch-json.ts';

export interface StaticShopSourceOptions extends FetchJsonOptions {
  /** Where the site is served from; '' (the default) is the current origin's root. */
  baseUrl?: string;
  /** Whose shop: each language has its own files (static-files.ts). German unless given. */
  lang?: Language;
  /**
   * The products the searched words find, best first. By default the site search's index
   * (widgets/search/product-matches.ts), loaded with the first search.
   */
  productMatches?: (query: string) => Promise<ShopFetchResult<ItemId[]>>;
}

type Failure = Extract<ShopFetchResult<unknown>, { ok: false }>;

/**
 * The shop from the build's JSON files (static-files.ts), each view reading only what it shows:
 * a product page its own file (with its suggestions), the brands and the filters the taxonomy,
 * the unfiltered list its prerendered first page. A question those cannot answer (a filter,
 * another sort, the next page) loads the compact index of every product (static-index.ts) and
 * the ranks of the sort's field, each once per visit, answers it in the browser, and fetches the cards of the page shown, one small file
 * each, in parallel; a card the visit already has (the first page's) is not fetched again.
 */
export function staticShopSource(options: StaticShopSourceOptions = {}): ShopSource {
  const fetchJson = createFetchJson(options);
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const lang = options.lang ?? defaultLanguage;
  let loading: Promise<ShopFetchResult<{ index: ShopIndex; query: IndexQuery }>> | null = null;
  const sorts = new Map<string, Promise<ShopFetchResult<SortRanks>>>();
  // Cards only change with a deploy (a new page load), as the index: kept for the visit.
  const cards = new Map<string, ProductSummary>();
  const searchIndex = () => import('../../search/product-matches.ts').then((module) => module.createProductMatches({ fetchJson, lang, baseUrl: base }));
  let matcher: Promise<(query: string) => Promise<ShopFetchResult<ItemId[]>>> | null = null;
  const productMatches = options.productMatches ?? (async (query: string) => (await (matcher ??= searchIndex()))(query));

  // A loaded index is kept for good; a failed load is forgotten, so the next question tries again.
  function loadIndex(): Promise<ShopFetchResult<{ index: ShopIndex; query: IndexQuery }>> {
    loading ??= fetchJson(`${base}${staticIndexPath(lang)}`, parseShopIndex).then((result) => {
      if (!result.ok) {
        loading = null;
        return result;
      }
      return { ok: true, value: { index: result.value, query: createIndexQuery(result.value) } };
    });
    return loading;
  }

  /** The ranks of the sort's field: the price order from the index itself, the others from their file, fetched beside the index. */
  function loadRanks(sort: ProductSort): Promise<ShopFetchResult<SortRanks>> {
    const field = sort.replace(/^-/, '');
    let ranks = sorts.get(field);
    if (ranks) return ranks;
    const file = field === 'price_brutto' ? null : fetchJson(`${base}${staticSortPath(lang, field as RankedSortField)}`, parseSortFile);
    ranks = Promise.all([loadIndex(), file]).then(([index, read]): ShopFetchResult<SortRanks> => {
      if (!index.ok) return index;
      if (read === null) return { ok: true, value: priceRanks(index.value.index) };
      if (!read.ok) return read;
      const fieldRanks = ranksFor(index.value.index, read.value);
      // Another deploy's file (or a broken one) is refused as a file of another shape is.
      return fieldRanks ? { ok: true, value: fieldRanks } : { ok: false, kind: 'not-found', error: `The ${field} order belongs to another build of the shop` };
    });
    ranks.then((result) => {
      if (!result.ok) sorts.delete(field);
    });
    sorts.set(field, ranks);
    return ranks;
  }

  async function card(id: ItemId): Promise<ShopFetchResult<ProductSummary>> {
    const known = cards.get(String(id));
    if (known) return { ok: true, value: known };
    const path = productCardPath(lang, id);
    if (path === null) return { ok: false, kind: 'not-found', error: `No card for product ${String(id)}` };
    const result = await fetchJson(`${base}${path}`, parseProductCard(id));
    if (result.ok) cards.set(String(id), result.value);
    return result;
  }

  /** The page's cards in order; one that fails fails the page, as a failed load does (a server error before a missing file: that one is worth a retry). */
  async function cardsOf(ids: readonly ItemId[]): Promise<ShopFetchResult<ProductSummary[]>> {
    const results = await Promise.all(ids.map(card));
    const failures = results.filter((result): result is Failure => !result.ok);
    if (failures.length) return failures.find((failure) => failure.kind === 'error') ?? failures[0]!;
    return { ok: true, value: results.map((result) => (result as { value: ProductSummary }).value) };
  }

  const taxonomy = () => fetchJson(`${base}${staticTaxonomyPath(lang)}`, parseTaxonomy);

  // One file per product page, asked for by the detail and by its suggestions: fetchJson shares one request.
  function productFile(slug: string): Promise<ShopFetchResult<StaticProductFile>> {
    const path = productDetailPath(lang, slug);
    if (path === null) return Promise.resolve({ ok: false, kind: 'not-found', error: `No product has the slug "${slug}"` });
    return fetchJson(`${base}${path}`, parseProductFile);
  }

  return {
    kind: 'static',
    taxonomy,
    async listProducts(filters: ShopFilters, sort: ListSort, pageIndex: number) {
      if (pageIndex === 0 && !narrowsList(filters)) {
        const first = await fetchJson(`${base}${staticFirstPagePath(lang)}`, parseFirstPage);
        if (!first.ok) return first;
        for (const product of first.value.page.products) cards.set(String(product.id), product);
        if (first.value.sort === sort) return { ok: true, value: first.value.page };
      }
      const noMatches = Promise.resolve<ShopFetchResult<ItemId[] | null>>({ ok: true, value: null });
      const noRanks = Promise.resolve<ShopFetchResult<SortRanks | null>>({ ok: true, value: null });
      const [index, ranks, known, matches] = await Promise.all([
        loadIndex(),
        sort === 'relevance' ? noRanks : loadRanks(sort),
        taxonomy(),
        filters.query ? productMatches(filters.query) : noMatches,
      ]);
      if (!index.ok) return index;
      if (!ranks.ok) return ranks;
      if (!known.ok) return known;
      if (!matches.ok) return matches;
      const order = ranks.value && sort !== 'relevance' ? { sort, ranks: ranks.value } : { ranked: matches.value ?? [] };
      const { ids, meta } = index.value.query.query(filters, order, pageIndex, known.value, matches.value ?? undefined);
      const products = await cardsOf(ids);
      return products.ok ? { ok: true, value: { products: products.value, meta } } : products;
    },
    async productBySlug(slug: string) {
      const file = await productFile(slug);
      return file.ok ? { ok: true, value: file.value.detail } : file;
    },
    async relatedProducts(product: Pick<ProductDetail, 'id' | 'slug'>, limit: number) {
      const file = await productFile(product.slug);
      return file.ok ? { ok: true, value: file.value.related.slice(0, Math.max(0, Math.floor(limit))) } : file;
    },
  };
}
