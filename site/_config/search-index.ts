import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

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
 * - filters on products: `category` and `maker`, by their display names.
 */
export interface SearchIndexReport {
  /** Indexed pages per language, as Pagefind's entry file lists them. */
  pagesPerLanguage: Record<string, number>;
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

async function indexedPages(bundleDir: string): Promise<Record<string, number>> {
  const entry = JSON.parse(await readFile(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  return Object.fromEntries(Object.entries(entry.languages).map(([lang, { page_count }]) => [lang, page_count]));
}

/** Indexes the built site in `siteDir` and writes the index into its `pagefind/` folder. */
export async function writeSearchIndex(siteDir: string): Promise<SearchIndexReport> {
  const started = performance.now();
  const bundleDir = path.join(path.resolve(siteDir), 'pagefind');
  let step = 'starting';
  let pagesRead: number;
  try {
    const created = await pagefind.createIndex();
    failOn(step, created.errors);
    if (!created.index) throw new SearchIndexError(step, 'no index was created');
    step = 'reading the pages';
    const added = await created.index.addDirectory({ path: path.resolve(siteDir) });
    failOn(step, added.errors);
    pagesRead = added.page_count;
    step = 'writing the index';
    failOn(step, (await created.index.writeFiles({ outputPath: bundleDir })).errors);
  } catch (error) {
    if (error instanceof SearchIndexError) throw error;
    throw new SearchIndexError(step, error instanceof Error ? error.message : String(error), error);
  } finally {
    // Pagefind's binary runs as a service beside this process: closed, the build can exit.
    await pagefind.close();
  }
  const pagesPerLanguage = await indexedPages(bundleDir);
  const indexed = Object.values(pagesPerLanguage).reduce((sum, pages) => sum + pages, 0);
  // Without a single data-pagefind-body Pagefind indexes every page whole, the cart and the 404 page included.
  if (indexed === pagesRead) throw new SearchIndexError('choosing the pages', `all ${indexed} pages were indexed whole: no page marks its content with data-pagefind-body`);
  return { pagesPerLanguage, seconds: (performance.now() - started) / 1000 };
}

/** The build's one line about the index: pages per language and the time it took. */
export function searchIndexSummary({ pagesPerLanguage, seconds }: SearchIndexReport): string {
  const languages = Object.entries(pagesPerLanguage).map(([lang, pages]) => `${lang} ${pages}`).join(', ');
  return `Search index (Pagefind): ${languages} pages in ${seconds.toFixed(2)} s`;
}
