import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { shopListCases, type ShopListCase } from '../../tests/support/shop-list-cases.ts';
import { sanitizeCmsHtml } from '../../widgets/content/build/sanitize.ts';
import { liveShopSource } from '../../widgets/content/shop/live-source.ts';
import { staticShopSource } from '../../widgets/content/shop/static-source.ts';
import { parsePublicShopSettings } from '../../widgets/core/public-shop-settings.ts';
import type { Language } from '../../widgets/core/languages.ts';
import { productSorts } from '../../widgets/core/catalog/shop-settings.ts';
import { emptyFilters } from '../../widgets/core/shop/filters.ts';
import type { ProductDetail, ProductSummary, ShopFetchResult, ShopSource } from '../../widgets/core/shop/types.ts';

/**
 * The live shop (the browser's questions to Directus, anonymous) against the static shop (the
 * files a build from the embedded content ships), question by question: the taxonomy with the
 * attribute values and the price range, every list question of the unit test
 * (shop-list-cases.ts), every page of every sort, every product page with its ratings, and
 * suggestions, and the same in English (but for the sorts by name, which the live shop asks of
 * Directus in German). Images differ by design (Directus' assets against the build's files) and are
 * compared by their alt texts only.
 */
export interface QueryComparison {
  compared: number;
  /** Requests the live source sent to Directus for them. */
  requests: number;
  differences: string[];
}

/** Serves a built site's files as the static source fetches them. */
function builtFilesFetch(siteDir: string): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), 'http://site.test');
    try {
      const body = await readFile(path.join(siteDir, decodeURIComponent(pathname)), 'utf8');
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  }) as typeof fetch;
}

/** JSON's view of a value (undefined fields dropped), for a comparison that ignores key order. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));
const withoutImage = (product: ProductSummary) => ({ ...product, image: product.image?.alt ?? null });
const withoutImages = (product: ProductDetail) => ({ ...withoutImage(product), images: product.images.map((image) => image.alt) });

/** A short account of where two values first differ. */
function firstDifference(live: unknown, expected: unknown, at = ''): string {
  if (isDeepStrictEqual(live, expected)) return '';
  if (Array.isArray(live) && Array.isArray(expected) && live.length !== expected.length) return `${at || '.'}: ${live.length} entries live, ${expected.length} static`;
  if (live && expected && typeof live === 'object' && typeof expected === 'object') {
    const keys = [...new Set([...Object.keys(live), ...Object.keys(expected)])];
    for (const key of keys) {
      const found = firstDifference((live as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], `${at}.${key}`);
      if (found) return found;
    }
  }
  return `${at || '.'}: live ${JSON.stringify(live)?.slice(0, 160)}, static ${JSON.stringify(expected)?.slice(0, 160)}`;
}

export async function compareShopQueries(options: { contentUrl: string; projectDomain: string; staticSiteDir: string }): Promise<QueryComparison> {
  let requests = 0;
  const countingFetch: typeof fetch = (input, init) => {
    requests++;
    return fetch(input, init);
  };
  // The live shop gets the settings' delivery time from the build, as the static site published it.
  const publishedSettings = parsePublicShopSettings(JSON.parse(await readFile(path.join(options.staticSiteDir, 'data', 'settings.json'), 'utf8')));
  const liveIn = (lang: Language) =>
    liveShopSource({
      contentUrl: options.contentUrl,
      projectDomain: options.projectDomain,
      defaultShippingTime: publishedSettings?.default_shipping_time ?? null,
      sanitizeHtml: (html) => sanitizeCmsHtml(html),
      fetchImpl: countingFetch,
      lang,
    });
  const live = liveIn('de');
  const fromFiles = staticShopSource({ fetchImpl: builtFilesFetch(options.staticSiteDir) });
  const result: QueryComparison = { compared: 0, requests: 0, differences: [] };

  const compare = <T>(what: string, ask: (source: ShopSource) => Promise<ShopFetchResult<T>>, view: (value: T) => unknown) => compareSources(what, live, fromFiles, ask, view);

  async function compareSources<T>(what: string, liveSource: ShopSource, staticSource: ShopSource, ask: (source: ShopSource) => Promise<ShopFetchResult<T>>, view: (value: T) => unknown): Promise<T | null> {
    result.compared++;
    const [fromLive, fromStatic] = await Promise.all([ask(liveSource), ask(staticSource)]);
    if (!fromLive.ok || !fromStatic.ok) {
      result.differences.push(`${what}: live ${fromLive.ok ? 'ok' : `${fromLive.kind} (${fromLive.error})`}, static ${fromStatic.ok ? 'ok' : `${fromStatic.kind} (${fromStatic.error})`}`);
      return null;
    }
    const difference = firstDifference(plain(view(fromLive.value)), plain(view(fromStatic.value)));
    if (difference) result.differences.push(`${what}: ${difference}`);
    return fromStatic.value;
  }

  const taxonomy = await compare('taxonomy (filters, attribute values, price range)', (source) => source.taxonomy(), (value) => value);
  if (!taxonomy) return { ...result, requests };

  const describe = ({ filters, sort, page }: ShopListCase) => `list ${JSON.stringify({ filters, sort, page })}`;
  const listView = (value: { products: ProductSummary[]; meta: unknown }) => ({ meta: value.meta, products: value.products.map(withoutImage) });
  for (const listCase of shopListCases(taxonomy)) {
    await compare(describe(listCase), (source) => source.listProducts(listCase.filters, listCase.sort, listCase.page), listView);
  }

  // Every page of every sort: paging, and the products on request after the priced ones.
  const slugs = new Set<string>();
  for (const sort of productSorts) {
    for (let page = 0, pageCount = 1; page < pageCount; page++) {
      const listCase = { filters: emptyFilters(), sort, page };
      const answer = await compare(describe(listCase), (source) => source.listProducts(listCase.filters, sort, page), listView);
      if (!answer) break;
      pageCount = answer.meta.page_count;
      for (const product of answer.products) slugs.add(product.slug);
    }
  }

  const products: ProductDetail[] = [];
  for (const slug of slugs) {
    const detail = await compare(`product ${slug}`, (source) => source.productBySlug(slug), withoutImages);
    if (detail) products.push(detail);
  }

  // The English shop: the taxonomy (translated names and attribute values), a list in price order
  // and a filtered one (translated cards, maker and category names), every product page.
  const liveEnglish = liveIn('en');
  const englishFiles = staticShopSource({ fetchImpl: builtFilesFetch(options.staticSiteDir), lang: 'en' });
  const compareEnglish = <T>(what: string, ask: (source: ShopSource) => Promise<ShopFetchResult<T>>, view: (value: T) => unknown) =>
    compareSources(`en: ${what}`, liveEnglish, englishFiles, ask, view);
  const englishTaxonomy = await compareEnglish('taxonomy', (source) => source.taxonomy(), (value) => value);
  if (englishTaxonomy) {
    for (const listCase of shopListCases(englishTaxonomy).filter((entry) => !entry.sort.includes('display_name')).slice(0, 12)) {
      await compareEnglish(describe(listCase), (source) => source.listProducts(listCase.filters, listCase.sort, listCase.page), listView);
    }
  }
  for (const slug of slugs) await compareEnglish(`product ${slug}`, (source) => source.productBySlug(slug), withoutImages);

  // Suggestions are picked at random live: five other published products, never the current one.
  const published = new Set([...products.map((product) => String(product.id))]);
  for (const product of products.slice(0, 5)) {
    result.compared++;
    const picked = await live.relatedProducts(product, 5);
    const ids = picked.ok ? picked.value.map((entry) => String(entry.id)) : [];
    if (ids.length !== Math.min(5, published.size - 1) || ids.includes(String(product.id)) || !ids.every((id) => published.has(id))) {
      result.differences.push(`suggestions for ${product.slug}: ${picked.ok ? ids.join(', ') : picked.error}`);
    }
  }
  return { ...result, requests };
}
