import type { Locator, Page } from '@playwright/test';
import { expect, expectMounted, test } from './fixtures.ts';

/** What lines up on the shop's pages: each page's heading starts on the breadcrumb's line. */

const left = async (locator: Locator) => (await locator.boundingBox())!.x;

/** The left edges of the page's breadcrumb trail and of its heading. */
async function headingAndBreadcrumb(page: Page) {
  return { breadcrumb: await left(page.locator('.breadcrumbs ol')), heading: await left(page.getByRole('heading', { level: 1 })) };
}

// A product's heading stands beside its pictures on a wide screen: only on a phone is it below the breadcrumb.
const shopPages = [
  { name: 'the list', path: '/shop', widths: [375, 1440] },
  { name: 'the list in English', path: '/en/shop', widths: [375, 1440] },
  { name: 'a product', path: '/shop/taucheruhr-automatik-42-mm', widths: [375] },
  { name: 'the brands', path: '/shop/marken', widths: [375, 1440] },
  { name: 'the cart', path: '/shop/warenkorb', widths: [375, 1440] },
];

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { name, path } of shopPages.filter(({ widths }) => widths.includes(width))) {
      test(`${name}: the heading starts where the breadcrumb starts`, async ({ page, consoleErrors }) => {
        await page.goto(path);
        await expectMounted(page, 'shop');
        const { breadcrumb, heading } = await headingAndBreadcrumb(page);
        expect(Math.abs(heading - breadcrumb), `heading at ${heading} px, breadcrumb at ${breadcrumb} px`).toBeLessThanOrEqual(1);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  test('the prerendered list: the heading starts where the breadcrumb starts', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'react', 'the prerendered HTML and its stylesheet do not depend on the runtime');
    await page.goto('/shop');
    const { breadcrumb, heading } = await headingAndBreadcrumb(page);
    expect(Math.abs(heading - breadcrumb), `heading at ${heading} px, breadcrumb at ${breadcrumb} px`).toBeLessThanOrEqual(1);
  });
});
