import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, type NewCartLine } from '../../widgets/core/cart.ts';
import { reconcileCart } from '../../widgets/core/cart-reconcile.ts';
import { parseStoredCart } from '../../widgets/core/cart-stored.ts';
import { electronicAddressHref, missingManufacturerDetailsWarning, missingManufacturerWarning, productSafetyOf } from '../../widgets/core/catalog/product-safety.ts';
import type { Manufacturer } from '../../widgets/core/catalog/taxonomy.ts';
import { reshapeManufacturer } from '../../widgets/content/reshape-catalog-taxonomy.ts';
import { shopProduct } from '../support/cart-products.ts';

/** GPSR (EU 2023/988) Art. 19: who makes the product and how to reach them, and its warnings; BattDG: where batteries go back. */

const maker: Manufacturer = {
  id: 14,
  displayName: 'Velo Dreisam',
  slug: 'velo-dreisam',
  description: '',
  legalName: 'Velo Dreisam GmbH',
  postalAddress: 'Wiesentalstraße 4\n 79115 Freiburg \n\nDeutschland',
  electronicAddress: 'service@velo-dreisam.example',
  euResponsiblePerson: '',
};

describe('what a product page names for product safety', () => {
  it('is the maker’s registered name, its address line by line and its electronic address', () => {
    expect(productSafetyOf(maker, null, '').manufacturer).toEqual({
      name: 'Velo Dreisam GmbH',
      postalAddress: ['Wiesentalstraße 4', '79115 Freiburg', 'Deutschland'],
      electronicAddress: 'service@velo-dreisam.example',
    });
    // Without a registered name the brand's name stands for the maker.
    expect(productSafetyOf({ ...maker, legalName: '' }, null, '').manufacturer?.name).toBe('Velo Dreisam');
    expect(productSafetyOf(null, null, '').manufacturer).toBeNull();
  });

  it('takes the product’s own warnings, else its category’s, paragraph by paragraph', () => {
    const category = { safetyInformation: 'Vor jeder Fahrt Bremsen prüfen.\nHelm tragen.' };
    expect(productSafetyOf(maker, category, '').safetyInformation).toEqual(['Vor jeder Fahrt Bremsen prüfen.', 'Helm tragen.']);
    expect(productSafetyOf(maker, category, 'Akku nicht unbeaufsichtigt laden.').safetyInformation).toEqual(['Akku nicht unbeaufsichtigt laden.']);
    expect(productSafetyOf(maker, null, '').safetyInformation).toEqual([]);
  });

  it('names the person responsible in the EU for a maker outside it', () => {
    const norwegian = { ...maker, euResponsiblePerson: 'Nordkap Vertrieb Europa GmbH\nAm Sandtorkai 5\n20457 Hamburg' };
    expect(productSafetyOf(norwegian, null, '').euResponsiblePerson).toEqual(['Nordkap Vertrieb Europa GmbH', 'Am Sandtorkai 5', '20457 Hamburg']);
  });

  it('links an e-mail address by mailto and an https address as it is, and nothing else', () => {
    expect(electronicAddressHref('service@velo-dreisam.example')).toBe('mailto:service@velo-dreisam.example');
    expect(electronicAddressHref('https://lunetterie-soleil.example/kontakt')).toBe('https://lunetterie-soleil.example/kontakt');
    expect(electronicAddressHref('javascript:alert(1)')).toBeNull();
    expect(electronicAddressHref('http://insecure.example')).toBeNull();
    expect(electronicAddressHref('Telefon 0761 123')).toBeNull();
  });

  it('is read from the content service’s manufacturer fields', () => {
    const read = reshapeManufacturer({ id: 2, display_name: 'Nordkap', slug: 'nordkap', legal_name: 'Nordkap AS', postal_address: 'Storgata 51\n9008 Tromsø', electronic_address: 'a@b.example', eu_responsible_person: 'X GmbH' });
    expect(read).toMatchObject({ legalName: 'Nordkap AS', postalAddress: 'Storgata 51\n9008 Tromsø', electronicAddress: 'a@b.example', euResponsiblePerson: 'X GmbH' });
  });
});

describe('the build’s warning for a maker its pages cannot name fully', () => {
  it('names the manufacturer, the missing fields and how many products it concerns', () => {
    expect(missingManufacturerDetailsWarning({ ...maker, postalAddress: ' ' }, 8)).toBe(
      'ecommerce_manufacturer item 14 ("velo-dreisam"), field "postal_address": missing, so the pages of its 8 product(s) name no postal address of the manufacturer (GPSR Art. 19).',
    );
    expect(missingManufacturerDetailsWarning({ ...maker, postalAddress: '', electronicAddress: 'Telefon 0761 123' }, 1)).toContain('fields "postal_address" and "electronic_address": missing');
    expect(missingManufacturerDetailsWarning(maker, 8)).toBeNull();
  });

  it('names a product on sale without a manufacturer', () => {
    expect(missingManufacturerWarning({ id: 5, slug: 'ring', manufacturer: null })).toBe(
      'ecommerce_product item 5 ("ring"), field "manufacturer": none, so its page names no manufacturer and no address to reach them (GPSR Art. 19).',
    );
    expect(missingManufacturerWarning({ id: 5, slug: 'ring', manufacturer: { id: 14, displayName: 'Velo Dreisam', slug: 'velo-dreisam' } })).toBeNull();
  });
});

describe('a cart line of a piece with batteries', () => {
  const watchLine: NewCartLine = { product: { id: 7, display_name: 'Quarzuhr', slug: 'ring' }, variant: null, personalization: null, count: 1, priceBrutto: '100.00' };
  const lookups = (containsBatteries: boolean) => new Map([['ring', { status: 'found' as const, product: shopProduct({ containsBatteries }) }]]);

  it('is marked by the product data when the cart is checked, and unmarked when the product no longer holds one', () => {
    const cart = addToCart(emptyCart(0), watchLine, () => 'line-1', 0);
    const checked = reconcileCart(cart, lookups(true), false, 1).cart;
    expect(checked.products[0]!.containsBatteries).toBe(true);
    expect(reconcileCart(checked, lookups(false), false, 1).cart.products[0]!.containsBatteries).toBeUndefined();
    // Kept across a reload; anything but true is no mark.
    expect(parseStoredCart(JSON.parse(JSON.stringify(checked)))!.products[0]!.containsBatteries).toBe(true);
    const edited = JSON.parse(JSON.stringify(checked)) as { products: Array<Record<string, unknown>> };
    edited.products[0]!.containsBatteries = 'yes';
    expect(parseStoredCart(edited)!.products[0]!.containsBatteries).toBeUndefined();
  });
});
