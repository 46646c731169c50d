import { axeViolations } from './axe.ts';
import { expect, expectMounted, test } from './fixtures.ts';
import { allPages, checksRouteOn } from './routes.ts';

// Every route of the table (the one visit per route and language that needs a browser; what the
// page states about itself is checked in Node, tests/site-facts/). A product page (variants, reviews), the brands and the shop's not-found view stand for the shop's
// prerendered pages; they and the site's 404 are checked on both runtimes.
const shopAndErrorPages = ['/shop/polarkreis-fliegeruhr-42-mm', '/shop/marken', '/shop/gibt-es-nicht', '/gibt-es-nicht'];
for (const path of [...allPages.map((page) => page.path), ...shopAndErrorPages]) {
  test(`${path} answers, mounts its widgets without an error, and axe finds no violations`, async ({ page, consoleErrors }, testInfo) => {
    test.skip(!shopAndErrorPages.includes(path) && !checksRouteOn(testInfo.project.name, path), 'checked on a page of its kind');
    const response = await page.goto(path);
    expect(response?.status()).toBe(path.includes('gibt-es-nicht') ? 404 : 200);
    await expectMounted(page, 'cart-icon', 'header-menu', 'shop');
    expect(await axeViolations(page)).toEqual([]);
    // The shop learns that a product does not exist from its data file's 404, and says so.
    expect(consoleErrors).toEqual(path === '/shop/gibt-es-nicht' ? ['HTTP 404 for /data/shop/products/gibt-es-nicht.json'] : []);
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
