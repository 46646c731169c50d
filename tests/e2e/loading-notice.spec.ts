import { expect, expectMounted, test } from './fixtures.ts';

/**
 * While a navigation is pending, Playwright's locators wait for it; these checks read this
 * page's DOM directly instead.
 */
test('a page that takes longer than a second to arrive shows the delayed-load notice', async ({ page }) => {
  await page.goto('/');
  await expectMounted(page, 'header-menu');
  let release: () => void = () => {};
  await page.route('**/kontakt', async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await route.continue();
  });
  const shown = await page.evaluate(
    () =>
      new Promise<{ after: number; text: string; role: string | null }>((resolve) => {
        const start = performance.now();
        new MutationObserver(() => {
          const notice = document.querySelector('.loading-notice');
          if (notice) resolve({ after: performance.now() - start, text: notice.textContent ?? '', role: notice.getAttribute('role') });
        }).observe(document.body, { childList: true });
        document.querySelector<HTMLAnchorElement>('.site-header__nav a[href="/kontakt"]')!.click();
      }),
  );
  expect(shown.after).toBeGreaterThanOrEqual(1000);
  expect(shown).toMatchObject({ text: 'Die Seite wird geladen …', role: 'status' });
  release();
  await page.waitForURL((url) => url.pathname === '/kontakt');
  await expect(page.locator('.loading-notice')).toHaveCount(0);
});

test('no notice for a page that arrives quickly', async ({ page }) => {
  await page.goto('/');
  await expectMounted(page, 'header-menu');
  await page.locator('.site-header__nav').getByRole('link', { name: 'Kontakt' }).click();
  await page.waitForURL((url) => url.pathname === '/kontakt');
  await page.waitForTimeout(1200);
  await expect(page.locator('.loading-notice')).toHaveCount(0);
});
