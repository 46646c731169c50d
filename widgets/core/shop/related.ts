import { randomPick } from './random-pick.ts';
import type { ProductSummary } from './types.ts';

/** How many other products a product page suggests ("you may also like"). */
export const relatedCount = 4;

/** A small seeded generator (mulberry32): the same product gets the same picks in every build. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 2 ** 32;
  };
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

/**
 * The build's random picks for one product page: other published products, each once, chosen by
 * a generator seeded with the product's id. The page shows them in its HTML and its JSON file
 * carries them, so a product page never needs the whole catalog, and the router shows the same
 * ones the HTML showed (nothing is replaced under the visitor's eyes).
 */
export function relatedPicks(products: readonly ProductSummary[], product: Pick<ProductSummary, 'id'>, count = relatedCount): ProductSummary[] {
  const random = seededRandom(seedOf(String(product.id)));
  const own = String(product.id);
  // A few picks out of thousands: drawing indices is linear in the picks, where copying the
  // catalog for each of 10,000 pages would be quadratic.
  if (products.length > count * 4) {
    const chosen = new Set<number>();
    while (chosen.size < count) {
      const index = Math.floor(random() * products.length);
      if (String(products[index]!.id) !== own) chosen.add(index);
    }
    return [...chosen].map((index) => products[index]!);
  }
  return randomPick(products.filter((entry) => String(entry.id) !== own), count, random);
}
