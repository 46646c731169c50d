/*
 * What each route states about itself (lang, title rule, hreflang, canonical, description), the
 * sitemap, robots.txt and the absence of drafts are read off the build in Node
 * (tests/site-facts/); every route's visit in a browser is accessibility.spec.ts's.
 */
import { expect, test } from './fixtures.ts';

test('the language switcher links a page to its own translations, and only where one exists', async ({ page }) => {
  await page.goto('/uhren');
  const switcher = page.getByRole('navigation', { name: 'Sprache wählen' });
  await expect(switcher.getByRole('link')).toHaveCount(2);
  await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/uhren');
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/watches');
  await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/fr/contact');
  const french = page.getByRole('navigation', { name: 'Choisir la langue' });
  for (const name of ['Deutsch', 'English', 'Français']) await expect(french.getByRole('link', { name, exact: true })).toHaveCount(1);
  await expect(french.getByRole('link')).toHaveCount(3);
});

test('images in page bodies are responsive, lazy and sized so nothing shifts', async ({ page }) => {
  await page.goto('/optik');
  const image = page.locator('.rich-text picture img');
  await expect(image).toHaveAttribute('alt', 'Blick in unsere Brillenwerkstatt');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  await expect(page.locator('.rich-text picture source[type="image/webp"]')).toHaveAttribute('srcset', /480w.*960w/);
});
