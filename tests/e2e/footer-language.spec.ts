import { expect, test } from './fixtures.ts';

/** English and French visitors read the footer in their language; a page only in German is announced as such. */
test('the footer text is in the visitor’s language', async ({ page }) => {
  const notes = [
    ['/', 'Meisterwerkstatt für Schmuck und Uhren in Freiburg'],
    ['/en', 'Master workshop for jewellery and watches in Freiburg'],
    ['/fr', 'Atelier de maître pour bijoux et montres'],
  ] as const;
  for (const [path, text] of notes) {
    await page.goto(path);
    const note = page.locator('footer .site-footer__note');
    await expect(note).toContainText(text);
    // Written in the page's language: no lang attribute of its own.
    expect(await note.getAttribute('lang')).toBeNull();
  }
});

const shopLinks = {
  en: [
    ['Terms and conditions (in German)', '/agb'],
    ['Right of withdrawal (in German)', '/widerruf'],
    ['Shipping and payment (in German)', '/versand-und-zahlung'],
  ],
  fr: [
    ['Conditions générales (en allemand)', '/agb'],
    ['Droit de rétractation (en allemand)', '/widerruf'],
    ['Livraison et paiement (en allemand)', '/versand-und-zahlung'],
  ],
} as const;

for (const [lang, links] of Object.entries(shopLinks)) {
  test(`a ${lang} visitor sees in the shop menu that terms, withdrawal and shipping are German pages`, async ({ page }) => {
    await page.goto(`/${lang}`);
    const shop = page.locator('footer nav.shop-menu');
    for (const [name, href] of links) {
      const link = shop.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('hreflang', 'de');
    }
    await shop.getByRole('link', { name: links[0][0] }).click();
    await expect(page).toHaveURL(/\/agb$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
}

test('a French visitor sees that the privacy page is German; pages in French are linked plainly', async ({ page }) => {
  await page.goto('/fr');
  const links = page.locator('footer .site-footer__links');
  const privacy = links.getByRole('link', { name: 'Confidentialité (en allemand)', exact: true });
  await expect(privacy).toHaveAttribute('href', '/datenschutz');
  await expect(privacy).toHaveAttribute('hreflang', 'de');
  const imprint = links.getByRole('link', { name: 'Mentions légales', exact: true });
  await expect(imprint).toHaveAttribute('href', '/fr/mentions-legales');
  expect(await imprint.getAttribute('hreflang')).toBeNull();
  await expect(links.getByRole('link', { name: 'Accessibilité', exact: true })).toHaveAttribute('href', '/fr/accessibilite');
});

test('German visitors see the plain German names', async ({ page }) => {
  await page.goto('/');
  const terms = page.locator('footer nav.shop-menu').getByRole('link', { name: 'AGB', exact: true });
  await expect(terms).toHaveAttribute('href', '/agb');
  expect(await terms.getAttribute('hreflang')).toBeNull();
  await expect(page.locator('footer .site-footer__links').getByRole('link', { name: 'Barrierefreiheit', exact: true })).toHaveAttribute('href', '/barrierefreiheit');
});
