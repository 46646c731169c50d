import { describe, expect, it, vi } from 'vitest';
import { persistedSignal } from '../../widgets/store/persisted.ts';

const line = {
  cartId: 'a1',
  product: { id: 101, display_name: 'Solitärring' },
  variant: null,
  personalization: null,
  count: 2,
  priceBrutto: '1290.00',
};

/** The store modules read localStorage when first imported: each case imports them afresh. */
async function freshStore() {
  vi.resetModules();
  return import('../../widgets/store/index.ts');
}

describe('the persisted cart', () => {
  it('restores a stored cart after a reload', async () => {
    localStorage.setItem('int-cart', JSON.stringify({ v: 1, data: { products: [line], timestamp: 5 } }));
    const store = await freshStore();
    expect(store.cart.value.totalCount).toBe(2);
    expect(store.cart.value.totalPriceBrutto).toBe('2580.00');
  });

  it.each([
    ['invalid JSON', '{"v":1,"data":{"products":[', 'it is not valid JSON'],
    ['another version', JSON.stringify({ v: 0, data: { products: [line] } }), 'version 0 instead of 1'],
    ['a foreign value', JSON.stringify(['something', 'else']), 'not in the stored format'],
    ['a value that is no cart', JSON.stringify({ v: 1, data: { totalCount: 3 } }), 'its content is invalid'],
  ])('survives %s: an empty cart, one warning, the entry removed', async (_case, stored, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('int-cart', stored);
    const store = await freshStore();
    expect(store.cart.value.products).toEqual([]);
    expect(localStorage.getItem('int-cart')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(`Discarded the stored "int-cart" because ${reason}`);
  });

  it('drops only a broken line: the good ones stay, and the count of dropped lines is kept for the cart page', async () => {
    localStorage.setItem('int-cart', JSON.stringify({ v: 1, data: { products: [line, { ...line, cartId: 'b2', priceBrutto: 'free' }] } }));
    const store = await freshStore();
    expect(store.cart.value.products.map((kept) => kept.cartId)).toEqual(['a1']);
    expect(store.cart.value.damagedLinesRemoved).toBe(1);
    expect(JSON.parse(localStorage.getItem('int-cart')!).data.products).toHaveLength(1);
    // The next change to the cart ends the message.
    store.changeCartCount('a1', 3);
    expect(store.cart.value.damagedLinesRemoved).toBeUndefined();
  });

  it('saves every change and removes the entry when the cart is empty again', async () => {
    const store = await freshStore();
    store.addToCart({ product: line.product, variant: null, personalization: null, count: 1, priceBrutto: '10.00' });
    const saved = JSON.parse(localStorage.getItem('int-cart')!);
    expect(saved.v).toBe(1);
    expect(saved.data.totalCount).toBe(1);
    store.removeFromCart(store.cart.value.products[0]!.cartId);
    expect(localStorage.getItem('int-cart')).toBeNull();
  });

  it('follows another tab through the storage event', async () => {
    const store = await freshStore();
    const otherTab = JSON.stringify({ v: 1, data: { products: [line], timestamp: 9 } });
    localStorage.setItem('int-cart', otherTab);
    window.dispatchEvent(new StorageEvent('storage', { key: 'int-cart', newValue: otherTab }));
    expect(store.cart.value.totalCount).toBe(2);
    localStorage.removeItem('int-cart');
    window.dispatchEvent(new StorageEvent('storage', { key: 'int-cart', newValue: null }));
    expect(store.cart.value.totalCount).toBe(0);
  });

  it('keeps working in memory when localStorage throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new DOMException('quota exceeded', 'QuotaExceededError');
      },
    });
    const store = await freshStore();
    store.addToCart({ product: line.product, variant: null, personalization: null, count: 1, priceBrutto: '10.00' });
    expect(store.cart.value.totalCount).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not save "int-cart"'), expect.anything());
  });
});

describe('the other persisted models', () => {
  it('restores and resets the checkout draft', async () => {
    const store = await freshStore();
    store.updateCheckoutDraft({ customerEmail: 'kundin@example.de', presentWrap: true });
    const reloaded = await freshStore();
    expect(reloaded.checkoutDraft.value).toMatchObject({ customerEmail: 'kundin@example.de', presentWrap: true, shippingCost: 0 });
    reloaded.resetCheckoutDraft();
    expect(reloaded.checkoutDraft.value.customerEmail).toBe('');
  });

  it('stores consents under int-consents and removes them on reset', async () => {
    const store = await freshStore();
    expect(store.consents.value).toBeNull();
    store.saveConsents([
      { display_name: 'Funktional', description: '', link: '', default_on: true, consentGiven: true, locked: true, function_id: 'functional' },
    ]);
    expect(JSON.parse(localStorage.getItem('int-consents')!).data[0].function_id).toBe('functional');
    store.resetConsents();
    expect(localStorage.getItem('int-consents')).toBeNull();
  });

  it('loads the settings once however many widgets ask, and reports a failure', async () => {
    const store = await freshStore();
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    await Promise.all([store.loadSettings(fetchMock), store.loadSettings(fetchMock)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.settings.value).toEqual({ status: 'error', error: 'Could not load settings' });
  });
});

describe('persistedSignal', () => {
  it('ignores storage events for other keys', () => {
    const counter = persistedSignal({ key: 'test-counter', version: 1, parse: (data) => (typeof data === 'number' ? data : null), initial: () => 0 });
    counter.value = 3;
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{"v":1,"data":7}' }));
    expect(counter.value).toBe(3);
  });
});
