import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productSorts } from '../../widgets/core/catalog/shop-settings.ts';
import { activeFilterCount, changeFilters, emptyFilters, filtersFromSearch, hasActiveFilters, maxQueryLength, narrowsList, searchFromFilters, searchWords } from '../../widgets/core/shop/filters.ts';
import type { ShopFilters } from '../../widgets/core/shop/types.ts';

const filters = (patch: Partial<ShopFilters>): ShopFilters => ({ ...emptyFilters(), ...patch });

describe('the shop list URL', () => {
  it('reads every filter from its query parameter', () => {
    expect(
      filtersFromSearch(
        '?q=Herrenuhr+Automatik&category=uhren&manufacturer=hallberg-und-soehne,nordkap-uhrenwerke&subcategory=automatikuhren&tag=neuheit' +
          '&price_min=100&price_max=1499.5&attr.1=Wei%C3%9Fgold%20585|Platin%20950&attr.3=54&sort=-price_brutto&page=2',
      ),
    ).toEqual({
      query: 'Herrenuhr Automatik',
      category: 'uhren',
      manufacturers: ['hallberg-und-soehne', 'nordkap-uhrenwerke'],
      subcategories: ['automatikuhren'],
      attributes: { '1': ['Weißgold 585', 'Platin 950'], '3': ['54'] },
      tag: 'neuheit',
      priceMin: '100.00',
      priceMax: '1499.50',
      sort: '-price_brutto',
      page: 2,
    });
  });

  it('writes the parameters in one fixed order and leaves the defaults out', () => {
    expect(searchFromFilters(emptyFilters())).toBe('');
    expect(searchFromFilters(filters({ page: 0, sort: null, attributes: { 4: [] } }))).toBe('');
    expect(
      searchFromFilters(
        filters({
          page: 1,
          sort: 'display_name',
          attributes: { 10: ['Gold'], 2: ['Rot', 'Blau'] },
          priceMax: '250.00',
          priceMin: '10.50',
          tag: 'geschenkidee',
          subcategories: ['ringe'],
          manufacturers: ['aurelia'],
          category: 'schmuck',
        }),
      ),
    ).toBe('?category=schmuck&manufacturer=aurelia&subcategory=ringe&tag=geschenkidee&price_min=10.50&price_max=250&attr.2=Rot|Blau&attr.10=Gold&sort=display_name&page=1');
  });

  it('encodes attribute values one by one, so a "|", "&" or "=" inside a value survives', () => {
    const tricky = filters({ attributes: { 7: ['Gold | Silber', 'A&B=C', '100 %'] }, tag: 'Neu & günstig' });
    const search = searchFromFilters(tricky);
    expect(search).toBe('?tag=Neu%20%26%20g%C3%BCnstig&attr.7=Gold%20%7C%20Silber|A%26B%3DC|100%20%25');
    expect(filtersFromSearch(search)).toEqual(tricky);
  });

  it('reads the searched words as a form sends them and keeps them first in the address', () => {
    expect(filtersFromSearch('?q=Trauring+Wei%C3%9Fgold&manufacturer=aurelia').query).toBe('Trauring Weißgold');
    expect(filtersFromSearch('?q=%20%20ring%20%20gold%20').query).toBe('ring gold');
    expect(filtersFromSearch('?q=&category=ringe').query).toBeNull();
    expect(filtersFromSearch('?q=%E0%A4%A').query).toBeNull();
    expect(filtersFromSearch(`?q=${'a'.repeat(300)}`).query).toHaveLength(maxQueryLength);
    // Cut after the last whole word that fits, not inside one.
    expect(searchWords(`${'Trauring '.repeat(30)}`)).toBe(Array(11).fill('Trauring').join(' '));
    expect(searchFromFilters(filters({ query: 'Ring & Kette', category: 'schmuck', sort: 'price_brutto' }))).toBe('?q=Ring%20%26%20Kette&category=schmuck&sort=price_brutto');
  });

  it('counts searched words as narrowing the list, not as a filter the reset button takes away', () => {
    const searching = filters({ query: 'ring' });
    expect(hasActiveFilters(searching)).toBe(false);
    expect(activeFilterCount(searching)).toBe(0);
    expect(narrowsList(searching)).toBe(true);
    expect(narrowsList(emptyFilters())).toBe(false);
    expect(searchWords('   ')).toBeNull();
  });

  it('starts at the first page when the searched words change', () => {
    expect(changeFilters(filters({ query: 'ring', page: 3 }), { query: 'kette' }).page).toBe(0);
    expect(changeFilters(filters({ query: 'ring', page: 3 }), { page: 4 }).page).toBe(4);
  });

  it('round-trips any filters through the URL', () => {
    const slug = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,4})?$/);
    const price = fc.integer({ min: 0, max: 999_999 }).map((cents) => (cents / 100).toFixed(2));
    const text = fc.string({ minLength: 1, maxLength: 8 }).map((value) => value.trim()).filter(Boolean);
    const arbitraryFilters = fc.record<ShopFilters>({
      // Any text a shopper types, as the list keeps it (spaces collapsed, cut at the limit): "&", "=", "+" and "%" survive.
      query: fc.string({ maxLength: 120 }).map(searchWords),
      category: fc.option(slug, { nil: null }),
      manufacturers: fc.uniqueArray(slug, { maxLength: 3 }),
      subcategories: fc.uniqueArray(slug, { maxLength: 3 }),
      attributes: fc.dictionary(fc.stringMatching(/^[0-9]{1,3}$/), fc.uniqueArray(text, { minLength: 1, maxLength: 3 }), { maxKeys: 3 }),
      tag: fc.option(text, { nil: null }),
      priceMin: fc.option(price, { nil: null }),
      priceMax: fc.option(price, { nil: null }),
      sort: fc.option(fc.constantFrom(...productSorts), { nil: null }),
      page: fc.nat({ max: 50 }),
    });
    fc.assert(
      fc.property(arbitraryFilters, (original) => {
        const search = searchFromFilters(original);
        expect(filtersFromSearch(search)).toEqual(original);
        // The written URL is canonical: reading and writing it again changes nothing.
        expect(searchFromFilters(filtersFromSearch(search))).toBe(search);
      }),
      { numRuns: 300 },
    );
  });

  it('ignores unknown and malformed parameters instead of failing', () => {
    expect(
      filtersFromSearch(
        'utm_source=mail&category=Uhren!&manufacturer=ok,,NOT OK,ok,../x&subcategory=&tag=%20&price_min=-5&price_max=1e3' +
          '&sort=price&page=-1&attr.__proto__=x&attr.=y&attr.5=|%20|&attr.6=%E0%A4%A',
      ),
    ).toEqual(filters({ manufacturers: ['ok'] }));
    expect(filtersFromSearch('?page=2.5&price_min=12,50&sort=-id')).toEqual(emptyFilters());
    expect(filtersFromSearch('?%ZZ=1&page=3')).toEqual(filters({ page: 3 }));
  });

  it('takes the first of a repeated parameter, and reads "+" as a space', () => {
    expect(filtersFromSearch('?tag=a+b&tag=c&attr.2=Wei%C3%9F+Gold')).toEqual(filters({ tag: 'a b', attributes: { 2: ['Weiß Gold'] } }));
  });
});

describe('changing the filters', () => {
  const onPage3 = filters({ category: 'uhren', manufacturers: ['aurelia'], subcategories: ['chronographen'], page: 3 });

  it('spec §4: the page resets to 0 when category, manufacturers or subcategories change', () => {
    expect(changeFilters(onPage3, { category: 'schmuck' }).page).toBe(0);
    expect(changeFilters(onPage3, { category: null }).page).toBe(0);
    expect(changeFilters(onPage3, { manufacturers: ['aurelia', 'lindqvist'] }).page).toBe(0);
    expect(changeFilters(onPage3, { subcategories: [] }).page).toBe(0);
    expect(changeFilters(onPage3, { category: 'schmuck' })).toEqual({ ...onPage3, category: 'schmuck', page: 0 });
  });

  it('also resets the page when tag, price range, attributes or sort change (another list)', () => {
    expect(changeFilters(onPage3, { tag: 'neuheit' }).page).toBe(0);
    expect(changeFilters(onPage3, { priceMin: '100.00' }).page).toBe(0);
    expect(changeFilters(onPage3, { priceMax: '100.00' }).page).toBe(0);
    expect(changeFilters(onPage3, { attributes: { 1: ['Gold'] } }).page).toBe(0);
    expect(changeFilters(onPage3, { sort: 'price_brutto' }).page).toBe(0);
  });

  it('keeps the page when the change leaves the list as it was', () => {
    expect(changeFilters(onPage3, { category: 'uhren' }).page).toBe(3);
    expect(changeFilters(filters({ manufacturers: ['a', 'b'], page: 2 }), { manufacturers: ['b', 'a'] }).page).toBe(2);
    expect(changeFilters(filters({ attributes: { 1: ['Gold'] }, page: 2 }), { attributes: { 1: ['Gold'], 2: [] } }).page).toBe(2);
  });

  it('"show more" changes the page alone', () => {
    expect(changeFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('a filter change wins over a page in the same patch', () => {
    expect(changeFilters(onPage3, { category: 'schmuck', page: 5 }).page).toBe(0);
  });

  it('leaves the previous filters untouched', () => {
    const before = structuredClone(onPage3);
    changeFilters(onPage3, { category: 'schmuck' });
    expect(onPage3).toEqual(before);
  });
});

describe('active filters', () => {
  it('counts each chosen value, and a price range once, for the "Filter (n)" disclosure', () => {
    expect(activeFilterCount(emptyFilters())).toBe(0);
    expect(activeFilterCount(filters({ sort: 'price_brutto', page: 2 }))).toBe(0);
    expect(
      activeFilterCount(
        filters({ category: 'uhren', manufacturers: ['a', 'b'], subcategories: ['c'], attributes: { 1: ['Gold', 'Silber'], 2: [] }, tag: 'neuheit', priceMin: '10.00', priceMax: '90.00' }),
      ),
    ).toBe(8);
    expect(activeFilterCount(filters({ priceMax: '90.00' }))).toBe(1);
  });

  it('counts what narrows the list, not the sort or the page', () => {
    expect(hasActiveFilters(emptyFilters())).toBe(false);
    expect(hasActiveFilters(filters({ sort: '-date_created', page: 4, attributes: { 1: [] } }))).toBe(false);
    for (const patch of [
      { category: 'uhren' },
      { manufacturers: ['aurelia'] },
      { subcategories: ['ringe'] },
      { attributes: { 1: ['Gold'] } },
      { tag: 'neuheit' },
      { priceMin: '0.00' },
      { priceMax: '10.00' },
    ]) {
      expect(hasActiveFilters(filters(patch)), JSON.stringify(patch)).toBe(true);
    }
  });
});
