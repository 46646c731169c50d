import { expect, expectMounted, test } from './fixtures.ts';

/** The cart on a 375 px phone: each line wraps within the screen, nothing runs off its right edge. */
test.use({ viewport: { width: 375, height: 800 } });

test('a cart line with a long product name fits a phone: remove link, count and price stay on screen, no sideways scroll', async ({ page, consoleErrors }) => {
  await page.goto('/shop/taucheruhr-automatik-42-mm');
  await expectMounted(page, 'shop');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('liegt jetzt im Warenkorb')).toBeVisible();
  await page.goto('/shop/warenkorb');
  await expectMounted(page, 'shop');

  const line = page.locator('.cart-line');
  await expect(line).toHaveCount(1);
  const remove = line.getByRole('button', { name: 'Taucheruhr Automatik 42 mm entfernen' });
  for (const part of [line.getByRole('link', { name: 'Taucheruhr Automatik 42 mm' }), line.getByLabel('Anzahl'), line.locator('.cart-line__price'), remove]) {
    await part.scrollIntoViewIfNeeded();
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await part.textContent()} ends past the right edge`).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Still works where it sits.
  await remove.click();
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
