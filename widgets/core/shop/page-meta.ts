import { shopPageSize, type ProductPageMeta } from './types.ts';

/**
 * The list's meta (spec §7) from the one number the content API counts, filter_count, so the
 * static catalog and the live API describe a page in the same words.
 */
export function productPageMeta(filterCount: number, pageIndex: number, resultCount: number): ProductPageMeta {
  return {
    filter_count: filterCount,
    result_count: resultCount,
    limit: shopPageSize,
    offset: pageIndex * shopPageSize,
    page: pageIndex + 1,
    page_count: Math.ceil(filterCount / shopPageSize),
  };
}

/** A page index from outside (a URL, a caller): a whole number from 0, else the first page. */
export function validPageIndex(pageIndex: number): number {
  return Number.isSafeInteger(pageIndex) && pageIndex > 0 ? pageIndex : 0;
}
