import { expect, test } from './fixtures.ts';

/** English and French visitors read the footer in their language, and its links lead to the pages in it. */
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
    ['Terms and conditions', '/en/terms'],
    ['Right of withdrawal', '/en/withdrawal-policy'],
    ['Shipping and payment', '/en/shipping-and-payment'],
  ],
  fr: [
    ['Conditions générales', '/fr/cgv'],
    ['Droit de rétractation', '/fr/droit-de-retractation'],
    ['Livraison et paiement', '/fr/livraison-et-paiement'],
  ],
} as const;

for (const [lang, links] of Object.entries(shopLinks)) {
  test(`a ${lang} visitor finds terms, withdrawal policy and shipping in the shop menu in their language`, async ({ page }) => {
    await page.goto(`/${lang}`);
    const shop = page.locator('footer nav.shop-menu');
    for (const [name, href] of links) {
      const link = shop.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      expect(await link.getAttribute('hreflang')).toBeNull();
    }
    await shop.getByRole('link', { name: links[0][0] }).click();
    await expect(page).toHaveURL(new RegExp(`${links[0][1]}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test('a French visitor finds every legal page in French, linked plainly', async ({ page }) => {
  await page.goto('/fr');
  const links = page.locator('footer .site-footer__links');
  for (const [name, href] of [
    ['Confidentialité', '/fr/confidentialite'],
    ['Mentions légales', '/fr/mentions-legales'],
    ['Accessibilité', '/fr/accessibilite'],
  ] as const) {
    const link = links.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    expect(await link.getAttribute('hreflang')).toBeNull();
  }
});

test('German visitors see the plain German names', async ({ page }) => {
  await page.goto('/');
  const terms = page.locator('footer nav.shop-menu').getByRole('link', { name: 'AGB', exact: true });
  await expect(terms).toHaveAttribute('href', '/agb');
  expect(await terms.getAttribute('hreflang')).toBeNull();
  await expect(page.locator('footer .site-footer__links').getByRole('link', { name: 'Barrierefreiheit', exact: true })).toHaveAttribute('href', '/barrierefreiheit');
});
