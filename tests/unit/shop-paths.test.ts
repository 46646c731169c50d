import { describe, expect, it } from 'vitest';
import { isReservedShopSlug, matchShopPath, reservedShopSlugs, shopPaths, translateShopPath } from '../../widgets/core/shop/shop-paths.ts';

describe('the addresses below a shop root', () => {
  it('names the brands page in the root\'s language and keeps the cart at /warenkorb in every language', () => {
    expect(shopPaths('/shop')).toMatchObject({ list: '/shop', brands: '/shop/marken', cart: '/shop/warenkorb' });
    expect(shopPaths('/en/shop')).toMatchObject({ list: '/en/shop', brands: '/en/shop/brands', cart: '/en/shop/warenkorb' });
    expect(shopPaths('/fr/shop')).toMatchObject({ list: '/fr/shop', brands: '/fr/shop/marques', cart: '/fr/shop/warenkorb' });
  });

  it('puts a product directly below the root', () => {
    expect(shopPaths('/en/shop').product('polarkreis-fliegeruhr-42-mm')).toBe('/en/shop/polarkreis-fliegeruhr-42-mm');
    expect(shopPaths('/shop/').product('a b')).toBe('/shop/a%20b');
  });
});

describe('reading a shop address back', () => {
  it('finds the list, the brands, the cart and a product', () => {
    expect(matchShopPath('/shop', '/shop')).toEqual({ view: 'list' });
    expect(matchShopPath('/shop', '/shop/marken')).toEqual({ view: 'brands' });
    expect(matchShopPath('/en/shop', '/en/shop/brands')).toEqual({ view: 'brands' });
    expect(matchShopPath('/fr/shop', '/fr/shop/marques')).toEqual({ view: 'brands' });
    expect(matchShopPath('/shop', '/shop/kasse')).toEqual({ view: 'checkout' });
    expect(matchShopPath('/en/shop', '/en/shop/checkout/')).toEqual({ view: 'checkout' });
    expect(matchShopPath('/fr/shop', '/fr/shop/commande')).toEqual({ view: 'checkout' });
    expect(shopPaths('/en/shop').checkout).toBe('/en/shop/checkout');
    expect(matchShopPath('/fr/shop', '/fr/shop/warenkorb')).toEqual({ view: 'cart' });
    expect(matchShopPath('/shop', '/shop/solitaerring-weissgold-025-ct')).toEqual({ view: 'product', slug: 'solitaerring-weissgold-025-ct' });
  });

  it('ignores a trailing slash and /index.html (spec §2)', () => {
    expect(matchShopPath('/shop', '/shop/')).toEqual({ view: 'list' });
    expect(matchShopPath('/shop', '/shop/index.html')).toEqual({ view: 'list' });
    expect(matchShopPath('/en/shop', '/en/shop/brands/')).toEqual({ view: 'brands' });
    expect(matchShopPath('/shop', '/shop/ring/index.html')).toEqual({ view: 'product', slug: 'ring' });
  });

  it('reads another language\'s brands segment as a product slug, which no product can have', () => {
    expect(matchShopPath('/en/shop', '/en/shop/marken')).toEqual({ view: 'product', slug: 'marken' });
    expect(isReservedShopSlug('marken')).toBe(true);
  });

  it('turns down paths outside the root, deeper paths and broken escapes', () => {
    expect(matchShopPath('/shop', '/shopping')).toBeNull();
    expect(matchShopPath('/shop', '/en/shop')).toBeNull();
    expect(matchShopPath('/shop', '/shop/ring/extra')).toBeNull();
    expect(matchShopPath('/shop', '/shop/%E0%A4%A')).toBeNull();
  });

  it('names the checkout in the root\'s language and finds it there', () => {
    expect(shopPaths('/shop').checkout).toBe('/shop/kasse');
    expect(shopPaths('/en/shop').checkout).toBe('/en/shop/checkout');
    expect(shopPaths('/fr/shop').checkout).toBe('/fr/shop/commande');
    expect(matchShopPath('/shop', '/shop/kasse/')).toEqual({ view: 'checkout' });
    expect(matchShopPath('/fr/shop', '/fr/shop/commande')).toEqual({ view: 'checkout' });
    expect(translateShopPath('/shop', '/en/shop', '/shop/kasse', '')).toBe('/en/shop/checkout');
  });

  it('decodes an escaped slug, so product(slug) and the match agree', () => {
    const paths = shopPaths('/shop');
    expect(matchShopPath('/shop', paths.product('ä-ring'))).toEqual({ view: 'product', slug: 'ä-ring' });
  });

  it('reserves every segment with a meaning of its own, in any letter case', () => {
    // The list's own pages' segments (list-address.ts) among them.
    expect([...new Set(reservedShopSlugs)].sort()).toEqual(['brands', 'categorie', 'category', 'checkout', 'commande', 'kasse', 'kategorie', 'marken', 'marques', 'page', 'seite', 'tag', 'warenkorb']);
    expect(isReservedShopSlug('Warenkorb')).toBe(true);
    expect(isReservedShopSlug('Kasse')).toBe(true);
    expect(isReservedShopSlug('marken-uhr')).toBe(false);
  });
});
