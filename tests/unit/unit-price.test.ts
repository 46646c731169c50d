import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, lineUnitPrice, type Cart, type NewCartLine } from '../../widgets/core/cart.ts';
import { reconcileCart } from '../../widgets/core/cart-reconcile.ts';
import { parseStoredCart } from '../../widgets/core/cart-stored.ts';
import { isNetQuantityAmount, unitPriceOf, unitPriceRangeOf, unitPriceText } from '../../widgets/core/catalog/net-quantity.ts';
import { missingNetQuantityWarning } from '../../widgets/core/catalog/net-quantity-warning.ts';
import type { Product, ProductVariant } from '../../widgets/core/catalog/product.ts';
import { summaryUnitPrice } from '../../widgets/core/shop/from-catalog.ts';
import { chooseVariant, selectedUnitPrice, startSelection } from '../../widgets/core/shop/selection.ts';
import { isProductSummary } from '../../widgets/core/shop/shop-json.ts';
import { netQuantityOf } from '../../widgets/content/reshape-catalog-parts.ts';
import { fieldReader } from '../../widgets/content/reshape-catalog-fields.ts';
import { ContentError } from '../../widgets/content/source.ts';
import { shopProduct, shopVariant } from '../support/cart-products.ts';

/** § 4 PAngV: goods sold by volume, weight, length or area state their price per 1 l, 1 kg, 1 m, 1 m², 1 m³. */

const ml = (amount: string) => ({ amount, unit: 'ml' as const });

describe('the unit price of a piece', () => {
  it('is the price per litre, kilogram or metre, exact to the cent', () => {
    expect(unitPriceOf('24.00', ml('100'))).toEqual({ amount: '240.00', per: 'l' });
    expect(unitPriceOf('68.00', ml('250'))).toEqual({ amount: '272.00', per: 'l' });
    expect(unitPriceOf('7.49', { amount: '500', unit: 'g' })).toEqual({ amount: '14.98', per: 'kg' });
    expect(unitPriceOf('12.90', { amount: '0.75', unit: 'l' })).toEqual({ amount: '17.20', per: 'l' });
    expect(unitPriceOf('35.00', { amount: '150', unit: 'cm' })).toEqual({ amount: '23.33', per: 'm' });
    expect(unitPriceOf('59.00', { amount: '2.5', unit: 'm2' })).toEqual({ amount: '23.60', per: 'm2' });
    // Exact decimals: 0.30 € for 0.3 l is 1.00 €/l (binary floats give 0.9999…); 1.005 €/l rounds half up to 1.01.
    expect(unitPriceOf('0.30', ml('300'))).toEqual({ amount: '1.00', per: 'l' });
    expect(unitPriceOf('2.01', ml('2000'))).toEqual({ amount: '1.01', per: 'l' });
  });

  it('is not stated where the pack holds exactly one unit (it equals the price), without a price, or without a quantity', () => {
    expect(unitPriceOf('9.90', { amount: '1', unit: 'l' })).toBeNull();
    expect(unitPriceOf('9.90', { amount: '1000', unit: 'ml' })).toBeNull();
    expect(unitPriceOf(null, ml('100'))).toBeNull();
    expect(unitPriceOf('9.90', null)).toBeNull();
  });

  it('reads "240,00 € / 1 l" in German and French, "€240.00 / 1 l" in English; a range names both ends', () => {
    const spray = unitPriceOf('24.00', ml('100'))!;
    expect(unitPriceText(spray, 'de').replace(/\u00a0/g, ' ')).toBe('240,00 € / 1 l');
    expect(unitPriceText(spray, 'fr').replace(/[\u00a0\u202f]/g, ' ')).toBe('240,00 € / 1 l');
    expect(unitPriceText(spray, 'en').replace(/\u00a0/g, ' ')).toBe('€240.00 / 1 l');
    expect(unitPriceText({ lowest: '214.00', highest: '390.00', per: 'l' }, 'de').replace(/\u00a0/g, ' ')).toBe('214,00 € – 390,00 € / 1 l');
    expect(unitPriceText({ lowest: '23.60', highest: '23.60', per: 'm2' }, 'de').replace(/\u00a0/g, ' ')).toBe('23,60 € / 1 m²');
  });
});

const variant = (id: number, priceBrutto: string | null, netQuantity: ProductVariant['netQuantity'], active = true): ProductVariant => ({
  id,
  displayName: netQuantity ? `${netQuantity.amount} ${netQuantity.unit}` : `Variante ${id}`,
  priceBrutto,
  stock: 1,
  referenceNumberSuffix: '',
  active,
  shippingTime: null,
  reorderPossible: false,
  netQuantity,
});

describe('the unit price a list shows for a product', () => {
  it('ranges over its active variants, each taking the product’s price where it has none', () => {
    const diffuser = { priceBrutto: '39.00', netQuantity: null, variants: [variant(1, null, ml('100')), variant(2, '68.00', ml('250')), variant(3, '107.00', ml('500')), variant(4, '1.00', ml('1'), false)] };
    expect(summaryUnitPrice(diffuser)).toEqual({ lowest: '214.00', highest: '390.00', per: 'l' });
  });

  it('is the product’s own without variants, and a variant without a quantity takes the product’s', () => {
    expect(summaryUnitPrice({ priceBrutto: '24.00', netQuantity: ml('100'), variants: [] })).toEqual({ lowest: '240.00', highest: '240.00', per: 'l' });
    expect(summaryUnitPrice({ priceBrutto: '24.00', netQuantity: ml('100'), variants: [variant(1, '48.00', null)] })).toEqual({ lowest: '480.00', highest: '480.00', per: 'l' });
    expect(summaryUnitPrice({ priceBrutto: '24.00', netQuantity: null, variants: [] })).toBeNull();
  });

  it('leaves out offers measured in another unit than the first', () => {
    expect(unitPriceRangeOf([{ price: '10.00', quantity: ml('500') }, { price: '10.00', quantity: { amount: '500', unit: 'g' } }])).toEqual({ lowest: '20.00', highest: '20.00', per: 'l' });
  });

  it('is refused in a list file when it is no range of prices per a known unit', () => {
    const summary = { id: 1, slug: 's', displayName: 'S', image: null, manufacturer: null, category: null, subcategoryIds: [], tags: [], attributes: [], stock: 1, priceBrutto: '24.00', variantPrices: [], ratings: [], dateCreated: '' };
    expect(isProductSummary({ ...summary, unitPrice: { lowest: '240.00', highest: '240.00', per: 'l' } })).toBe(true);
    expect(isProductSummary({ ...summary, unitPrice: null })).toBe(true);
    expect(isProductSummary({ ...summary, unitPrice: { lowest: '240.00', highest: '240.00', per: 'gallon' } })).toBe(false);
    expect(isProductSummary(summary)).toBe(false);
  });
});

describe('the unit price on the product page', () => {
  const product = shopProduct({
    priceBrutto: '39.00',
    variants: [shopVariant({ id: 1, priceBrutto: null, netQuantity: ml('100') }), shopVariant({ id: 2, priceBrutto: '68.00', netQuantity: ml('250') })],
  });

  it('follows the chosen variant, and is none while a variant is awaited', () => {
    const start = startSelection(product);
    expect(selectedUnitPrice(start, product)).toBeNull();
    expect(selectedUnitPrice(chooseVariant(start, product, '2'), product)).toEqual({ amount: '272.00', per: 'l' });
    expect(selectedUnitPrice(chooseVariant(start, product, '1'), product)).toEqual({ amount: '390.00', per: 'l' });
  });

  it('is the product’s own without variants', () => {
    const spray = shopProduct({ priceBrutto: '24.00', netQuantity: ml('100') });
    expect(selectedUnitPrice(startSelection(spray), spray)).toEqual({ amount: '240.00', per: 'l' });
  });
});

describe('the unit price of a cart line', () => {
  const sprayLine: NewCartLine = { product: { id: 7, display_name: 'Raumspray', slug: 'ring' }, variant: null, personalization: null, count: 2, priceBrutto: '24.00', netQuantity: ml('100') };
  const cartOf = (line: NewCartLine): Cart => addToCart(emptyCart(0), line, () => 'line-1', 0);

  it('is the piece’s, whatever the count', () => {
    expect(lineUnitPrice(cartOf(sprayLine).products[0]!)).toEqual({ amount: '240.00', per: 'l' });
  });

  it('survives a reload, and a quantity edited in storage into nonsense is dropped, not the line', () => {
    const stored = JSON.parse(JSON.stringify(cartOf(sprayLine))) as { products: Array<Record<string, unknown>> };
    expect(parseStoredCart(stored)?.products[0]?.netQuantity).toEqual(ml('100'));
    stored.products[0]!.netQuantity = { amount: '-5', unit: 'ml' };
    const read = parseStoredCart(stored)!.products[0]!;
    expect(read.netQuantity).toBeUndefined();
    expect(read.count).toBe(2);
  });

  it('comes from the product data when the cart is checked: the variant’s, else the product’s', () => {
    const lookups = (product: ReturnType<typeof shopProduct>) => new Map([['ring', { status: 'found' as const, product }]]);
    const { netQuantity: _none, ...bare } = sprayLine;
    const checked = reconcileCart(cartOf(bare), lookups(shopProduct({ priceBrutto: '24.00', netQuantity: ml('100') })), false, 1).cart.products[0]!;
    expect(checked.netQuantity).toEqual(ml('100'));
    // The product is now sold by the piece: the kept quantity goes.
    expect(reconcileCart(cartOf(sprayLine), lookups(shopProduct({ priceBrutto: '24.00' })), false, 1).cart.products[0]!.netQuantity).toBeUndefined();
  });
});

describe('the content’s net quantity', () => {
  const read = (record: Record<string, unknown>) => netQuantityOf(fieldReader('ecommerce_product', 1, record));

  it('is read from a decimal column as Directus gives it, padded or as a number', () => {
    expect(read({ net_quantity: '100.000', net_quantity_unit: 'ml' })).toEqual(ml('100'));
    expect(read({ net_quantity: 0.75, net_quantity_unit: 'l' })).toEqual({ amount: '0.75', unit: 'l' });
    expect(read({ net_quantity: null, net_quantity_unit: null })).toBeNull();
    expect(read({})).toBeNull();
  });

  it('is a content fault, naming the field, when half given, not more than zero, or in an unknown unit', () => {
    for (const [record, field] of [
      [{ net_quantity: '100' }, 'net_quantity_unit'],
      [{ net_quantity_unit: 'ml' }, 'net_quantity'],
      [{ net_quantity: '0', net_quantity_unit: 'ml' }, 'net_quantity'],
      [{ net_quantity: '1e3', net_quantity_unit: 'ml' }, 'net_quantity'],
      [{ net_quantity: '100', net_quantity_unit: 'oz' }, 'net_quantity_unit'],
    ] as const) {
      expect(() => read(record)).toThrow(ContentError);
      expect(() => read(record)).toThrow(field);
    }
    expect(isNetQuantityAmount('100.5')).toBe(true);
    expect(isNetQuantityAmount('-1')).toBe(false);
  });
});

describe('the build’s warning for a missing net quantity', () => {
  const product = (displayName: string, fields: Partial<Product> = {}) => ({ id: 9, slug: 'p', displayName, netQuantity: null, variants: [], ...fields }) as unknown as Product;

  it('names the product and the field where a name states an amount the price is for', () => {
    expect(missingNetQuantityWarning(product('Raumspray Leinen 100 ml'))).toBe(
      'ecommerce_product item 9 ("p"), field "net_quantity": "Raumspray Leinen 100 ml" names an amount, but no net quantity is stated; its price shows no unit price (§ 4 PAngV).',
    );
    expect(missingNetQuantityWarning(product('Raumdiffuser', { variants: [variant(1, null, null)].map((entry) => ({ ...entry, displayName: '250 ml' })) }))).toContain('"250 ml"');
    expect(missingNetQuantityWarning(product('Kaffee Hochland 500 g'))).not.toBeNull();
  });

  it('is quiet where the quantity is stated, and for measures that describe the piece (a 42 mm watch, a 90 cm lock)', () => {
    expect(missingNetQuantityWarning(product('Raumspray Leinen 100 ml', { netQuantity: ml('100') }))).toBeNull();
    expect(missingNetQuantityWarning(product('Raumdiffuser', { variants: [variant(1, null, ml('250'))].map((entry) => ({ ...entry, displayName: '250 ml' })) }))).toBeNull();
    expect(missingNetQuantityWarning(product('Taucheruhr Automatik 42 mm'))).toBeNull();
    expect(missingNetQuantityWarning(product('Faltschloss 90 cm'))).toBeNull();
    expect(missingNetQuantityWarning(product('Solitärring Weißgold 0,25 ct'))).toBeNull();
  });
});
