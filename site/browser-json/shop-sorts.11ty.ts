import type { Language } from '../../widgets/core/languages.ts';
import { staticSortPath, type SortFileJson } from '../../widgets/core/shop/static-index.ts';

type Data = { sortFile: { lang: Language; file: SortFileJson } };

/** Per language and sort field of the index, each product's rank (/data/shop/<lang>/sort-<field>.json), fetched for a list in that order. */
export const data = {
  pagination: { data: 'shop.sortFiles', size: 1, alias: 'sortFile' },
  permalink: (data: Data) => staticSortPath(data.sortFile.lang, data.sortFile.file.field),
  eleventyExcludeFromCollections: true,
};

export function render(data: Data): string {
  return JSON.stringify(data.sortFile.file);
}
