import { describe, expect, it } from 'vitest';
import { emptyFilters, filtersFromSearch } from '../../widgets/core/shop/filters.ts';
import { facetOf, filtersAt, listHref, listPath } from '../../widgets/core/shop/list-address.ts';
import { isReservedShopSlug, matchShopPath, translateShopPath } from '../../widgets/core/shop/shop-paths.ts';

describe("the list's own addresses", () => {
  it('name the whole range by page, and each category, maker and tag, in the language of the root', () => {
    expect(listPath('/shop', 'de', null, 1)).toBe('/shop/seite/2');
    expect(listPath('/shop', 'de', { kind: 'category', slug: 'uhren' })).toBe('/shop/kategorie/uhren');
    expect(listPath('/en/shop', 'en', { kind: 'category', slug: 'uhren' }, 2)).toBe('/en/shop/category/uhren/page/3');
    expect(listPath('/fr/shop', 'fr', { kind: 'manufacturer', slug: 'perla-marina' })).toBe('/fr/shop/marques/perla-marina');
    expect(listPath('/shop', 'de', { kind: 'tag', slug: 'bestseller' }, 1)).toBe('/shop/tag/bestseller/seite/2');
  });

  it('are read back by the router as the list, with the facet and the page they name', () => {
    expect(matchShopPath('/shop', '/shop/seite/2')).toEqual({ view: 'list', list: { facet: null, firstPage: 1 } });
    expect(matchShopPath('/shop', '/shop/kategorie/uhren/')).toEqual({ view: 'list', list: { facet: { kind: 'category', slug: 'uhren' }, firstPage: 0 } });
    expect(matchShopPath('/en/shop', '/en/shop/brands/perla-marina/page/4')).toEqual({ view: 'list', list: { facet: { kind: 'manufacturer', slug: 'perla-marina' }, firstPage: 3 } });
    // The brands page itself, and a product, as before.
    expect(matchShopPath('/shop', '/shop/marken')).toEqual({ view: 'brands' });
    expect(matchShopPath('/shop', '/shop/taucheruhr')).toEqual({ view: 'product', slug: 'taucheruhr' });
  });

  it('refuse what names no list page: a page 0, a page in another language, a slug that is none, anything deeper', () => {
    for (const path of ['/shop/seite/0', '/shop/page/2', '/shop/kategorie/Uh ren', '/shop/kategorie/uhren/seite', '/shop/kategorie/uhren/seite/2/x', '/shop/a/b']) {
      expect(matchShopPath('/shop', path), path).toBeNull();
    }
  });

  it('reserve their segments: no product can take them as its slug', () => {
    for (const slug of ['seite', 'page', 'kategorie', 'category', 'categorie', 'tag']) expect(isReservedShopSlug(slug), slug).toBe(true);
  });

  it('carry over to another language, the query with them', () => {
    expect(translateShopPath('/shop', '/en/shop', '/shop/kategorie/uhren/seite/2', '?sort=price_brutto')).toBe('/en/shop/category/uhren/page/2?sort=price_brutto');
  });
});

describe('the address of a filtered list', () => {
  it('is the facet\'s own page where the filters are one facet alone, the sort in the query', () => {
    expect(listHref('/shop', 'de', { ...emptyFilters(), category: 'uhren' })).toBe('/shop/kategorie/uhren');
    expect(listHref('/shop', 'de', { ...emptyFilters(), manufacturers: ['perla-marina'], sort: 'price_brutto' })).toBe('/shop/marken/perla-marina?sort=price_brutto');
    expect(listHref('/shop', 'de', emptyFilters())).toBe('/shop');
  });

  it('is the root with the query for anything more', () => {
    expect(listHref('/shop', 'de', { ...emptyFilters(), category: 'uhren', manufacturers: ['nordkap'] })).toBe('/shop?category=uhren&manufacturer=nordkap');
    expect(listHref('/shop', 'de', { ...emptyFilters(), manufacturers: ['a', 'b'] })).toBe('/shop?manufacturer=a,b');
    expect(facetOf({ ...emptyFilters(), tag: 'nicht ein slug' })).toBeNull();
  });

  it("keeps the page a visitor arrived at, with 'show more' beyond it in the query", () => {
    const arrived = filtersAt({ facet: { kind: 'category', slug: 'uhren' }, firstPage: 1 }, filtersFromSearch(''));
    expect(arrived).toMatchObject({ category: 'uhren', page: 1 });
    expect(listHref('/shop', 'de', { ...arrived, page: 2 }, 1)).toBe('/shop/kategorie/uhren/seite/2?page=2');
    expect(filtersAt({ facet: null, firstPage: 1 }, filtersFromSearch('?page=2')).page).toBe(2);
  });
});
