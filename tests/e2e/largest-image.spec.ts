import { expect, test } from './fixtures.ts';

/**
 * The image a visitor waits for (the page's largest paint) is asked for at once and first, in a
 * width that fits the screen; the images below the fold wait until the visitor scrolls.
 */
test.use({ viewport: { width: 412, height: 823 } });

test('the largest image of each page type loads first and fits the screen; images below the fold stay lazy', async ({ page }) => {
  // Home and a content page (their hero), the shop list (its first card), a product page (its main picture).
  // Four pages on a machine that may be busy.
  test.setTimeout(60_000);
  const pages = { '/': 'below', '/optik': 'below', '/shop': 'below', '/shop/solitaerring-weissgold-025-ct': 'all in view' };
  for (const [path, fold] of Object.entries(pages)) {
    await page.goto(path);
    // The page and its eager images have loaded and been painted: the last entry is the page's largest paint, not an earlier one.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    const largestPaint = () =>
      page.evaluate(
        () =>
          new Promise<{ tag: string; loading: string | null; priority: string | null; natural: number; shown: number }>((resolve) => {
            new PerformanceObserver((list) => {
              // By its address: a widget that took over the prerendered image drew its own element for the same file.
              const entry = list.getEntries().at(-1) as PerformanceEntry & { url: string };
              const image = entry.url ? [...document.images].find((candidate) => candidate.currentSrc === entry.url) : undefined;
              resolve({
                tag: image?.tagName ?? 'none',
                loading: image?.getAttribute('loading') ?? null,
                priority: image?.getAttribute('fetchpriority') ?? null,
                natural: image?.naturalWidth ?? 0,
                shown: (image?.getBoundingClientRect().width ?? 0) * devicePixelRatio,
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
    // A busy machine may paint the heading first and the decoded picture a moment later: the last
    // largest paint is the one a visitor waits for.
    await expect.poll(async () => (await largestPaint()).tag, { message: `${path}: the largest paint becomes an image`, timeout: 10_000 }).toBe('IMG');
    const largest = await largestPaint();
    expect(largest, path).toMatchObject({ tag: 'IMG', loading: 'eager', priority: 'high' });
    // The candidate the browser took is sharp (not stretched) and no more than about twice the width it is shown at.
    expect(largest.natural, path).toBeGreaterThanOrEqual(0.9 * largest.shown);
    expect(largest.natural, path).toBeLessThanOrEqual(Math.max(2 * largest.shown, 480));

    const belowTheFold = await page.evaluate(() =>
      [...document.querySelectorAll('img')].filter((image) => image.getBoundingClientRect().top > innerHeight).map((image) => image.getAttribute('loading')),
    );
    if (fold === 'below') expect(belowTheFold.length, path).toBeGreaterThan(0);
    expect(belowTheFold.filter((loading) => loading !== 'lazy'), path).toEqual([]);
  }
});
