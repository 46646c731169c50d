import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test, widget } from './fixtures.ts';

/**
 * Islands that stay islands: what a first visit sees comes from the server's HTML and CSS; the
 * framework arrives when the visitor uses a widget, and the press or the typing that woke it is
 * kept. Sizes are exact, so the script budget is asserted here; timings belong to `npm run bench`.
 */
test.use({ consentsDecided: false });

/** Gzip bytes of the scripts the page loaded, and their paths. */
function scriptsOf(page: Page) {
  const scripts: Array<{ path: string; gzip: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ path: new URL(response.url()).pathname, gzip: gzipSync(body).length });
  });
  return scripts;
}

/** Loaded, every idle widget started, and the network quiet: what a visitor who only reads gets. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(widget(page, 'cart-icon')).toHaveAttribute('data-widget-state', 'mounted');
}

const frameworkChunk = /\/(mount|HeaderMenu|CookieBanner|Newsletter|ContactForm)-[A-Z0-9]+\.js$/;

for (const path of ['/', '/kontakt', '/en/contact', '/impressum']) {
  test(`a first visit to ${path} shows the cookie banner from the HTML and loads no framework before the visitor acts`, async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto(path);
    await expect(page.getByRole('region', { name: /Cookies/ })).toBeVisible();
    await settle(page);
    expect(scripts.map((script) => script.path).filter((loaded) => frameworkChunk.test(loaded))).toEqual([]);
    const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    // The budget is 20 kB for preact and 80 kB for React; with no framework loaded both runtimes stay far below.
    expect(gzip).toBeLessThan(20_000);
  });
}

test('the first press on the server-drawn banner decides, and the banner goes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(page.getByRole('region', { name: /Cookies/ })).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('int-consents') ?? 'null')?.data as Array<{ consentGiven: boolean }>);
  expect(stored.every((entry) => entry.consentGiven)).toBe(true);
});

test.describe('with the consents decided', () => {
  test.use({ consentsDecided: true });

  test('on a phone, a keyboard press on the menu button before the menu is ready opens it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await settle(page);
    await expect(widget(page, 'header-menu')).toHaveAttribute('data-widget-state', 'pending');
    await page.getByRole('button', { name: 'Menü öffnen' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Hauptnavigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Uhren' })).toBeVisible();
    // The focus went with the press into the open menu, not back to the top of the page.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#slide-menu')))).toBe(true);
  });

  test('what a visitor types into the newsletter field before the form is ready stays, and Enter sends it', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/forms/newsletter') && posts.push(request.postData() ?? ''));
    await page.goto('/');
    await settle(page);
    const field = page.locator('footer').getByRole('textbox', { name: 'E-Mail-Adresse' });
    await field.focus();
    await page.keyboard.type('anna@example.org');
    await expect(widget(page, 'newsletter')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(field).toHaveValue('anna@example.org');
    await expect(field).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(widget(page, 'newsletter')).toContainText('Vielen dank fürs Abonnieren!');
    expect(posts).toHaveLength(1);
    expect(page.url()).not.toContain('/forms/');
  });

  test('the cart badge shows the stored cart without a framework, and the colour switch works', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.addInitScript(() =>
      localStorage.setItem(
        'int-cart',
        JSON.stringify({
          v: 1,
          data: {
            products: [{ cartId: 'ring', product: { id: 101, display_name: 'Solitärring Weißgold 0,25 ct' }, variant: null, personalization: null, count: 2, priceBrutto: '1290.00' }],
            totalCount: 2,
            totalPriceBrutto: '2580.00',
            timestamp: 1,
          },
        }),
      ),
    );
    await page.goto('/');
    await settle(page);
    await expect(page.locator('a.cart-icon')).toHaveAttribute('title', 'Warenkorb (2)');
    await expect(page.locator('.cart-icon__dot')).toBeVisible();
    expect(scripts.map((script) => script.path).filter((loaded) => frameworkChunk.test(loaded))).toEqual([]);

    const toggle = page.getByRole('button', { name: 'Dunkles Design' });
    const pressed = await toggle.getAttribute('aria-pressed');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
  });
});
