/**
 * The count a shopper types into a count field (product page, cart), read as a whole number
 * within limits. Pure: the fields keep the text as typed and ask this what it means.
 */

/**
 * The most pieces one cart line takes when stock does not limit it (made to order): a stuck key
 * or "1e9" must not become an order.
 */
export const maxCountPerLine = 99;

/** The whole number the text stands for when it lies within 1..max; null for anything else (empty, 0, 2.5, letters, too many). */
export function readCount(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 1 && count <= max ? count : null;
}

/** How many pieces may be chosen: the stock, unless the shop orders more for the shopper. */
export function countLimit(stock: number, orderable: boolean): number {
  return orderable ? maxCountPerLine : Math.min(maxCountPerLine, Math.max(1, Math.floor(stock)));
}
