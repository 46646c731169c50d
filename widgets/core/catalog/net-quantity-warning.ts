import type { Product } from './product.ts';

/** An amount in a name ("Raumspray … 100 ml", "Kaffee 500 g"): goods sold by volume, weight or length. */
const statedAmount = /(?:^|[\s(])\d+(?:[.,]\d+)?\s?(?:ml|cl|l|g|kg|m²|m2|qm|m)(?=$|[\s),.;])/i;

/**
 * Where the content names an amount in a product's or variant's name but states no net quantity,
 * the page shows no unit price (§ 4 PAngV): the product and the field an editor fills in. A length
 * that describes the piece (a 90 cm lock) is no amount it is sold by, so centimetres are not read.
 */
export function missingNetQuantityWarning(product: Product): string | null {
  const active = product.variants.filter((variant) => variant.active);
  const named = [product.displayName, ...active.map((variant) => variant.displayName)].find((name) => statedAmount.test(name));
  if (named === undefined) return null;
  const measured = product.netQuantity !== null || (active.length > 0 && active.every((variant) => variant.netQuantity !== null));
  if (measured) return null;
  return `ecommerce_product item ${String(product.id)} ("${product.slug}"), field "net_quantity": "${named}" names an amount, but no net quantity is stated; its price shows no unit price (§ 4 PAngV).`;
}
