import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { siteTitle, siteUrl } from './routes.ts';

/**
 * The shop as the build prerenders it: every page is real HTML that stands without JavaScript
 * (and that search engines read). Demo products (site/_content/demo/ecommerce_product.json):
 * - solitaerring-weissgold-025-ct: one price (1.290,00 €), two images, no variants
 * - polarkreis-fliegeruhr-42-mm: variants at 690, 750 and 880 €, six five-star reviews
 * - skagerrak-taucheruhr-keramik-42-mm: price_brutto null, i.e. "on request"
 */
test.use({ javaScriptEnabled: false });

const plain = '/shop/solitaerring-weissgold-025-ct';
const variants = '/shop/polarkreis-fliegeruhr-42-mm';
const onRequest = '/shop/skagerrak-taucheruhr-keramik-42-mm';

type JsonLd = Record<string, unknown>;

async function structuredData(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

async function productJsonLd(page: Page): Promise<JsonLd> {
  const products = (await structuredData(page)).filter((item) => item['@type'] === 'Product');
  expect(products).toHaveLength(1);
  return products[0]!;
}

test('a product page shows name, price with tax note and shipping link, images and description without JavaScript', async ({ page }) => {
  const response = await page.goto(plain);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`Solitärring Weißgold 0,25 ct | ${siteTitle}`);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Solitärring Weißgold 0,25 ct');

  const price = main.locator('.purchase-box .price');
  await expect(price.locator('.price__amount')).toHaveText(/^1\.290,00\s€$/);
  await expect(price).toContainText('inkl. MwSt.');
  await expect(price.getByRole('link', { name: 'zzgl. Versandkosten' })).toHaveAttribute('href', '/versand-und-zahlung');

  // The first picture loads at once, the thumbnails of both wait; all are sized so nothing shifts.
  const images = main.locator('.product-gallery img');
  await expect(images).toHaveCount(3);
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(images.nth(2)).toHaveAttribute('loading', 'lazy');
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('alt', /\S/);
  }
  await expect(images.first()).toHaveAttribute('alt', 'Ring in Weißgold mit Brillant');
  expect(await images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  await expect(main.locator('.rich-text')).toContainText('Für den Moment, der bleibt');
  await expect(main.locator('.product-attributes')).toContainText('Weißgold 585');
  await expect(main.getByRole('link', { name: 'Albrecht Atelier' })).toHaveAttribute('href', '/shop/marken/albrecht-atelier');
  await expect(main.getByRole('link', { name: 'Verlobungsringe' })).toHaveAttribute('href', '/shop/kategorie/verlobungsringe');
  await expect(main.getByRole('link', { name: /Zurück zur Übersicht/ })).toHaveAttribute('href', '/shop');

  // The shop router's own render: the browser hydrates this very HTML.
  await expect(page.locator('[data-widget="shop"][data-server-rendered]').getByRole('heading', { level: 1 })).toHaveCount(1);

  const breadcrumbs = page.getByRole('navigation', { name: 'Sie sind hier' }).getByRole('link');
  await expect(breadcrumbs).toHaveText(['Startseite', 'Shop', 'Solitärring Weißgold 0,25 ct']);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${plain}`);
  const hreflang = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  expect(hreflang).toEqual([
    ['de', `${siteUrl}${plain}`],
    ['en', `${siteUrl}/en${plain}`],
    ['fr', `${siteUrl}/fr${plain}`],
    ['x-default', `${siteUrl}${plain}`],
  ]);
});

test('the shipping costs link leads to a page that exists', async ({ page }) => {
  await page.goto(plain);
  await page.locator('.purchase-box').getByRole('link', { name: 'zzgl. Versandkosten' }).click();
  await expect(page).toHaveURL(/\/versand-und-zahlung$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Versand und Zahlung');
});

test('a product page carries a schema.org Product with its offer, next to Organization and BreadcrumbList', async ({ page }) => {
  await page.goto(plain);
  const types = (await structuredData(page)).map((item) => item['@type']);
  expect(types).toEqual([['Organization', 'JewelryStore'], 'BreadcrumbList', 'Product']);
  const product = await productJsonLd(page);
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Solitärring Weißgold 0,25 ct',
    sku: 'VR-0101',
    brand: { '@type': 'Brand', name: 'Albrecht Atelier' },
    url: `${siteUrl}${plain}`,
    offers: { '@type': 'Offer', price: '1290.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: `${siteUrl}${plain}` },
  });
  expect(product.description).toMatch(/^Für den Moment, der bleibt/);
  expect(product.description).not.toMatch(/[<>]/);
  const images = product.image as string[];
  expect(images).toHaveLength(2);
  for (const url of images) {
    expect(url.startsWith(`${siteUrl}/assets/img/`)).toBe(true);
    // The same file is served by this build.
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(200);
  }
});

test('a product with variants of different prices shows the range, and offers it from lowest to highest', async ({ page }) => {
  await page.goto(variants);
  await expect(page.locator('.purchase-box .price__amount')).toHaveText(/^690,00\s€ – 880,00\s€$/);
  await expect(page.locator('.purchase-box .price')).toContainText('inkl. MwSt.');
  await expect(page.locator('.variant-choice option:not([value=""])')).toHaveText([/Lederarmband – 690,00\s€/, /Edelstahlband – 880,00\s€/, /Kautschukband – 750,00\s€/]);
  const product = await productJsonLd(page);
  expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '690.00', highPrice: '880.00', priceCurrency: 'EUR' });
  expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 6 });
});

test('a product on request says so and gives no price, not even in its structured data', async ({ page }) => {
  await page.goto(onRequest);
  await expect(page.locator('.purchase-box .price')).toHaveText('Preis auf Anfrage');
  await expect(page.locator('.purchase-box .price__amount')).toHaveCount(0);
  const product = await productJsonLd(page);
  expect(product.name).toBe('Skagerrak Taucheruhr Keramik 42 mm');
  expect(product).not.toHaveProperty('offers');
  expect(JSON.stringify(product)).not.toMatch(/price/i);
});

test('the list shows "Unsere Produkte" and the first 20 products as cards leading to their pages', async ({ page }) => {
  const response = await page.goto('/shop');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`Unsere Produkte | ${siteTitle}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Produkte');
  const cards = page.locator('[data-widget="shop"] .product-card');
  await expect(cards).toHaveCount(20);
  for (const card of await cards.all()) {
    const link = card.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/shop\/[a-z0-9-]+$/);
    await expect(card.locator('img')).toHaveAttribute('alt', /\S/);
    await expect(card.locator('.price')).toHaveText(/(\d,\d\d\s€|Preis auf Anfrage)/);
  }
  // A card leads to its product's own page.
  const first = cards.first().getByRole('heading', { level: 2 }).getByRole('link');
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('/en/shop is in English, with its product pages below it', async ({ page }) => {
  await page.goto('/en/shop');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`Our Products | ${siteTitle}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products');
  await expect(page.locator('.product-card h2 a').first()).toHaveAttribute('href', /^\/en\/shop\/[a-z0-9-]+$/);

  await page.goto(`/en${onRequest}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.purchase-box .price')).toHaveText('Price on request');
  await expect(page.getByRole('link', { name: /Back to the overview/ })).toHaveAttribute('href', '/en/shop');
  await page.goto(`/en${plain}`);
  await expect(page.locator('.purchase-box .price')).toContainText('incl. VAT');
  await expect(page.locator('.purchase-box .price').getByRole('link', { name: 'plus shipping' })).toHaveAttribute('href', '/en/shipping-and-payment');
});

test('the brands page lists the makers, each leading to the list filtered by it', async ({ page }) => {
  for (const [path, heading] of [
    ['/shop/marken', 'Marken'],
    ['/en/shop/brands', 'Brands'],
    ['/fr/shop/marques', 'Marques'],
  ] as const) {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.goto('/shop/marken');
  const brand = page.locator('.brand-card').filter({ hasText: 'Albrecht Atelier' });
  await expect(brand.getByRole('link', { name: 'Albrecht Atelier' })).toHaveAttribute('href', '/shop/marken/albrecht-atelier');
  await expect(page.locator('.brand-card').first().getByRole('link')).toHaveAttribute('href', /^\/shop\/marken\/[a-z0-9-]+$/);
  // The maker's own page: a real page with its products, by that maker alone.
  const response = await page.goto('/shop/marken/albrecht-atelier');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Albrecht Atelier');
  const makers = page.locator('.product-card__maker');
  await expect(makers.first()).toBeVisible();
  expect(new Set(await makers.allTextContents())).toEqual(new Set(['Albrecht Atelier']));
});

test('a client route below the shop is answered with the shop shell: the cart with 200, an unknown product with 404', async ({ page, request }) => {
  for (const [path, root, status] of [
    ['/shop/xyz', '/shop', 404],
    ['/en/shop/warenkorb', '/en/shop', 200],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    expect(page.url()).toMatch(new RegExp(`${path}$`));
    const shell = page.locator('[data-widget="shop"]');
    await expect(shell).toHaveCount(1);
    expect(JSON.parse((await shell.getAttribute('data-props'))!)).toMatchObject({ root, source: { kind: 'static' } });
  }
  // The router asks for the product's data, and the build has none for it.
  expect((await request.get('/data/shop/de/products/xyz.json')).status()).toBe(404);
  // Beside the shop, an unknown address is still a 404.
  expect((await request.get('/shopping')).status()).toBe(404);
});

test('the static index, cards and product files the router reads are published', async ({ request }) => {
  const index = await (await request.get('/data/shop/de/index.json')).json();
  expect(index.prices.length).toBeGreaterThanOrEqual(120);
  for (const field of ['display_name', 'date_created']) {
    const sort = await (await request.get(`/data/shop/de/sort-${field}.json`)).json();
    expect(sort).toMatchObject({ field, build: index.build });
    expect(sort.ranks).toHaveLength(index.prices.length);
  }
  expect((await request.get('/data/shop/de/catalog.json')).status()).toBe(404);
  const taxonomy = await (await request.get('/data/shop/de/taxonomy.json')).json();
  expect(taxonomy.priceBounds).toEqual({ lowest: expect.stringMatching(/^\d+\.\d\d$/), highest: expect.stringMatching(/^\d+\.\d\d$/) });
  const detail = await (await request.get('/data/shop/de/products/polarkreis-fliegeruhr-42-mm.json')).json();
  expect(detail).toMatchObject({ slug: 'polarkreis-fliegeruhr-42-mm', priceBrutto: '690.00', variantPrices: ['690.00', '880.00', '750.00'] });
  const card = await (await request.get(`/data/shop/de/cards/${detail.id}.json`)).json();
  expect(card).toMatchObject({ id: detail.id, slug: detail.slug, displayName: detail.displayName, priceBrutto: '690.00' });
  expect(card.descriptionHtml).toBeUndefined();
  expect(detail.descriptionHtml).toContain('<p>');
  expect(detail.images[0].srcset).toMatch(/320w.*640w/);
});

test.describe('axe', () => {
  // axe itself needs JavaScript (its checks run asynchronously); refusing the widget scripts
  // leaves the page exactly as a visitor without JavaScript gets it (the site has no <noscript>).
  test.use({ javaScriptEnabled: true });

  for (const path of ['/shop', variants, '/en/shop/brands']) {
    test(`finds no violations in the prerendered ${path}, as a visitor without JavaScript gets it`, async ({ page }) => {
      await page.route('**/assets/widgets/**', (route) => route.abort());
      await page.goto(path);
      await expect(page.locator('[data-widget-state]')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test('without JavaScript the list pages through every product, 20 a page, and says nothing of filters that could not work', async ({ page }) => {
  await page.goto('/shop');
  const total = Number((await page.locator('.shop-list__count').textContent())!.split(' ')[0]);
  await expect(page.locator('.shop-filters')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mehr anzeigen' })).toBeHidden();
  const seen: string[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const names = await page.locator('.product-card__name').allTextContents();
    expect(names.length, `page ${pageNumber}`).toBeLessThanOrEqual(20);
    seen.push(...names);
    if (pageNumber > 1) await expect(page).toHaveTitle(`Unsere Produkte – Seite ${pageNumber} | ${siteTitle}`);
    const next = page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: /Nächste Seite/ });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/shop/seite/${pageNumber + 1}$`));
  }
  expect(seen).toHaveLength(total);
  expect(new Set(seen).size).toBe(total);
  // And back the other way.
  await page.getByRole('link', { name: /Vorherige Seite/ }).click();
  await expect(page.locator('.product-card')).toHaveCount(20);
});

test('without JavaScript the list names its categories, each leading to its own pages, in every language', async ({ page }) => {
  await page.goto('/shop');
  const total = Number((await page.locator('.shop-list__count').textContent())!.split(' ')[0]);
  const categories = page.getByRole('navigation', { name: 'Sortiment' });
  await expect(categories.getByRole('link')).toHaveText(['Alle Kategorien', 'Uhren', 'Schmuck', 'Accessoires', 'Trauringe', 'Perlen', 'Verlobungsringe', 'Optik', 'Für Kinder', 'Heimtextilien', 'Dekoration', 'Raumdüfte', 'Fahrräder']);
  await categories.getByRole('link', { name: 'Uhren' }).click();
  await expect(page).toHaveURL(/\/shop\/kategorie\/uhren$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uhren');
  await expect(categories.getByRole('link', { name: 'Uhren' })).toHaveAttribute('aria-current', 'page');
  const watches = Number((await page.locator('.shop-list__count').textContent())!.split(' ')[0]);
  expect(watches).toBeGreaterThan(0);
  expect(watches).toBeLessThan(total);
  await categories.getByRole('link', { name: 'Alle Kategorien' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await page.goto('/fr/shop');
  await page.getByRole('navigation', { name: 'Notre assortiment' }).getByRole('link', { name: 'Bijoux' }).click();
  await expect(page).toHaveURL(/\/fr\/shop\/categorie\/schmuck$/);
  await expect(page.locator('.product-card').first()).toBeVisible();
});

test('a category, a maker and a tag each have their own pages, linked from a product page, in every language', async ({ page }) => {
  await page.goto(plain);
  await page.getByRole('link', { name: 'Verlobungsringe' }).click();
  await expect(page).toHaveURL(/\/shop\/kategorie\/verlobungsringe$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verlobungsringe');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await page.goto('/en/shop/category/verlobungsringe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.product-card__name a').first()).toHaveAttribute('href', /^\/en\/shop\/[a-z0-9-]+$/);
  await page.goto('/shop/anhaenger-herz-sterlingsilber');
  const tag = page.locator('.product-tags a').first();
  const tagName = (await tag.textContent())!;
  await expect(tag).toHaveAttribute('href', /^\/shop\/tag\/[a-z0-9-]+$/);
  await tag.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagName);
  await expect(page).toHaveURL(/\/shop\/tag\/[a-z0-9-]+$/);
  await expect(page.locator('.product-card').first()).toBeVisible();
  // Every list page is in the sitemap.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const path of ['/shop/seite/2', '/shop/kategorie/verlobungsringe', '/fr/shop/marques/albrecht-atelier', '/en/shop/page/2']) expect(sitemap, path).toContain(`${siteUrl}${path}<`);
});
