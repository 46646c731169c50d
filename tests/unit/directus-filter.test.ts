import { describe, expect, it } from 'vitest';
import { matchesFilter, projectFilter } from '../../widgets/core/directus-filter.ts';

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

  it('matches a list relation when any item matches', () => {
    expect(matchesFilter(product, { subcategories: { subcategory_id: { _in: [9] } } })).toBe(true);
    expect(matchesFilter(product, { subcategories: { subcategory_id: { _in: [5] } } })).toBe(false);
  });

  it('combines with _and and _or', () => {
    expect(matchesFilter(product, { _and: [{ status: { _eq: 'published' } }, { id: { _eq: 7 } }] })).toBe(true);
    expect(matchesFilter(product, { _or: [{ status: { _eq: 'draft' } }, { id: { _eq: 8 } }] })).toBe(false);
  });

  it('does not match a missing field with _eq', () => {
    expect(matchesFilter({ id: 1 }, { status: { _eq: 'published' } })).toBe(false);
  });
});
