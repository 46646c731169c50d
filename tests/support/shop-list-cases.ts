import fc from 'fast-check';
import { productSorts, type ProductSort } from '../../widgets/core/catalog/shop-settings.ts';
import { emptyFilters } from '../../widgets/core/shop/filters.ts';
import type { ShopFilters, ShopTaxonomy } from '../../widgets/core/shop/types.ts';

/** One question to a shop list: the filters, the sort and the page (0-based). */
export interface ShopListCase {
  filters: ShopFilters;
  sort: ProductSort;
  page: number;
}

const filters = (patch: Partial<ShopFilters>): ShopFilters => ({ ...emptyFilters(), ...patch });

/**
 * The shop list questions the live source must answer like the static one, for the demo's
 * taxonomy: every sort, pages past the end, each filter alone and together (two attribute
 * groups, unknown slugs, a price range and a bound), and a fixed sample of random combinations.
 * Asked of the Directus double (tests/unit/shop-live-source.test.ts) and of a real Directus on
 * PostgreSQL (npm run test:directus).
 */
export function shopListCases(taxonomy: ShopTaxonomy): ShopListCase[] {
  const cases: Array<[Partial<ShopFilters>, ProductSort, number]> = [
    ...productSorts.map((sort) => [{}, sort, 0] as [Partial<ShopFilters>, ProductSort, number]),
    [{}, '-price_brutto', 7],
    [{}, 'display_name', 99],
    [{ category: 'uhren' }, 'price_brutto', 1],
    [{ manufacturers: [taxonomy.manufacturers[0]!.slug, taxonomy.manufacturers[3]!.slug] }, 'display_name', 0],
    [{ manufacturers: ['gibts-nicht'] }, 'display_name', 0],
    [{ subcategories: [taxonomy.subcategories[2]!.slug, 'gibts-nicht'] }, '-date_created', 0],
    [{ tag: 'geschenkidee' }, '-display_name', 0],
    [{ tag: 'fremd' }, '-display_name', 0],
    [{ priceMin: '200.00', priceMax: '1500.00' }, 'price_brutto', 1],
    [{ priceMax: '99.00' }, '-price_brutto', 0],
    [{ attributes: { 1: ['Gelbgold 585', 'Platin 950'], 2: ['Gold', 'Weiß'] } }, 'date_created', 0],
    [{ category: 'schmuck', attributes: { 4: ['Brillant'] }, priceMin: '100.00' }, '-price_brutto', 0],
  ];

  const sometimes = <T>(arbitrary: fc.Arbitrary<T>, empty: T) => fc.oneof({ weight: 2, arbitrary: fc.constant(empty) }, { weight: 1, arbitrary });
  const combination = fc.record({
    category: sometimes(fc.constantFrom(...taxonomy.categories.map((category) => category.slug)), null),
    manufacturers: sometimes(fc.subarray(taxonomy.manufacturers.map((entry) => entry.slug), { minLength: 1, maxLength: 3 }), []),
    tag: sometimes(fc.constantFrom(...taxonomy.tags.map((tag) => tag.slug)), null),
    priceMax: sometimes(fc.integer({ min: 50, max: 3000 }).map((euros) => `${euros}.00`), null),
    sort: fc.constantFrom(...productSorts),
  });
  const sampled = fc.sample(combination, { numRuns: 15, seed: 4273 }).map(({ sort, ...patch }) => [patch, sort, 0] as [Partial<ShopFilters>, ProductSort, number]);

  return [...cases, ...sampled].map(([patch, sort, page]) => ({ filters: filters(patch), sort, page }));
}
