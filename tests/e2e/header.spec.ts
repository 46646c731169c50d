import { axeViolations } from './axe.ts';
import { expect, expectMounted, test } from './fixtures.ts';

const box = async (locator: import('@playwright/test').Locator) => (await locator.boundingBox())!;

for (const width of [1024, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the primary menu is split in two halves left and right of the logo; no burger', async ({ page }) => {
      await page.goto('/');
      await expectMounted(page, 'header-menu');
      const [left, logo, right] = [page.locator('.menu-half--left'), page.locator('.site-header__logo'), page.locator('.menu-half--right')];
      await expect(left).toBeVisible();
      await expect(right).toBeVisible();
      expect((await box(left)).x + (await box(left)).width).toBeLessThanOrEqual((await box(logo)).x);
      expect((await box(logo)).x + (await box(logo)).width).toBeLessThanOrEqual((await box(right)).x);
      await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();
      expect((await box(page.locator('.site-header'))).height).toBeLessThan(160);
      // Nothing in the header runs off the screen.
      for (const element of await page.locator('.site-header a, .site-header button, .site-header summary').all()) {
        if (!(await element.isVisible())) continue;
        const { x, width: elementWidth } = await box(element);
        expect(x + elementWidth).toBeLessThanOrEqual(width);
      }
    });

    test('groups open one at a time, Escape closes, and choosing a link closes everything', async ({ page }) => {
      await page.goto('/');
      await expectMounted(page, 'header-menu');
      const service = page.locator('.site-header__nav details.menu-groups', { hasText: 'Service' });
      const lifestyle = page.locator('.site-header__nav details.menu-groups', { hasText: 'Lifestyle' });
      await service.locator('summary').click();
      await expect(service.getByRole('link', { name: 'Trauringberatung' })).toBeVisible();
      await lifestyle.locator('summary').click();
      await expect(lifestyle.getByRole('link', { name: 'Raumdüfte' })).toBeVisible();
      await expect(service).not.toHaveAttribute('open');

      await page.keyboard.press('Escape');
      await expect(lifestyle).not.toHaveAttribute('open');
      await expect(lifestyle.locator('summary')).toBeFocused();

      await lifestyle.locator('summary').click();
      await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { capture: true }));
      await lifestyle.getByRole('link', { name: 'Raumdüfte' }).click();
      await expect(lifestyle).not.toHaveAttribute('open');
    });

    test('a click outside closes an open group; axe finds nothing with a group open', async ({ page }) => {
      await page.goto('/');
      await expectMounted(page, 'header-menu');
      const service = page.locator('.site-header__nav details.menu-groups', { hasText: 'Service' });
      await service.locator('summary').click();
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('main h1').click();
      await expect(service).not.toHaveAttribute('open');
    });

    test('a sub-list opens for the keyboard too', async ({ page }) => {
      await page.goto('/');
      const jewellery = page.locator('.menu-half > li', { has: page.getByRole('link', { name: 'Schmuck', exact: true }) });
      await jewellery.getByRole('link', { name: 'Schmuck', exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect(jewellery.getByRole('link', { name: 'Trauringe' })).toBeFocused();
      await expect(jewellery.getByRole('link', { name: 'Trauringe' })).toBeVisible();
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('only the burger: the menu halves are hidden; a click outside the slide-in menu closes it', async ({ page }) => {
    await page.goto('/');
    await expectMounted(page, 'header-menu');
    await expect(page.locator('.menu-half--left')).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Hauptnavigation' });
    await expect(drawer).toBeVisible();
    expect(Math.round((await box(drawer)).width)).toBeLessThanOrEqual(350);
    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();
  });

  test('the slide-in menu shows groups with their links', async ({ page }) => {
    await page.goto('/en');
    await expectMounted(page, 'header-menu');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await drawer.getByRole('button', { name: 'Service' }).click();
    await expect(drawer.getByText('Workshop', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Engraving' })).toHaveAttribute('href', '/en/info#engraving-and-gift-wrapping');
  });
});
