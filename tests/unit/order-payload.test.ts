import { describe, expect, it } from 'vitest';
import { orderPayload } from '../../widgets/checkout/place-order.ts';
import { addToCart, emptyCart, maxCartLines, type Cart, type NewCartLine } from '../../widgets/core/cart.ts';
import { emptyCheckoutDraft } from '../../widgets/core/checkout-draft.ts';

/** What the checkout sends the order service for the cart it shows. */
const totals = { subtotal: '0.00', shipping: '6.90', wrapping: '0.00', total: '6.90', vatContained: '1.10', taxPercent: 19 };

function cartOf(lines: NewCartLine[]): Cart {
  let next = 0;
  return lines.reduce((cart, line) => addToCart(cart, line, () => `line-${++next}`, 0), emptyCart(0));
}

const shownLine = (id: number): NewCartLine => ({
  product: { id, display_name: `Uhr ${id}`, slug: `uhr-${id}` },
  variant: null,
  personalization: null,
  count: 1,
  priceBrutto: '100.00',
  dispatchDays: 3,
  characteristics: Array.from({ length: 20 }, (_, index) => ({ name: `Merkmal ${index}`, value: 'x'.repeat(200) })),
});

describe('the order the checkout sends', () => {
  it('sends each line without what the page only shows (characteristics, delivery time): the service takes both from its catalog', () => {
    const cart = cartOf([shownLine(1)]);
    const [line] = orderPayload('uuid-1', cart, emptyCheckoutDraft(0), { totals, presentWrap: false }, 'de').cart.products;
    expect(line).toEqual({ cartId: 'line-1', product: { id: 1, display_name: 'Uhr 1', slug: 'uhr-1' }, variant: null, personalization: null, count: 1, priceBrutto: '100.00' });
    // The cart itself keeps them for the page.
    expect(cart.products[0]!.characteristics).toHaveLength(20);
  });

  it('stays far below the service’s 64 kB order limit for a full cart of long attribute texts', () => {
    const cart = cartOf(Array.from({ length: maxCartLines }, (_, index) => shownLine(index + 1)));
    const body = JSON.stringify(orderPayload('uuid-2', cart, emptyCheckoutDraft(0), { totals, presentWrap: false }, 'de'));
    expect(JSON.stringify(cart).length).toBeGreaterThan(64 * 1024);
    expect(body.length).toBeLessThan(16 * 1024);
  });
});
