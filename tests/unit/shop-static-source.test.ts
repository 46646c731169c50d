import { beforeAll, describe, expect, it } from 'vitest';
import { createShopSource } from '../../widgets/content/shop/create-shop-source.ts';
import { staticShopSource } from '../../widgets/content/shop/static-source.ts';
import { emptyFilters } from '../../widgets/core/shop/filters.ts';
import { createStaticCatalog } from '../../widgets/core/shop/static-query.ts';
import { demoShop, staticFilesFetch, type DemoShop } from '../support/shop-demo.ts';

let shop: DemoShop;
beforeAll(async () => {
  shop = await demoShop();
});

/** A seeded generator, so "random" picks repeat from run to run. */
function seeded(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

describe('the static shop source', () => {
  it('loads the catalog once for every list, taxonomy and "you may also like" question', async () => {
    const { fetchImpl, requests } = staticFilesFetch(shop);
    const source = staticShopSource({ fetchImpl });
    const filters = { ...emptyFilters(), category: 'uhren' };
    const [taxonomy, page, random] = await Promise.all([
      source.taxonomy(),
      source.listProducts(filters, 'price_brutto', 0),
      source.randomProducts(4, 101),
    ]);
    await source.listProducts(filters, 'price_brutto', 1);
    expect(requests).toEqual(['/data/shop/catalog.json']);
    expect(taxonomy).toEqual({ ok: true, value: shop.file.taxonomy });
    expect(page).toEqual({ ok: true, value: createStaticCatalog(shop.file.products).query(filters, 'price_brutto', 0, shop.file.taxonomy) });
    expect(random.ok && random.value).toHaveLength(4);
  });

  it('reads the files below the base URL', async () => {
    const { fetchImpl, requests } = staticFilesFetch(shop);
    const source = staticShopSource({ fetchImpl, baseUrl: 'https://cdn.example/site/' });
    await source.taxonomy();
    await source.productBySlug(shop.details[0]!.slug);
    expect(requests).toEqual(['/site/data/shop/catalog.json', `/site/data/shop/products/${shop.details[0]!.slug}.json`]);
  });

  it('loads a product page from its own file', async () => {
    const { fetchImpl, requests } = staticFilesFetch(shop);
    const detail = shop.details.find((entry) => entry.variants.length > 0 && entry.reviews.length > 0)!;
    const result = await staticShopSource({ fetchImpl }).productBySlug(detail.slug);
    expect(result).toEqual({ ok: true, value: detail });
    expect(requests).toEqual([`/data/shop/products/${detail.slug}.json`]);
  });

  it('says "not found" for an unknown product, and does not even ask for a slug no product can have', async () => {
    const { fetchImpl, requests } = staticFilesFetch(shop);
    const source = staticShopSource({ fetchImpl });
    expect(await source.productBySlug('gibts-nicht')).toMatchObject({ ok: false, kind: 'not-found' });
    expect(await source.productBySlug('../../etc/passwd')).toMatchObject({ ok: false, kind: 'not-found' });
    expect(requests).toEqual(['/data/shop/products/gibts-nicht.json']);
  });

  it('suggests other products, never the current one, each once', async () => {
    const { fetchImpl } = staticFilesFetch(shop);
    const source = staticShopSource({ fetchImpl, random: seeded(7) });
    const current = shop.file.products[0]!.id;
    for (let round = 0; round < 20; round++) {
      const result = await source.randomProducts(6, current);
      const ids = result.ok ? result.value.map((product) => product.id) : [];
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      expect(ids).not.toContain(current);
    }
    const everything = await source.randomProducts(10_000, current);
    expect(everything.ok && everything.value.length).toBe(shop.file.products.length - 1);
    expect(await source.randomProducts(0, current)).toEqual({ ok: true, value: [] });
  });

  it('passes a failed catalog load on, and tries again on the next question', async () => {
    let calls = 0;
    const { fetchImpl: files } = staticFilesFetch(shop);
    const fetchImpl = (async (input: RequestInfo | URL) => (++calls === 1 ? new Response('', { status: 500 }) : files(input))) as typeof fetch;
    const source = staticShopSource({ fetchImpl });
    expect(await source.listProducts(emptyFilters(), 'display_name', 0)).toMatchObject({ ok: false, kind: 'error' });
    expect(await source.listProducts(emptyFilters(), 'display_name', 0)).toMatchObject({ ok: true });
  });

  it('calls a catalog file of another shape "not found"', async () => {
    const fetchImpl = (async () => new Response(JSON.stringify({ products: 'none' }))) as unknown as typeof fetch;
    expect(await staticShopSource({ fetchImpl }).taxonomy()).toMatchObject({ ok: false, kind: 'not-found' });
  });

  it('is what the shop config { kind: "static" } creates', async () => {
    const { fetchImpl } = staticFilesFetch(shop);
    const source = createShopSource({ kind: 'static' }, { fetchImpl });
    expect(source.kind).toBe('static');
    expect(await source.taxonomy()).toEqual({ ok: true, value: shop.file.taxonomy });
  });
});
