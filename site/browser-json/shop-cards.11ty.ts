import type { Language } from '../../widgets/core/languages.ts';
import { productCardPath } from '../../widgets/core/shop/static-files.ts';
import type { ProductSummary } from '../../widgets/core/shop/types.ts';

type Data = { card: { lang: Language; summary: ProductSummary } };

/** One card per product and language (/data/shop/<lang>/cards/<id>.json): what the list shows of it, fetched for the page of a filtered or sorted list. */
export const data = {
  pagination: { data: 'shopPass.summaries', size: 1, alias: 'card' },
  // Products whose id cannot be a path were left out by buildShop, so a path always exists.
  permalink: (data: Data) => productCardPath(data.card.lang, data.card.summary.id)!,
  eleventyExcludeFromCollections: true,
};

export function render(data: Data): string {
  return JSON.stringify(data.card.summary);
}
