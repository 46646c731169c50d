import { beforeAll, describe, expect, it } from 'vitest';
import { parseShopIndex, parseSortFile, priceRanks, ranksFor, staticIndexPath, staticSortPath } from '../../widgets/core/shop/static-index.ts';
import { shopIndexFiles, type ShopIndexFiles } from '../../widgets/core/shop/static-index-writer.ts';
import type { ProductSummary } from '../../widgets/core/shop/types.ts';
import { demoShop, type DemoShop } from '../support/shop-demo.ts';

/**
 * The index files the build writes and the browser reads (static-index.ts). That the answers are
 * the content API's is proven in shop-static-query.test.ts; here: what the files hold, and that a
 * broken or stale file is refused as a whole.
 */

let shop: DemoShop;
let files: ShopIndexFiles;
const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

beforeAll(async () => {
  shop = await demoShop();
  files = shopIndexFiles(shop.file.products);
});

describe('the shop index the build writes', () => {
  it('lives at fixed paths, one set per language', () => {
    expect(staticIndexPath('de')).toBe('/data/shop/de/index.json');
    expect(staticSortPath('en', 'display_name')).toBe('/data/shop/en/sort-display_name.json');
  });

  it('holds every product once, in id order, with its price and every filterable text', () => {
    const index = parseShopIndex(throughJson(files.index))!;
    expect(index.size).toBe(shop.file.products.length);
    const ids = shop.file.products.map((product) => product.id as number).sort((a, b) => a - b);
    expect(index.ids).toEqual(ids);
    // Whole-number ids are written as steps: a handful of bytes for thousands of ids.
    expect(files.index.ids).toMatchObject({ steps: expect.any(Array) });
    const byId = new Map(shop.file.products.map((product) => [product.id, product]));
    index.ids.forEach((id, position) => {
      const product = byId.get(id)!;
      expect(Number.isNaN(index.prices[position]!) ? null : index.prices[position]).toBe(product.priceBrutto === null ? null : Number(product.priceBrutto));
      const texts = [...index.facets.subarray(index.start[position], index.start[position + 1])].map((at) => index.keys[at]!);
      const wanted = [
        ...(product.category ? [['category', '', product.category.slug]] : []),
        ...(product.manufacturer ? [['manufacturer', '', String(product.manufacturer.id)]] : []),
        ...product.subcategoryIds.map((sub) => ['subcategory', '', String(sub)]),
        ...product.tags.map((tag) => ['tag', '', tag]),
        ...product.attributes.flatMap(({ groupId, values }) => values.map((value) => ['attribute', String(groupId), value])),
      ];
      expect(texts.map(({ kind, group, key }) => [kind, group, key]).sort(), String(id)).toEqual([...new Set(wanted.map((entry) => JSON.stringify(entry)))].map((entry) => JSON.parse(entry)).sort());
    });
  });

  it('keeps ids of other shapes as they are', () => {
    const product = shop.file.products[0]!;
    const uuids: ProductSummary[] = [{ ...product, id: 'b-2' }, { ...product, id: 'a-1' }];
    const written = shopIndexFiles(uuids);
    expect(written.index.ids).toEqual(['a-1', 'b-2']);
    expect(parseShopIndex(throughJson(written.index))!.ids).toEqual(['a-1', 'b-2']);
  });

  it('ties each sort file to its index, and orders prices from the index itself', () => {
    const index = parseShopIndex(throughJson(files.index))!;
    for (const file of files.sorts) {
      const ranks = ranksFor(index, parseSortFile(throughJson(file))!);
      expect(ranks?.field).toBe(file.field);
      expect([...ranks!.ranks]).toEqual(file.ranks);
    }
    const prices = priceRanks(index).ranks;
    const lowest = Math.min(...index.prices.filter((price) => !Number.isNaN(price)));
    index.prices.forEach((price, position) => {
      if (Number.isNaN(price)) expect(prices[position]).toBe(-1);
      else if (price === lowest) expect(prices[position]).toBe(0);
      else expect(prices[position]).toBeGreaterThan(0);
    });
    // Another build's sort file (a deploy between two fetches, here one product repriced) is not used.
    const other = shopIndexFiles(shop.file.products.map((product, at) => (at === 0 ? { ...product, priceBrutto: '123456.00' } : product)));
    expect(ranksFor(index, parseSortFile(throughJson(other.sorts[0]!))!)).toBeNull();
  });
});

describe('a shop index of another shape', () => {
  it('is refused as a whole', () => {
    const good = throughJson(files.index);
    const broken: unknown[] = [
      null,
      [],
      { ...good, format: 'shop-index/0' },
      { ...good, build: 7 },
      { ...good, prices: good.prices.slice(1) },
      { ...good, prices: ['12.50', ...good.prices.slice(1)] },
      { ...good, ids: { steps: [1, 0, ...(good.ids as { steps: number[] }).steps.slice(2)] } },
      { ...good, ids: [...Array(good.prices.length - 1).keys(), 0] },
      { ...good, facets: { ...good.facets, of: good.facets.of.slice(1) } },
      { ...good, facets: { ...good.facets, of: [9999, ...good.facets.of.slice(1)] } },
      { ...good, facets: { ...good.facets, of: [[0, -1], ...good.facets.of.slice(1)] } },
      { ...good, facets: { ...good.facets, kinds: [{ kind: 'colour', keys: ['rot'] }, ...good.facets.kinds] } },
      { ...good, facets: { ...good.facets, kinds: [{ kind: 'attribute', keys: ['rot'] }, ...good.facets.kinds] } },
    ];
    expect(parseShopIndex(good)).not.toBeNull();
    for (const file of broken) expect(parseShopIndex(file), JSON.stringify(file)?.slice(0, 120)).toBeNull();
  });

  it('is a sort file refused, with ranks out of range or of another field', () => {
    const index = parseShopIndex(throughJson(files.index))!;
    const good = throughJson(files.sorts[0]!);
    expect(parseSortFile({ ...good, field: 'price_brutto' })).toBeNull();
    expect(parseSortFile({ ...good, format: 'shop-index/0' })).toBeNull();
    expect(ranksFor(index, parseSortFile({ ...good, ranks: good.ranks.slice(1) })!)).toBeNull();
    expect(ranksFor(index, parseSortFile({ ...good, ranks: [index.size, ...good.ranks.slice(1)] })!)).toBeNull();
    expect(ranksFor(index, parseSortFile({ ...good, ranks: [-2, ...good.ranks.slice(1)] })!)).toBeNull();
  });
});
