import { isPlainLine } from '../../widgets/core/forms/plain-text.ts';
import type { CheckedLine, OrderRefusal } from './check-order.ts';
import type { OrderLine } from './order-body.ts';
import type { OrderableProduct } from './order-catalog.ts';

/**
 * A line's personalization (an engraving, a chosen font) as the order service judges and keeps
 * it: only the product's own fields, required ones filled, a choice one of the shop's options,
 * typed text on one plain line within its length.
 */

/** One value of a line's personalization under the label its product page gives the field. */
export interface LabelledValue {
  label: string;
  value: string;
}

/** Why the line's personalization cannot be made; null when it can. */
export function personalizationRefusal(line: OrderLine, at: string, product: OrderableProduct): OrderRefusal | null {
  const values = line.personalization?.values ?? {};
  const fields = product.personalization?.fields ?? [];
  const known = new Set(fields.map((field) => field.key));
  const wrong = [
    ...Object.entries(values).filter(([key, value]) => !known.has(key) && value.trim() !== '').map(([key]) => key),
    ...fields
      .filter((field) => {
        const value = (values[field.key] ?? '').trim();
        if (value === '') return field.required;
        // A choice must be one of the shop's own options, which the shop vouches for as they are.
        if (field.type === 'select') return !field.options.includes(value) && !(field.otherOptions ?? []).includes(value);
        // Typed text with control and bidi characters: the engraver would read another text than the shop confirmed.
        if (!isPlainLine(value)) return true;
        return field.maxLength !== null && value.length > field.maxLength;
      })
      .map((field) => field.key),
  ];
  if (wrong.length === 0) return null;
  return { code: 'personalization', message: `${product.displayName}: the personalization is incomplete or not possible.`, fields: wrong.map((key) => `${at}.personalization.values.${key}`) };
}

/** The product's own personalization values, trimmed, empty ones left out, with their fields' keys and labels. */
export function keptPersonalization(line: OrderLine, product: OrderableProduct): Array<LabelledValue & { key: string }> {
  const values = line.personalization?.values ?? {};
  return (product.personalization?.fields ?? []).flatMap((field) => {
    const value = (values[field.key] ?? '').trim();
    return value === '' ? [] : [{ key: field.key, label: field.label || field.key, value }];
  });
}

/**
 * Goods made to the buyer's specification (an engraving, a chosen font) are excluded from
 * withdrawal (§ 312g Abs. 2 Nr. 1 BGB; the demo AGB § 8): a line with any personalization value is.
 */
export const isMadeToSpecification = (line: Pick<CheckedLine, 'personalizationLabelled'>) => line.personalizationLabelled.length > 0;
