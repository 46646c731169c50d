import { lineUnitPrice, type CartLine } from '../core/cart.ts';
import { unitPriceText } from '../core/catalog/net-quantity.ts';
import type { Language } from '../core/languages.ts';

/** " (240,00 € / 1 l)": the unit price (§ 4 PAngV) after a line's price, where its goods are sold by quantity. */
export function LineUnitPrice({ line, lang }: { line: Pick<CartLine, 'priceBrutto' | 'netQuantity'>; lang: Language }) {
  const unitPrice = lineUnitPrice(line);
  return unitPrice ? <span className="line-unit-price"> ({unitPriceText(unitPrice, lang)})</span> : null;
}
