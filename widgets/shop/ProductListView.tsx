import { useEffect, useRef } from 'react';
import { productSorts, type ProductSort } from '../core/catalog/shop-settings.ts';
import { changeFilters, filtersFromSearch, hasActiveFilters, searchFromFilters } from '../core/shop/filters.ts';
import { shopPaths } from '../core/shop/shop-paths.ts';
import { shopPageSize, type ProductPage, type ShopFetchResult, type ShopFilters } from '../core/shop/types.ts';
import { t } from '../i18n/index.ts';
import { FilterPanel, SortSelect } from './FilterPanel.tsx';
import { ProductCard } from './ProductCard.tsx';
import { useShop } from './shop-context.ts';
import { ShopStatus } from './ShopStatus.tsx';
import { useShopData } from './use-shop-data.ts';
import { cardImagePriority } from '../core/shop/image-priority.ts';

const isProductSort = (value: string): value is ProductSort => (productSorts as readonly string[]).includes(value);

/** Every page from the first to `filters.page`, as one list: a deep link to page 3 shows what 'show more' showed. */
async function loadPages(
  load: (pageIndex: number) => Promise<ShopFetchResult<ProductPage>>,
  lastPage: number,
): Promise<ShopFetchResult<ProductPage>> {
  const pages = await Promise.all(Array.from({ length: lastPage + 1 }, (_, index) => load(index)));
  const failed = pages.find((page) => !page.ok);
  if (failed) return failed;
  const ready = pages.map((page) => (page as { ok: true; value: ProductPage }).value);
  return { ok: true, value: { products: ready.flatMap((page) => page.products), meta: ready[ready.length - 1]!.meta } };
}

export function hrefWithSearch(root: string, search: string): string {
  return search && search !== '?' ? `${root}${search.startsWith('?') ? search : `?${search}`}` : root;
}

/** 'Our Products': filters, sort, the result count, 20 at a time with 'show more'. */
export function ProductListView({ search }: { search: string }) {
  const { source, settings, root, navigate, setTitle, contentReady, loadingSlow } = useShop();
  const filters = filtersFromSearch(search);
  const sort: ProductSort = filters.sort ?? (isProductSort(settings.default_sort) ? settings.default_sort : 'display_name');
  const taxonomy = useShopData('taxonomy', () => source.taxonomy());
  const queryKey = `${searchFromFilters({ ...filters, page: 0 })}|${sort}`;
  const list = useShopData(`${queryKey}|${filters.page}`, () => loadPages((index) => source.listProducts(filters, sort, index), filters.page));

  // While 'show more' loads, the products already shown stay, and so does the visitor's place.
  const shown = useRef<{ key: string; page: ProductPage } | null>(null);
  if (list.status === 'ready') shown.current = { key: queryKey, page: list.value };
  const visible = list.status === 'ready' ? list.value : shown.current?.key === queryKey ? shown.current.page : null;

  useEffect(() => setTitle(t('shop.title')), [setTitle]);
  // Ready also when an answer failed: the view then says so.
  useEffect(() => {
    if (list.status !== 'loading' && taxonomy.status !== 'loading') contentReady();
  }, [list.status, taxonomy.status, contentReady]);
  const slow = (list.status === 'loading' && list.slow) || (taxonomy.status === 'loading' && taxonomy.slow);
  useEffect(() => {
    if (slow) loadingSlow();
  }, [slow, loadingSlow]);

  const go = (next: ShopFilters, replace = false) => navigate(hrefWithSearch(root, searchFromFilters(next)), { replace });
  const change = (patch: Partial<ShopFilters>) => go(changeFilters(filters, patch));

  const count = visible?.meta.filter_count ?? 0;
  const hasMore = visible !== null && visible.products.length < count;

  return (
    <div className="shop-list">
      <h1 tabIndex={-1} data-shop-heading>
        {t('shop.title')}
      </h1>
      {/* As in the prerendered list: the brands page has no other way in. */}
      <p className="shop-list__brands">
        <a href={shopPaths(root).brands}>{t('shop.brands')}</a>
      </p>
      {taxonomy.status === 'ready' ? <FilterPanel taxonomy={taxonomy.value} filters={filters} onChange={change} /> : null}
      <div className="shop-list__results">
        <div className="shop-list__summary">
          <p role="status" className="shop-list__count">
            {visible ? t('shop.resultCount', { count }) : ''}
          </p>
          {hasActiveFilters(filters) ? (
            <a className="button button--secondary button--small" href={root} onClick={(event) => {
              event.preventDefault();
              go({ ...filtersFromSearch(''), sort: filters.sort });
            }}>
              {t('shop.clearFilters')}
            </a>
          ) : null}
          <SortSelect sort={sort} onChange={change} />
        </div>
        {visible ? (
          visible.products.length === 0 ? (
            <p className="shop-list__empty">{t('shop.empty')}</p>
          ) : (
            <ul className="product-grid">
              {visible.products.map((product, index) => (
                <ProductCard key={String(product.id)} product={product} priority={cardImagePriority(index)} />
              ))}
            </ul>
          )
        ) : null}
        {list.status !== 'ready' && !visible ? <ShopStatus data={list} /> : null}
        {list.status === 'error' || list.status === 'not-found' ? (visible ? <ShopStatus data={list} /> : null) : null}
        {hasMore ? (
          <p className="shop-list__more">
            <button
              type="button"
              className="button"
              aria-busy={list.status === 'loading'}
              disabled={list.status === 'loading'}
              onClick={() => go({ ...filters, page: Math.floor(visible.products.length / shopPageSize) }, true)}
            >
              {t('shop.showMore')}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
