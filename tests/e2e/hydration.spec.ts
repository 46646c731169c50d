import type { Page } from '@playwright/test';
import { expect, test, widget } from './fixtures.ts';
import { problemsAcross } from './route-visits.ts';

/**
 * One component, two renders: the build writes each of these widgets' HTML with its own
 * component, and the browser hydrates that markup in place. What a visitor does before the
 * framework arrives (typing, a press, a submission) is kept and acted on, and hydration finds
 * exactly the markup it would draw: a mismatch is reported as a console error, which fails here.
 */

/** Holds back the framework's chunks (mount, React or preact) until the returned release is called. */
async function holdFramework(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/widgets\/chunks\/mount-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('before the cookie banner has hydrated', () => {
  test.use({ consentsDecided: false });

  test('"Alle ablehnen" and at once a link: the decision holds on the next page', async ({ page, consoleErrors }) => {
    // Nothing of the framework arrives: the entry script alone must keep the decision.
    await page.route(/\/assets\/widgets\/chunks\//, () => new Promise(() => {}));
    await page.goto('/');
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    await page.locator('footer').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(page.getByRole('region', { name: /Cookies/ })).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('int-consents') ?? 'null')?.data as Array<{ function_id: string; consentGiven: boolean }>);
    expect(stored.filter((entry) => entry.consentGiven).map((entry) => entry.function_id)).toEqual(['functional']);
    await page.reload();
    await expect(page.getByRole('region', { name: /Cookies/ })).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('"Einstellungen" pressed before the framework is there opens the settings once it is', async ({ page, consoleErrors }) => {
    const release = await holdFramework(page);
    await page.goto('/en');
    const banner = page.getByRole('region', { name: 'Cookies and external content' });
    await banner.getByRole('button', { name: 'Settings' }).click();
    await expect(widget(page, 'cookie-banner')).toHaveAttribute('data-widget-state', 'pending');
    release();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeFocused();
    await expect(banner.getByRole('checkbox', { name: /Functional/ })).toBeDisabled();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the small-screen menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the burger pressed before the framework arrived opens the panel once it has, focus inside', async ({ page, consoleErrors }) => {
    const release = await holdFramework(page);
    await page.goto('/');
    await expect(page.locator('.header-menu__fallback')).toBeHidden();
    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    await burger.click();
    await expect(widget(page, 'header-menu')).toHaveAttribute('data-widget-state', 'pending');
    release();
    const panel = page.getByRole('dialog', { name: 'Hauptnavigation' });
    await expect(panel).toBeVisible();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#slide-menu')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(burger).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('the burger pressed before the runtime itself has started opens the panel once it has', async ({ page, consoleErrors }) => {
    // The page is painted and its burger drawn while the runtime's boot chunk is still on its way.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/widgets\/chunks\/boot-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await expect(widget(page, 'header-menu')).not.toHaveAttribute('data-widget-state');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Hauptnavigation' })).toBeVisible();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#slide-menu')))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('"Menü" opens the menu as a list in place, and no burger that could not work is shown', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();
      await page.locator('.header-menu__fallback > summary').click();
      await expect(page.locator('.header-menu__fallback').getByRole('link', { name: 'Uhren' })).toBeVisible();
    });
  });
});

test('the newsletter: typed and sent with Enter before the framework arrived, sent once it has, the text kept', async ({ page, consoleErrors }) => {
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('/forms/newsletter') && posts.push(request.postData() ?? ''));
  const release = await holdFramework(page);
  await page.goto('/');
  const field = page.locator('footer').getByRole('textbox', { name: 'E-Mail-Adresse' });
  await field.fill('frueh@example.org');
  // The runtime has started the widget (its framework is held back): from then on the widget takes
  // the Enter. Before the runtime itself runs, Enter submits the form as without JavaScript, to the
  // form service, which is the fallback working, not this case (a slow machine hit it now and then).
  await expect(widget(page, 'newsletter')).toHaveAttribute('data-widget-state', 'pending');
  await field.press('Enter');
  expect(posts).toEqual([]);
  release();
  await expect(widget(page, 'newsletter').getByRole('status')).toHaveText('Vielen dank fürs Abonnieren! Wir haben Ihnen eine E-Mail geschickt: Bitte bestätigen Sie Ihre Anmeldung über den Link darin.');
  await expect(page.locator('footer').getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('');
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!)).toMatchObject({ email: 'frueh@example.org' });
  expect(page.url()).not.toContain('/forms/');
  expect(consoleErrors).toEqual([]);
});

test('the contact form: filled and sent before the framework arrived, it is checked and sent by the widget, nothing lost', async ({ page, consoleErrors }) => {
  const release = await holdFramework(page);
  await page.goto('/en/contact');
  const form = page.locator('#contact-form');
  await form.getByLabel('Name').fill('Frieda Früh');
  await form.getByLabel('Email address').fill('not-an-address');
  await form.getByLabel('Your message').fill('Eine frühe Nachricht');
  await form.getByRole('checkbox').check();
  await form.getByLabel('Your message').focus();
  await expect(widget(page, 'contact-form')).toHaveAttribute('data-widget-state', 'pending');
  release();
  await expect(widget(page, 'contact-form')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(form.getByLabel('Your message')).toBeFocused();
  // The widget's own check sees what was typed before it: the address is refused at its field.
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toHaveValue('Frieda Früh');
  await form.getByLabel('Email address').fill('frieda@example.org');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/en\/thanks$/);
  await expect(page.locator('.thanks-greeting')).toContainText('Frieda Früh');
  expect(consoleErrors).toEqual([]);
});

test('the withdrawal: entries typed before the framework arrived are kept, checked and carried to the review', async ({ page, consoleErrors }) => {
  const release = await holdFramework(page);
  await page.goto('/vertrag-widerrufen');
  const form = page.locator('#withdrawal-form');
  await form.getByLabel('Ihr Name').fill('Frieda Früh');
  await form.getByLabel('Bestellnummer').fill('10007');
  await expect(widget(page, 'withdrawal')).toHaveAttribute('data-widget-state', 'pending');
  release();
  await expect(widget(page, 'withdrawal')).toHaveAttribute('data-widget-state', 'mounted');
  // The widget's own check sees the typed name and number: only the missing address is named.
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
  await expect(form.getByLabel('E-Mail-Adresse')).toBeFocused();
  await expect(form.getByLabel('Ihr Name')).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('E-Mail-Adresse').fill('frieda@example.org');
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
  await expect(page.locator('.withdrawal')).toContainText('Frieda Früh');
  await expect(page.locator('.withdrawal')).toContainText('10007');
  expect(consoleErrors).toEqual([]);
});

// One after the other in one tab (route-visits.ts): each page loads whole, its widgets hydrate anew.
const hydratedPages = ['/', '/en/contact', '/fr/merci', '/impressum', '/vertrag-widerrufen'];
test(`${hydratedPages.join(' ')}: every widget hydrates its build's markup without a mismatch or a shift`, async ({ page, consoleErrors }) => {
  const problems = await problemsAcross(page, consoleErrors, hydratedPages, async (path) => {
    await page.goto(path);
    const rendered = page.locator('[data-server-rendered]');
    const before = await rendered.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    for (const placeholder of await rendered.all()) {
      // Its trigger is listening once the runtime has started it.
      await expect(placeholder).toHaveAttribute('data-widget-state', /pending|mounted/);
      // As a visitor's pointer or Tab would (the "interaction" trigger); a hidden banner cannot be hovered.
      await placeholder.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await placeholder.dispatchEvent('focusin');
    }
    for (const placeholder of await rendered.all()) await expect(placeholder).toHaveAttribute('data-widget-state', 'mounted');
    const after = await rendered.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    expect(after, 'the rendered widgets\' heights').toEqual(before);
  });
  expect(problems).toEqual({});
});

test.describe('the shop, drawn by the build and hydrated on the first interaction', () => {
  const cartCount = (page: Page) =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('int-cart') ?? 'null')?.data?.products ?? []).map((line: { product: { slug: string }; count: number }) => [line.product.slug, line.count]));

  test('a count typed and "In den Warenkorb" pressed before the framework arrived: the piece is in the cart that often once it has', async ({ page, consoleErrors }) => {
    const release = await holdFramework(page);
    await page.goto('/shop/taucheruhr-automatik-42-mm');
    // Everything a shopper needs is there before any framework: the count and the button.
    const count = page.getByLabel('Anzahl');
    await count.fill('2');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(widget(page, 'shop')).toHaveAttribute('data-widget-state', 'pending');
    release();
    await expect(page.getByText('liegt jetzt im Warenkorb')).toBeVisible();
    expect(await cartCount(page)).toEqual([['taucheruhr-automatik-42-mm', 2]]);
    await expect(count).toHaveValue('2');
    expect(consoleErrors).toEqual([]);
  });

  test('a category chosen in the list before the framework arrived filters it once it has', async ({ page, consoleErrors }) => {
    const release = await holdFramework(page);
    await page.goto('/shop');
    await page.getByLabel('Kategorie').selectOption({ label: 'Uhren' });
    await expect(widget(page, 'shop')).toHaveAttribute('data-widget-state', 'pending');
    release();
    await expect(page).toHaveURL(/\/shop\/kategorie\/uhren$/);
    await expect(page.locator('.shop-list__count')).toHaveText('22 Produkte');
    await expect(page.getByLabel('Kategorie')).toHaveValue('uhren');
    expect(consoleErrors).toEqual([]);
  });

  test('a product page loads no framework until the shopper acts, and asks for none of the shop\'s data', async ({ page, consoleErrors }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    // Nothing sold since the build (other tests order from the same service): the page's figures stand.
    let stockAsked = false;
    await page.route('**/ecom/stock', (route) => {
      stockAsked = true;
      return route.fulfill({ json: { status: 'ok', stock: [] } });
    });
    await page.goto('/shop/solitaerring-weissgold-025-ct');
    await expect(widget(page, 'shop')).toHaveAttribute('data-widget-state', 'pending');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => stockAsked).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => /\/chunks\/(mount|ShopRouter)-/.test(path) || path.startsWith('/data/shop/'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test('a selected piece on the home page: "In den Warenkorb" pressed before the framework arrived puts it in the cart once it has', async ({ page, consoleErrors }) => {
  const release = await holdFramework(page);
  await page.goto('/');
  const teaser = page.locator('.product-teaser').filter({ has: page.getByRole('button', { name: 'In den Warenkorb' }) }).first();
  const slug = (await teaser.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href'))!.split('/').pop();
  await teaser.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(teaser.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-widget-state', 'pending');
  release();
  await expect(teaser.getByRole('status')).toContainText('liegt jetzt im Warenkorb');
  const inCart = await page.evaluate(() => (JSON.parse(localStorage.getItem('int-cart') ?? 'null')?.data?.products ?? []).map((line: { product: { slug: string } }) => line.product.slug));
  expect(inCart).toEqual([slug]);
  expect(consoleErrors).toEqual([]);
});

const shopPages = ['/shop', '/shop/anhaenger-herz-sterlingsilber', '/shop/solitaerring-weissgold-025-ct', '/shop/marken', '/en/shop', '/fr/shop/taucheruhr-automatik-42-mm', '/shop/warenkorb', '/shop/kasse', '/shop/gibt-es-nicht'];
test(`${shopPages.join(' ')}: the shop hydrates its build's markup without a mismatch or a shift`, async ({ page, consoleErrors }) => {
  test.setTimeout(shopPages.length * 10_000);
  // Nothing sold since the build (other tests order from the same service): what the build drew stands.
  await page.route('**/ecom/stock', (route) => route.fulfill({ json: { status: 'ok', stock: [] } }));
  const problems = await problemsAcross(page, consoleErrors, shopPages, async (path) => {
    await page.goto(path);
    const shop = widget(page, 'shop');
    const html = await shop.evaluate((element) => element.innerHTML);
    const before = await shop.evaluate((element) => element.getBoundingClientRect().height);
    await expect(shop).toHaveAttribute('data-widget-state', /pending|mounted/);
    await shop.dispatchEvent('pointerover');
    await expect(shop).toHaveAttribute('data-widget-state', 'mounted');
    // The hydrated page is the build's, element for element (images marked loaded aside); the
    // checkout goes on to draw itself from the stored cart once its chunk is there.
    // (React's text separators aside: the not-found view is drawn anew for the address it is served at.)
    const withoutBrowserMarks = (markup: string) => markup.replaceAll(' lazy-image--loaded', '').replaceAll(' class="cart-empty-at-build"', '').replaceAll('<!-- -->', '');
    if (!path.endsWith('/kasse')) expect(withoutBrowserMarks(await shop.evaluate((element) => element.innerHTML)), 'the markup').toBe(withoutBrowserMarks(html));
    expect(await shop.evaluate((element) => element.getBoundingClientRect().height), 'the height').toBe(before);
  });
  expect(problems).toEqual({});
});
