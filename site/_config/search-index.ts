import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { defaultLanguage, languages, type Language } from '../../widgets/core/languages.ts';
import { writeProductHits } from './search-product-hits.ts';

/**
 * The site search's index: Pagefind reads the built pages and writes its index into
 * `<site>/pagefind/` before the build publishes the folder, so the search never finds a page of
 * another build. What it indexes the pages say themselves: once any page has a `data-pagefind-body`
 * element, Pagefind leaves out every page without one, and only product pages
 * (widgets/shop/ProductDetailView.tsx) and the route table's content pages (site/pages.11ty.ts,
 * the thanks page excepted) have one, on their own content, without shell, trail or teasers. One
 * index per language, from each page's `<html lang>`.
 *
 * What a result carries (`result.data().meta` and its filters), read by Pagefind from the elements
 * that show it, so the result says what the page says:
 * - every page: `kind` (`product` or `page`) and `title` (the page's h1, without the shop's name);
 *   a content page with a picture after its h1 also Pagefind's automatic `image` and `image_alt`;
 * - a product: `image` (the smallest file of its first picture) and `image_alt`, `price` (as its
 *   purchase box shows it: one price, the range of its variants, or 'on request'), `unit_price`
 *   (§ 4 PAngV, where it has one) and `maker` (where it has one);
 * - filters: `kind: page` on content pages only (the search's page hits; the other hits are
 *   products, and a filter on every product would be loaded with every search), and on products
 *   `category` and `maker`, by their display names.
 * Beside the index, each language's product hits file (search-product-hits.ts): which product
 * each hit is, for the shop list's text query.
 */
export interface SearchIndexReport {
  /** Indexed pages per language, as Pagefind's entry file lists them. */
  pagesPerLanguage: Record<string, number>;
  /** Products in each language's product hits file. */
  productsPerLanguage: Record<string, number>;
  seconds: number;
}

/** Pagefind could not build or write the index; the build stops before publishing. */
class SearchIndexError extends Error {
  override name = 'SearchIndexError';
  constructor(step: string, reason: string, cause?: unknown) {
    super(`The search index (Pagefind) failed while ${step}: ${reason}`, cause === undefined ? undefined : { cause });
  }
}

/** Pagefind answers expected failures as a list of messages, not by throwing. */
function failOn(step: string, errors: readonly string[]): void {
  if (errors.length) throw new SearchIndexError(step, errors.join('; '));
}

interface EntryFile {
  languages: Record<string, { hash: string; page_count: number }>;
}

const readEntry = async (bundleDir: string) => JSON.parse(await readFile(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')) as EntryFile;

/**
 * Each language's pages, as a Pagefind glob: the default language's at the site's root (every
 * file and folder there but the other languages' folders and the index itself), the others'
 * under their prefix.
 */
async function languageGlobs(siteDir: string): Promise<Array<[Language, string]>> {
  const others = languages.filter((lang) => lang !== defaultLanguage);
  const apart = new Set<string>([...others, 'pagefind']);
  const rootEntries = (await readdir(siteDir, { withFileTypes: true }))
    .filter((entry) => !apart.has(entry.name))
    .flatMap((entry) => (entry.isDirectory() ? [`${entry.name}/**/*.html`] : entry.name.endsWith('.html') ? [entry.name] : []));
  return [[defaultLanguage, `{${rootEntries.join(',')}}`], ...others.map((lang): [Language, string] => [lang, `${lang}/**/*.html`])];
}

/**
 * Indexes the built site in `siteDir` and writes the index into its `pagefind/` folder, one
 * language at a time: Pagefind holds a whole index in memory while it writes it, and three
 * languages of a 10,000-product catalog at once took 2.4 GB, one 1.2 GB. Each run writes its
 * language's files beside the others'; the entry file, which each run writes anew, is written
 * last with every language in it.
 */
export async function writeSearchIndex(siteDir: string): Promise<SearchIndexReport> {
  const started = performance.now();
  const root = path.resolve(siteDir);
  const bundleDir = path.join(root, 'pagefind');
  let pagesRead = 0;
  let entry: EntryFile | null = null;
  const written: EntryFile['languages'] = {};
  for (const [lang, glob] of await languageGlobs(root)) {
    let step = 'starting';
    try {
      const created = await pagefind.createIndex();
      failOn(step, created.errors);
      if (!created.index) throw new SearchIndexError(step, 'no index was created');
      step = `reading the pages (${lang})`;
      const added = await created.index.addDirectory({ path: root, glob });
      failOn(step, added.errors);
      if (added.page_count === 0) continue;
      pagesRead += added.page_count;
      step = `writing the index (${lang})`;
      failOn(step, (await created.index.writeFiles({ outputPath: bundleDir })).errors);
      entry = await readEntry(bundleDir);
      Object.assign(written, entry.languages);
    } catch (error) {
      if (error instanceof SearchIndexError) throw error;
      throw new SearchIndexError(step, error instanceof Error ? error.message : String(error), error);
    } finally {
      // Pagefind's binary runs as a service beside this process: closed, its memory goes, and the build can exit.
      await pagefind.close();
    }
  }
  if (!entry) throw new SearchIndexError('reading the pages', 'the site has no pages');
  await writeFile(path.join(bundleDir, 'pagefind-entry.json'), JSON.stringify({ ...entry, languages: written }));
  let productsPerLanguage: Record<string, number>;
  try {
    productsPerLanguage = await writeProductHits(root, written);
  } catch (error) {
    throw new SearchIndexError('listing the products it found', error instanceof Error ? error.message : String(error), error);
  }
  const pagesPerLanguage = Object.fromEntries(Object.entries(written).map(([lang, { page_count }]) => [lang, page_count]));
  const indexed = Object.values(pagesPerLanguage).reduce((sum, pages) => sum + pages, 0);
  // Without a single data-pagefind-body Pagefind indexes every page whole, the cart and the 404 page included.
  if (indexed === pagesRead) throw new SearchIndexError('choosing the pages', `all ${indexed} pages were indexed whole: no page marks its content with data-pagefind-body`);
  return { pagesPerLanguage, productsPerLanguage, seconds: (performance.now() - started) / 1000 };
}

/** The build's one line about the index: pages per language and the time it took. */
export function searchIndexSummary({ pagesPerLanguage, productsPerLanguage, seconds }: SearchIndexReport): string {
  const languages = Object.entries(pagesPerLanguage)
    .map(([lang, pages]) => `${lang} ${pages} (${productsPerLanguage[lang] ?? 0} products)`)
    .join(', ');
  return `Search index (Pagefind): ${languages} pages in ${seconds.toFixed(2)} s`;
}
