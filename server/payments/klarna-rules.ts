import Decimal from 'decimal.js';
import type { Language } from '../../widgets/core/languages.ts';
import type { CheckedOrder } from '../orders/check-order.ts';

/**
 * What the shop tells Klarna an order is (Klarna Payments API v1, the session and the order):
 * amounts in cents, each line with its VAT rate in hundredths of a percent and the VAT it
 * contains, by Klarna's formula total_tax_amount = total_amount − total_amount × 10000 / (10000 + tax_rate).
 * https://docs.klarna.com/api/payments/#operation/createCreditSession
 * Pure: the figures come from the order as the service recomputed it.
 */

interface KlarnaOrderLine {
  type: 'physical' | 'shipping_fee' | 'surcharge';
  reference: string;
  name: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
}

export interface KlarnaOrderData {
  purchase_country: string;
  purchase_currency: 'EUR';
  locale: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: KlarnaOrderLine[];
}

/** A euro amount ("24.90") in cents, as Klarna counts. */
export const cents = (amount: string) => new Decimal(amount).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/** The VAT contained in a gross amount (cents) at a rate in hundredths of a percent, Klarna's way. */
export function containedTax(totalCents: number, taxRate: number): number {
  return new Decimal(totalCents).minus(new Decimal(totalCents).times(10000).dividedBy(10000 + taxRate)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

const klarnaLocales: Record<Language, string> = { de: 'de-DE', en: 'en-DE', fr: 'fr-DE' };

function line(type: KlarnaOrderLine['type'], reference: string, name: string, quantity: number, unitPrice: string, total: string, taxRate: number): KlarnaOrderLine {
  const totalAmount = cents(total);
  return {
    type,
    reference: reference.slice(0, 64),
    name: name.slice(0, 255),
    quantity,
    unit_price: cents(unitPrice),
    tax_rate: taxRate,
    total_amount: totalAmount,
    total_discount_amount: 0,
    total_tax_amount: containedTax(totalAmount, taxRate),
  };
}

/** The order as Klarna sees it: its goods, shipping and wrapping as lines that add up to the total. */
export function klarnaOrderData(order: Pick<CheckedOrder, 'language' | 'lines' | 'totals' | 'shippingMethod' | 'shippingAddress'>): KlarnaOrderData {
  const taxRate = Math.round(order.totals.taxPercent * 100);
  const lines = [
    ...order.lines.map((item) =>
      line('physical', [item.productId, item.variantId].filter((id) => id !== null).join('-'), item.variantName ? `${item.productName} – ${item.variantName}` : item.productName, item.count, item.priceBrutto, item.lineTotal, taxRate),
    ),
    ...(new Decimal(order.totals.shipping).greaterThan(0) ? [line('shipping_fee', 'shipping', order.shippingMethod.name, 1, order.totals.shipping, order.totals.shipping, taxRate)] : []),
    ...(new Decimal(order.totals.wrapping).greaterThan(0) ? [line('surcharge', 'wrapping', 'Geschenkverpackung', 1, order.totals.wrapping, order.totals.wrapping, taxRate)] : []),
  ];
  return {
    purchase_country: order.shippingAddress.country || 'DE',
    purchase_currency: 'EUR',
    locale: klarnaLocales[order.language],
    order_amount: cents(order.totals.total),
    order_tax_amount: lines.reduce((sum, item) => sum + item.total_tax_amount, 0),
    order_lines: lines,
  };
}
