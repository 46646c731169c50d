import { expect, test } from './fixtures.ts';
import { allPages, checksRouteOn, siteTitle, siteUrl } from './routes.ts';

const absolute = (path: string) => (path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`);

test.describe('every route of the table, in each of its languages', () => {
  for (const page of allPages) {
    test(`${page.path} (${page.key}, ${page.lang})`, async ({ page: browserPage, consoleErrors }, testInfo) => {
      test.skip(!checksRouteOn(testInfo.project.name, page.path), 'checked on a page of its kind');
      const response = await browserPage.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browserPage.locator('html')).toHaveAttribute('lang', page.lang);

      const heading = (await browserPage.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
      expect(heading.length).toBeGreaterThan(0);
      const title = await browserPage.title();
      expect(title).toBe(page.key === 'home' || heading === siteTitle ? siteTitle : `${heading} | ${siteTitle}`);

      const hreflang = await browserPage.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
      const expected = Object.entries(page.alternates).map(([lang, path]) => [lang, absolute(path!)]);
      if (expected.length > 0) expected.push(['x-default', absolute(page.alternates.de ?? Object.values(page.alternates)[0]!)]);
      expect(hreflang).toEqual(expected);
      await expect(browserPage.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(page.path));
      await expect(browserPage.locator('meta[name="description"]')).toHaveAttribute('content', /^.{50,}$/);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('the language switcher links a page to its own translations, and only where one exists', async ({ page }) => {
  await page.goto('/datenschutz');
  const switcher = page.getByRole('navigation', { name: 'Sprache wählen' });
  await expect(switcher.getByRole('link')).toHaveCount(2);
  await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/datenschutz');
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/privacy');
  await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/fr/contact');
  const french = page.getByRole('navigation', { name: 'Choisir la langue' });
  for (const name of ['Deutsch', 'English', 'Français']) await expect(french.getByRole('link', { name, exact: true })).toHaveCount(1);
  await expect(french.getByRole('link')).toHaveCount(3);
});

test('sitemap.xml lists every page with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // Besides the route table's pages: the shop's brands and product pages, one level below each shop root.
  const belowShopRoot = /\/shop\/[^/]+$/;
  expect(locations.filter((url) => !belowShopRoot.test(url!)).sort()).toEqual(allPages.map((page) => absolute(page.path)).sort());
  expect(locations).toEqual(expect.arrayContaining([`${siteUrl}/shop/marken`, `${siteUrl}/en/shop/brands`, `${siteUrl}/fr/shop/polarkreis-fliegeruhr-42-mm`]));
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/en/contact"/>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}/kontakt"/>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test('drafts and other projects never appear', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const home = await (await request.get('/')).text();
  for (const text of [sitemap, home]) {
    expect(text).not.toContain('Entwurf');
    expect(text).not.toContain('Fremd');
  }
});

test('images in page bodies are responsive, lazy and sized so nothing shifts', async ({ page }) => {
  await page.goto('/optik');
  const image = page.locator('.rich-text picture img');
  await expect(image).toHaveAttribute('alt', 'Blick in unsere Brillenwerkstatt');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  await expect(page.locator('.rich-text picture source[type="image/webp"]')).toHaveAttribute('srcset', /480w.*960w/);
});
