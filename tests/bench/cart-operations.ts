import { addToCart, changeCount, emptyCart, maxCartLines, removeFromCart, type Cart, type NewCartLine } from '../../widgets/core/cart.ts';
import { median, type BenchRow } from './verdicts.ts';

/**
 * The cart rules (widgets/core/cart.ts) on the fullest cart they allow: each operation recomputes
 * the totals with decimal arithmetic, so a big cart is where a slow rule shows. Run in node: the
 * same code the store runs in the browser. Budget: within one frame (16 ms), so a click never stutters.
 */
const lines = maxCartLines;

const lineFor = (index: number): NewCartLine => ({
  product: { id: index + 1, display_name: `Ring Weißgold ${index + 1}`, slug: `ring-${index + 1}` },
  variant: index % 3 === 0 ? { id: `${index + 1}-54`, display_name: 'Größe 54' } : null,
  personalization: index % 5 === 0 ? { id: 'engraving', values: { text: `Für A. ${index}` } } : null,
  count: 1 + (index % 4),
  priceBrutto: `${(19 + index * 7.5).toFixed(2)}`,
});

function fullCart(): Cart {
  let id = 0;
  let cart = emptyCart(0);
  for (let index = 0; index < lines; index += 1) cart = addToCart(cart, lineFor(index), () => `line-${id++}`, 0);
  return cart;
}

const time = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

export function measureCartOperations(rounds: number) {
  const cart = fullCart();
  const target = cart.products[Math.floor(cart.products.length / 2)]!.cartId;
  const add: number[] = [];
  const change: number[] = [];
  const remove: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    add.push(time(() => addToCart(cart, lineFor(lines + round), () => `extra-${round}`, 1)));
    change.push(time(() => changeCount(cart, target, 2 + (round % 5), 1)));
    remove.push(time(() => removeFromCart(cart, target, 1)));
  }
  return { lines: cart.products.length, add: median(add), change: median(change), remove: median(remove) };
}

export function cartRows(result: ReturnType<typeof measureCartOperations>, rounds: number): BenchRow[] {
  const note = `median of ${rounds}, ${result.lines} lines`;
  return [
    { group: `cart, ${lines} lines`, what: 'add a line', value: result.add, unit: 'ms', budget: { max: 16 }, note },
    { group: `cart, ${lines} lines`, what: 'change a count', value: result.change, unit: 'ms', budget: { max: 16 } },
    { group: `cart, ${lines} lines`, what: 'remove a line', value: result.remove, unit: 'ms', budget: { max: 16 } },
  ];
}
