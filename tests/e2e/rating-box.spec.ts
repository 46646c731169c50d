import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, expectMounted, test } from './fixtures.ts';

const mapsRequests = (page: Page) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/maps/api/js')) requests.push(request.url());
  });
  return requests;
};

/** The visitor has agreed to the maps service (the consent banner stores this). */
async function consentToMaps(page: Page) {
  await page.addInitScript(() => {
    const entry = { display_name: 'Google Maps', description: '', link: '', default_on: false, consentGiven: true, locked: false, function_id: 'google_maps' };
    localStorage.setItem('int-consents', JSON.stringify({ v: 1, data: [entry] }));
  });
}

test('without consent the maps service is never contacted and no rating box shows', async ({ page }) => {
  const requests = mapsRequests(page);
  await page.goto('/');
  await expectMounted(page, 'rating-box');
  await expect(page.locator('.rating-box')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('with consent the rating shows, expanded, with stars in thirds; "not now" collapses it', async ({ page, consoleErrors }) => {
    await consentToMaps(page);
    const requests = mapsRequests(page);
    await page.goto('/');
    const box = page.getByRole('region', { name: 'Unsere Bewertung' });
    await expect(box).toContainText('4,7 von 5 Sternen aus 128 Bewertungen');
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!).searchParams.get('libraries')).toBe('places');
    // 4.7 is 14 thirds: four full stars and two thirds of the fifth.
    await expect(box.locator('.star')).toHaveClass([/3-thirds/, /3-thirds/, /3-thirds/, /3-thirds/, /2-thirds/]);
    await box.getByRole('button', { name: 'Nicht jetzt' }).click();
    await expect(page.getByRole('button', { name: /Unsere Bewertung: 4,7/ })).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('the rating box starts collapsed and can be expanded; axe finds nothing either way', async ({ page }) => {
    await consentToMaps(page);
    await page.goto('/en');
    const collapsed = page.getByRole('button', { name: /Our rating: 4\.7 out of 5 stars from 128 reviews/ });
    await expect(collapsed).toHaveAttribute('aria-expanded', 'false');
    expect(await axeViolations(page)).toEqual([]);
    await collapsed.click();
    await expect(page.getByRole('region', { name: 'Our rating' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('a status other than OK hides the box', async ({ page }) => {
  await consentToMaps(page);
  await page.route('**/maps/api/js**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace("'OK'", "'ZERO_RESULTS'") });
  });
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/');
  await expect.poll(() => warnings.some((text) => text.includes('ZERO_RESULTS'))).toBe(true);
  await expect(page.locator('.rating-box')).toHaveCount(0);
});

test('a failing maps service is only logged', async ({ page, consoleErrors }) => {
  await consentToMaps(page);
  await page.route('**/maps/api/js**', (route) => route.abort());
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/');
  await expect.poll(() => warnings.some((text) => text.includes('[rating-box] Place lookup failed'))).toBe(true);
  await expect(page.locator('.rating-box')).toHaveCount(0);
  expect(consoleErrors.filter((text) => !text.includes('/maps/api/js'))).toEqual([]);
});
