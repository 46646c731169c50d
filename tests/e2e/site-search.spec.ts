import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * The header's search as shoppers use it, on the site's real index (Pagefind, built with the
 * site): in each language the words a shopper types find the products they mean, German
 * inflections included; a draft is never found; keyboard only works; axe finds nothing with the
 * hits open; without script the field leads to the shop's list, which says why it shows all.
 */
const searchField = (page: Page) => page.getByRole('combobox', { name: /durchsuchen|Search products|Rechercher/ });
const hits = (page: Page) => page.getByRole('listbox').getByRole('option');

async function search(page: Page, path: string, query: string) {
  await page.goto(path);
  await page.locator('.site-search__toggle').click();
  await expect(searchField(page)).toBeFocused();
  // Typed as a shopper types, from the first key on, while the widget wakes.
  await page.keyboard.type(query);
}

test('German shoppers find wedding rings, watches and white gold as they type them', async ({ page, consoleErrors }) => {
  await search(page, '/', 'Trauring');
  await expect(hits(page).first()).toContainText('Trauringe');
  await expect(page.getByRole('group', { name: 'Produkte' }).getByRole('option').first()).toContainText('inkl. MwSt.');

  for (const [query, found] of [
    ['Trauringe', 'Trauringe'],
    ['Uhr', 'uhr'],
    ['weissgold', 'Weißgold'],
    ['Solitär', 'Solitärring'],
  ] as const) {
    await searchField(page).fill(query);
    await expect(hits(page).filter({ hasText: new RegExp(found, 'i') }).first(), `"${query}" finds "${found}"`).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('English and French shoppers find rings in their language', async ({ page }) => {
  await search(page, '/en', 'wedding ring');
  await expect(hits(page).first()).toContainText('Wedding Rings');
  await expect(hits(page).first()).toHaveAttribute('href', /^\/en\/shop\//);
  await search(page, '/fr', 'bague');
  await expect(hits(page).first()).toContainText(/Bague/i);
  await expect(hits(page).first()).toHaveAttribute('href', /^\/fr\/shop\//);
});

test('a draft product is never found', async ({ page }) => {
  await search(page, '/', 'Herbstkollektion Tansanit');
  await expect(page.getByRole('status').filter({ hasText: 'Keine Treffer' })).toHaveText('Keine Treffer für „Herbstkollektion Tansanit“');
  await expect(hits(page)).toHaveCount(0);
});

test('keyboard only: Tab reaches the field, the arrows choose a hit, Enter opens it; Escape empties, Tab leaves and closes', async ({ page }) => {
  await page.goto('/kontakt');
  await page.locator('.site-logo, .site-header__logo').first().focus();
  // From the logo, Tab walks the right menu half, then the language links: the field comes before the colour mode.
  for (let presses = 0; presses < 15 && !(await searchField(page).evaluate((field) => field === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(searchField(page)).toBeFocused();
  await expect(searchField(page)).toBeInViewport();
  await page.keyboard.type('Uhrenbeweger');
  await expect(hits(page).first()).toContainText('Uhrenbeweger Duo');
  await page.keyboard.press('Escape');
  await expect(searchField(page)).toHaveValue('');
  await expect(hits(page)).toHaveCount(0);
  await page.keyboard.type('Uhr');
  await expect(hits(page).first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(searchField(page)).not.toBeInViewport();
  // Closed for the screen reader too, not only for the eye.
  await expect(searchField(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await page.keyboard.press('Shift+Tab');
  await searchField(page).fill('');
  await page.keyboard.type('Trauringe Platin');
  await expect(hits(page).first()).toContainText('Trauringe Platin');
  await page.keyboard.press('ArrowDown');
  await expect(searchField(page)).toHaveAttribute('aria-activedescendant', 'site-search-hit-0');
  const chosen = await hits(page).first().getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(chosen!);
});

test.describe('on a phone, with the cookie banner still open', () => {
  test.use({ viewport: { width: 375, height: 800 }, consentsDecided: false });

  test('the arrows walk through all hits: the field stays in sight, each chosen hit shows above the banner', async ({ page }) => {
    await search(page, '/', 'Uhr');
    // Five products, the way to all of them in the shop, and three pages: more than the phone shows above its cookie banner.
    await expect(hits(page)).toHaveCount(9);
    for (let index = 0; index < 9; index++) {
      await page.keyboard.press('ArrowDown');
      const chosen = page.locator(`#site-search-hit-${index}`);
      await expect(chosen).toHaveAttribute('aria-selected', 'true');
      await expect(searchField(page)).toBeInViewport();
      // What is drawn at the chosen hit's middle is the hit, not the banner.
      const box = (await chosen.boundingBox())!;
      const drawn = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="option"]')?.id ?? null, [box.x + box.width / 2, box.y + box.height / 2]);
      expect(drawn, `hit ${index} drawn on top`).toBe(`site-search-hit-${index}`);
    }
  });
});

test('axe finds nothing with the hits open, on a phone as on a desktop', async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await search(page, '/', 'Ring');
    await expect(hits(page).first()).toBeVisible();
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the field leads to the shop list with the query, which says that search needs script', async ({ page }) => {
    await page.goto('/kontakt');
    await page.locator('.site-search__toggle').click();
    await expect(page.locator('#site-search-field')).toBeFocused();
    await page.keyboard.type('Trauring');
    await page.locator('#site-search-field').press('Enter');
    await expect(page).toHaveURL('/shop?q=Trauring');
    await expect(page.getByText('Die Suche braucht JavaScript. Alle Produkte finden Sie in dieser Liste.')).toBeVisible();
  });

  test('the header with its magnifier fits a 375 px phone: no sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/', '/fr', '/shop']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});
