import { expect, expectMounted, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';

/**
 * The shop router on the built demo catalog (static source): filters, sort, paging, history,
 * product pages with and without variants, requests and ratings to the local order service.
 * Demo products used: polarkreis-fliegeruhr-42-mm (variants 690–880 €), taucheruhr-automatik-42-mm
 * (one price, one review), titisee-gmt-41-mm-limitierte-edition (price on request).
 */
async function openShop(page: Page, path: string) {
  await page.goto(path);
  await expectMounted(page, 'shop');
}

const cards = (page: Page) => page.locator('.product-grid').first().locator('.product-card');
const resultCount = (page: Page) => page.locator('.shop-list__count');

test('the list shows 20 products with a count, and "Mehr anzeigen" adds the next 20', async ({ page }) => {
  await openShop(page, '/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsere Produkte' })).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  await expect(resultCount(page)).toHaveText(/^\d+ Produkte$/);
  const total = Number((await resultCount(page).textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(40);
  await page.getByRole('button', { name: 'Mehr anzeigen' }).click();
  await expect(cards(page)).toHaveCount(40);
  await expect(page).toHaveURL(/page=1/);
  await expect(page).toHaveTitle(/^Unsere Produkte \| /);
});

test('filtering by category and manufacturer narrows the list and puts the state into the URL; clearing brings all back', async ({ page }) => {
  await openShop(page, '/shop');
  await expect(resultCount(page)).toHaveText(/^\d+ Produkte$/);
  const all = await resultCount(page).textContent();
  await page.getByLabel('Kategorie').selectOption({ label: 'Uhren' });
  await expect(page).toHaveURL(/\/shop\/kategorie\/uhren$/);
  await expect(resultCount(page)).toHaveText('22 Produkte');
  await page.getByRole('group', { name: 'Hersteller' }).getByLabel('Nordkap Uhrenwerke').check();
  await expect(page).toHaveURL(/manufacturer=nordkap-uhrenwerke/);
  // The address changes at once; the count once the narrowed list has arrived.
  await expect(resultCount(page)).not.toHaveText('22 Produkte');
  const narrowed = Number((await resultCount(page).textContent())!.split(' ')[0]);
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(22);
  await expect(cards(page)).toHaveCount(narrowed);
  await page.getByRole('link', { name: 'Alle Filter zurücksetzen' }).click();
  await expect(resultCount(page)).toHaveText(all!);
  await expect(page).toHaveURL(/\/shop$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the filters wait behind a "Filter" disclosure above the products, counting those chosen; a reload keeps the products where they were', async ({ page }) => {
    await openShop(page, '/shop');
    const disclosure = page.locator('details.shop-filters');
    await expect(disclosure.locator('summary')).toHaveText('Filter');
    await expect(page.getByLabel('Kategorie')).toBeHidden();
    // The first products are on the first screen, not below the filters.
    await expect(cards(page).first()).toBeInViewport({ ratio: 0.3 });
    await disclosure.locator('summary').click();
    await page.getByLabel('Kategorie').selectOption({ label: 'Uhren' });
    await expect(resultCount(page)).toHaveText('22 Produkte');
    await expect(disclosure.locator('summary')).toHaveText('Filter (1)');
    await page.reload();
    await expectMounted(page, 'shop');
    await expect(resultCount(page)).toHaveText('22 Produkte');
    // The panel does not open over the products the build drew and the router replaced.
    await expect(disclosure.locator('summary')).toHaveText('Filter (1)');
    await expect(cards(page).first()).toBeInViewport({ ratio: 0.3 });
    await disclosure.locator('summary').click();
    await expect(page.getByLabel('Kategorie')).toHaveValue('uhren');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('a filter that matches nothing shows the empty state', async ({ page }) => {
  await openShop(page, '/shop?category=uhren&price_min=100000');
  await expect(page.getByText('Keine Produkte passen zu diesen Filtern.')).toBeVisible();
  await expect(resultCount(page)).toHaveText('0 Produkte');
});

test('sorting by price orders the cards by price, products on request last', async ({ page }) => {
  await openShop(page, '/shop?category=uhren');
  await page.getByLabel('Sortieren').selectOption('price_brutto');
  await expect(page).toHaveURL(/sort=price_brutto/);
  await expect(page.getByLabel('Sortieren')).toHaveValue('price_brutto');
  // The list redraws after the URL changes: read the prices once they are in order, or fail after the wait.
  const pricesOf = async () => {
    const texts = await cards(page).locator('.price').allTextContents();
    return { texts, numbers: texts.filter((text) => !text.includes('Anfrage')).map((text) => Number(text.split('€')[0]!.replace(/[^\d,–-]/g, '').split(/[–-]/)[0]!.replace(',', '.'))) };
  };
  await expect.poll(async () => { const { numbers } = await pricesOf(); return numbers.length > 3 && numbers.every((n, i) => i === 0 || numbers[i - 1]! <= n); }).toBe(true);
  const { texts: amounts, numbers } = await pricesOf();
  expect(numbers.length).toBeGreaterThan(3);
  expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
  const onRequestIndexes = amounts.flatMap((text, index) => (text.includes('Anfrage') ? [index] : []));
  for (const index of onRequestIndexes) expect(index).toBeGreaterThanOrEqual(numbers.length);
});

test('a deep link to a filtered, sorted second page shows that exact state', async ({ page }) => {
  await openShop(page, '/shop?sort=display_name&page=1');
  await expect(cards(page)).toHaveCount(40);
  await expect(page.getByLabel('Sortieren')).toHaveValue('display_name');
  const names = await cards(page).locator('.product-card__name').allTextContents();
  expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);

  await openShop(page, '/en/shop?category=trauringe&manufacturer=ringwerk-pforzheim');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
  await expect(page.getByLabel('Category')).toHaveValue('trauringe');
  await expect(page.getByRole('group', { name: 'Manufacturer' }).getByLabel('Ringwerk Pforzheim')).toBeChecked();
  await expect(resultCount(page)).toHaveText(/products?$/);
});

test('Back and Forward restore the filters, the list and its scroll position; a product page starts at the top', async ({ page }) => {
  await openShop(page, '/shop');
  await page.getByLabel('Kategorie').selectOption({ label: 'Schmuck' });
  await expect(resultCount(page)).toHaveText('24 Produkte');
  await page.getByRole('button', { name: 'Mehr anzeigen' }).click();
  await expect(cards(page)).toHaveCount(24);
  const target = cards(page).nth(18);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  const name = (await target.locator('.product-card__name').textContent())!;
  await target.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));

  await page.goBack();
  await expect(resultCount(page)).toHaveText('24 Produkte');
  await expect(page.getByLabel('Kategorie')).toHaveValue('schmuck');
  await expect(cards(page)).toHaveCount(24);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);

  await page.goBack();
  await expect(page.getByLabel('Kategorie')).toHaveValue('');
  await page.goForward();
  await expect(page.getByLabel('Kategorie')).toHaveValue('schmuck');
});

test('Back from another page of the site to a filtered list shows that list: the browser\'s remembered boxes apply no other filter', async ({ page }) => {
  await openShop(page, '/shop');
  await page.getByLabel('Kategorie').selectOption({ label: 'Uhren' });
  await page.getByRole('group', { name: 'Hersteller' }).getByLabel('Hallberg & Söhne').check();
  await expect(resultCount(page)).toHaveText('6 Produkte');
  const filtered = page.url();
  await page.locator('footer').getByRole('link', { name: 'Kontakt' }).first().click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(resultCount(page)).toHaveText('6 Produkte');
  await expect(page.getByLabel('Kategorie')).toHaveValue('uhren');
  await expect(page.getByRole('group', { name: 'Hersteller' }).getByLabel('Hallberg & Söhne')).toBeChecked();
  await expect(page.locator('.shop-filters input[type="checkbox"]:checked')).toHaveCount(1);
  // Reload keeps it too, and nothing was added to the history on its own.
  await page.reload();
  await expect(resultCount(page)).toHaveText('6 Produkte');
  await expect(page).toHaveURL(filtered);
  await page.goForward();
  await expect(page).toHaveURL(/\/kontakt$/);
});

test('a product with variants shows its price range, takes a choice with its price and stock, and clears it', async ({ page }) => {
  await openShop(page, '/shop/polarkreis-fliegeruhr-42-mm');
  const price = page.locator('.purchase-box .price__amount');
  await expect(price).toHaveText('690,00 € – 880,00 €');
  await expect(page.locator('.purchase-box')).toContainText('inkl. MwSt.');
  await expect(page.locator('.purchase-box').getByRole('link', { name: 'zzgl. Versandkosten' })).toHaveAttribute('href', '/versand-und-zahlung');
  // The product names its variants 'Armband' (the default label 'Variante' is proven in the unit tests).
  const choice = page.getByLabel('Armband', { exact: true });
  await choice.selectOption({ label: 'Edelstahlband – 880,00 €' });
  await expect(price).toHaveText('880,00 €');
  await expect(page.locator('.availability')).toContainText('2 auf Lager');
  await page.getByRole('button', { name: 'Auswahl zurücksetzen' }).click();
  await expect(price).toHaveText('690,00 € – 880,00 €');
  await expect(choice).toHaveValue('');
  // Without a variant the button says it cannot act (aria-disabled, still focusable) and why.
  const add = page.getByRole('button', { name: 'In den Warenkorb' });
  await expect(add).toBeDisabled();
  await expect(page.getByText('Bitte wählen Sie zuerst eine Variante.')).toBeVisible();
  await add.click({ force: true });
  await expect(page.getByRole('link', { name: 'Warenkorb (0)' })).toBeVisible();
});

test('a product without variants shows one price, its stock, its reviews, and goes into the cart', async ({ page }) => {
  await openShop(page, '/shop/taucheruhr-automatik-42-mm');
  await expect(page.locator('.purchase-box .price__amount')).toHaveText('849,90 €');
  await expect(page.locator('.purchase-box').getByRole('combobox')).toHaveCount(0);
  await expect(page.locator('.availability')).toContainText('5 auf Lager');
  await expect(page.locator('.product-reviews__summary')).toContainText('5 von 5 Sternen');
  await expect(page.locator('.product-reviews__summary')).toContainText('1 Bewertung');
  await page.getByLabel('Anzahl').fill('2');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('liegt jetzt im Warenkorb')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('int-cart')!));
  expect(stored.data.products[0]).toMatchObject({ count: 2, priceBrutto: '849.90', product: { slug: 'taucheruhr-automatik-42-mm' } });
  expect(stored.data.totalPriceBrutto).toBe('1699.80');
});

test('a product on request shows the label and offers a request instead of the cart', async ({ page }) => {
  await openShop(page, '/shop/titisee-gmt-41-mm-limitierte-edition');
  await expect(page.locator('.purchase-box')).toContainText('Preis auf Anfrage');
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verfügbarkeit anfragen' })).toBeVisible();
});

test('an unknown product slug shows the not-found view with a way back', async ({ page }) => {
  await openShop(page, '/shop/gibt-es-nicht-123');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByText('Dieses Produkt gibt es nicht (mehr).')).toBeVisible();
  await page.getByRole('link', { name: /Zurück zur Übersicht/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsere Produkte' })).toBeVisible();
});

test('a slow index shows the delayed-load notice after a second, then the products', async ({ page }) => {
  await page.route('**/data/shop/de/index.json', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.fulfill({ response });
  });
  await page.goto('/shop?category=optik');
  await expect(page.getByText('Das Laden dauert länger als gewohnt …')).toBeVisible();
  await expect(resultCount(page)).toHaveText('12 Produkte', { timeout: 10_000 });
  await expect(page.getByText('Das Laden dauert länger als gewohnt …')).toHaveCount(0);
});

test('brands lead to their filtered list', async ({ page }) => {
  await openShop(page, '/shop/marken');
  await expect(page.getByRole('heading', { level: 1, name: 'Marken' })).toBeVisible();
  await page.getByRole('link', { name: 'Perla Marina' }).click();
  await expect(page).toHaveURL(/\/shop\/marken\/perla-marina$/);
  await expect(resultCount(page)).toHaveText('11 Produkte');
});

test('a product page and the unfiltered list download nothing of the shop\'s data, a suggestion its own file, never the index until the shopper filters; then the index once and the cards shown', async ({ page }) => {
  const shopData: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/data/shop/')) shopData.push(pathname);
  });
  await openShop(page, '/shop/taucheruhr-automatik-42-mm');
  // The build's suggestions are in the page and stay once the router has hydrated it: the page
  // carries what it shows, so nothing of the shop's data is downloaded for it.
  const related = page.locator('.related-products .product-card');
  await expect(related).toHaveCount(4);
  expect(shopData).toEqual([]);

  // A suggestion opens in the router, from its own file.
  const suggested = (await related.first().locator('.product-card__name a').getAttribute('href'))!;
  await related.first().locator('.product-card__name a').click();
  await expect(page).toHaveURL(new RegExp(`${suggested}$`));
  await expect(page.locator('.related-products .product-card')).toHaveCount(4);
  expect(shopData.at(-1)).toBe(`/data/shop/de/products/${suggested.split('/').at(-1)}.json`);

  // Back to the list: its first page without the index.
  await page.getByRole('link', { name: /Zurück zur Übersicht/ }).click();
  await expect(cards(page)).toHaveCount(20);
  await expect(resultCount(page)).toHaveText(/^\d+ Produkte$/);
  const beforeFilter = shopData.length;
  expect(shopData).not.toContain('/data/shop/de/index.json');
  expect(shopData.filter((path) => path.startsWith('/data/shop/de/cards/'))).toEqual([]);

  // The first filter loads the index, once, and no more cards than the list shows.
  await page.getByLabel('Kategorie').selectOption({ label: 'Uhren' });
  await expect(resultCount(page)).toHaveText('22 Produkte');
  await page.getByLabel('Sortieren').selectOption({ index: 1 });
  await expect(cards(page)).toHaveCount(20);
  const afterFilter = shopData.slice(beforeFilter);
  expect(afterFilter.filter((path) => path === '/data/shop/de/index.json')).toHaveLength(1);
  const cardFiles = afterFilter.filter((path) => path.startsWith('/data/shop/de/cards/'));
  // 20 watches in one order, 20 in the other: 22 different ones at most, each fetched once.
  expect(cardFiles.length).toBeGreaterThan(0);
  expect(cardFiles.length).toBeLessThanOrEqual(22);
  expect(new Set(cardFiles).size).toBe(cardFiles.length);
  expect(afterFilter.every((path) => path === '/data/shop/de/index.json' || path.startsWith('/data/shop/de/sort-') || path.startsWith('/data/shop/de/cards/') || path === '/data/shop/de/taxonomy.json')).toBe(true);
});
