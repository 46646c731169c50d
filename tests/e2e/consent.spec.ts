import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, expectMounted, test } from './fixtures.ts';

test.use({ consentsDecided: false });

const storedConsents = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('int-consents') ?? 'null')?.data as Array<{ function_id: string; consentGiven: boolean }> | undefined);

const mapsRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => request.url().includes('/maps/api/js') && urls.push(request.url()));
  return urls;
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('while the banner is open, the end of the page scrolls above it: "Vertrag widerrufen" and the last footer line can be reached, in the first layer and in the settings', async ({ page }) => {
    await page.goto('/widerruf');
    const banner = page.getByRole('region', { name: 'Cookies und externe Inhalte' });
    await expect(banner).toBeVisible();
    const withdraw = page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' });
    const lastLine = page.getByRole('contentinfo').locator(':scope > *').last();
    const bannerTop = async () => (await banner.boundingBox())!.y;
    const bottomOf = async (target: typeof banner) => {
      const box = (await target.boundingBox())!;
      return box.y + box.height;
    };
    const scrollToEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    await scrollToEnd();
    expect(await bottomOf(lastLine)).toBeLessThanOrEqual(await bannerTop());
    // Scrolled to sit just above the banner, the withdrawal link is what a tap there reaches.
    const top = await bannerTop();
    await withdraw.evaluate((link, above) => window.scrollBy(0, link.getBoundingClientRect().bottom - above), top);
    expect(await withdraw.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    })).toBe(true);
    expect(await bottomOf(withdraw)).toBeLessThanOrEqual(top + 1);

    // The settings view is taller than the first layer: the room below the page grows with it (the
    // banner measures itself once its new view is laid out, a frame or two after it shows).
    await banner.getByRole('button', { name: 'Einstellungen' }).click();
    await expect(banner.getByRole('checkbox').first()).toBeVisible();
    await expect
      .poll(async () => {
        await scrollToEnd();
        return (await bannerTop()) - (await bottomOf(lastLine));
      }, { message: 'the last footer line ends above the banner in its settings view' })
      .toBeGreaterThanOrEqual(0);

    // Once decided, the room goes with the banner.
    await banner.getByRole('button', { name: 'Alle ablehnen' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });
});

test('a fresh visit shows the banner with "Alle akzeptieren" and "Alle ablehnen" of equal weight; axe finds nothing', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies und externe Inhalte' });
  await expect(banner).toBeVisible();
  const accept = banner.getByRole('button', { name: 'Alle akzeptieren' });
  const reject = banner.getByRole('button', { name: 'Alle ablehnen' });
  const look = (button: typeof accept) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontSize, style.fontWeight, style.padding, style.backgroundColor, style.color].join(' ');
    });
  expect(await look(reject)).toBe(await look(accept));
  expect(await axeViolations(page)).toEqual([]);
});

test('"Alle ablehnen" stores the decision, loads nothing from third parties, and the banner stays away', async ({ page }) => {
  const maps = mapsRequests(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Alle ablehnen' }).click();
  await expect(page.getByRole('region', { name: 'Cookies und externe Inhalte' })).toHaveCount(0);
  expect(await storedConsents(page)).toEqual([
    expect.objectContaining({ function_id: 'functional', consentGiven: true }),
    expect.objectContaining({ function_id: 'google_maps', consentGiven: false }),
    expect.objectContaining({ function_id: 'youtube', consentGiven: false }),
    expect.objectContaining({ function_id: 'matomo', consentGiven: false }),
  ]);
  await page.reload();
  await expectMounted(page, 'rating-box');
  await expect(page.getByRole('region', { name: 'Cookies und externe Inhalte' })).toHaveCount(0);
  expect(maps).toEqual([]);
});

test('"Alle akzeptieren" lets the rating box load its rating at once', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const maps = mapsRequests(page);
  await page.goto('/');
  await expectMounted(page, 'rating-box');
  expect(maps).toEqual([]);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(page.getByRole('region', { name: 'Unsere Bewertung' })).toContainText('128 Bewertungen');
  expect(maps).toHaveLength(1);
});

test('the settings view chooses one by one; the functional entry cannot be switched off', async ({ page }) => {
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'Cookies and external content' });
  await banner.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeFocused();
  await expect(banner.getByRole('checkbox', { name: /Functional/ })).toBeDisabled();
  await expect(banner.getByRole('checkbox', { name: /Functional/ })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await banner.getByRole('checkbox', { name: /YouTube videos/ }).check();
  await banner.getByRole('button', { name: 'Save choice' }).click();
  expect((await storedConsents(page))?.map((entry) => [entry.function_id, entry.consentGiven])).toEqual([
    ['functional', true],
    ['google_maps', false],
    ['youtube', true],
    ['matomo', false],
  ]);
});

test('consent can be taken back from the footer: the banner asks again and takes the focus', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  expect(await storedConsents(page)).toBeUndefined();
  await expect(page.getByRole('heading', { name: 'Cookies und externe Inhalte' })).toBeFocused();
});

test.describe('the consent manager on the privacy page', () => {
  test.use({ consentsDecided: true });

  test('the footer of every page leads to it', async ({ page }) => {
    await page.goto('/en/contact');
    await page.locator('footer').getByRole('link', { name: 'Manage consents' }).click();
    await expect(page).toHaveURL(/\/en\/privacy#zustimmungen-verwalten$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Manage consents' })).toBeInViewport();
  });

  test('renders nothing while no external content was let in', async ({ page }) => {
    await page.goto('/datenschutz');
    await expectMounted(page, 'consent-manager');
    await expect(page.getByRole('heading', { name: 'Externe Inhalte' })).toHaveCount(0);
  });

  test('lists each external-content consent as a checked box; unchecking removes it for good', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('contentConsent:Google Maps', 'true');
      localStorage.setItem('contentConsent:YouTube', 'true');
    });
    await page.goto('/datenschutz');
    await expectMounted(page, 'consent-manager');
    const manager = page.locator('.consent-manager');
    await expect(manager.getByRole('heading', { name: 'Externe Inhalte' })).toBeVisible();
    await expect(manager.getByRole('checkbox', { name: 'Google Maps' })).toBeChecked();
    await expect(manager.getByRole('checkbox', { name: 'YouTube' })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    // A click takes the consent back; the box then leaves the list (so no "unchecked" state to wait for).
    await manager.getByRole('checkbox', { name: 'YouTube' }).click();
    await expect(manager.getByRole('checkbox', { name: 'YouTube' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('contentConsent:YouTube'))).toBeNull();
    await page.reload();
    await expectMounted(page, 'consent-manager');
    await expect(page.locator('.consent-manager').getByRole('checkbox')).toHaveCount(1);
  });
});
