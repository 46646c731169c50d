import { beforeAll, describe, expect, it } from 'vitest';
import { createShopSource } from '../../widgets/content/shop/create-shop-source.ts';
import { staticShopSource } from '../../widgets/content/shop/static-source.ts';
import { emptyFilters } from '../../widgets/core/shop/filters.ts';
import { createStaticCatalog } from '../../widgets/core/shop/static-catalog.ts';
import { relatedCount, relatedPicks } from '../../widgets/core/shop/related.ts';
import { demoShop, firstPageSort, staticFilesFetch, type DemoShop } from '../support/shop-demo.ts';

let shop: DemoShop;
beforeAll(async () => {
  shop = await demoShop();
});

describe('the static shop source', () => {
  it('loads the index once for every filtered list question, and the cards of the pages shown, each once', async () => {
    const { fetchImpl, requests } = staticFilesFetch(shop);
    const source = staticShopSource({ fetchImpl });
    const catalog = createStaticCatalog(shop.file.products);
    const filters = { ...emptyFilters(), category: 'uhren' };
    const [taxonomy, page] = await Promise.all([source.taxonomy(), source.listProducts(filters, 'price_brutto', 0)]);
    await source.listProducts(filters, 'price_brutto', 1);
    // Another order of the same products: their cards are not fetched again.
    await source.listProducts(filters, '-price_brutto', 0);
    await source.listProducts(emptyFilters(), 'display_name', 2);
    const shown = [
      ...catalog.query(filters, 'price_brutto', 0, shop.file.taxonomy).products,
      ...catalog.query(filters, 'price_brutto', 1, shop.file.taxonomy).products,
      ...catalog.query(filters, '-price_brutto', 0, shop.file.taxonomy).products,
      ...catalog.query(emptyFilters(), 'display_name', 2, shop.file.taxonomy).products,
    ];
    const cardPaths = [...new Set(shown.map((product) => `/data/shop/de/cards/${product.id}.json`))];
    // The reversed page shows 20 products already fetched.
    expect(shown.length - cardPaths.length).toBeGreaterThanOrEqual(20);
    // The price order comes from the index's prices; the name order from its own file.
    expect(requests.sort()).toEqual(['/data/shop/de/index.json', '/data/shop/de/sort-display_name.json', '/data/shop/de/taxonomy.json', ...cardPaths].sort());
    expect(taxonomy).toEqual({ ok: true, value: shop.file.taxonomy });
    expect(page).toEqual({ ok: true, value: catalog.query(filters, 'price_brutto', 0, shop.file.taxonomy) });
  });

  it('answers the unfiltered first page in the default sort from the prerendered page, without the index, and keeps its cards', async () => {
    const { fetchImpl, requests } = staticFilesFetch(shop);
    const source = staticShopSource({ fetchImpl });
    const catalog = createStaticCatalog(shop.file.products);
    const page = await source.listProducts(emptyFilters(), firstPageSort, 0);
    const firstPage = catalog.query(emptyFilters(), firstPageSort, 0, shop.file.taxonomy);
    expect(page).toEqual({ ok: true, value: firstPage });
    expect(requests).toEqual(['/data/shop/de/first-page.json']);
    // Another sort needs the index; the cards the first page brought are not fetched again.
    const reversed = await source.listProducts(emptyFilters(), firstPageSort.replace(/^-/, '') as 'date_created', 0);
    expect(reversed).toEqual({ ok: true, value: catalog.query(emptyFilters(), 'date_created', 0, shop.file.taxonomy) });
    const firstIds = firstPage.products.map((product) => product.id);
    const allOnFirstPage = catalog.query({ ...emptyFilters(), priceMin: '0.00' }, firstPageSort, 0, shop.file.taxonomy);
    await source.listProducts({ ...emptyFilters(), priceMin: '0.00' }, firstPageSort, 0);
    expect(allOnFirstPage.products.filter((product) => firstIds.includes(product.id)).length).toBeGreaterThan(10);
    expect(requests).toContain('/data/shop/de/index.json');
    expect(requests.filter((path) => firstIds.some((id) => path === `/data/shop/de/cards/${id}.json`))).toEqual([]);
  });

  it('reads the files below the base URL', async () => {
    const { fetchImpl, requests } = staticFilesFetch(shop);
    const source = staticShopSource({ fetchImpl, baseUrl: 'https://cdn.example/site/' });
    await source.taxonomy();
    await source.productBySlug(shop.details[0]!.slug);
    expect(requests).toEqual(['/site/data/shop/de/taxonomy.json', `/site/data/shop/de/products/${shop.details[0]!.slug}.json`]);
  });

  it('loads a product page and its suggestions from the product\'s own file, in one request', async () => {
    const { fetchImpl, requests } = staticFilesFetch(shop);
    const detail = shop.details.find((entry) => entry.variants.length > 0 && entry.reviews.length > 0)!;
    const source = staticShopSource({ fetchImpl });
    const [result, related] = await Promise.all([source.productBySlug(detail.slug), source.relatedProducts(detail, 4)]);
    expect(result).toEqual({ ok: true, value: detail });
    expect(related).toEqual({ ok: true, value: relatedPicks(shop.file.products, detail) });
    expect(requests).toEqual([`/data/shop/de/products/${detail.slug}.json`]);
  });

  it('says "not found" for an unknown product, and does not even ask for a slug no product can have', async () => {
    const { fetchImpl, requests } = staticFilesFetch(shop);
    const source = staticShopSource({ fetchImpl });
    expect(await source.productBySlug('gibts-nicht')).toMatchObject({ ok: false, kind: 'not-found' });
    expect(await source.productBySlug('../../etc/passwd')).toMatchObject({ ok: false, kind: 'not-found' });
    expect(requests).toEqual(['/data/shop/de/products/gibts-nicht.json']);
  });

  it('suggests other products, never the current one, each once, the same ones in every build', () => {
    for (const detail of shop.details) {
      const ids = relatedPicks(shop.file.products, detail).map((product) => product.id);
      expect(ids).toHaveLength(relatedCount);
      expect(new Set(ids).size).toBe(relatedCount);
      expect(ids).not.toContain(detail.id);
      expect(relatedPicks(shop.file.products, detail).map((product) => product.id)).toEqual(ids);
    }
    // Not the same four everywhere.
    const sets = new Set(shop.details.map((detail) => relatedPicks(shop.file.products, detail).map((product) => product.id).join()));
    expect(sets.size).toBeGreaterThan(shop.details.length / 2);
    // A small catalog suggests all the others.
    const three = shop.file.products.slice(0, 3);
    expect(relatedPicks(three, three[0]!).map((product) => product.id).sort()).toEqual([three[1]!.id, three[2]!.id].sort());
  });

  it('passes a failed load of the index or of a sort\'s ranks on, and tries again on the next question', async () => {
    for (const failing of ['/data/shop/de/index.json', '/data/shop/de/sort-display_name.json']) {
      let calls = 0;
      const { fetchImpl: files } = staticFilesFetch(shop);
      const fetchImpl = (async (input: RequestInfo | URL) => (String(input) === failing && ++calls === 1 ? new Response('', { status: 500 }) : files(input))) as typeof fetch;
      const source = staticShopSource({ fetchImpl });
      const filters = { ...emptyFilters(), category: 'uhren' };
      expect(await source.listProducts(filters, 'display_name', 0), failing).toMatchObject({ ok: false, kind: 'error' });
      expect(await source.listProducts(filters, 'display_name', 0), failing).toMatchObject({ ok: true });
      expect(calls, failing).toBe(2);
    }
  });

  it('fails the page when one of its cards cannot be loaded, as a failed load, and fetches it again on the next question', async () => {
    const filters = { ...emptyFilters(), category: 'uhren' };
    const wanted = createStaticCatalog(shop.file.products).query(filters, 'display_name', 0, shop.file.taxonomy);
    const broken = `/data/shop/de/cards/${wanted.products[3]!.id}.json`;
    for (const [status, kind] of [[404, 'not-found'], [500, 'error']] as const) {
      let failures = 0;
      const { fetchImpl: files, requests } = staticFilesFetch(shop);
      const fetchImpl = (async (input: RequestInfo | URL) => (String(input) === broken && ++failures === 1 ? new Response('', { status }) : files(input))) as typeof fetch;
      const source = staticShopSource({ fetchImpl });
      expect(await source.listProducts(filters, 'display_name', 0)).toMatchObject({ ok: false, kind });
      expect(await source.listProducts(filters, 'display_name', 0)).toEqual({ ok: true, value: wanted });
      expect(requests.filter((path) => path === broken)).toHaveLength(1);
      expect(failures).toBe(2);
    }
  });

  it('refuses a card file that holds another product, and an index of another format', async () => {
    const filters = { ...emptyFilters(), category: 'uhren' };
    const [one, other] = createStaticCatalog(shop.file.products).query(filters, 'display_name', 0, shop.file.taxonomy).products;
    const { fetchImpl: files } = staticFilesFetch(shop);
    const swapped = (async (input: RequestInfo | URL) =>
      String(input) === `/data/shop/de/cards/${one!.id}.json` ? files(`/data/shop/de/cards/${other!.id}.json`) : files(input)) as typeof fetch;
    expect(await staticShopSource({ fetchImpl: swapped }).listProducts(filters, 'display_name', 0)).toMatchObject({ ok: false, kind: 'not-found' });
    const stale = (async (input: RequestInfo | URL) =>
      String(input).endsWith('/index.json') ? new Response(JSON.stringify({ ...(await (await files(input)).json()), format: 'shop-index/0' })) : files(input)) as typeof fetch;
    expect(await staticShopSource({ fetchImpl: stale }).listProducts(filters, 'display_name', 0)).toMatchObject({ ok: false, kind: 'not-found' });
  });

  it('calls files of another shape "not found"', async () => {
    const fetchImpl = (async () => new Response(JSON.stringify({ products: 'none' }))) as unknown as typeof fetch;
    const source = staticShopSource({ fetchImpl });
    expect(await source.taxonomy()).toMatchObject({ ok: false, kind: 'not-found' });
    expect(await source.listProducts({ ...emptyFilters(), tag: 'neu' }, 'display_name', 0)).toMatchObject({ ok: false, kind: 'not-found' });
    expect(await source.listProducts(emptyFilters(), 'display_name', 0)).toMatchObject({ ok: false, kind: 'not-found' });
    expect(await source.productBySlug('ring')).toMatchObject({ ok: false, kind: 'not-found' });
  });

  it('is what the shop config { kind: "static" } creates', async () => {
    const { fetchImpl } = staticFilesFetch(shop);
    const source = createShopSource({ kind: 'static' }, { fetchImpl });
    expect(source.kind).toBe('static');
    expect(await source.taxonomy()).toEqual({ ok: true, value: shop.file.taxonomy });
  });
});
