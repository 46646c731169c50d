import { describe, expect, it } from 'vitest';
import { sortItems } from '../../widgets/core/directus-sort.ts';

const items = [
  { id: 1, display_name: 'Brosche', price_brutto: '849.90', manufacturer: { display_name: 'Lindqvist' } },
  { id: 2, display_name: 'Armband', price_brutto: '1290.00', manufacturer: { display_name: 'Aurelia' } },
  { id: 3, display_name: 'Collier', price_brutto: null, manufacturer: null },
  { id: 4, display_name: 'Anhänger', price_brutto: '34.00', manufacturer: { display_name: 'Aurelia' } },
];

describe('Directus sort semantics', () => {
  it('sorts decimal strings as numbers, empty values last', () => {
    expect(sortItems(items, ['price_brutto']).map((item) => item.id)).toEqual([4, 1, 2, 3]);
    expect(sortItems(items, ['-price_brutto']).map((item) => item.id)).toEqual([2, 1, 4, 3]);
  });

  it('follows relations and breaks ties with the next field', () => {
    expect(sortItems(items, ['manufacturer.display_name', '-id']).map((item) => item.id)).toEqual([4, 2, 1, 3]);
  });

  it('sorts text in German order', () => {
    expect(sortItems(items, ['display_name']).map((item) => item.display_name)).toEqual(['Anhänger', 'Armband', 'Brosche', 'Collier']);
  });

  it('leaves the input untouched', () => {
    const before = items.map((item) => item.id);
    sortItems(items, ['-id']);
    expect(items.map((item) => item.id)).toEqual(before);
  });
});
