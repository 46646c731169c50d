import { describe, expect, it } from 'vitest';
import { translateShopPath } from '../../widgets/core/shop/shop-paths.ts';

describe('the same shop view in another language', () => {
  it('keeps the list with its filters, the product, and the brands and cart pages', () => {
    expect(translateShopPath('/shop', '/en/shop', '/shop', '?category=uhren&page=1')).toBe('/en/shop?category=uhren&page=1');
    expect(translateShopPath('/shop', '/fr/shop', '/shop', '')).toBe('/fr/shop');
    expect(translateShopPath('/en/shop', '/shop', '/en/shop/taucheruhr-automatik-42-mm', '')).toBe('/shop/taucheruhr-automatik-42-mm');
    expect(translateShopPath('/shop', '/en/shop', '/shop/marken', '')).toBe('/en/shop/brands');
    expect(translateShopPath('/fr/shop', '/shop', '/fr/shop/marques/', '')).toBe('/shop/marken');
    expect(translateShopPath('/en/shop', '/fr/shop', '/en/shop/warenkorb', '')).toBe('/fr/shop/warenkorb');
  });

  it('has no answer outside the shop', () => {
    expect(translateShopPath('/shop', '/en/shop', '/kontakt', '')).toBeNull();
    expect(translateShopPath('/shop', '/en/shop', '/shop/a/b', '')).toBeNull();
  });
});
