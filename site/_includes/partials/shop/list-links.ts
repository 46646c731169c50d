import { emptyFilters, searchFromFilters } from '../../../../widgets/core/shop/filters.ts';
import type { ShopPaths } from '../../../../widgets/core/shop/shop-paths.ts';

/**
 * A link into the filtered product list, e.g. /shop?manufacturer=albrecht-atelier, written by
 * the same rule the shop router reads its filters with.
 */
export function shopListHref(paths: ShopPaths, filter: { manufacturer?: string; category?: string; tag?: string }): string {
  return (
    paths.list +
    searchFromFilters({
      ...emptyFilters(),
      category: filter.category ?? null,
      manufacturers: filter.manufacturer ? [filter.manufacturer] : [],
      tag: filter.tag ?? null,
    })
  );
}
