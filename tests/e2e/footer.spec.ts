import { expect, test } from './fixtures.ts';

test('the footer: copyright with this year, legal links per language, shop menu, social links, contact block', async ({ page }) => {
  await page.goto('/en');
  const footer = page.locator('footer');
  await expect(footer.locator('.site-footer__copyright')).toHaveText(`© ${new Date().getFullYear()} Juwelier Albrecht GmbH`);
  const links = footer.getByRole('navigation', { name: 'Legal and contact' });
  await expect(links.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/en/contact');
  await expect(links.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/en/imprint');
  await expect(links.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en/privacy');

  const shop = footer.getByRole('navigation', { name: 'Shop' });
  // The shop's legal texts exist in German only: the English names say so.
  await expect(shop.getByRole('link', { name: 'Terms and conditions (in German)' })).toHaveAttribute('href', '/agb');
  await expect(shop.getByRole('link', { name: 'Right of withdrawal (in German)' })).toHaveAttribute('href', '/widerruf');
  await expect(shop.getByRole('link', { name: 'Shipping and payment (in German)' })).toHaveAttribute('href', '/versand-und-zahlung');

  const social = footer.getByRole('navigation', { name: 'Social media' });
  const profiles: Array<[string, string]> = [['Facebook', 'facebook.com'], ['Instagram', 'instagram.com'], ['Pinterest', 'pinterest.de']];
  for (const [name, host] of profiles) {
    const link = social.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
    await expect(link).toHaveAttribute('href', new RegExp(host));
  }

  await expect(footer.getByRole('link', { name: '+49 761 2021010' })).toHaveAttribute('href', 'tel:+497612021010');
  await expect(footer.getByRole('link', { name: 'info@juwelier-albrecht.de' })).toHaveAttribute('href', 'mailto:info@juwelier-albrecht.de');
});

test('the whole shell works by keyboard: skip link, menu, cart', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await page.goto('/');
  const reached: string[] = [];
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label') || ''));
  }
  expect(reached).toEqual(expect.arrayContaining(['Uhren', 'Service', 'Kontakt', 'Warenkorb (0)']));
});
