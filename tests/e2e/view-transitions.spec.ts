import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The site animates page changes with cross-document view transitions (site.css,
 * `@view-transition`). Chromium rejects a transition's promises when it is skipped or aborted:
 * a second click before the first page arrived, Back and Forward in quick succession. None of
 * that may surface as an uncaught error on any page.
 */
const click = (page: Page, href: string) => page.locator(`main a[href="${href}"], header a[href="${href}"], footer a[href="${href}"]`).first().click({ noWaitAfter: true });

/** Slows every page down a little, so a second click lands while the first navigation is on its way. */
async function slowPages(page: Page) {
  await page.route(
    (url) => !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 150));
      await route.fallback();
    },
  );
}

test('clicking links in quick succession, and Back and Forward, logs no uncaught error', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await click(page, '/uhren');
  await page.waitForURL('**/uhren');
  await click(page, '/kontakt');
  await page.waitForURL('**/kontakt');
  await click(page, '/shop');
  await page.waitForURL('**/shop');

  await slowPages(page);
  for (const [first, second] of [['/', '/kontakt'], ['/uhren', '/shop'], ['/kontakt', '/']] as const) {
    // A second link before the first page has arrived: the first transition is aborted.
    await click(page, first);
    await page.waitForTimeout(60);
    await click(page, second);
    await page.waitForURL((url) => url.pathname === second);
    await page.waitForLoadState('load');
  }
  for (let round = 0; round < 2; round++) {
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    await page.goForward({ waitUntil: 'commit' }).catch(() => null);
  }
  await page.waitForLoadState('load');
  await page.unrouteAll({ behavior: 'wait' });
  await click(page, '/kontakt');
  await page.waitForURL('**/kontakt');
  await page.waitForTimeout(700);
  expect(consoleErrors).toEqual([]);
});
