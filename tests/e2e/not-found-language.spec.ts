import { expect, test } from './fixtures.ts';

/** The host serves one 404 page for every unknown path; the visitor reads it in the path's language. */
const cases = [
  { path: '/en/no-such-page', lang: 'en', heading: 'Page not found', home: 'To the home page', href: '/en', title: /^Page not found \| / },
  { path: '/fr/page-inexistante', lang: 'fr', heading: 'Page introuvable', home: 'Vers la page d’accueil', href: '/fr', title: /^Page introuvable \| / },
  { path: '/gibt-es-nicht', lang: 'de', heading: 'Seite nicht gefunden', home: 'Zur Startseite', href: '/', title: /^Seite nicht gefunden \| / },
];

for (const { path, lang, heading, home, href, title } of cases) {
  test(`an unknown ${lang} address says so in ${lang}, with a link to that language's home page`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(main.getByRole('link', { name: home })).toHaveAttribute('href', href);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(title);
    // Only the visitor's language is shown, once.
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
}

test('without JavaScript the 404 page still shows one message (German) with a link home', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
  await context.close();
});
