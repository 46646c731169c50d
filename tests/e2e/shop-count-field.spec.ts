import type { Page } from '@playwright/test';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * The "Anzahl" fields on a product page and in the cart, typed into as a shopper does: clearing
 * the field first, arrow keys, slips (0, 2.5, letters, more than in stock). The page never breaks,
 * the field stays editable, the shopper is told what fits, and the cart only ever gets a whole
 * count within limits. Demo products: taucheruhr-automatik-42-mm (one price, 5 in stock),
 * polarkreis-fliegeruhr-42-mm (variants; "Edelstahlband" has 2 in stock).
 */
const diveWatch = '/shop/taucheruhr-automatik-42-mm';
const rangeMessage = 'Bitte geben Sie eine ganze Zahl von 1 bis 5 ein.';

async function openShop(page: Page, path: string) {
  await page.goto(path);
  await expectMounted(page, 'shop');
}

const storedCart = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('int-cart') ?? 'null')?.data ?? null) as { products: Array<{ count: number }>; totalPriceBrutto: string } | null);

test('typing a new count on a product page keeps the page whole and puts that many into the cart', async ({ page, consoleErrors }) => {
  await openShop(page, diveWatch);
  const count = page.getByLabel('Anzahl');
  // Select what is there and type over it, key by key, as a shopper does.
  await count.selectText();
  await page.keyboard.type('3');
  await expect(count).toHaveValue('3');
  await expect(page.getByRole('heading', { level: 1, name: 'Taucheruhr Automatik 42 mm' })).toBeVisible();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('liegt jetzt im Warenkorb')).toBeVisible();
  expect((await storedCart(page))?.products[0]?.count).toBe(3);
  await expect(page.locator('[data-widget="shop"]')).toHaveAttribute('data-widget-state', 'mounted');
  expect(consoleErrors).toEqual([]);
});

test('arrow keys step the count within the stock', async ({ page, consoleErrors }) => {
  await openShop(page, diveWatch);
  const count = page.getByLabel('Anzahl');
  await count.press('ArrowUp');
  await count.press('ArrowUp');
  await expect(count).toHaveValue('3');
  await count.press('ArrowDown');
  await expect(count).toHaveValue('2');
  for (let step = 0; step < 6; step += 1) await count.press('ArrowUp');
  await expect(count).toHaveValue('5');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  expect((await storedCart(page))?.products[0]?.count).toBe(5);
  expect(consoleErrors).toEqual([]);
});

test('a cleared field, 0, 2.5, letters or more than in stock are explained, and nothing goes into the cart', async ({ page, consoleErrors }) => {
  await openShop(page, diveWatch);
  const count = page.getByLabel('Anzahl');
  const add = page.getByRole('button', { name: 'In den Warenkorb' });
  for (const typed of ['', '0', '2.5', 'e', '9']) {
    await count.fill('');
    if (typed) await page.keyboard.type(typed);
    await expect(page.getByText(rangeMessage), `after typing "${typed}"`).toBeVisible();
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expect(count).toBeEditable();
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps the button focusable; a click on it does nothing.
    await add.click({ force: true });
    expect(await storedCart(page)).toBeNull();
  }
  // The field stays usable: a fitting count clears the message and can be bought.
  await count.fill('');
  await page.keyboard.type('4');
  await expect(page.getByText(rangeMessage)).toHaveCount(0);
  await expect(count).not.toHaveAttribute('aria-invalid', 'true');
  await add.click();
  expect((await storedCart(page))?.products[0]?.count).toBe(4);
  expect(consoleErrors).toEqual([]);
});

test('on a product with variants the count follows the chosen variant’s stock', async ({ page, consoleErrors }) => {
  await openShop(page, '/shop/polarkreis-fliegeruhr-42-mm');
  await page.getByLabel('Armband', { exact: true }).selectOption({ label: 'Edelstahlband – 880,00 €' });
  const count = page.getByLabel('Anzahl');
  await count.selectText();
  await page.keyboard.type('3');
  await expect(page.getByText('Bitte geben Sie eine ganze Zahl von 1 bis 2 ein.')).toBeVisible();
  await count.press('Backspace');
  await page.keyboard.type('2');
  await expect(count).toHaveValue('2');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  expect((await storedCart(page))?.products[0]?.count).toBe(2);
  expect(consoleErrors).toEqual([]);
});

/** The dive watch once in the cart, and the cart page open. */
async function openCartWithWatch(page: Page) {
  await openShop(page, diveWatch);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('liegt jetzt im Warenkorb')).toBeVisible();
  await openShop(page, '/shop/warenkorb');
}

// The dive watch has 5 in stock: the cart keeps the product page's limit.
const cartMessage = 'Bitte geben Sie eine ganze Zahl von 1 bis 5 ein.';

test('in the cart, clearing the count to type a new one keeps the line, and a slip left in the field stays there with the message', async ({ page, consoleErrors }) => {
  await openCartWithWatch(page);
  const count = page.getByLabel('Anzahl');
  await count.selectText();
  await page.keyboard.press('Backspace');
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await expect(page.getByText(cartMessage)).toBeVisible();
  await page.keyboard.type('3');
  await expect(page.locator('.cart-summary__subtotal')).toContainText('2.549,70 €');
  expect((await storedCart(page))?.products[0]?.count).toBe(3);

  for (const slip of ['0', 'e', '-1']) {
    await count.fill('');
    await page.keyboard.type(slip);
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await expect(page.getByText(cartMessage)).toBeVisible();
    expect((await storedCart(page))?.products[0]?.count).toBe(3);
  }
  // Leaving the field neither hides the slip nor the message; the cart keeps its 3.
  await page.keyboard.press('Tab');
  await expect(count).toHaveValue('-1');
  await expect(page.getByText(cartMessage)).toBeVisible();
  expect((await storedCart(page))?.products[0]?.count).toBe(3);
  expect(consoleErrors).toEqual([]);
});

test('in the cart, arrow keys change the count, and a fraction is refused', async ({ page, consoleErrors }) => {
  await openCartWithWatch(page);
  const count = page.getByLabel('Anzahl');
  await count.press('ArrowUp');
  await expect(count).toHaveValue('2');
  await expect(page.locator('.cart-summary__subtotal')).toContainText('1.699,80 €');

  // "1.5" passes through 1, a count of its own; the fraction is refused and the 1 stays.
  await count.fill('');
  await page.keyboard.type('1.5');
  await expect(page.getByText(cartMessage)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(count).toHaveValue('1.5');
  await expect(page.getByText(cartMessage)).toBeVisible();
  await expect(page.locator('.cart-summary__subtotal')).toContainText('849,90 €');
  expect((await storedCart(page))?.products[0]?.count).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test('in the cart, a count beyond the stock or 0 is refused with the product page’s message, tied to the field, until it is corrected', async ({ page, consoleErrors }) => {
  await openCartWithWatch(page);
  const count = page.getByLabel('Anzahl');
  for (const typed of ['7', '0']) {
    await count.fill(typed);
    await count.blur();
    // What the shopper typed stays, with the reason it was not taken; the cart keeps its count.
    await expect(count, `after leaving "${typed}"`).toHaveValue(typed);
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expect(count).toHaveAccessibleDescription(cartMessage);
    await expect(page.getByText(cartMessage)).toBeVisible();
    await expect(page.locator('.cart-line')).toHaveCount(1);
    expect((await storedCart(page))?.products[0]?.count).toBe(1);
  }
  await expect(page.locator('.cart-summary__subtotal')).toContainText('849,90 €');

  // Corrected, the count is taken and the message goes.
  await count.fill('2');
  await count.blur();
  await expect(page.getByText(cartMessage)).toHaveCount(0);
  await expect(count).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.cart-summary__subtotal')).toContainText('1.699,80 €');
  expect((await storedCart(page))?.products[0]?.count).toBe(2);

  // A step button sets a count of its own: the slip gives way to it.
  await count.fill('9');
  await count.blur();
  await expect(page.getByText(cartMessage)).toBeVisible();
  await page.getByRole('button', { name: 'Eins mehr: Taucheruhr Automatik 42 mm' }).click();
  await expect(count).toHaveValue('3');
  await expect(page.getByText(cartMessage)).toHaveCount(0);
  expect((await storedCart(page))?.products[0]?.count).toBe(3);
  expect(consoleErrors).toEqual([]);
});

for (const width of [375, 1440]) {
  test(`in the cart at ${width} px, the refusal message stands under − count +, which stay in one row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openCartWithWatch(page);
    const count = page.getByLabel('Anzahl');
    await count.fill('7');
    await count.blur();
    const message = page.getByText(cartMessage);
    await expect(message).toBeVisible();
    const fewer = (await page.getByRole('button', { name: 'Eins weniger: Taucheruhr Automatik 42 mm' }).boundingBox())!;
    const field = (await count.boundingBox())!;
    const more = (await page.getByRole('button', { name: 'Eins mehr: Taucheruhr Automatik 42 mm' }).boundingBox())!;
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    // One row, left to right, side by side.
    for (const box of [field, more]) expect(Math.abs(middle(box) - middle(fewer))).toBeLessThan(2);
    expect(fewer.x + fewer.width).toBeLessThanOrEqual(field.x + 1);
    expect(field.x + field.width).toBeLessThanOrEqual(more.x + 1);
    expect(more.x - (fewer.x + fewer.width)).toBeLessThan(field.width + 24);
    // The message below them, not between them.
    expect((await message.boundingBox())!.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
  });
}
