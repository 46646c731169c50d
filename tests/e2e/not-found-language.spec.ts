import { expect, test } from './fixtures.ts';

/** An unknown address answers 404 with a not-found page in the path's language, shell included. */
const cases = [
  { path: '/en/no-such-page', lang: 'en', heading: 'Page not found', home: 'To the home page', href: '/en', title: /^Page not found \| /, imprint: 'Imprint' },
  { path: '/fr/page-inexistante', lang: 'fr', heading: 'Page introuvable', home: 'Vers la page d’accueil', href: '/fr', title: /^Page introuvable \| /, imprint: 'Mentions légales' },
  { path: '/gibt-es-nicht', lang: 'de', heading: 'Seite nicht gefunden', home: 'Zur Startseite', href: '/', title: /^Seite nicht gefunden \| /, imprint: 'Impressum' },
];

for (const { path, lang, heading, home, href, title, imprint } of cases) {
  test(`an unknown ${lang} address says so in ${lang}, with a link to that language's home page`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(main.getByRole('link', { name: home })).toHaveAttribute('href', href);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(title);
    // The shell around the message speaks the visitor's language too.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: imprint, exact: true })).toBeVisible();
    // Only the visitor's language is shown, once.
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
}

test('without JavaScript an unknown English address still answers 404 in English, with a link home', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('main').getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/en');
  await context.close();
});
