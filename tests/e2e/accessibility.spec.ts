import { axeViolations } from './axe.ts';
import { expect, expectMounted, test } from './fixtures.ts';
import { allPages, checksRouteOn } from './routes.ts';

// A product page (variants, reviews), the brands and the shop's not-found view stand for the shop's
// prerendered pages; they and the site's 404 are checked on both runtimes.
const shopAndErrorPages = ['/shop/polarkreis-fliegeruhr-42-mm', '/shop/marken', '/shop/gibt-es-nicht', '/gibt-es-nicht'];
for (const path of [...allPages.map((page) => page.path), ...shopAndErrorPages]) {
  test(`axe finds no violations on ${path} once its widgets have mounted`, async ({ page }, testInfo) => {
    test.skip(!shopAndErrorPages.includes(path) && !checksRouteOn(testInfo.project.name, path), 'checked on a page of its kind');
    await page.goto(path);
    await expectMounted(page, 'cart-icon', 'header-menu', 'shop');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('axe finds no violations with the slide-in menu open', async ({ page }) => {
    await page.goto('/');
    await expectMounted(page, 'header-menu');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('dialog', { name: 'Hauptnavigation' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the axe check itself reports a real violation (an image without text)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/assets/images/favicon.svg';
    document.querySelector('main')!.append(image);
  });
  expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt:/m);
});
