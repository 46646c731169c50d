import type { Page } from '@playwright/test';

/** The demo's ring, as a cart line refers to it. */
const ring = { id: 101, display_name: 'Solitärring Weißgold 0,25 ct', slug: 'solitaerring-weissgold-025-ct' };

/** Puts one ring into the stored cart once per test; later reloads keep whatever the test made of it. */
export async function withRingInCart(page: Page, count = 1) {
  await page.addInitScript(
    ({ product, count }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const line = { cartId: 'line-1', product, variant: null, personalization: null, count, priceBrutto: '1290.00' };
      localStorage.setItem('int-cart', JSON.stringify({ v: 1, data: { products: [line], totalCount: count, totalPriceBrutto: '0.00', timestamp: 1 } }));
    },
    { product: ring, count },
  );
}
