import { staticSortPath, type SortFileJson } from '../../widgets/core/shop/static-index.ts';

/** Per sort field of the index, each product's rank (/data/shop/sort-<field>.json), fetched for a list in that order. */
export const data = {
  pagination: { data: 'shop.indexFiles.sorts', size: 1, alias: 'sortFile' },
  permalink: (data: { sortFile: SortFileJson }) => staticSortPath(data.sortFile.field),
  eleventyExcludeFromCollections: true,
};

export function render(data: { sortFile: SortFileJson }): string {
  return JSON.stringify(data.sortFile);
}
