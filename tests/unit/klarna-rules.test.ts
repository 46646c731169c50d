import { describe, expect, it } from 'vitest';
import { containedTax, klarnaOrderData } from '../../server/payments/klarna-rules.ts';

const line = (overrides: Record<string, unknown> = {}) => ({
  productId: 101,
  productName: 'Ring Aurora',
  variantId: null,
  variantName: null,
  variantLabel: null,
  dispatchDays: null,
  characteristics: [],
  personalization: {},
  personalizationLabelled: [],
  count: 1,
  priceBrutto: '1290.00',
  lineTotal: '1290.00',
  ...overrides,
});
const address = { firstName: 'Anna', lastName: 'Berg', company: '', street: 'Hauptstraße', number: '5', zipCode: '79098', city: 'Freiburg', country: 'DE' };
const shippingMethod = { name: 'DHL Paket versichert', provider: 'dhl', price: '6.90', additionalDays: 0 };

describe('the order as Klarna is told it', () => {
  it('counts the VAT a gross amount contains Klarna’s way, in cents', () => {
    expect(containedTax(129000, 1900)).toBe(20597);
    expect(containedTax(690, 1900)).toBe(110);
    expect(containedTax(100, 700)).toBe(7);
    expect(containedTax(0, 1900)).toBe(0);
  });

  it('lists goods and shipping as lines in cents that add up to the order amount and its tax', () => {
    const data = klarnaOrderData({
      language: 'fr',
      lines: [line(), line({ productId: 7, variantId: 71, variantName: 'Größe 52', count: 2, priceBrutto: '49.95', lineTotal: '99.90' })],
      totals: { subtotal: '1389.90', shipping: '6.90', wrapping: '0.00', total: '1396.80', vatContained: '223.02', taxPercent: 19 },
      shippingMethod,
      shippingAddress: address,
    });
    expect(data).toMatchObject({ purchase_country: 'DE', purchase_currency: 'EUR', locale: 'fr-DE', order_amount: 139680 });
    expect(data.order_lines.map((item) => [item.type, item.reference, item.name, item.quantity, item.unit_price, item.total_amount])).toEqual([
      ['physical', '101', 'Ring Aurora', 1, 129000, 129000],
      ['physical', '7-71', 'Ring Aurora – Größe 52', 2, 4995, 9990],
      ['shipping_fee', 'shipping', 'DHL Paket versichert', 1, 690, 690],
    ]);
    expect(data.order_lines.reduce((sum, item) => sum + item.total_amount, 0)).toBe(data.order_amount);
    expect(data.order_lines.reduce((sum, item) => sum + item.total_tax_amount, 0)).toBe(data.order_tax_amount);
    expect(data.order_lines.every((item) => item.tax_rate === 1900 && item.total_amount === item.quantity * item.unit_price)).toBe(true);
  });

  it('leaves out free shipping', () => {
    const data = klarnaOrderData({ language: 'de', lines: [line()], totals: { subtotal: '1290.00', shipping: '0.00', wrapping: '0.00', total: '1290.00', vatContained: '205.97', taxPercent: 19 }, shippingMethod, shippingAddress: address });
    expect(data.order_lines.map((item) => item.type)).toEqual(['physical']);
    expect(data.order_tax_amount).toBe(20597);
  });
});
