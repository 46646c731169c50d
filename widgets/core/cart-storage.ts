import { unwrapStored } from './stored-envelope.ts';
import { isNonNegativeInteger, isRecord } from './shapes.ts';

/** Where the cart is kept in localStorage, and in which format version (store/cart.ts). */
export const cartStorageKey = 'int-cart';
export const cartStorageVersion = 1;

/**
 * The stored cart's item count, read without the cart rules (and their decimal arithmetic): the
 * header's badge needs only this number. Anything unreadable counts as an empty cart.
 */
export function storedCartCount(raw: string | null): number {
  if (raw === null) return 0;
  const stored = unwrapStored(raw, cartStorageVersion);
  if (!stored.ok || !isRecord(stored.data)) return 0;
  const count = stored.data.totalCount;
  return isNonNegativeInteger(count) ? count : 0;
}
