import type { Locator } from '@playwright/test';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * The shop list's own skip link ("Zu den Produkten springen", past the filters) is there for the
 * keyboard only: a visitor sees nothing of it until it has the focus, and then sees all of it.
 */
const shops = [
  { path: '/shop', label: 'Zu den Produkten springen', brands: 'Marken' },
  { path: '/en/shop', label: 'Skip to the products', brands: 'Brands' },
  { path: '/fr/shop', label: 'Aller aux produits', brands: 'Marques' },
];

/** How much of the element's box lies inside the viewport, in px² (0: nothing of it can be seen). */
const areaOnScreen = (link: Locator) =>
  link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
    const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    return width > 0 && height > 0 ? width * height : 0;
  });

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, label, brands } of shops) {
      test(`${path}: the skip link to the products shows only while it has the focus`, async ({ page, consoleErrors }) => {
        await page.goto(path);
        await expectMounted(page, 'shop');
        const skip = page.getByRole('link', { name: label });
        await expect(skip).toHaveCount(1);
        expect(await areaOnScreen(skip), 'the unfocused skip link can be seen').toBe(0);
        const breadcrumb = page.locator('.breadcrumbs');
        await expect(breadcrumb).toBeVisible();

        // The link before it, then Tab, as a keyboard user reaches it.
        await page.locator('.shop-list__brands').getByRole('link', { name: brands }).focus();
        await page.keyboard.press('Tab');
        await expect(skip).toBeFocused();
        const box = (await skip.boundingBox())!;
        expect(await areaOnScreen(skip), 'the focused skip link lies wholly on screen').toBeCloseTo(box.width * box.height, 0);
        expect(box.width).toBeGreaterThan(40);

        await page.keyboard.press('Enter');
        await expect(page.locator('#shop-results')).toBeFocused();
        expect(await areaOnScreen(skip), 'the skip link left behind can be seen').toBe(0);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
