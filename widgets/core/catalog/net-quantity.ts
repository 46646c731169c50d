import Decimal from 'decimal.js';
import { formatMoney, type Money } from '../money.ts';
import type { Language } from '../languages.ts';

/**
 * The unit price (Grundpreis, § 4 PAngV): goods offered by weight, volume, length or area state
 * their price per 1 kg, 1 l, 1 m, 1 m² or 1 m³ (§ 5 PAngV) next to the price. The content states
 * what a pack holds (its net quantity, e.g. 100 ml); the unit price is computed from it, exactly.
 */

/** The units a pack's content is written in (ecommerce_product.net_quantity_unit, and the variant's). */
export const netQuantityUnits = ['g', 'kg', 'ml', 'l', 'cm', 'm', 'm2', 'm3'] as const;
export type NetQuantityUnit = (typeof netQuantityUnits)[number];

/** § 5 PAngV: the quantity a unit price is for. */
type ReferenceUnit = 'kg' | 'l' | 'm' | 'm2' | 'm3';

/** What one piece holds: a positive plain decimal ("100", "0.75") and its unit. */
export interface NetQuantity {
  amount: string;
  unit: NetQuantityUnit;
}

/** A price per 1 kg, 1 l, 1 m, 1 m² or 1 m³. */
export interface UnitPrice {
  amount: Money;
  per: ReferenceUnit;
}

/** The unit prices of a product's offers ("from … to …" where its variants hold different amounts). */
export interface UnitPriceRange {
  lowest: Money;
  highest: Money;
  per: ReferenceUnit;
}

const toReference: Record<NetQuantityUnit, { per: ReferenceUnit; factor: string }> = {
  g: { per: 'kg', factor: '0.001' },
  kg: { per: 'kg', factor: '1' },
  ml: { per: 'l', factor: '0.001' },
  l: { per: 'l', factor: '1' },
  cm: { per: 'm', factor: '0.01' },
  m: { per: 'm', factor: '1' },
  m2: { per: 'm2', factor: '1' },
  m3: { per: 'm3', factor: '1' },
};

export function isNetQuantityUnit(value: unknown): value is NetQuantityUnit {
  return typeof value === 'string' && (netQuantityUnits as readonly string[]).includes(value);
}

/** A quantity as the content writes it: plain digits with an optional decimal part, more than zero. */
export function isNetQuantityAmount(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = String(value);
  return /^\d{1,9}(\.\d{1,6})?$/.test(text) && new Decimal(text).greaterThan(0);
}

export function isNetQuantity(value: unknown): value is NetQuantity {
  if (typeof value !== 'object' || value === null) return false;
  const { amount, unit } = value as Record<string, unknown>;
  return typeof amount === 'string' && isNetQuantityAmount(amount) && isNetQuantityUnit(unit);
}

/** The amount without the zeros a decimal column pads it with ("100.000" → "100"). */
export function plainAmount(value: string | number): string {
  return new Decimal(value).toString();
}

/**
 * The price of one reference unit, rounded half up to the cent; null without a price or a
 * quantity, and where the pack holds exactly one reference unit: then the unit price is the price
 * itself, which § 4 Abs. 1 PAngV does not ask to repeat.
 */
export function unitPriceOf(price: Money | null, quantity: NetQuantity | null): UnitPrice | null {
  if (price === null || quantity === null) return null;
  const { per, factor } = toReference[quantity.unit];
  const inReferenceUnits = new Decimal(quantity.amount).times(factor);
  if (inReferenceUnits.lessThanOrEqualTo(0) || inReferenceUnits.equals(1)) return null;
  return { amount: new Decimal(price).dividedBy(inReferenceUnits).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2), per };
}

/**
 * Lowest and highest unit price of a product's offers (its own price and quantity, and each active
 * variant's, a variant taking the product's where it states none). Offers measured in another
 * reference unit than the first (grams beside litres) cannot be compared and are left out.
 */
export function unitPriceRangeOf(offers: ReadonlyArray<{ price: Money | null; quantity: NetQuantity | null }>): UnitPriceRange | null {
  const unitPrices = offers.map(({ price, quantity }) => unitPriceOf(price, quantity)).filter((entry): entry is UnitPrice => entry !== null);
  const [first] = unitPrices;
  if (!first) return null;
  const comparable = unitPrices.filter((entry) => entry.per === first.per).map((entry) => new Decimal(entry.amount));
  return { lowest: Decimal.min(...comparable).toFixed(2), highest: Decimal.max(...comparable).toFixed(2), per: first.per };
}

// No-break spaces: "/ 1 l" never wraps away from its amount on a narrow screen.
const referenceLabel: Record<ReferenceUnit, string> = { kg: '1\u00a0kg', l: '1\u00a0l', m: '1\u00a0m', m2: '1\u00a0m²', m3: '1\u00a0m³' };

/** "240,00 € / 1 l", or "78,00 € – 156,00 € / 1 l" for a range: the same in every language but the money's format. */
export function unitPriceText(unitPrice: UnitPrice | UnitPriceRange, lang: Language): string {
  const amount =
    'amount' in unitPrice
      ? formatMoney(unitPrice.amount, lang)
      : unitPrice.lowest === unitPrice.highest
        ? formatMoney(unitPrice.lowest, lang)
        : `${formatMoney(unitPrice.lowest, lang)} – ${formatMoney(unitPrice.highest, lang)}`;
  return `${amount}\u00a0/\u00a0${referenceLabel[unitPrice.per]}`;
}
