import Decimal from 'decimal.js';
import type { Money } from '../money.ts';

/**
 * The sums an order shows above its button and the order service checks (spec §3, §4): every
 * amount is gross, added with decimal.js. The VAT is the part of the gross total that is tax,
 * at the shop's default rate: total × rate / (100 + rate), rounded half up to the cent.
 */

export interface PricedLine {
  /** Gross unit price. */
  priceBrutto: Money;
  count: number;
}

export interface OrderTotals {
  /** Sum of the line totals. */
  subtotal: Money;
  shipping: Money;
  wrapping: Money;
  total: Money;
  /** The VAT contained in the total. */
  vatContained: Money;
  taxPercent: number;
}

export interface OrderTotalsInput {
  lines: readonly PricedLine[];
  shipping: Money;
  /** Present wrapping; '0.00' when not chosen or free. */
  wrapping: Money;
  taxPercent: number;
}

export function lineTotal(line: PricedLine): Money {
  return new Decimal(line.priceBrutto).times(line.count).toFixed(2);
}

export function vatContained(gross: Money, taxPercent: number): Money {
  const rate = new Decimal(taxPercent);
  return new Decimal(gross).times(rate).dividedBy(rate.plus(100)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** The value of the goods: the lines' totals added up. */
export function linesSubtotal(lines: readonly PricedLine[]): Money {
  return lines.reduce((sum, line) => sum.plus(lineTotal(line)), new Decimal(0)).toFixed(2);
}

export function orderTotals({ lines, shipping, wrapping, taxPercent }: OrderTotalsInput): OrderTotals {
  const subtotal = linesSubtotal(lines);
  const total = new Decimal(subtotal).plus(shipping).plus(wrapping).toFixed(2);
  return {
    subtotal,
    shipping: new Decimal(shipping).toFixed(2),
    wrapping: new Decimal(wrapping).toFixed(2),
    total,
    vatContained: vatContained(total, taxPercent),
    taxPercent,
  };
}
