import { describe, expect, it, vi } from 'vitest';
import { success } from '../../widgets/core/result.ts';
import { shopProduct } from '../support/cart-products.ts';

const line = { cartId: 'a1', product: { id: 7, display_name: 'Ring', slug: 'ring' }, variant: null, personalization: null, count: 3, priceBrutto: '100.00' };

/** The store modules read localStorage when first imported: each case imports them afresh. */
async function storeWith(count: number) {
  vi.resetModules();
  localStorage.setItem('int-cart', JSON.stringify({ v: 1, data: { products: [{ ...line, count }], timestamp: 5 } }));
  return import('../../widgets/store/cart.ts');
}

const productData = async () => success(shopProduct({ stock: 5 }));

describe("the cart check with the order service's live stock", () => {
  it('lowers a line to what the service says is left, though the product data still says more, and reports it', async () => {
    const store = await storeWith(3);
    await store.reviewCart(productData, false, async () => success([{ productId: 7, variantId: null, available: 1 }]));
    expect(store.cart.value.products[0]).toMatchObject({ count: 1, maxCount: 1 });
    expect(store.cartReview.value.notices).toEqual([{ kind: 'count-lowered', cartId: 'a1', before: 3, after: 1 }]);
  });

  it('flags a line nothing is left of as sold out', async () => {
    const store = await storeWith(1);
    await store.reviewCart(productData, false, async () => success([{ productId: 7, variantId: null, available: 0 }]));
    expect(store.cart.value.products[0]!.unavailable).toBe('sold-out');
  });

  it('goes by the product data alone when the service does not answer', async () => {
    const store = await storeWith(3);
    await store.reviewCart(productData, false, async () => {
      throw new Error('offline');
    });
    expect(store.cart.value.products[0]).toMatchObject({ count: 3, maxCount: 5 });
    expect(store.cartReview.value.status).toBe('checked');
  });
});
