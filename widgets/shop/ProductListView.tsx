import { useEffect, useRef } from 'react';
import { productSorts, type ProductSort } from '../core/catalog/shop-settings.ts';
import { changeFilters, filtersFromSearch, hasActiveFilters, narrowsList, searchFromFilters } from '../core/shop/filters.ts';
import { facetOf, filtersAt, listHref, listPath, type ListAddress, type ListFacet } from '../core/shop/list-address.ts';
import { shopPaths } from '../core/shop/shop-paths.ts';
import { shopPageSize, type ListSort, type ProductPage, type ShopFetchResult, type ShopFilters, type ShopTaxonomy } from '../core/shop/types.ts';
import { t } from '../i18n/index.ts';
import { CategoryLinks } from './CategoryLinks.tsx';
import { FilterPanel, SortSelect } from './FilterPanel.tsx';
import { ProductCard } from './ProductCard.tsx';
import { ProductSearchForm } from './ProductSearchForm.tsx';
import { useShop } from './shop-context.ts';
import { ShopNotFound, ShopStatus } from './ShopStatus.tsx';
import { useShopData } from './use-shop-data.ts';
import { listKey, taxonomyKey } from './shop-answers.ts';
import { cardImagePriority } from '../core/shop/image-priority.ts';

const isProductSort = (value: string): value is ProductSort => (productSorts as readonly string[]).includes(value);

/** Every page from `firstPage` to `filters.page`, as one list: a deep link to page 3 shows what 'show more' showed. */
async function loadPages(
  load: (pageIndex: number) => Promise<ShopFetchResult<ProductPage>>,
  firstPage: number,
  lastPage: number,
): Promise<ShopFetchResult<ProductPage>> {
  const pages = await Promise.all(Array.from({ length: lastPage - firstPage + 1 }, (_, index) => load(firstPage + index)));
  const failed = pages.find((page) => !page.ok);
  if (failed) return failed;
  const ready = pages.map((page) => (page as { ok: true; value: ProductPage }).value);
  return { ok: true, value: { products: ready.flatMap((page) => page.products), meta: ready[ready.length - 1]!.meta } };
}

/** A card's outline while its product loads: picture, name, maker and price lines, hidden from screen readers. */
function CardPlaceholder() {
  return (
    <li className="product-card product-card--placeholder" aria-hidden="true">
      <span className="product-card__no-image" />
      <span className="product-card__placeholder-line" />
      <span className="product-card__placeholder-line product-card__placeholder-line--short" />
    </li>
  );
}

/** The taxonomy's entry for the one category, maker or tag an address names; null where the shop has none such. */
function facetEntry(facet: ListFacet, taxonomy: ShopTaxonomy): { displayName: string } | null {
  const entries = facet.kind === 'category' ? taxonomy.categories : facet.kind === 'manufacturer' ? taxonomy.manufacturers : taxonomy.tags;
  return entries.find((entry) => entry.slug === facet.slug) ?? null;
}

/** The list's heading: the searched words, else the one category, maker or tag its address names, else 'Our Products'. */
function headingOf(query: string | null, facet: ListFacet | null, taxonomy: ShopTaxonomy | null): string {
  if (query) return t('shop.searchHeading', { query });
  return (facet && taxonomy && facetEntry(facet, taxonomy)?.displayName) || t('shop.title');
}

/** The way to the page before and after: links that work without script (the next one gives way to 'show more' with it). */
function PageLinks({ previous, next }: { previous: string | null; next: string | null }) {
  if (!previous && !next) return null;
  return (
    <nav className="shop-pages" aria-label={t('shop.pages')}>
      {previous ? (
        <a className="shop-pages__previous" href={previous} rel="prev">
          ← {t('shop.previousPage')}
        </a>
      ) : null}
      {next ? (
        <a className="shop-pages__next" href={next} rel="next">
          {t('shop.nextPage')} →
        </a>
      ) : null}
    </nav>
  );
}

/**
 * 'Our Products' (or one category, maker or tag, list-address.ts): filters, sort, the result
 * count, 20 at a time with 'show more', and the page links a visitor without script pages with.
 */
export function ProductListView({ search, address }: { search: string; address: ListAddress }) {
  const { source, settings, root, lang, navigate, setTitle, contentReady, loadingSlow } = useShop();
  const filters = filtersAt(address, filtersFromSearch(search));
  const { firstPage } = address;
  // While the shopper searches for words, the best matches come first unless another order is chosen.
  const defaultSort: ListSort = filters.query ? 'relevance' : isProductSort(settings.default_sort) ? settings.default_sort : 'display_name';
  const sort: ListSort = filters.sort ?? defaultSort;
  const taxonomy = useShopData(taxonomyKey, () => source.taxonomy());
  const queryKey = `${searchFromFilters({ ...filters, page: 0 })}|${sort}|${firstPage}`;
  const list = useShopData(listKey(filters, sort, firstPage), () => loadPages((index) => source.listProducts(filters, sort, index), firstPage, filters.page));

  // While 'show more' loads, the products already shown stay, and so does the visitor's place.
  // While another filter's products load, the last ones stay too (marked busy): the page neither
  // collapses nor jumps, and the build's list stays until the router has the address's own.
  const shown = useRef<{ key: string; page: ProductPage } | null>(null);
  if (list.status === 'ready') shown.current = { key: queryKey, page: list.value };
  const sameQuery = shown.current?.key === queryKey;
  const stale = list.status === 'loading' && shown.current !== null && !sameQuery;
  const visible = list.status === 'ready' ? list.value : sameQuery || stale ? shown.current!.page : null;

  const heading = headingOf(filters.query, address.facet, taxonomy.status === 'ready' ? taxonomy.value : null);
  // A category, maker or tag the shop does not have, or a page past the last: not a list at all.
  const unknownFacet = address.facet !== null && taxonomy.status === 'ready' && facetEntry(address.facet, taxonomy.value) === null;
  const pastTheEnd = firstPage > 0 && list.status === 'ready' && list.value.products.length === 0;
  const notFound = unknownFacet || pastTheEnd;
  const title = notFound ? t('notFound.title') : firstPage > 0 ? t('shop.pageTitle', { title: heading, page: firstPage + 1 }) : heading;
  useEffect(() => setTitle(title), [setTitle, title]);
  // Ready also when an answer failed: the view then says so.
  useEffect(() => {
    if (list.status !== 'loading' && taxonomy.status !== 'loading') contentReady();
  }, [list.status, taxonomy.status, contentReady]);
  const slow = (list.status === 'loading' && list.slow) || (taxonomy.status === 'loading' && taxonomy.slow);
  // With products on show, the notice floats above them (the router's); without, it stands in their place.
  const slowOverProducts = slow && visible !== null;
  useEffect(() => {
    if (slowOverProducts) loadingSlow();
  }, [slowOverProducts, loadingSlow]);

  // A new choice starts at the first page; 'show more' keeps the page the visitor arrived at.
  const go = (next: ShopFilters, replace = false) => navigate(listHref(root, lang, next, replace ? firstPage : 0), { replace });
  // The list's own order needs no parameter: the address stays the plain one the shop links to.
  const change = (patch: Partial<ShopFilters>) => go(changeFilters(filters, patch.sort === defaultSort ? { ...patch, sort: null } : patch));
  const changeSort = (chosen: ListSort) => change({ sort: chosen === 'relevance' ? null : chosen });

  const count = visible?.meta.filter_count ?? 0;
  const shownCount = visible?.products.length ?? 0;
  // Products before the page the address starts at (a paged address) are not shown but counted.
  const before = firstPage * shopPageSize;
  const hasMore = visible !== null && before + shownCount < count;
  const loadingMore = list.status === 'loading' && sameQuery;

  // The next page as the shopper nears 'show more' (most who scroll down to it press it): it then
  // answers at once from what the shop's sources keep. A shopper who stays at the top downloads nothing more.
  const moreButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = moreButton.current;
    if (list.status !== 'ready' || !hasMore || !button) return;
    const next = filtersAt(address, filtersFromSearch(search));
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void source.listProducts(next, sort, next.page + 1);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [list.status, hasMore, search, address, sort, source]);

  // After 'show more', the keyboard goes on at the first new product, not back at the top of the page.
  const focusFromCard = useRef<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const from = focusFromCard.current;
    if (from === null || shownCount <= from) return;
    focusFromCard.current = null;
    grid.current?.querySelectorAll<HTMLAnchorElement>('.product-card__name a')[from]?.focus({ preventScroll: true });
  }, [shownCount]);
  const showMore = (event: { detail: number }) => {
    if (loadingMore || !visible) return;
    // Only for the keyboard (a click has a detail count): a pointer stays where the visitor put it.
    if (event.detail === 0) focusFromCard.current = visible.products.length;
    go({ ...filters, page: firstPage + Math.floor(visible.products.length / shopPageSize) }, true);
  };

  // The address's neighbours as real pages, where the build wrote them (the whole list, or one facet).
  const pageable = facetOf(filters) !== null || !narrowsList(filters);
  const previousPage = firstPage > 0 ? listPath(root, lang, address.facet, firstPage - 1) : null;
  const nextPage = hasMore && pageable && !loadingMore ? listPath(root, lang, facetOf(filters), filters.page + 1) : null;

  if (notFound) return <ShopNotFound back={root} />;

  return (
    <div className="shop-list">
      <h1 tabIndex={-1} data-shop-heading>
        {heading}
      </h1>
      {/* As in the prerendered list: the brands page has no other way in. */}
      <p className="shop-list__brands">
        <a href={shopPaths(root).brands}>{t('shop.brands')}</a>
      </p>
      {taxonomy.status === 'ready' ? (
        <CategoryLinks categories={taxonomy.value.categories} current={address.facet?.kind === 'category' ? address.facet.slug : null} root={root} lang={lang} />
      ) : null}
      {/* Past the filters (over a hundred controls on a wide screen) straight to the products. */}
      {taxonomy.status === 'ready' ? (
        <a className="skip-link" href="#shop-results">
          {t('shop.skipToProducts')}
        </a>
      ) : null}
      {taxonomy.status === 'ready' ? <FilterPanel taxonomy={taxonomy.value} filters={filters} onChange={change} /> : null}
      <div className="shop-list__results" id="shop-results" tabIndex={-1}>
        <ProductSearchForm query={filters.query} action={root} onSearch={(query) => change({ query })} />
        <div className="shop-list__summary">
          <p role="status" className="shop-list__count">
            {visible ? t('shop.resultCount', { count }) : ''}
          </p>
          {hasActiveFilters(filters) ? (
            // A link the router follows like the shop's other links (a middle click opens it in a new tab); the searched words are no filter: they stay.
            <a className="button button--secondary button--small" href={listHref(root, lang, { ...filtersFromSearch(''), query: filters.query, sort: filters.sort })}>
              {t('shop.clearFilters')}
            </a>
          ) : null}
          <SortSelect sort={sort} searching={filters.query !== null} onChange={changeSort} />
        </div>
        {visible ? (
          visible.products.length === 0 ? (
            <p className="shop-list__empty">{filters.query ? t('shop.noMatches', { query: filters.query }) : t('shop.empty')}</p>
          ) : (
            // One grid per question: another filter's products are new cards, not the last ones moved
            // about (a card from below the screen moving up into it would count as a layout shift).
            <ul key={stale ? shown.current!.key : queryKey} className={stale ? 'product-grid product-grid--stale' : 'product-grid'} ref={grid} aria-busy={stale || undefined}>
              {visible.products.map((product, index) => (
                <ProductCard key={String(product.id)} product={product} priority={cardImagePriority(index)} level={2} />
              ))}
              {/* The room the next page takes, reserved the moment it is asked for: the page below does not jump when it arrives. */}
              {loadingMore
                ? Array.from({ length: Math.min(shopPageSize, count - before - shownCount) }, (_, index) => <CardPlaceholder key={`placeholder-${index}`} />)
                : null}
            </ul>
          )
        ) : null}
        {list.status !== 'ready' && !visible ? <ShopStatus data={list} /> : null}
        {list.status === 'error' || list.status === 'not-found' ? (visible ? <ShopStatus data={list} /> : null) : null}
        {hasMore ? (
          <p className="shop-list__more">
            <button
              ref={moreButton}
              type="button"
              className="button"
              aria-busy={loadingMore}
              // Not `disabled`: a disabled button drops the keyboard focus.
              aria-disabled={loadingMore}
              onClick={showMore}
            >
              {t('shop.showMore')}
            </button>
          </p>
        ) : null}
        <PageLinks previous={previousPage} next={nextPage} />
      </div>
    </div>
  );
}
