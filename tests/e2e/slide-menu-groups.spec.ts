import type { Page } from '@playwright/test';
import { expect, expectMounted, test } from './fixtures.ts';

/** On a phone the menu's groups open and close, one at a time; a chosen link or Escape closes the menu. */
test.use({ viewport: { width: 375, height: 740 } });

async function openMenu(page: Page) {
  await page.goto('/');
  await expectMounted(page, 'header-menu');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const drawer = page.getByRole('dialog', { name: 'Hauptnavigation' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('groups start closed, open one at a time and close again', async ({ page, consoleErrors }) => {
  const drawer = await openMenu(page);
  const service = drawer.getByRole('button', { name: 'Service' });
  const lifestyle = drawer.getByRole('button', { name: 'Lifestyle' });
  const serviceLink = drawer.getByRole('link', { name: 'Trauringberatung' });
  const lifestyleLink = drawer.getByRole('link', { name: 'Raumdüfte' });
  await expect(service).toHaveAttribute('aria-expanded', 'false');
  await expect(serviceLink).toBeHidden();
  await expect(lifestyleLink).toBeHidden();

  await service.click();
  await expect(service).toHaveAttribute('aria-expanded', 'true');
  await expect(serviceLink).toBeVisible();

  await lifestyle.click();
  await expect(lifestyle).toHaveAttribute('aria-expanded', 'true');
  await expect(lifestyleLink).toBeVisible();
  await expect(service).toHaveAttribute('aria-expanded', 'false');
  await expect(serviceLink).toBeHidden();

  await lifestyle.click();
  await expect(lifestyle).toHaveAttribute('aria-expanded', 'false');
  await expect(lifestyleLink).toBeHidden();
  // Plain links and sub-lists stay as they are.
  await expect(drawer.getByRole('link', { name: 'Trauringe', exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('by keyboard: Enter opens a group, Tab reaches its links, Escape closes the menu and it reopens with every group closed', async ({ page }) => {
  await page.goto('/');
  await expectMounted(page, 'header-menu');
  const burger = page.getByRole('button', { name: 'Menü öffnen' });
  await burger.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Hauptnavigation' });
  const service = drawer.getByRole('button', { name: 'Service' });
  const lifestyle = drawer.getByRole('button', { name: 'Lifestyle' });
  for (let step = 0; step < 20 && !(await service.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(service).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(service).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('link', { name: 'Uhrenservice' })).toBeFocused();

  await lifestyle.focus();
  await page.keyboard.press('Space');
  await expect(lifestyle).toHaveAttribute('aria-expanded', 'true');
  await expect(service).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(burger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect(lifestyle).toHaveAttribute('aria-expanded', 'false');
  await expect(service).toHaveAttribute('aria-expanded', 'false');
});

test('choosing a link in a group closes the menu and every group', async ({ page }) => {
  const drawer = await openMenu(page);
  // Keep the page from following the link, so what remains to see is the menu's own reaction.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { capture: true }));
  const service = drawer.getByRole('button', { name: 'Service' });
  await service.click();
  await drawer.getByRole('link', { name: 'Gravuren' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(service).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer.getByRole('link', { name: 'Gravuren' })).toBeHidden();
});

test('a group link leads to its section of the info page', async ({ page }) => {
  const drawer = await openMenu(page);
  await drawer.getByRole('button', { name: 'Service' }).click();
  await drawer.getByRole('link', { name: 'Gravuren' }).click();
  await expect(page).toHaveURL(/\/info#gravur-und-geschenkverpackung$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Gravur und Geschenkverpackung' })).toBeInViewport();
});
