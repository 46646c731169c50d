import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSorts, type ProductSort } from '../../widgets/core/catalog/shop-settings.ts';
import { emptyFilters } from '../../widgets/core/shop/filters.ts';
import { emptyLastParts, productListQuery } from '../../widgets/core/shop/product-query.ts';
import { createStaticCatalog, type StaticCatalog } from '../../widgets/core/shop/static-catalog.ts';
import type { ProductSummary, ShopFilters, ShopTaxonomy } from '../../widgets/core/shop/types.ts';
import { sortItems } from '../../widgets/core/directus-sort.ts';
import { demoDomain, demoShop, directusAnswer, type DemoShop } from '../support/shop-demo.ts';

/**
 * The static catalog must answer exactly as the content API would: for the same filters, sort and
 * page, the same products in the same order and the same filter_count. "The API" here is
 * productListQuery evaluated with Directus' semantics (matchesFilter, sortItems, paging) over the
 * raw demo items; products the build skipped as broken are left out of both. The static answer
 * is the browser's: the index the build writes from the products (shopIndexOf), read back from
 * JSON (parseShopIndex) and queried (createIndexQuery), its ids looked up as the cards
 * (createStaticCatalog does exactly that).
 */

let shop: DemoShop;
let catalog: StaticCatalog;
let taxonomy: ShopTaxonomy;

beforeAll(async () => {
  shop = await demoShop();
  catalog = createStaticCatalog(shop.file.products);
  taxonomy = shop.file.taxonomy;
});

const filters = (patch: Partial<ShopFilters>): ShopFilters => ({ ...emptyFilters(), ...patch });

function compare(wanted: ShopFilters, sort: ProductSort, page: number) {
  const answer = directusAnswer(shop.rawProducts, productListQuery(wanted, sort, page, taxonomy, demoDomain), shop.brokenIds);
  const result = catalog.query(wanted, sort, page, taxonomy);
  const context = JSON.stringify({ wanted, sort, page });
  expect(result.products.map((product) => product.id), context).toEqual(answer.ids);
  expect(result.meta.filter_count, context).toBe(answer.filterCount);
  return result;
}

describe('the static catalog answers like the content API', () => {
  it('has a demo catalog to compare with', () => {
    expect(shop.file.products.length).toBeGreaterThan(100);
    // Whatever the build skipped is left out of the comparison (none in today's demo).
    expect(shop.brokenIds.size).toBe(shop.warnings.filter((warning) => warning.startsWith('ecommerce_product ')).length);
  });

  it('lists every product, page by page, in each of the six sorts', () => {
    for (const sort of productSorts) {
      const pages = Math.ceil(shop.file.products.length / 20);
      const seen: unknown[] = [];
      for (let page = 0; page <= pages; page++) seen.push(...compare(emptyFilters(), sort, page).products.map((product) => product.id));
      // Every product exactly once across the pages.
      expect(new Set(seen).size, sort).toBe(shop.file.products.length);
    }
  });

  it('sorts products on request after the priced ones, in both price directions', () => {
    const onRequest = shop.file.products.filter((product) => product.priceBrutto === null).length;
    expect(onRequest).toBeGreaterThan(0);
    for (const sort of ['price_brutto', '-price_brutto'] as const) {
      const all = [...Array(8).keys()].flatMap((page) => catalog.query(emptyFilters(), sort, page, taxonomy).products);
      expect(all.slice(-onRequest).every((product) => product.priceBrutto === null), sort).toBe(true);
    }
  });

  it('agrees for each category, manufacturer, subcategory, tag and attribute value alone', () => {
    const cases: Array<Partial<ShopFilters>> = [
      ...taxonomy.categories.map((category) => ({ category: category.slug })),
      ...taxonomy.manufacturers.map((manufacturer) => ({ manufacturers: [manufacturer.slug] })),
      ...taxonomy.subcategories.map((subcategory) => ({ subcategories: [subcategory.slug] })),
      ...[...taxonomy.tags.map((tag) => tag.slug), 'fremd', 'gibts-nicht'].map((tag) => ({ tag })),
      ...taxonomy.attributeGroups.flatMap((group) => group.values.map((value) => ({ attributes: { [String(group.id)]: [value] } }))),
    ];
    let nonEmpty = 0;
    for (const patch of cases) if (compare(filters(patch), '-date_created', 0).meta.filter_count > 0) nonEmpty++;
    expect(nonEmpty).toBeGreaterThan(cases.length * 0.8);
  });

  it('agrees on the hard cases: unknown slugs, price bounds on exact prices, prices on request, several groups, later pages', () => {
    const prices = [...new Set(shop.file.products.flatMap((product) => (product.priceBrutto ? [product.priceBrutto] : [])))].sort((a, b) => Number(a) - Number(b));
    const middle = prices[Math.floor(prices.length / 2)]!;
    const [firstManufacturer, secondManufacturer] = taxonomy.manufacturers;
    const cases: Array<[Partial<ShopFilters>, ProductSort, number]> = [
      [{ manufacturers: ['gibts-nicht'] }, 'display_name', 0],
      [{ manufacturers: ['gibts-nicht', firstManufacturer!.slug] }, 'display_name', 0],
      [{ subcategories: ['gibts-nicht'] }, 'display_name', 0],
      [{ category: 'gibts-nicht' }, 'display_name', 0],
      [{ manufacturers: [firstManufacturer!.slug, secondManufacturer!.slug] }, '-price_brutto', 0],
      [{ priceMin: middle }, 'price_brutto', 0],
      [{ priceMax: middle }, '-price_brutto', 1],
      [{ priceMin: middle, priceMax: middle }, 'display_name', 0],
      [{ priceMin: prices[0]!, priceMax: prices.at(-1)! }, 'price_brutto', 5],
      [{ priceMin: '0.00' }, '-price_brutto', 7],
      [{ priceMin: '999999.00' }, 'display_name', 0],
      [{ priceMin: '500.00', priceMax: '100.00' }, 'display_name', 0],
      [{ attributes: { 1: ['Gelbgold 585', 'Weißgold 585'], 2: ['Gold', 'Weiß'] } }, '-display_name', 0],
      [{ attributes: { 3: ['50', '54'] } }, 'price_brutto', 0],
      [{ attributes: { 99: ['Gold'] } }, 'display_name', 0],
      [{ category: 'uhren', attributes: { 5: ['Automatik'] }, priceMax: '3000.00' }, 'date_created', 0],
      [{ category: 'schmuck', tag: 'bestseller' }, '-date_created', 0],
      [{}, 'display_name', 1000],
    ];
    for (const [patch, sort, page] of cases) compare(filters(patch), sort, page);
  });

  it('agrees for random combinations of filters, sorts and pages', () => {
    const prices = shop.file.products.flatMap((product) => (product.priceBrutto ? [product.priceBrutto] : []));
    // Mostly unset, so that combinations still find products.
    const sometimes = <T>(arbitrary: fc.Arbitrary<T>, empty: T) =>
      fc.oneof({ weight: 3, arbitrary: fc.constant(empty) }, { weight: 1, arbitrary });
    const slugs = (entries: ReadonlyArray<{ slug: string }>) => fc.subarray([...entries.map((entry) => entry.slug), 'gibts-nicht'], { minLength: 1, maxLength: 3 });
    const price = fc.oneof(fc.constantFrom(...prices), fc.integer({ min: 0, max: 6000 }).map((euros) => `${euros}.00`));
    const attributes = fc
      .subarray(taxonomy.attributeGroups, { maxLength: 2 })
      .chain((groups) =>
        fc.tuple(...groups.map((group) => fc.subarray(group.values, { minLength: 1, maxLength: 3 }).map((values) => [String(group.id), values] as const))),
      )
      .map((entries) => Object.fromEntries(entries));
    const arbitraryFilters = fc.record<ShopFilters>({
      query: fc.constant(null),
      category: sometimes(fc.constantFrom(...taxonomy.categories.map((category) => category.slug)), null),
      manufacturers: sometimes(slugs(taxonomy.manufacturers), []),
      subcategories: sometimes(slugs(taxonomy.subcategories), []),
      attributes: sometimes(attributes, {}),
      tag: sometimes(fc.constantFrom(...taxonomy.tags.map((tag) => tag.slug), 'fremd'), null),
      priceMin: sometimes(price, null),
      priceMax: sometimes(price, null),
      sort: fc.constant(null),
      page: fc.constant(0),
    });
    let nonEmpty = 0;
    let runs = 0;
    fc.assert(
      fc.property(arbitraryFilters, fc.constantFrom(...productSorts), fc.nat({ max: 3 }), (wanted, sort, page) => {
        runs++;
        if (compare(wanted, sort, page).products.length > 0) nonEmpty++;
      }),
      { numRuns: 400 },
    );
    // The comparison means something only if many combinations find products.
    expect(nonEmpty).toBeGreaterThan(runs * 0.25);
  });
});

describe('the static catalog\'s page', () => {
  it('describes the page with the API\'s meta', () => {
    const all = shop.file.products.length;
    expect(catalog.query(emptyFilters(), 'display_name', 1, taxonomy).meta).toEqual({
      filter_count: all,
      result_count: 20,
      limit: 20,
      offset: 20,
      page: 2,
      page_count: Math.ceil(all / 20),
    });
    const last = Math.ceil(all / 20) - 1;
    expect(catalog.query(emptyFilters(), 'display_name', last, taxonomy).meta.result_count).toBe(all - last * 20);
  });

  it('treats a page index that is no whole number from 0 as the first page', () => {
    const first = catalog.query(emptyFilters(), 'display_name', 0, taxonomy).products;
    for (const page of [-1, 1.5, Number.NaN]) expect(catalog.query(emptyFilters(), 'display_name', page, taxonomy).products).toEqual(first);
  });

  it('orders equal values by id and empty creation dates last', () => {
    const product = (id: number, patch: Partial<ProductSummary>): ProductSummary => ({
      id,
      slug: `p-${id}`,
      displayName: 'Ring',
      image: null,
      manufacturer: null,
      category: null,
      subcategoryIds: [],
      tags: [],
      attributes: [],
      stock: 1,
      priceBrutto: '10.00',
      variantPrices: [],
      unitPrice: null,
      ratings: [],
      dateCreated: '2024-01-01T00:00:00',
      ...patch,
    });
    const small = createStaticCatalog([product(3, {}), product(1, { dateCreated: '' }), product(2, {}), product(4, { dateCreated: '2025-01-01T00:00:00' })]);
    const ids = (sort: ProductSort) => small.query(emptyFilters(), sort, 0, taxonomy).products.map((entry) => entry.id);
    expect(ids('display_name')).toEqual([1, 2, 3, 4]);
    expect(ids('-price_brutto')).toEqual([1, 2, 3, 4]);
    expect(ids('-date_created')).toEqual([4, 2, 3, 1]);
    expect(ids('date_created')).toEqual([2, 3, 4, 1]);
  });
});

describe('the static catalog\'s sort orders', () => {
  // Beyond the demo: names with umlauts and ties, times of one shape or mixed shapes, missing
  // values and ids out of order, each ordered as sortItems (Directus' semantics) orders them.
  const sortField: Record<string, (product: ProductSummary) => unknown> = {
    display_name: (product) => product.displayName,
    price_brutto: (product) => product.priceBrutto,
    date_created: (product) => product.dateCreated || null,
  };
  const summary = (id: number, displayName: string, priceBrutto: string | null, dateCreated: string): ProductSummary => ({
    id, slug: `p-${id}`, displayName, priceBrutto, dateCreated, variantPrices: [], unitPrice: null, image: null, manufacturer: null, category: null,
    subcategoryIds: [], tags: [], attributes: [], stock: 1, ratings: [],
  });
  const name = fc.constantFrom('Ring', 'ring', 'Öse', 'Ähre', 'Zeitmesser', 'Uhr 40 mm', 'Uhr 400 mm', '585 Gold', 'Anhänger', 'anhänger');
  const price = fc.option(fc.constantFrom('19.00', '19.90', '100.00', '1290.00', '9.50'), { nil: null });
  const oneShapeTime = fc.integer({ min: 0, max: 40 }).map((day) => new Date(Date.UTC(2024, 0, 1 + day, day % 24)).toISOString().slice(0, 19));
  const mixedTime = fc.oneof(oneShapeTime, oneShapeTime.map((time) => `${time}.000Z`), fc.constant(''));

  for (const [label, time] of [['times of one shape', oneShapeTime], ['mixed and missing times', mixedTime]] as const) {
    it(`orders like sortItems, with ${label}`, () => {
      const products = fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 60 }).chain((ids) =>
        fc.tuple(...ids.map((id) => fc.tuple(name, price, time).map(([displayName, priceBrutto, dateCreated]) => summary(id, displayName, priceBrutto, dateCreated)))),
      );
      fc.assert(
        fc.property(products, fc.constantFrom(...productSorts), (list, sort) => {
          const field = sort.replace(/^-/, '');
          const rows = list.map((product) => ({ product, [field]: sortField[field]!(product), id: product.id }));
          const expected = sortItems(rows, [sort, 'id']).map((row) => row.product.id);
          const all = Math.ceil(list.length / 20);
          const got = Array.from({ length: all }, (_, page) => createStaticCatalog(list).query(emptyFilters(), sort, page, taxonomy).products).flat();
          expect(got.map((product) => product.id)).toEqual(expected);
        }),
        { numRuns: 150 },
      );
    });
  }
});

/**
 * How a database orders empty values when nobody says: SQLite puts NULL first ascending and last
 * descending, PostgreSQL the other way round. Directus 11 hands the choice to the database.
 */
const emptiesWhereTheDatabasePutsThem = (emptiesFirstWhen: 'ascending' | 'descending') => (items: readonly unknown[], sort: readonly string[]) => {
  const keyed = sortItems(items, sort);
  const [first] = sort;
  if (!first) return keyed;
  const field = first.replace(/^-/, '');
  const ascending = !first.startsWith('-');
  const isEmpty = (item: unknown) => (item as Record<string, unknown>)[field] === null || (item as Record<string, unknown>)[field] === undefined;
  const emptiesFirst = ascending === (emptiesFirstWhen === 'ascending');
  const [empty, valued] = [keyed.filter(isEmpty), keyed.filter((item) => !isEmpty(item))];
  return emptiesFirst ? [...empty, ...valued] : [...valued, ...empty];
};

describe('a price sort asked in two parts (emptyLastParts)', () => {
  it('gives every page as the static catalog does, whichever end the database puts products on request', () => {
    for (const database of ['ascending', 'descending'] as const) {
      const sortLikeTheDatabase = emptiesWhereTheDatabasePutsThem(database);
      for (const sort of ['price_brutto', '-price_brutto'] as const) {
        for (const wanted of [emptyFilters(), filters({ category: 'uhren' })]) {
          const pages = Math.ceil(shop.file.products.length / 20);
          for (let page = 0; page <= pages; page++) {
            const parts = emptyLastParts(productListQuery(wanted, sort, page, taxonomy, demoDomain))!;
            const valued = directusAnswer(shop.rawProducts, parts.valued, shop.brokenIds, sortLikeTheDatabase);
            const empty = directusAnswer(shop.rawProducts, parts.empty(valued.filterCount, valued.ids.length), shop.brokenIds, sortLikeTheDatabase);
            const result = catalog.query(wanted, sort, page, taxonomy);
            const context = JSON.stringify({ database, sort, wanted, page });
            expect([...valued.ids, ...empty.ids], context).toEqual(result.products.map((product) => product.id));
            expect(valued.filterCount + empty.filterCount, context).toBe(result.meta.filter_count);
          }
        }
      }
    }
  });

  it('is one query for the sorts whose field is never empty', () => {
    for (const sort of ['display_name', '-date_created'] as const) expect(emptyLastParts(productListQuery(emptyFilters(), sort, 0, taxonomy, demoDomain))).toBeNull();
  });
});
