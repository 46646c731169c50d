import { unwrapStored } from './stored-envelope.ts';
import { isNonNegativeInteger, isRecord } from './shapes.ts';
import { maxCountPerLine } from './shop/count-input.ts';

/** Where the cart is kept in localStorage, and in which format version (store/cart.ts). */
export const cartStorageKey = 'int-cart';
export const cartStorageVersion = 1;

/**
 * The stored cart's item count, read without the cart rules (and their decimal arithmetic): the
 * header's badge needs only this number. It adds up the lines' counts rather than trust the stored
 * total, which anyone can set to 1e21; a count the cart would not accept adds nothing. Anything
 * unreadable counts as an empty cart.
 */
export function storedCartCount(raw: string | null): number {
  if (raw === null) return 0;
  const stored = unwrapStored(raw, cartStorageVersion);
  if (!stored.ok || !isRecord(stored.value) || !Array.isArray(stored.value.products)) return 0;
  return stored.value.products.reduce<number>((sum, line) => sum + (isRecord(line) && isLineCount(line.count) ? line.count : 0), 0);
}

const isLineCount = (count: unknown): count is number => isNonNegativeInteger(count) && count >= 1 && count <= maxCountPerLine;
