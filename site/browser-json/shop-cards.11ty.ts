import { productCardPath } from '../../widgets/core/shop/static-files.ts';
import type { ProductSummary } from '../../widgets/core/shop/types.ts';

/** One card per product (/data/shop/cards/<id>.json): what the list shows of it, fetched for the page of a filtered or sorted list. */
export const data = {
  pagination: { data: 'shopPass.summaries', size: 1, alias: 'card' },
  // Products whose id cannot be a path were left out by buildShop, so a path always exists.
  permalink: (data: { card: ProductSummary }) => productCardPath(data.card.id)!,
  eleventyExcludeFromCollections: true,
};

export function render(data: { card: ProductSummary }): string {
  return JSON.stringify(data.card);
}
