import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The shop's pictures as a shopper scrolls to them: each loads when it nears the screen and fades
 * in (spec §9). A loaded picture that stays invisible leaves grey boxes where the products are.
 */
async function scrollThroughCards(page: Page) {
  const cards = page.locator('.product-card');
  await expect(cards.first()).toBeVisible();
  for (let index = 0; index < (await cards.count()); index++) await cards.nth(index).scrollIntoViewIfNeeded();
}

/** The pictures of the cards, loaded and drawn: [loaded, opacity] each. */
const drawnPictures = (page: Page) =>
  page.locator('.product-card img').evaluateAll((images) => images.map((image) => [(image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0, getComputedStyle(image).opacity]));

for (const [path, heading] of [
  ['/shop', 'Unsere Produkte'],
  ['/shop?q=Trauring', 'Suchergebnisse für „Trauring“'],
  ['/en/shop/category/schmuck', 'Jewellery'],
] as const) {
  test(`every picture of ${path} shows once the shopper has scrolled to it`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    // The list of the address itself (a search replaces the build's list once it has its matches).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('.shop-list [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('.shop-list__count')).toHaveText(/^\d+ /);
    await scrollThroughCards(page);
    await expect.poll(async () => (await drawnPictures(page)).filter(([loaded, opacity]) => !loaded || opacity !== '1').length, { timeout: 10_000 }).toBe(0);
    expect((await drawnPictures(page)).length).toBeGreaterThan(5);
    expect(consoleErrors).toEqual([]);
  });
}
