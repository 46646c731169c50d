import { describe, expect, it } from 'vitest';
import { listEntryConditions, listHasEntry, matchesFilter } from '../../widgets/core/directus-filter.ts';
import { emptyFilters } from '../../widgets/core/shop/filters.ts';
import {
  priceListQuery,
  productBySlugQuery,
  productListQuery,
  productsByIdQuery,
  ratingsQuery,
} from '../../widgets/core/shop/product-query.ts';
import type { ShopFilters, ShopTaxonomy } from '../../widgets/core/shop/types.ts';

const domain = 'juwelier-albrecht.de';
const taxonomy: ShopTaxonomy = {
  categories: [{ id: 1, displayName: 'Uhren', slug: 'uhren' }],
  manufacturers: [
    { id: 1, displayName: 'Hallberg & Söhne', slug: 'hallberg-und-soehne', descriptionHtml: '' },
    { id: 2, displayName: 'Nordkap', slug: 'nordkap-uhrenwerke', descriptionHtml: '' },
  ],
  subcategories: [
    { id: 11, displayName: 'Automatikuhren', slug: 'automatikuhren', categoryId: 1 },
    { id: 12, displayName: 'Chronographen', slug: 'chronographen', categoryId: 1 },
  ],
  tags: [{ slug: 'neuheit', displayName: 'Neuheit' }],
  attributeGroups: [
    { id: 1, displayName: 'Material', values: ['Edelstahl', 'Titan'], valueLabels: {} },
    { id: 5, displayName: 'Uhrwerk', values: ['Automatik', 'Quarz'], valueLabels: {} },
  ],
  priceBounds: { lowest: '49.00', highest: '8900.00' },
};
const filters = (patch: Partial<ShopFilters>): ShopFilters => ({ ...emptyFilters(), ...patch });
const published = { project: { domain: { _eq: domain } }, status: { _eq: 'published' } };

describe('the product list query (spec §7)', () => {
  it('without filters: the project\'s published products, one page of 20, sorted with id as tie-breaker, counted', () => {
    expect(productListQuery(emptyFilters(), '-date_created', 0, taxonomy, domain)).toEqual({
      filter: published,
      sort: ['-date_created', 'id'],
      page: 1,
      limit: 20,
      meta: 'filter_count',
      fields: expect.arrayContaining(['id', 'display_name', 'slug', 'price_brutto', 'variants.price_brutto', 'ratings.rating', 'manufacturer.slug']),
    });
  });

  it('sends the page index + 1 (spec §9)', () => {
    expect(productListQuery(emptyFilters(), 'display_name', 0, taxonomy, domain).page).toBe(1);
    expect(productListQuery(emptyFilters(), 'display_name', 3, taxonomy, domain).page).toBe(4);
  });

  it('filters the category by its slug', () => {
    expect(productListQuery(filters({ category: 'uhren' }), 'display_name', 0, taxonomy, domain).filter).toEqual({
      ...published,
      category: { slug: { _eq: 'uhren' } },
    });
  });

  it('filters manufacturers and subcategories by the ids of their slugs', () => {
    const { filter } = productListQuery(
      filters({ manufacturers: ['nordkap-uhrenwerke', 'hallberg-und-soehne'], subcategories: ['chronographen'] }),
      'display_name',
      0,
      taxonomy,
      domain,
    );
    expect(filter).toEqual({ ...published, manufacturer: { id: { _in: [2, 1] } }, subcategories: { subcategory_id: { _in: [12] } } });
  });

  it('drops unknown slugs beside known ones, and matches nothing when every slug is unknown', () => {
    expect(productListQuery(filters({ manufacturers: ['gibts-nicht', 'nordkap-uhrenwerke'] }), 'display_name', 0, taxonomy, domain).filter).toEqual({
      ...published,
      manufacturer: { id: { _in: [2] } },
    });
    for (const patch of [{ manufacturers: ['gibts-nicht'] }, { subcategories: ['gibts-nicht'] }]) {
      const { filter } = productListQuery(filters(patch), 'display_name', 0, taxonomy, domain);
      expect(filter).toEqual({ ...published, id: { _null: true } });
      // Not "all products": not one published product passes.
      expect(matchesFilter({ id: 7, status: 'published', project: { domain } }, filter)).toBe(false);
    }
  });

  it('filters the tag as one entry of the product\'s tags (a csv field in Directus)', () => {
    const { filter } = productListQuery(filters({ tag: 'neuheit' }), 'display_name', 0, taxonomy, domain);
    expect(filter).toEqual({ ...published, _and: [listHasEntry('tags', 'neuheit')] });
    const tagged = (tags: string[]) => ({ id: 7, status: 'published', project: { domain }, tags });
    expect(matchesFilter(tagged(['bestseller', 'neuheit']), filter)).toBe(true);
    expect(matchesFilter(tagged(['neuheiten']), filter)).toBe(false);
  });

  it('filters the gross price with inclusive bounds, either one alone', () => {
    const price = (patch: Partial<ShopFilters>) => productListQuery(filters(patch), 'display_name', 0, taxonomy, domain).filter.price_brutto;
    expect(price({ priceMin: '100.00', priceMax: '500.00' })).toEqual({ _gte: '100.00', _lte: '500.00' });
    expect(price({ priceMin: '100.00' })).toEqual({ _gte: '100.00' });
    expect(price({ priceMax: '0.00' })).toEqual({ _lte: '0.00' });
    expect(price({})).toBeUndefined();
  });

  it('requires every chosen attribute group and any chosen value within one', () => {
    const { filter } = productListQuery(
      filters({ attributes: { 1: ['Edelstahl', 'Titan'], 5: ['Automatik'], 9: [] } }),
      'display_name',
      0,
      taxonomy,
      domain,
    );
    const group = (id: number, displayValues: string[]) => ({
      attributes: {
        _some: { attribute_group: { id: { _eq: id } }, _or: displayValues.flatMap((entry) => listEntryConditions('display_values', entry)) },
      },
    });
    expect(filter).toEqual({ ...published, _and: [group(1, ['Edelstahl', 'Titan']), group(5, ['Automatik'])] });
    const watch = (material: string, movement: string) => ({
      id: 1,
      status: 'published',
      project: { domain },
      attributes: [
        { attribute_group: { id: 1 }, display_values: [material] },
        { attribute_group: { id: 5 }, display_values: [movement] },
      ],
    });
    expect(matchesFilter(watch('Titan', 'Automatik'), filter)).toBe(true);
    expect(matchesFilter(watch('Titan', 'Quarz'), filter)).toBe(false);
    // A value of another group does not count for this one.
    expect(matchesFilter(watch('Automatik', 'Titan'), filter)).toBe(false);
    // A value that merely contains the chosen one is another value.
    expect(matchesFilter(watch('Titanium', 'Automatik'), filter)).toBe(false);
  });

  it('asks for the products by id when the asker knows which have the values (the live shop: Directus 11.16 ignores a _some of two conditions)', () => {
    const known: Record<string, string[]> = { 'Edelstahl': ['3', '7'], 'Titan': ['7', '9'], 'Automatik': ['7'] };
    const asked: Array<[string, readonly string[]]> = [];
    const productsWithAttribute = (groupId: string, values: readonly string[]) => {
      asked.push([groupId, values]);
      return groupId === '1' || groupId === '5' ? [...new Set(values.flatMap((value) => known[value] ?? []))] : [];
    };
    const { filter } = productListQuery(filters({ attributes: { 1: ['Edelstahl', 'Titan'], 5: ['Automatik'], 9: [] } }), 'display_name', 0, taxonomy, domain, productsWithAttribute);
    expect(asked).toEqual([['1', ['Edelstahl', 'Titan']], ['5', ['Automatik']]]);
    expect(filter).toEqual({ ...published, _and: [{ id: { _in: ['3', '7', '9'] } }, { id: { _in: ['7'] } }] });
    // No product with the value: nothing matches (an empty _in would be refused).
    const none = productListQuery(filters({ attributes: { 5: ['Quarz'] } }), 'display_name', 0, taxonomy, domain, productsWithAttribute).filter;
    expect(none).toEqual({ ...published, _and: [{ id: { _null: true } }] });
  });

  it('combines every filter in one query', () => {
    const { filter } = productListQuery(
      filters({ category: 'uhren', manufacturers: ['hallberg-und-soehne'], subcategories: ['automatikuhren'], tag: 'neuheit', priceMax: '900.00', attributes: { 5: ['Quarz'] } }),
      'price_brutto',
      0,
      taxonomy,
      domain,
    );
    expect(Object.keys(filter).sort()).toEqual(['_and', 'category', 'manufacturer', 'price_brutto', 'project', 'status', 'subcategories']);
    expect(filter._and).toHaveLength(2);
  });
});

describe('the other product questions (spec §7)', () => {
  it('random products: the picked ids, published and of the project, as many as picked, without a sort Directus 11 refuses', () => {
    const query = productsByIdQuery([7, 101, 12], domain);
    expect(query).toMatchObject({ filter: { ...published, id: { _in: [7, 101, 12] } }, limit: 3 });
    expect(query.sort).toBeUndefined();
  });

  it('a product by slug, of the project and published', () => {
    expect(productBySlugQuery('solitaerring', domain)).toMatchObject({ filter: { ...published, slug: { _eq: 'solitaerring' } }, limit: 1 });
  });

  it('a product\'s ratings by product id', () => {
    expect(ratingsQuery(101)).toMatchObject({ filter: { product: { id: { _eq: 101 } } }, limit: -1 });
  });

  it('every published product\'s price, all of them', () => {
    expect(priceListQuery(domain)).toEqual({ filter: published, limit: -1, fields: ['id', 'price_brutto'] });
  });
});
