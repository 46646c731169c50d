import type { Browser, Page } from '@playwright/test';
import { withInCart, type SeededProduct } from './cart-seed.ts';
import { checkoutByTransfer, orderButton } from './checkout-steps.ts';
import { expect, test, withConsentsDecided } from './fixtures.ts';

/**
 * The build states the stock; pieces sold since are known only to the order service. The product
 * page and the cart ask it what is left (the live stock answer); a shopper whose order asks for
 * more than is left when the button is pressed is told which line changed and by how much, and can
 * order what is left at once.
 */

/**
 * Goods no other test buys, one per attempt: an attempt sells its piece out, so a retry takes the
 * next. `stock` is the build's figure (site/_content/demo/ecommerce_product.json).
 */
const goods: Array<SeededProduct & { stock: number }> = [
  { id: 1121, display_name: 'Vase Rillenglas Bernstein', slug: 'vase-rillenglas-bernstein', priceBrutto: '69.00', stock: 4 },
  { id: 1126, display_name: 'Schale Marmor Verde', slug: 'schale-marmor-verde', priceBrutto: '79.00', stock: 5 },
  { id: 1035, display_name: 'Creolen Gelbgold 15 mm', slug: 'creolen-gelbgold-15-mm', priceBrutto: '289.00', stock: 6 },
];

/** Another shopper, in a browser of their own, with `count` pieces in the cart and the checkout filled in. */
async function anotherShopperAtCheckout(browser: Browser, baseURL: string, product: SeededProduct, count: number, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await withConsentsDecided(context);
  const page = await context.newPage();
  await withInCart(page, product, count);
  await checkoutByTransfer(page, email);
  return page;
}

test('a piece sold since the build: the checkout lowers the line to what is left and orders it; then the product page and the cart say it is sold out before the checkout', async ({ page, browser, baseURL, consoleErrors }, testInfo) => {
  const product = goods[testInfo.retry]!;
  const tag = `${testInfo.project.name}-${testInfo.retry}`;

  // This shopper's cart holds every piece the build stated; the checkout is open and filled in.
  await withInCart(page, product, product.stock);
  const summary = await checkoutByTransfer(page, `zweite-${tag}@example.org`);
  await expect(summary.locator('.checkout__line')).toContainText(`${product.stock} ×`);

  // Meanwhile one piece goes to another shopper.
  const first = await anotherShopperAtCheckout(browser, baseURL!, product, 1, `erste-${tag}@example.org`);
  await orderButton(first).click();
  await expect(first.locator('.checkout--thanks .checkout__order-number')).toBeVisible();
  await first.context().close();

  // The order button is refused: the line is lowered to what is left, and says so.
  await orderButton(page).click();
  const left = product.stock - 1;
  await expect(page.locator('#checkout-status')).toHaveText(/Wir haben Ihre Bestellung angepasst: Bitte prüfen Sie die Übersicht und bestellen Sie dann erneut\./);
  const line = summary.locator('.checkout__line');
  await expect(line).toContainText(`${left} ×`);
  await expect(line.locator('.checkout__line-notice')).toHaveText(`Wir haben nur ${left} auf Lager: Die Anzahl wurde von ${product.stock} auf ${left} gesenkt.`);
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Warenkorb wurde an die aktuellen Preise und Bestände angepasst.' })).toBeVisible();
  // The address typed stays; the same button orders what is left.
  await expect(page.locator('form.checkout__form').getByLabel('Ort').first()).toHaveValue('Freiburg');
  await orderButton(page).click();
  await expect(page.locator('.checkout--thanks .checkout__order-number')).toBeVisible();
  expect(consoleErrors).toEqual(['HTTP 422 for /ecom/order']);

  // Nothing is left. A third shopper learns it on the product page (the build still says in stock)
  // and in the cart, before the checkout: the line is marked, and the checkout will not take it.
  const context = await browser.newContext({ baseURL });
  await withConsentsDecided(context);
  const third = await context.newPage();
  await withInCart(third, product, 1);
  await third.goto(`/shop/${product.slug}`);
  await expect(third.locator('.purchase-box .availability')).toContainText('Nicht auf Lager');
  await expect(third.locator('.purchase-box').getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await third.goto('/shop/warenkorb');
  await expect(third.locator('.cart-line .cart-line__problem')).toHaveText('Dieser Artikel ist ausverkauft. Bitte entfernen Sie ihn.');
  // Nothing of the cart can be ordered: nothing to send, nothing to pay.
  await expect(third.locator('.cart-summary__total dd')).toHaveText(/^0,00\s€$/);
  await third.goto('/shop/kasse');
  await expect(third.getByRole('alert').filter({ hasText: 'Diese Artikel können nicht mehr bestellt werden' })).toContainText(product.display_name);
  await expect(orderButton(third)).toHaveCount(0);
  await context.close();
});
