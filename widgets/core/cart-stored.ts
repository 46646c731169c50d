import { isNetQuantity } from './catalog/net-quantity.ts';
import {
  isSamePurchase,
  maxCartLines,
  maxLineCharacteristics,
  withTotals,
  type Cart,
  type CartLine,
  type CartPersonalization,
  type CartProduct,
  type CartVariant,
  type LineCharacteristic,
  type UnavailableReason,
} from './cart.ts';
import { isSameOriginPath, isWebAddress } from './link-address.ts';
import { isPlainMoney } from './money.ts';
import { isFiniteNumber, isNonEmptyString, isNonNegativeInteger, isRecord, type UnknownRecord } from './shapes.ts';
import { maxCountPerLine } from './shop/count-input.ts';
import { isSlug } from './shop/slug.ts';

/**
 * Reads the cart back from localStorage, where anyone can edit it. Each line is judged on its
 * own: a bad line is dropped and counted (the cart page says so), the good ones stay. Only known
 * fields are copied, and totals are recomputed, so an edited total never reaches the checkout.
 */

/**
 * The most pieces a stored line may claim: what any count field lets a shopper choose. More was
 * never chosen here; the product data then lowers it to the stock.
 */
export const maxStoredCount = maxCountPerLine;

const unavailableReasons: readonly UnavailableReason[] = ['gone', 'on-request', 'sold-out'];

const isId = (value: unknown): value is string | number => isNonEmptyString(value) || isFiniteNumber(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= maxStoredCount;
/** The removed lines the cart page still reports; a stored cart claiming more is not believed beyond it. */
const maxReportedDamage = 999;
const reportedRemoved = (value: unknown): number => (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= maxReportedDamage ? (value as number) : 0);

/** An image the page may load: one of this site's files, or one the content service serves (live shop). */
const isImageAddress = (value: unknown): value is string => typeof value === 'string' && (isSameOriginPath(value) || isWebAddress(value));

function readProduct(value: unknown): CartProduct | null {
  if (!isRecord(value) || !isId(value.id) || typeof value.display_name !== 'string') return null;
  // The slug becomes the line's link and the product data's address: anything but a slug is no product of ours.
  if (!(value.slug === undefined || value.slug === '' || isSlug(value.slug))) return null;
  return {
    id: value.id,
    display_name: value.display_name,
    ...(value.slug ? { slug: value.slug as string } : {}),
    // A broken picture is not worth losing the line for: it is left out.
    ...(isImageAddress(value.image) ? { image: value.image } : {}),
  };
}

function readTexts(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  return entries.every(([, text]) => typeof text === 'string') ? (Object.fromEntries(entries) as Record<string, string>) : null;
}

/** undefined: not a variant; null: no variant chosen. */
function readVariant(value: unknown): CartVariant | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || !isId(value.id) || typeof value.display_name !== 'string') return undefined;
  // Lines stored before the label was kept have none, and a broken one is not worth the line: "Variante" then.
  return { id: value.id, display_name: value.display_name, ...(isNonEmptyString(value.label) ? { label: value.label } : {}) };
}

function readPersonalization(value: unknown): CartPersonalization | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || !isId(value.id) || !isRecord(value.values)) return undefined;
  const values = readTexts(value.values);
  if (!values) return undefined;
  const labels = readTexts(value.labels);
  return { id: value.id, values, ...(labels ? { labels } : {}) };
}

/** The characteristics as kept, or undefined for anything else (left out: the cart's check brings them again). */
function readCharacteristics(value: unknown): LineCharacteristic[] | undefined {
  if (!Array.isArray(value) || value.length > maxLineCharacteristics) return undefined;
  const read = value.map((entry) => (isRecord(entry) && isNonEmptyString(entry.name) && isNonEmptyString(entry.value) ? { name: entry.name, value: entry.value } : null));
  return read.every((entry) => entry !== null) ? (read as LineCharacteristic[]) : undefined;
}

function readLine(value: unknown): CartLine | null {
  if (!isRecord(value) || !isNonEmptyString(value.cartId)) return null;
  const product = readProduct(value.product);
  const variant = readVariant(value.variant);
  const personalization = readPersonalization(value.personalization);
  const { count, priceBrutto } = value as UnknownRecord;
  if (!product || variant === undefined || personalization === undefined) return null;
  if (!isCount(count) || !isPlainMoney(priceBrutto)) return null;
  const characteristics = readCharacteristics(value.characteristics);
  return {
    cartId: value.cartId,
    product,
    variant,
    personalization,
    count,
    priceBrutto,
    // A broken limit or flag is not worth losing the line for: the cart page checks both again.
    ...(isCount(value.maxCount) ? { maxCount: value.maxCount } : {}),
    ...(isNonNegativeInteger(value.dispatchDays) ? { dispatchDays: value.dispatchDays } : {}),
    ...(characteristics ? { characteristics } : {}),
    ...(value.containsBatteries === true ? { containsBatteries: true as const } : {}),
    ...(isNetQuantity(value.netQuantity) ? { netQuantity: { amount: value.netQuantity.amount, unit: value.netQuantity.unit } } : {}),
    ...(unavailableReasons.includes(value.unavailable as UnavailableReason) ? { unavailable: value.unavailable as UnavailableReason } : {}),
  };
}

/** The stored cart with its readable lines, or null when it is not a cart at all. */
export function parseStoredCart(value: unknown): Cart | null {
  if (!isRecord(value) || !Array.isArray(value.products)) return null;
  const lines: CartLine[] = [];
  let damaged = 0;
  let overLimit = 0;
  for (const [index, entry] of value.products.entries()) {
    if (lines.length === maxCartLines) {
      // A full cart reads no further: each entry would be compared with every kept line.
      overLimit = value.products.length - index;
      break;
    }
    const line = readLine(entry);
    if (!line || lines.some((kept) => kept.cartId === line.cartId)) {
      damaged += 1;
      continue;
    }
    // The same purchase twice (edited by hand) becomes one line, as adding it twice would.
    const same = lines.findIndex((kept) => isSamePurchase(kept, line));
    if (same >= 0) lines[same] = { ...lines[same]!, count: Math.min(lines[same]!.count + line.count, maxStoredCount) };
    else lines.push(line);
  }
  const timestamp = isFiniteNumber(value.timestamp) ? value.timestamp : 0;
  const removed = Math.min(reportedRemoved(value.damagedLinesRemoved) + damaged, maxReportedDamage);
  return {
    ...withTotals(lines, timestamp),
    ...(removed > 0 ? { damagedLinesRemoved: removed } : {}),
    ...(overLimit > 0 || value.linesOverLimitRemoved === true ? { linesOverLimitRemoved: true as const } : {}),
  };
}
