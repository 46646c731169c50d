import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * The shop list's text query (`/shop?q=…`) as shoppers use it, on the site's real search index:
 * the searched words narrow the list, the shop's filters and sorts narrow and order the matches
 * further, and the address keeps all of it, so reload, back and forward show the same list. The
 * header's search leads there with "show all matches".
 */
const cardNames = (page: Page) => page.locator('.product-card__name');
const cardMakers = (page: Page) => page.locator('.product-card .product-card__maker');
const count = (page: Page) => page.locator('.shop-list__count');
const wordsField = (page: Page) => page.getByRole('searchbox', { name: /Produkte durchsuchen|Search products|Rechercher des produits/ });

/** The number the list's count line states ("14 Produkte"), once the list shows its address's own products (the last ones stay, busy, while they load). */
async function stated(page: Page): Promise<number> {
  await expect(page.locator('.shop-list [aria-busy="true"]')).toHaveCount(0);
  await expect(count(page)).toHaveText(/^\d+ /);
  return Number((await count(page).textContent())!.split(' ')[0]);
}

test('the searched words narrow the list, the maker filter and the sort narrow and order the matches, and the address keeps them', async ({ page, consoleErrors }) => {
  await page.goto('/shop?q=Trauring');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Trauring“');
  await expect(wordsField(page)).toHaveValue('Trauring');
  const matches = await stated(page);
  expect(matches).toBeGreaterThan(5);
  expect(matches).toBeLessThan(147);
  // Every product shown is a wedding ring, and nothing else of the 147 products is.
  for (const name of await cardNames(page).allTextContents()) expect(name).toMatch(/Trauring/);
  await expect(page.getByRole('combobox', { name: 'Sortieren' })).toHaveValue('relevance');

  await page.getByRole('checkbox', { name: 'Ringwerk Pforzheim' }).check();
  await expect(page).toHaveURL(/\/shop\?q=Trauring&manufacturer=ringwerk-pforzheim$/);
  const ofMaker = await stated(page);
  expect(ofMaker).toBeGreaterThan(0);
  expect(ofMaker).toBeLessThanOrEqual(matches);
  for (const maker of await cardMakers(page).allTextContents()) expect(maker).toBe('Ringwerk Pforzheim');

  await page.getByRole('combobox', { name: 'Sortieren' }).selectOption('-price_brutto');
  await expect(page).toHaveURL(/\/shop\?q=Trauring&manufacturer=ringwerk-pforzheim&sort=-price_brutto$/);
  await expect(cardNames(page)).toHaveCount(Math.min(ofMaker, 20));
  expect(await stated(page)).toBe(ofMaker);

  // New words keep the filter: nothing of that maker is a necklace, and the list says so.
  await wordsField(page).fill('Kette');
  await wordsField(page).press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=Kette&manufacturer=ringwerk-pforzheim&sort=-price_brutto$/);
  // The field keeps the keyboard: the next words can be typed at once.
  await expect(wordsField(page)).toBeFocused();
  await expect(page.getByText('Zu „Kette“ passt kein Produkt dieser Auswahl.')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/q=Trauring&manufacturer=ringwerk-pforzheim&sort=-price_brutto$/);
  await expect(wordsField(page)).toHaveValue('Trauring');
  expect(await stated(page)).toBe(ofMaker);
  await page.goForward();
  await expect(wordsField(page)).toHaveValue('Kette');
  await page.goBack();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Trauring“');
  expect(await stated(page)).toBe(ofMaker);

  // "Reset all filters" keeps the words (a real link: a middle click opens it too); an empty field lists every product again.
  await expect(page.getByRole('link', { name: 'Alle Filter zurücksetzen' })).toHaveAttribute('href', '/shop?q=Trauring&sort=-price_brutto');
  await page.getByRole('link', { name: 'Alle Filter zurücksetzen' }).click();
  await expect(page).toHaveURL(/\/shop\?q=Trauring&sort=-price_brutto$/);
  expect(await stated(page)).toBe(matches);
  await wordsField(page).fill('');
  await wordsField(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Produkte');
  await expect(count(page)).toHaveText('147 Produkte');
  expect(consoleErrors).toEqual([]);
});

test('while the shop wakes at an address with words, the build\'s list shows as waiting, never as the matches', async ({ page }) => {
  // The shop's router held back a while: what the shopper sees until it has woken.
  await page.route(/\/assets\/widgets\/chunks\/ShopRouter-[A-Z0-9]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/shop?q=Trauring');
  await expect(page.locator('.product-grid')).toHaveCSS('opacity', '0.55');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Trauring“');
  await stated(page);
  await expect(page.locator('.product-grid')).toHaveCSS('opacity', '1');
  // The build's own address is no waiting list.
  await page.goto('/shop');
  await expect(page.locator('.product-grid')).toHaveCSS('opacity', '1');
});

test('a category page searched for words lists only that category\'s matches, in English and French too', async ({ page }) => {
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto('/shop/kategorie/schmuck?q=gold');
  await expect(heading).toHaveText('Suchergebnisse für „gold“');
  const inJewellery = await stated(page);
  await page.goto('/shop?q=gold');
  await expect(heading).toHaveText('Suchergebnisse für „gold“');
  expect(await stated(page)).toBeGreaterThan(inJewellery);

  await page.goto('/en/shop?q=wedding+ring');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “wedding ring”');
  await stated(page);
  await expect(cardNames(page).first()).toContainText('Wedding Rings');
  await expect(cardNames(page).first().locator('a')).toHaveAttribute('href', /^\/en\/shop\//);
  await page.goto('/fr/shop?q=bague');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « bague »');
  await stated(page);
  for (const name of (await cardNames(page).allTextContents()).slice(0, 6)) expect(name).toMatch(/Bague/i);
});

test('a subcategory\'s name finds its products, which the product page names beside its category', async ({ page }) => {
  await page.goto('/shop?q=Ohrringe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Ohrringe“');
  expect(await stated(page)).toBeGreaterThan(3);
  expect(await stated(page)).toBeLessThan(147);
  await cardNames(page).first().locator('a').click();
  await expect(page.locator('.product-detail__category')).toContainText('Ohrringe');
  await page.locator('.product-detail__category').getByRole('link', { name: 'Ohrringe' }).click();
  await expect(page).toHaveURL(/\/shop\?category=schmuck&subcategory=ohrringe$/);
});

test('an unpublished product is never among the matches', async ({ page }) => {
  await page.goto('/shop?q=Herbstkollektion');
  await expect(page.getByText('Zu „Herbstkollektion“ passt kein Produkt dieser Auswahl.')).toBeVisible();
  await expect(cardNames(page)).toHaveCount(0);
});

test('the header search leads to all its product matches in the shop list: Enter with no hit chosen, or its last product option', async ({ page }) => {
  await page.goto('/kontakt');
  await page.locator('.site-search__toggle').click();
  await page.keyboard.type('Trauring');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=Trauring$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Trauring“');

  await page.goto('/kontakt');
  await page.locator('.site-search__toggle').click();
  await page.keyboard.type('Trauring');
  const all = page.getByRole('option', { name: 'Alle Treffer im Shop zeigen' });
  await expect(all).toBeVisible();
  // The arrows reach it after the products, Enter opens it.
  for (let presses = 0; presses < 10 && (await all.getAttribute('aria-selected')) !== 'true'; presses++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=Trauring$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Trauring“');
});

test('axe finds nothing on the list of matches, with the filters open on a phone as beside the list on a desktop', async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/shop?q=Trauring&manufacturer=ringwerk-pforzheim');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Trauring“');
    await stated(page);
    const disclosure = page.locator('.shop-filters--disclosure > summary');
    if (await disclosure.isVisible()) await disclosure.click();
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('long searched words wrap, in the heading and in the answer that nothing matches: the page never scrolls sideways', async ({ page }) => {
    for (const words of ['Manschettenknöpfe', 'Diamantverlobungsringkollektionsübersichtsseitenbeschreibung']) {
      await page.goto(`/shop?q=${encodeURIComponent(words)}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(words);
      await stated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), words).toBeLessThanOrEqual(0);
    }
  });
});
