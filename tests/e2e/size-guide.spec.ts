import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 800 } });

test('on a phone the e-bike’s size table scrolls in its own box, reachable by keyboard: the page never scrolls sideways', async ({ page, consoleErrors }) => {
  await page.goto('/shop/e-bike-schauinsland-trekking');
  await page.getByText('Rahmenhöhen').click();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Rahmenhöhe' })).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
  const box = page.locator('.size-guide__scroll');
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect(box).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
