import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { doublesPort } from './build-env.mjs';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * Matomo with consent, against the local Matomo double (tests/support/matomo-double.ts). Tests
 * run in parallel against one double: each visits its own marked URL and reads only its hits.
 */
test.use({ consentsDecided: false });

const matomo = `http://127.0.0.1:${doublesPort}/matomo`;

interface Hit {
  url: string;
  idsite: string;
  action_name?: string;
  e_c?: string;
  e_a?: string;
  e_n?: string;
}

const hitsFor = async (request: APIRequestContext, marker: string): Promise<Hit[]> =>
  ((await (await request.get(`${matomo}/_hits`)).json()) as Hit[]).filter((hit) => hit.url.includes(marker));

/** Every request the page (and its frames) makes to Matomo. */
function matomoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => request.url().startsWith(matomo) && urls.push(request.url()));
  return urls;
}

const marker = () => `visit-${test.info().project.name}-${test.info().testId}-${Date.now()}`;

test('"Alle ablehnen": nothing at all is requested from Matomo, on this page or the next', async ({ page, request }) => {
  const requests = matomoRequests(page);
  const visit = marker();
  await page.goto(`/?${visit}`);
  await expectMounted(page, 'analytics');
  await page.getByRole('button', { name: 'Alle ablehnen' }).click();
  await page.goto(`/kontakt?${visit}`);
  await expectMounted(page, 'analytics');
  // Give a tracker that should not exist every chance to show up.
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  expect(await hitsFor(request, visit)).toEqual([]);
});

test('"Alle akzeptieren": matomo.js loads and the page view reaches Matomo', async ({ page, request }) => {
  const requests = matomoRequests(page);
  const visit = marker();
  await page.goto(`/?${visit}`);
  await expectMounted(page, 'analytics');
  expect(requests).toEqual([]);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => hitsFor(request, visit)).toEqual([
    expect.objectContaining({ idsite: '1', action_name: await page.title(), url: expect.stringContaining(`/?${visit}`) }),
  ]);
  expect(requests.filter((url) => url.endsWith('/matomo.js'))).toHaveLength(1);

  // On the next page the stored consent tracks at once.
  await page.goto(`/kontakt?${visit}`);
  await expect.poll(async () => (await hitsFor(request, visit)).map((hit) => new URL(hit.url).pathname)).toEqual(['/', '/kontakt']);
});

test('a consent given later in the banner settings starts tracking without a reload', async ({ page, request }) => {
  const visit = marker();
  await page.goto(`/en?${visit}`);
  await expectMounted(page, 'analytics');
  const banner = page.getByRole('region', { name: 'Cookies and external content' });
  await banner.getByRole('button', { name: 'Settings' }).click();
  await banner.getByRole('checkbox', { name: /Statistics \(Matomo\)/ }).check();
  await banner.getByRole('button', { name: 'Save choice' }).click();
  await expect.poll(() => hitsFor(request, visit)).toEqual([expect.objectContaining({ idsite: '1', url: expect.stringContaining(visit) })]);
});

test('script errors are tracked as events while consent lasts; after withdrawing it nothing more is sent', async ({ page, request }) => {
  const visit = marker();
  await page.goto(`/?${visit}`);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(async () => (await hitsFor(request, visit)).length).toBe(1);

  const throwLater = (message: string) => page.evaluate((text) => setTimeout(() => { throw new Error(text); }), message);
  await throwLater(`first-${visit}`);
  await expect.poll(async () => (await hitsFor(request, visit)).filter((hit) => hit.e_c === 'JavaScript Errors')).toEqual([
    expect.objectContaining({ e_a: expect.stringContaining(`first-${visit}`), e_n: expect.stringMatching(/:\d+$/) }),
  ]);

  // 'Cookie-Einstellungen' takes the consent back (the banner asks again).
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(page.getByRole('region', { name: 'Cookies und externe Inhalte' })).toBeVisible();
  await throwLater(`second-${visit}`);
  await page.waitForTimeout(500);
  expect((await hitsFor(request, visit)).some((hit) => hit.e_a?.includes(`second-${visit}`))).toBe(false);
});

// The shop router reports route changes through the store's page-view bus (widgets/store/analytics.ts);
// the analytics widget forwards them with the previous address as referrer.
test('a shop route change is tracked with its URL, its title and the list as referrer', async ({ page, request }) => {
  const visit = marker();
  await page.goto(`/shop?${visit}`);
  await expectMounted(page, 'shop');
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(async () => (await hitsFor(request, visit)).length).toBe(1);
  const product = page.locator('main a[href^="/shop/"]').first();
  const productPath = await product.getAttribute('href');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await product.click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  // A route change of the router, not a page load (which the tracker would count by itself).
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // The product page's address has no marker; its hit names the marked list as where it came from.
  const fromList = async () => ((await (await request.get(`${matomo}/_hits`)).json()) as Array<Hit & { urlref?: string }>).filter((hit) => hit.urlref?.includes(visit));
  await expect.poll(async () => (await fromList()).length).toBe(1);
  const [routeChange] = await fromList();
  expect(new URL(routeChange!.url).pathname).toBe(productPath);
  expect(routeChange!.action_name).toBe(await page.title());
  expect(await page.title()).not.toMatch(/^Unsere Produkte/);
});

test.describe('the consent manager', () => {
  test.use({ consentsDecided: true });

  test("shows Matomo's opt-out page (in German) in its 'Matomo Tracking' frame; axe finds nothing", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('contentConsent:Google Maps', new Date().toISOString()));
    await page.goto('/datenschutz');
    await expectMounted(page, 'consent-manager');
    const frame = page.locator('.consent-manager iframe[title="Matomo Tracking"]');
    await expect(frame).toHaveAttribute('src', `${matomo}/index.php?module=CoreAdminHome&action=optOut&language=de`);
    await expect(page.frameLocator('.consent-manager iframe[title="Matomo Tracking"]').getByRole('checkbox')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
