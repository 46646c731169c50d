import { productDetailPath, productFileJson, type StaticProductFile } from '../../widgets/core/shop/static-files.ts';

/** One file per product page (/data/shop/products/<slug>.json): the product and its suggestions, fetched by the shop router. */
export const data = {
  pagination: { data: 'shopPass.productFiles', size: 1, alias: 'file' },
  // Products whose slug cannot be a path were left out by buildShop, so a path always exists.
  permalink: (data: { file: StaticProductFile }) => productDetailPath(data.file.detail.slug)!,
  eleventyExcludeFromCollections: true,
};

export function render(data: { file: StaticProductFile }): string {
  return productFileJson(data.file);
}
