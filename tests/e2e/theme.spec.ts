import { expect, expectMounted, test } from './fixtures.ts';

const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test('follows the system colour preference until the visitor chooses, then keeps the choice', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const systemDark = await background(page);
  await page.emulateMedia({ colorScheme: 'light' });
  const systemLight = await background(page);
  expect(systemDark).not.toBe(systemLight);

  await expectMounted(page, 'color-mode');
  const toggle = page.getByRole('button', { name: 'Dunkles Design' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  expect(await background(page)).toBe(systemDark);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  expect(await background(page)).toBe(systemDark);
});

test('buttons take their colours from the theme', async ({ page }) => {
  await page.goto('/');
  await expectMounted(page, 'add-to-cart');
  const button = page.getByRole('button', { name: 'In den Warenkorb' }).first();
  const [buttonBackground, brand] = await button.evaluate((element) => [
    getComputedStyle(element).backgroundColor,
    getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
  ]);
  const hex = `#${buttonBackground.match(/\d+/g)!.map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;
  expect(hex).toBe(brand);
});
