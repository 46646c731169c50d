import { canonicalPath } from '../core/routes.ts';

/**
 * The site's search index in the browser: Pagefind's own script (/pagefind/pagefind.js, written by
 * the build beside the pages), loaded the first time a visitor searches. It picks the index of the
 * page's language from <html lang> and loads only the fragments a query needs. Its raw result
 * shapes stay here; the widget sees SearchHit.
 */
export interface SearchHit {
  kind: 'product' | 'page';
  url: string;
  title: string;
  /** Products: a small image and the texts the product page shows. */
  image?: string;
  imageAlt?: string;
  maker?: string;
  price?: string;
  unitPrice?: string;
  /** Pages: the words around the match, as text with the matched words marked. */
  excerpt: Array<{ text: string; marked: boolean }>;
}

interface PagefindResultData {
  url: string;
  excerpt?: string;
  meta?: Record<string, string | undefined>;
}

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void> | void;
  /** `id`: the hash of the hit's page (its fragment), known before the fragment is loaded. */
  /** `query` null: every page the filters let through. */
  search(query: string | null, options?: Record<string, unknown>): Promise<{ results: Array<{ id: string; data(): Promise<PagefindResultData> }> }>;
}

/** Where the build writes Pagefind's script; a variable, so the bundler leaves the import to the browser. */
const pagefindScript = '/pagefind/pagefind.js';

let loading: Promise<PagefindApi> | null = null;

/** Pagefind, loaded once per page; a failed load is tried again on the next search. */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (import(/* @vite-ignore */ pagefindScript) as Promise<PagefindApi>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 14 });
    await pagefind.init();
    return pagefind;
  });
  loading.catch(() => (loading = null));
  return loading;
}

/** The excerpt Pagefind marks up (`<mark>` around the matched words) as text parts, never as HTML. */
function excerptParts(excerpt: string): SearchHit['excerpt'] {
  const parts: SearchHit['excerpt'] = [];
  const decode = (text: string) => new DOMParser().parseFromString(`<p>${text}</p>`, 'text/html').body.textContent ?? '';
  for (const [index, piece] of excerpt.split(/<\/?mark>/).entries()) {
    const text = decode(piece.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, marked: index % 2 === 1 });
  }
  return parts;
}

function searchHit(data: PagefindResultData): SearchHit {
  const meta = data.meta ?? {};
  return {
    kind: meta.kind === 'product' ? 'product' : 'page',
    // Pagefind names a folder's page with a trailing slash; the site's addresses have none.
    url: canonicalPath(data.url),
    title: meta.title ?? data.url,
    image: meta.image || undefined,
    imageAlt: meta.image_alt || undefined,
    maker: meta.maker || undefined,
    price: meta.price || undefined,
    unitPrice: meta.unit_price || undefined,
    excerpt: data.excerpt ? excerptParts(data.excerpt) : [],
  };
}

/** How many of each kind a search shows: the list fits a phone's screen above the keyboard. */
const shownProducts = 5;
const shownPages = 3;

type PagefindResult = Awaited<ReturnType<PagefindApi['search']>>['results'][number];

/** The hits' data, read side by side: each read fetches one fragment. */
const hitsOf = async (results: PagefindResult[]) => (await Promise.all(results.map((result) => result.data()))).map(searchHit);

let contentPages: Promise<Set<string>> | null = null;

/**
 * Which hits are content pages: the pages with Pagefind's `kind: page` filter, asked once (a
 * search for no words lists every page with the filter). Only content pages carry it, so the
 * filter lists a few dozen pages, not every product (at 10,000 products a filter on both was
 * 21 kB); every other hit is a product.
 */
function contentPagesOf(pagefind: PagefindApi): Promise<Set<string>> {
  contentPages ??= pagefind.search(null, { filters: { kind: 'page' } }).then((pages) => new Set(pages.results.map((result) => result.id)));
  contentPages.catch(() => (contentPages = null));
  return contentPages;
}

/**
 * The hits for a query: one search, its hits parted into products and pages, each kind in the
 * search's order, so many matching products never push the pages out.
 */
export async function searchSite(query: string): Promise<{ products: SearchHit[]; pages: SearchHit[] }> {
  const pagefind = await loadPagefind();
  const [found, isPage] = await Promise.all([pagefind.search(query), contentPagesOf(pagefind)]);
  const products = found.results.filter((result) => !isPage.has(result.id)).slice(0, shownProducts);
  const pages = found.results.filter((result) => isPage.has(result.id)).slice(0, shownPages);
  const [productHits, pageHits] = await Promise.all([hitsOf(products), hitsOf(pages)]);
  return { products: productHits, pages: pageHits };
}
