import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, expectMounted, test } from './fixtures.ts';

/** The contact page's map behind its placeholder (the builds point it at the third-party doubles' /maps/embed). */
const mapRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => request.url().includes('/maps/embed') && urls.push(request.url()));
  return urls;
};

const storedMapConsent = (page: Page) => page.evaluate(() => localStorage.getItem('contentConsent:Google Maps'));

test('the map stays unloaded until "Inhalt laden"; then it loads and the choice is remembered', async ({ page, consoleErrors }) => {
  const requests = mapRequests(page);
  await page.goto('/kontakt');
  const findUs = page.getByRole('region', { name: 'So finden Sie uns' });
  await expect(findUs.getByRole('heading', { name: 'So finden Sie uns' })).toBeVisible();
  await expect(findUs.locator('address')).toContainText('Freiburg');
  await expectMounted(page, 'external-content');
  await expect(findUs).toContainText('Hier wird eine Karte von Google Maps geladen');
  await expect(findUs.getByRole('link', { name: 'Mehr dazu in der Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
  expect(await axeViolations(page)).toEqual([]);
  expect(requests).toEqual([]);
  expect(await storedMapConsent(page)).toBeNull();

  await findUs.getByRole('button', { name: 'Inhalt laden' }).click();
  const map = findUs.locator('iframe[title="Karte mit unserem Standort"]');
  await expect(map).toBeFocused();
  await expect(page.frameLocator('iframe[title="Karte mit unserem Standort"]').getByRole('heading', { name: 'Kartendouble' })).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(await storedMapConsent(page)).not.toBeNull();
  expect(await axeViolations(page)).toEqual([]);

  // The next visit loads it at once.
  await page.reload();
  await expectMounted(page, 'external-content');
  await expect(map).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the consent manager lists the map; unchecking it puts the placeholder back', async ({ page }) => {
  await page.goto('/kontakt');
  await expectMounted(page, 'external-content');
  await page.getByRole('button', { name: 'Inhalt laden' }).click();

  await page.goto('/datenschutz');
  await expectMounted(page, 'consent-manager');
  const manager = page.locator('.consent-manager');
  await expect(manager.getByRole('checkbox', { name: 'Google Maps' })).toBeChecked();
  await manager.getByRole('checkbox', { name: 'Google Maps' }).click();
  await expect(manager.getByRole('checkbox', { name: 'Google Maps' })).toHaveCount(0);
  expect(await storedMapConsent(page)).toBeNull();

  const requests = mapRequests(page);
  await page.goto('/kontakt');
  await expectMounted(page, 'external-content');
  await expect(page.getByRole('button', { name: 'Inhalt laden' })).toBeVisible();
  expect(requests).toEqual([]);
});

test('in English the button reads "Load content"', async ({ page }) => {
  await page.goto('/en/contact');
  await expectMounted(page, 'external-content');
  await expect(page.getByRole('button', { name: 'Load content' })).toBeVisible();
});

test.describe('with the cookie banner', () => {
  test.use({ consentsDecided: false });

  test('"Alle akzeptieren" (which covers Google Maps) shows the map without asking again', async ({ page }) => {
    const requests = mapRequests(page);
    await page.goto('/kontakt');
    await expectMounted(page, 'external-content');
    expect(requests).toEqual([]);
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(page.locator('iframe[title="Karte mit unserem Standort"]')).toBeVisible();
    await expect.poll(() => requests.length).toBe(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the placeholder offers the map on the provider’s site instead', async ({ page }) => {
    const requests = mapRequests(page);
    await page.goto('/kontakt');
    const link = page.getByRole('link', { name: 'Karte bei Google Maps öffnen (neues Fenster)' });
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Freiburg/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('button', { name: 'Inhalt laden' })).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});
