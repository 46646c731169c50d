import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The logo's word mark stays readable on the header in both colour modes (WCAG contrast ≥ 4.5). */
function contrastOf(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour.match(/[\d.]+/g)!.slice(0, 3).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

async function wordMarkContrast(page: Page): Promise<number> {
  const [wordMark, header] = await page.evaluate(() => [
    getComputedStyle(document.querySelector('.site-header__logo .logo-word')!).fill,
    getComputedStyle(document.querySelector('.site-header')!).backgroundColor,
  ]);
  return contrastOf(wordMark!, header!);
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the word mark is readable in light and dark mode, chosen or from the system', async ({ page, consoleErrors }) => {
      await page.goto('/');
      const logo = page.getByRole('link', { name: 'Juwelier Albrecht – zur Startseite' });
      await expect(logo).toBeVisible();
      expect(await wordMarkContrast(page)).toBeGreaterThanOrEqual(4.5);

      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await wordMarkContrast(page)).toBeGreaterThanOrEqual(4.5);

      await page.emulateMedia({ colorScheme: 'light' });
      await page.getByRole('button', { name: 'Dunkles Design' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
      expect(await wordMarkContrast(page)).toBeGreaterThanOrEqual(4.5);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
      expect(await wordMarkContrast(page)).toBeGreaterThanOrEqual(4.5);
      expect(consoleErrors).toEqual([]);
    });
  });
}
