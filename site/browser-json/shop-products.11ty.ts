import type { Language } from '../../widgets/core/languages.ts';
import { productDetailPath, productFileJson, type StaticProductFile } from '../../widgets/core/shop/static-files.ts';

type Data = { file: StaticProductFile & { lang: Language } };

/** One file per product page and language (/data/shop/<lang>/products/<slug>.json): the product and its suggestions, fetched by the shop router. */
export const data = {
  pagination: { data: 'shopPass.productFiles', size: 1, alias: 'file' },
  // Products whose slug cannot be a path were left out by buildShop, so a path always exists.
  permalink: (data: Data) => productDetailPath(data.file.lang, data.file.detail.slug)!,
  eleventyExcludeFromCollections: true,
};

export function render(data: Data): string {
  return productFileJson(data.file);
}
