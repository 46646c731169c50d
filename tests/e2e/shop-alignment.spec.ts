import type { Locator, Page } from '@playwright/test';
import { withRingInCart } from './cart-seed.ts';
import { expect, expectMounted, test } from './fixtures.ts';
import { problemsAcross } from './route-visits.ts';

/**
 * What lines up on the shop's pages: each page's heading starts on the breadcrumb's line, and the
 * cart's quantity controls stand in one column, however long a product's name or total is.
 */

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

    test('the checkout: the heading starts where the breadcrumb starts', async ({ page, consoleErrors }) => {
      await withRingInCart(page);
      await page.goto('/shop/kasse');
      await expect(page.getByRole('button', { name: 'zahlungspflichtig bestellen' })).toBeVisible();
      const { breadcrumb, heading } = await headingAndBreadcrumb(page);
      expect(Math.abs(heading - breadcrumb), `heading at ${heading} px, breadcrumb at ${breadcrumb} px`).toBeLessThanOrEqual(1);
      expect(consoleErrors).toEqual([]);
    });

    // One after the other in one tab (route-visits.ts).
    const pages = shopPages.filter(({ widths }) => widths.includes(width));
    test(`${pages.map(({ name }) => name).join(', ')}: the heading starts where the breadcrumb starts`, async ({ page, consoleErrors }) => {
      const problems = await problemsAcross(page, consoleErrors, pages.map(({ path }) => path), async (path) => {
        await page.goto(path);
        await expectMounted(page, 'shop');
        const { breadcrumb, heading } = await headingAndBreadcrumb(page);
        expect(Math.abs(heading - breadcrumb), `heading at ${heading} px, breadcrumb at ${breadcrumb} px`).toBeLessThanOrEqual(1);
      });
      expect(problems).toEqual({});
    });
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

/** Three lines whose names and totals differ in length. */
const lines = [
  { cartId: 'winder', product: { id: 1049, display_name: 'Uhrenbeweger Duo', slug: 'uhrenbeweger-duo' }, variant: null, personalization: null, count: 1, priceBrutto: '349.00' },
  {
    cartId: 'frame',
    product: { id: 1096, display_name: 'Brillenfassung Browline Acetat und Titan', slug: 'brillenfassung-browline-acetat-und-titan' },
    variant: null,
    personalization: null,
    count: 2,
    priceBrutto: '299.00',
  },
  { cartId: 'ring', product: { id: 101, display_name: 'Solitärring Weißgold 0,25 ct', slug: 'solitaerring-weissgold-025-ct' }, variant: null, personalization: null, count: 3, priceBrutto: '1290.00' },
];

for (const width of [375, 1024, 1440]) {
  test.describe(`the cart at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every line’s −, count field and + stand at the same x', async ({ page, consoleErrors }) => {
      await page.goto('/impressum');
      await page.evaluate((products) => localStorage.setItem('int-cart', JSON.stringify({ v: 1, data: { products, totalCount: 0, totalPriceBrutto: '0.00', timestamp: 1 } })), lines);
      await page.goto('/shop/warenkorb');
      await expectMounted(page, 'shop');
      const cartLines = page.locator('.cart-line');
      await expect(cartLines).toHaveCount(lines.length);
      const columns: Record<string, number[]> = { less: [], count: [], more: [], total: [] };
      for (const { product } of lines) {
        const line = cartLines.filter({ has: page.getByRole('link', { name: product.display_name, exact: true }) });
        columns.less!.push(await left(line.getByRole('button', { name: `Eins weniger: ${product.display_name}` })));
        columns.count!.push(await left(line.getByLabel('Anzahl')));
        columns.more!.push(await left(line.getByRole('button', { name: `Eins mehr: ${product.display_name}` })));
        const total = (await line.locator('.cart-line__price').boundingBox())!;
        columns.total!.push(total.x + total.width);
      }
      for (const [control, xs] of Object.entries(columns)) {
        expect(Math.max(...xs) - Math.min(...xs), `${control} at ${xs.join(', ')} px`).toBeLessThanOrEqual(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(consoleErrors).toEqual([]);
    });
  });
}
