import { describe, expect, it } from 'vitest';
import { listHasEntry, matchesFilter, projectFilter } from '../../widgets/core/directus-filter.ts';

const product = {
  id: 7,
  status: 'published',
  project: { domain: 'juwelier-albrecht.de' },
  manufacturer: { id: 3, slug: 'glashuette' },
  tags: ['neu', 'sale'],
  subcategories: [{ subcategory_id: 4 }, { subcategory_id: 9 }],
  price_brutto: null,
};

describe('Directus filter semantics', () => {
  it('follows relations to nested fields', () => {
    expect(matchesFilter(product, projectFilter('juwelier-albrecht.de'))).toBe(true);
    expect(matchesFilter(product, projectFilter('another-shop.example'))).toBe(false);
  });

  it('supports _eq, _neq, _in, _nin, _contains, _null and _nnull', () => {
    expect(matchesFilter(product, { status: { _eq: 'published' } })).toBe(true);
    expect(matchesFilter(product, { status: { _neq: 'draft' } })).toBe(true);
    expect(matchesFilter(product, { manufacturer: { id: { _in: [1, 3] } } })).toBe(true);
    expect(matchesFilter(product, { manufacturer: { id: { _nin: ['3'] } } })).toBe(false);
    expect(matchesFilter(product, { tags: { _contains: 'sale' } })).toBe(true);
    expect(matchesFilter(product, { price_brutto: { _null: true } })).toBe(true);
    expect(matchesFilter(product, { price_brutto: { _nnull: true } })).toBe(false);
  });

  it('compares a list of texts as Directus stores a csv field: its entries joined with commas', () => {
    expect(matchesFilter(product, { tags: { _eq: 'neu,sale' } })).toBe(true);
    expect(matchesFilter(product, { tags: { _starts_with: 'neu,' } })).toBe(true);
    expect(matchesFilter(product, { tags: { _ends_with: ',sale' } })).toBe(true);
    expect(matchesFilter(product, { tags: { _contains: 'u,s' } })).toBe(true);
    expect(matchesFilter(product, { tags: { _ends_with: ',neu' } })).toBe(false);
  });

  it('finds a list with one entry among others, never a part of an entry', () => {
    const material = (display_values: string[]) => ({ display_values });
    for (const values of [['Gold'], ['Gold', 'Silber'], ['Silber', 'Gold'], ['Weiß', 'Gold', 'Silber']]) {
      expect(matchesFilter(material(values), listHasEntry('display_values', 'Gold')), values.join()).toBe(true);
    }
    for (const values of [['Roségold'], ['Gold 585'], ['Weiß', 'Gelbgold 750'], []]) {
      expect(matchesFilter(material(values), listHasEntry('display_values', 'Gold')), values.join()).toBe(false);
    }
  });

  it('matches a list relation when any item matches', () => {
    expect(matchesFilter(product, { subcategories: { subcategory_id: { _in: [9] } } })).toBe(true);
    expect(matchesFilter(product, { subcategories: { subcategory_id: { _in: [5] } } })).toBe(false);
  });

  it('matches _some when one item of a list relation matches, _none when not one does', () => {
    expect(matchesFilter(product, { subcategories: { _some: { subcategory_id: { _eq: 9 } } } })).toBe(true);
    expect(matchesFilter(product, { subcategories: { _some: { subcategory_id: { _eq: 5 } } } })).toBe(false);
    expect(matchesFilter(product, { subcategories: { _none: { subcategory_id: { _eq: 5 } } } })).toBe(true);
    expect(matchesFilter(product, { subcategories: { _none: { _or: [{ subcategory_id: { _eq: 4 } }] } } })).toBe(false);
  });

  it('combines with _and and _or', () => {
    expect(matchesFilter(product, { _and: [{ status: { _eq: 'published' } }, { id: { _eq: 7 } }] })).toBe(true);
    expect(matchesFilter(product, { _or: [{ status: { _eq: 'draft' } }, { id: { _eq: 8 } }] })).toBe(false);
  });

  it('does not match a missing field with _eq', () => {
    expect(matchesFilter({ id: 1 }, { status: { _eq: 'published' } })).toBe(false);
  });

  describe('_gt, _gte, _lt and _lte (the shop\'s price range)', () => {
    const ring = { price_brutto: '849.90', date_created: '2024-05-01T10:00:00' };

    it('compares decimal strings by value, not by their characters', () => {
      // As text, "849.90" > "1000.00"; the decimal column compares numbers.
      expect(matchesFilter(ring, { price_brutto: { _lt: '1000.00' } })).toBe(true);
      expect(matchesFilter(ring, { price_brutto: { _gt: '1000' } })).toBe(false);
      expect(matchesFilter(ring, { price_brutto: { _gt: 99.5 } })).toBe(true);
      expect(matchesFilter({ price_brutto: 12 }, { price_brutto: { _lte: '12.00' } })).toBe(true);
    });

    it('includes the bound with _gte and _lte, excludes it with _gt and _lt', () => {
      expect(matchesFilter(ring, { price_brutto: { _gte: '849.9' } })).toBe(true);
      expect(matchesFilter(ring, { price_brutto: { _lte: '849.90' } })).toBe(true);
      expect(matchesFilter(ring, { price_brutto: { _gt: '849.90' } })).toBe(false);
      expect(matchesFilter(ring, { price_brutto: { _lt: '849.9' } })).toBe(false);
    });

    it('applies both bounds of a range together', () => {
      expect(matchesFilter(ring, { price_brutto: { _gte: '500', _lte: '900' } })).toBe(true);
      expect(matchesFilter(ring, { price_brutto: { _gte: '900', _lte: '1000' } })).toBe(false);
    });

    it('never matches a missing value (a price on request drops out of a price range)', () => {
      for (const operator of ['_gt', '_gte', '_lt', '_lte']) {
        expect(matchesFilter(product, { price_brutto: { [operator]: '0' } })).toBe(false);
        expect(matchesFilter({ id: 1 }, { price_brutto: { [operator]: '0' } })).toBe(false);
      }
    });

    it('compares other text (ISO dates) by its characters', () => {
      expect(matchesFilter(ring, { date_created: { _gte: '2024-01-01' } })).toBe(true);
      expect(matchesFilter(ring, { date_created: { _lt: '2024-05-01' } })).toBe(false);
    });

    it('does not compare a number with text that is no number', () => {
      expect(matchesFilter(ring, { price_brutto: { _gt: 'cheap' } })).toBe(false);
    });
  });
});
