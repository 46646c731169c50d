import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchesFilter } from '../../core/directus-filter.ts';
import { sortItems } from '../../core/directus-sort.ts';
import type { ContentSource, ItemQuery } from '../source.ts';

const demoDirectory = fileURLToPath(new URL('../../../site/_content/demo/', import.meta.url));

/** The embedded demo content: Directus-shaped JSON files, filtered like the real service. Build time only. */
export function demoSource(directory = demoDirectory): ContentSource {
  const cache = new Map<string, Promise<unknown[]>>();
  const load = (collection: string) => {
    if (!cache.has(collection)) {
      cache.set(
        collection,
        readFile(`${directory}/${collection}.json`, 'utf8').then((text) => {
          const items: unknown = JSON.parse(text);
          if (!Array.isArray(items)) throw new Error(`Demo content ${collection}.json must hold a list of items.`);
          return items;
        }),
      );
    }
    return cache.get(collection)!;
  };
  return {
    name: 'embedded demo content',
    // Demo files are JPEGs named by their id, as Directus stores them by id.
    fileSource: (id: string) => path.join(directory, 'files', `${id}.jpg`),
    async readItems(collection: string, query: ItemQuery = {}) {
      const items = await load(collection);
      const matching = query.filter ? items.filter((item) => matchesFilter(item, query.filter!)) : items;
      const filtered = query.sort?.length ? sortItems(matching, query.sort) : matching;
      return query.limit === undefined || query.limit < 0 ? filtered : filtered.slice(0, query.limit);
    },
  };
}
