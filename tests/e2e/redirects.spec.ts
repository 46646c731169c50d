import { expect, test } from './fixtures.ts';

const portal = 'https://kundenportal.juwelier-albrecht.de/login';

test.beforeEach(async ({ page }) => {
  // The customer portal lives on another host; a local stand-in answers for it. (Playwright does
  // not intercept the target of an HTTP redirect, so the exact /login is checked by its 301 below.)
  await page.route(`${portal}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Kundenportal</title>' }));
});

for (const path of ['/LOGIN', '/Login/']) {
  test(`${path} leads to the customer portal`, async ({ page }) => {
    await page.goto(path);
    await page.waitForURL(portal);
    await expect(page).toHaveTitle('Kundenportal');
  });
}

test('/login is a permanent redirect where the host reads _redirects', async ({ request }) => {
  const response = await request.get('/login', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(portal);
});

for (const path of ['/schaufenster', '/SchauFenster']) {
  test(`${path} leads temporarily to the shop`, async ({ page, request }) => {
    if (path === '/schaufenster') expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(302);
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/shop');
  });
}

test('a page address in other letter cases or with /index.html finds its page', async ({ page }) => {
  await page.goto('/Kontakt');
  await page.waitForURL((url) => url.pathname === '/kontakt');
  await page.goto('/EN/Contact/index.html');
  await page.waitForURL((url) => url.pathname === '/en/contact');
});
