import Decimal from 'decimal.js';

/** German product names to URL slugs: "Solitärring Weißgold 0,25 ct" → "solitaerring-weissgold-025-ct". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/é|è/g, 'e')
    .replace(/[,'’]/g, '')
    .replace(/&/g, 'und')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Prices are worked out with decimal.js and written as two-place strings, like Directus' decimal fields. */
export const price = (value: Decimal.Value) => new Decimal(value).toFixed(2);
export const roundedPrice = (base: string, factor: number, step = 10) =>
  price(new Decimal(base).times(factor).toNearest(step, Decimal.ROUND_HALF_UP));
