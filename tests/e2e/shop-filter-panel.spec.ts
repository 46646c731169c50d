import { expect, expectMounted, test } from './fixtures.ts';

/**
 * Every filter group of the list (category, subcategory, manufacturer, price and the attribute
 * groups Material, Farbe, Größe, Stein of the demo settings) can be seen and used at every
 * width: nothing sits outside the filter panel or needs the panel scrolled sideways.
 */
const attributeGroups = ['Material', 'Farbe', 'Größe', 'Stein'];

for (const width of [375, 1024, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every filter group lies inside the filter panel and the viewport, and an attribute filter narrows the list', async ({ page, consoleErrors }) => {
      await page.goto('/shop');
      await expectMounted(page, 'shop');
      const panel = page.locator('.shop-filters');
      // Narrow screens keep the filters behind a disclosure: the shopper opens it first.
      const summary = panel.locator('summary');
      if (await summary.isVisible()) await summary.click();

      const overflow = await panel.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, 'the panel scrolls sideways').toBeLessThanOrEqual(0);
      const panelBox = (await panel.boundingBox())!;
      const groups = panel.locator('fieldset, label.shop-filter');
      expect(await groups.count()).toBeGreaterThanOrEqual(4 + attributeGroups.length);
      for (const group of await groups.all()) {
        await group.scrollIntoViewIfNeeded();
        await expect(group).toBeVisible();
        const box = (await group.boundingBox())!;
        const name = (await group.textContent())!.slice(0, 30);
        expect(box.x, `${name} starts left of the panel`).toBeGreaterThanOrEqual(panelBox.x - 1);
        expect(box.x + box.width, `${name} ends right of the panel`).toBeLessThanOrEqual(panelBox.x + panelBox.width + 1);
        expect(box.x + box.width, `${name} ends right of the viewport`).toBeLessThanOrEqual(width);
        const currentPanel = (await panel.boundingBox())!;
        expect(box.y, `${name} above the panel`).toBeGreaterThanOrEqual(currentPanel.y - 1);
        expect(box.y + box.height, `${name} below the panel`).toBeLessThanOrEqual(currentPanel.y + currentPanel.height + 1);
      }
      for (const legend of attributeGroups) await expect(panel.getByRole('group', { name: legend, exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const count = page.locator('.shop-list__count');
      await expect(count).toHaveText(/^\d+ Produkte$/);
      const before = await count.textContent();
      const colour = panel.getByRole('group', { name: 'Farbe', exact: true }).getByRole('checkbox').first();
      await colour.scrollIntoViewIfNeeded();
      await colour.check();
      await expect(page).toHaveURL(/[?&]attr/);
      await expect(count).not.toHaveText(before!);
      await expect(colour).toBeChecked();
      expect(consoleErrors).toEqual([]);
    });
  });
}

/**
 * The price fields' placeholders (the demo's cheapest and dearest price) are written as the page's
 * language writes numbers, as its hint "z. B. 49,90" asks for; a price typed either way applies.
 */
const priceWriting = [
  { path: '/shop', from: 'von (€)', to: 'bis (€)', apply: 'Preis anwenden', lowest: '24,00', highest: '3290,00', typed: '100,50', shown: '100,50' },
  { path: '/en/shop', from: 'from (€)', to: 'to (€)', apply: 'Apply price', lowest: '24.00', highest: '3290.00', typed: '100.50', shown: '100.50' },
  { path: '/fr/shop', from: 'de (€)', to: 'à (€)', apply: 'Appliquer le prix', lowest: '24,00', highest: '3290,00', typed: '100.5', shown: '100,50' },
];

test.describe('the price fields', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const { path, from, to, apply, lowest, highest, typed, shown } of priceWriting) {
    test(`${path}: the placeholders read ${lowest} and ${highest}, and a typed ${typed} applies`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expectMounted(page, 'shop');
      const price = page.locator('.shop-filter--price');
      const min = price.getByLabel(from, { exact: true });
      const max = price.getByLabel(to, { exact: true });
      await expect(min).toHaveAttribute('placeholder', lowest);
      await expect(max).toHaveAttribute('placeholder', highest);

      const count = page.locator('.shop-list__count');
      await expect(count).toHaveText(/^\d+ /);
      const before = await count.textContent();
      await min.fill(typed);
      await price.getByRole('button', { name: apply }).click();
      await expect(page).toHaveURL(/[?&]price_min=100\.50?(&|$)/);
      await expect(count).not.toHaveText(before!);
      await expect(price.getByRole('alert')).toHaveCount(0);
      // What the shop applied, back in the field the page's way.
      await expect(min).toHaveValue(shown);
      expect(consoleErrors).toEqual([]);
    });
  }
});
