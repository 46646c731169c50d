import { expect, expectMounted, test } from './fixtures.ts';
import { problemsAcross } from './route-visits.ts';

test('the footer: copyright with this year, legal links per language, shop menu, social links, contact block', async ({ page }) => {
  await page.goto('/en');
  const footer = page.locator('footer');
  await expect(footer.locator('.site-footer__copyright')).toHaveText(`© ${new Date().getFullYear()} Juwelier Albrecht GmbH`);
  const links = footer.getByRole('navigation', { name: 'Legal and contact' });
  await expect(links.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/en/contact');
  await expect(links.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/en/imprint');
  await expect(links.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en/privacy');
  // BFSG § 14: the accessibility statement, in the visitor's language.
  await expect(links.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/en/accessibility');

  const shop = footer.getByRole('navigation', { name: 'Shop' });
  // The shop's legal texts in the visitor's language.
  await expect(shop.getByRole('link', { name: 'Terms and conditions', exact: true })).toHaveAttribute('href', '/en/terms');
  await expect(shop.getByRole('link', { name: 'Right of withdrawal', exact: true })).toHaveAttribute('href', '/en/withdrawal-policy');
  await expect(shop.getByRole('link', { name: 'Shipping and payment', exact: true })).toHaveAttribute('href', '/en/shipping-and-payment');

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

/** The footer's phone numbers as a visitor reads them, each one a number to call (a fax is only shown). */
test('every phone number in the footer is a real number to call, in every language', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'react', 'the contact block is static HTML, the same on both runtimes');
  for (const [path, phone] of [['/', 'Telefon'], ['/en', 'Phone'], ['/fr', 'Téléphone']] as const) {
    await page.goto(path);
    const contact = page.locator('footer .legal-contact');
    await expect(contact).not.toContainText('ABC');
    // The entries between "Telefon" and the next term: what each says and where it calls.
    const entries = await contact.evaluate((list, term) => {
      const found: Array<{ text: string; href: string | null }> = [];
      let node = [...list.children].find((child) => child.tagName === 'DT' && child.textContent === term)?.nextElementSibling;
      for (; node && node.tagName === 'DD'; node = node.nextElementSibling) {
        found.push({ text: node.textContent!.trim(), href: node.querySelector('a')?.getAttribute('href') ?? null });
      }
      return found;
    }, phone);
    expect(entries, `the ${phone} entries on ${path}`).toEqual([
      { text: '+49 761 2021010', href: 'tel:+497612021010' },
      { text: '+49 761 2021015', href: 'tel:+497612021015' },
    ]);
  }
});

/** The newsletter's e-mail field takes the width of its footer column (or at least 16em), at every width. */
for (const width of [375, 1024, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // The three languages one after the other in one tab (route-visits.ts).
    const languages = { '/': ['E-Mail-Adresse', 'Abonnieren'], '/en': ['Email address', 'Subscribe'], '/fr': ['Adresse e-mail', 'S’abonner'] } as const;
    test(`${Object.keys(languages).join(' ')}: the newsletter e-mail field is wide enough to read an address`, async ({ page, consoleErrors }) => {
      const problems = await problemsAcross(page, consoleErrors, Object.keys(languages), async (path) => {
        const [label, submit] = languages[path as keyof typeof languages];
        await page.goto(path);
        const section = page.locator('.site-footer__newsletter');
        await section.scrollIntoViewIfNeeded();
        await expectMounted(page, 'newsletter');
        const field = section.getByLabel(label);
        const button = section.getByRole('button', { name: submit });
        const column = (await section.boundingBox())!;
        const box = (await field.boundingBox())!;
        const em = await field.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(box.width, `field ${box.width} px wide in a column of ${column.width} px`).toBeGreaterThanOrEqual(Math.min(16 * em, column.width) - 1);
        // Field and button stay inside the column and the page.
        for (const part of [box, (await button.boundingBox())!]) {
          expect(part.x).toBeGreaterThanOrEqual(column.x - 1);
          expect(part.x + part.width).toBeLessThanOrEqual(column.x + column.width + 1);
        }
        await expect(button).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
      expect(problems).toEqual({});
    });
  });
}
