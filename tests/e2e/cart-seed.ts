import type { Page } from '@playwright/test';

/** A product as a cart line refers to it, with its price as the build states it. */
export interface SeededProduct {
  id: number;
  display_name: string;
  slug: string;
  priceBrutto: string;
}

/** The demo's ring, as a cart line refers to it. */
const ring: SeededProduct = { id: 101, display_name: 'Solitärring Weißgold 0,25 ct', slug: 'solitaerring-weissgold-025-ct', priceBrutto: '1290.00' };

/** Puts `count` pieces of a product into the stored cart once per tab; later reloads keep whatever the test made of it. */
export async function withInCart(page: Page, { priceBrutto, ...product }: SeededProduct, count = 1) {
  await page.addInitScript(
    ({ product, priceBrutto, count }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const line = { cartId: 'line-1', product, variant: null, personalization: null, count, priceBrutto };
      localStorage.setItem('int-cart', JSON.stringify({ v: 1, data: { products: [line], totalCount: count, totalPriceBrutto: '0.00', timestamp: 1 } }));
    },
    { product, priceBrutto, count },
  );
}

/** Puts one ring (or `count`) into the stored cart once per test. */
export const withRingInCart = (page: Page, count = 1) => withInCart(page, ring, count);
