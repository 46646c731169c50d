import { expect, expectMounted, test, widget } from './fixtures.ts';

const homes = [
  { path: '/', lang: 'de', menu: 'Uhren', cart: 'Warenkorb (0)' },
  { path: '/en', lang: 'en', menu: 'Watches', cart: 'Cart (0)' },
  { path: '/fr', lang: 'fr', menu: 'Contact', cart: 'Panier (0)' },
];

for (const home of homes) {
  test(`the ${home.lang} home page mounts its shell widgets under the strict CSP without errors`, async ({ page, consoleErrors }) => {
    const response = await page.goto(home.path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page).toHaveTitle('Juwelier Albrecht');
    await expect(page.getByRole('navigation').first().getByRole('link', { name: home.menu })).toBeVisible();
    await expectMounted(page, 'cart-icon', 'header-menu', 'add-to-cart');
    await expect(page.locator('.cart-icon')).toHaveAttribute('title', home.cart);
    expect(consoleErrors).toEqual([]);
  });
}

test('the pages work before any widget mounts: the menu is plain links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Kontakt' }).first()).toHaveAttribute('href', '/kontakt');
  await expect(page.locator('a.cart-icon')).toHaveAttribute('href', '/shop/warenkorb');
  await context.close();
});

test('canonical URLs: a trailing slash and /index.html redirect to the clean path', async ({ page }) => {
  await page.goto('/en/');
  expect(new URL(page.url()).pathname).toBe('/en');
  await page.goto('/index.html');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the widget gallery is not part of the production build', async ({ page }) => {
  expect((await page.goto('/_gallery'))?.status()).toBe(404);
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger opens the slide-in menu; Escape closes it and focus returns to the burger', async ({ page }) => {
    await page.goto('/');
    await expectMounted(page, 'header-menu');
    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Hauptnavigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Menü schließen' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('keeps Tab inside the open menu', async ({ page }) => {
    await page.goto('/');
    await expectMounted(page, 'header-menu');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Hauptnavigation' });
    const stops = await drawer.locator('a[href], button').count();
    for (let step = 0; step < stops + 2; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test('the page behind the open menu is inert: its links take no focus and no click', async ({ page }) => {
    await page.goto('/');
    await expectMounted(page, 'header-menu');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Hauptnavigation' });
    await expect(drawer).toBeVisible();
    const footerLink = page.locator('footer a[href]').first();
    await footerLink.evaluate((link: HTMLElement) => link.focus());
    await expect(footerLink).not.toBeFocused();
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // A click beside the panel lands on the backdrop: it closes the menu and follows nothing.
    await page.mouse.click(5, 400);
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a click on a menu link closes the menu', async ({ page }) => {
    await page.goto('/');
    await expectMounted(page, 'header-menu');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Hauptnavigation' });
    // Keep the page from following the link, so what remains to see is the menu's own reaction.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { capture: true }));
    await drawer.getByRole('link', { name: 'Trauringe' }).click();
    await expect(drawer).toBeHidden();
    await expect(widget(page, 'header-menu')).toHaveAttribute('data-widget-state', 'mounted');
  });
});
