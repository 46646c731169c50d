import { describe, expect, it, vi } from 'vitest';
import type { FetchJson } from '../../widgets/content/shop/fetch-json.ts';
import { emptyFilters } from '../../widgets/core/shop/filters.ts';
import { createStaticCatalog } from '../../widgets/core/shop/static-catalog.ts';
import type { PagefindApi } from '../../widgets/search/pagefind-client.ts';
import { parseProductHits, productHitsFile } from '../../widgets/search/product-hits-file.ts';
import { createProductMatches } from '../../widgets/search/product-matches.ts';
import { demoShop } from '../support/shop-demo.ts';

/**
 * The shop list's text query below the index (the real index is in search-index.test.ts and the
 * browser tests): the file that names each hit's product, the matches in the search's order, what
 * a failure says, and the matches narrowed and ordered by the shop's own filters and sorts.
 */
const entry = { languages: { de: { hash: 'de_f4b9744ef4', page_count: 3 } } };
const hitsFile = productHitsFile([
  ['de_0a1', 12],
  ['de_0b2', 3],
  ['de_0c3', 7],
]);

/** Pagefind answering with these page hashes, best first; `search` records what it was asked. */
function pagefindAnswering(hashes: string[]) {
  const search = vi.fn(async (_query: string | null, _options?: Record<string, unknown>) => ({ results: hashes.map((id) => ({ id, data: async () => ({ url: '' }) })) }));
  const api: PagefindApi = { options: async () => {}, init: () => {}, search };
  return Object.assign(async () => api, { search });
}

function files(answers: Record<string, unknown>): FetchJson & { asked: string[] } {
  const asked: string[] = [];
  const fetchJson = (async (url: string, parse: (json: unknown) => unknown) => {
    asked.push(url);
    const path = url.replace(/\?.*$/, '');
    const value = path in answers ? parse(answers[path]) : null;
    return value === null ? { ok: false, kind: 'not-found', error: `No ${url}` } : { ok: true, value };
  }) as FetchJson;
  return Object.assign(fetchJson, { asked });
}

describe('the product hits file', () => {
  it('lists the pairs in id order and reads them back', () => {
    expect(hitsFile).toEqual({ ids: [3, 7, 12], pages: ['de_0b2', 'de_0c3', 'de_0a1'] });
    expect([...parseProductHits(JSON.parse(JSON.stringify(hitsFile)))!]).toEqual([
      ['de_0b2', 3],
      ['de_0c3', 7],
      ['de_0a1', 12],
    ]);
  });

  it('refuses a file of another shape instead of naming the wrong products', () => {
    for (const broken of [null, [], { ids: [1] }, { ids: [1, 2], pages: ['de_0a1'] }, { ids: [1], pages: ['<script>'] }, { ids: [null], pages: ['de_0a1'] }, { ids: [1.5], pages: ['de_0a1'] }]) {
      expect(parseProductHits(broken), JSON.stringify(broken)).toBeNull();
    }
  });
});

describe('the products the searched words find', () => {
  const answers = { '/pagefind/pagefind-entry.json': entry, '/pagefind/products/de_f4b9744ef4.json': hitsFile };

  it('are the products of the search’s hits, best first; a hit that is no product of the file is left out', async () => {
    const fetchJson = files(answers);
    const pagefind = pagefindAnswering(['de_0c3', 'de_999', 'de_0a1']);
    const matches = createProductMatches({ fetchJson, lang: 'de', pagefind });
    expect(await matches('ring')).toEqual({ ok: true, value: [7, 12] });
    expect(await matches('gold')).toEqual({ ok: true, value: [7, 12] });
    // The entry (past any copy the browser kept, as Pagefind asks for it) and the file are read once per visit.
    expect(fetchJson.asked).toEqual([expect.stringMatching(/^\/pagefind\/pagefind-entry\.json\?ts=\d+$/), '/pagefind/products/de_f4b9744ef4.json']);
    // Every hit is asked for, products and pages alike: the file tells which are products.
    expect(pagefind.search.mock.calls).toEqual([['ring'], ['gold']]);
  });

  it('say so when the search cannot load, and try the file again after it failed', async () => {
    const failing = createProductMatches({ fetchJson: files(answers), lang: 'de', pagefind: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await failing('ring')).toEqual({ ok: false, kind: 'error', error: 'The site search could not be loaded: Failed to fetch' });

    const fetchJson = files({ '/pagefind/pagefind-entry.json': entry });
    const matches = createProductMatches({ fetchJson, lang: 'de', pagefind: pagefindAnswering(['de_0a1']) });
    expect((await matches('ring')).ok).toBe(false);
    expect(await matches('ring')).toMatchObject({ ok: false, kind: 'not-found' });
    expect(fetchJson.asked.filter((url) => url.endsWith('.json') && url.includes('/products/'))).toHaveLength(2);
  });
});

describe('the shop list with searched words', () => {
  it('lists only the matches, best first, narrowed by the filters, or in the chosen sort', async () => {
    const { file } = await demoShop();
    const { products: summaries, taxonomy } = file;
    const catalog = createStaticCatalog(summaries);
    const [first, second, third] = summaries.filter((product) => product.manufacturer).slice(0, 3);
    const ranked = [third!.id, first!.id, second!.id];
    const searching = { ...emptyFilters(), query: 'ring' };

    const best = catalog.query(searching, 'relevance', 0, taxonomy, ranked);
    expect(best.products.map((product) => product.id)).toEqual(ranked);
    expect(best.meta.filter_count).toBe(3);

    const ofMaker = catalog.query({ ...searching, manufacturers: [first!.manufacturer!.slug] }, 'relevance', 0, taxonomy, ranked);
    expect(ofMaker.products.every((product) => product.manufacturer?.slug === first!.manufacturer!.slug)).toBe(true);
    expect(ofMaker.products.map((product) => product.id)).toContain(first!.id);

    const byName = catalog.query(searching, 'display_name', 0, taxonomy, ranked).products.map((product) => product.displayName);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'de')));
    expect(byName).toHaveLength(3);
    expect(catalog.query(searching, 'relevance', 0, taxonomy, []).meta.filter_count).toBe(0);
  });
});
