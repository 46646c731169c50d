import { withRingInCart } from './cart-seed.ts';
import { expect, test } from './fixtures.ts';

/**
 * English and French shoppers order on terms they can read: the AGB, the withdrawal policy and the
 * shipping page in their language, linked above the order button and from the footer, each page
 * in its own language (the German text stands only where the shop has no translation, saying so).
 */

const languages = [
  {
    lang: 'en',
    checkout: '/en/shop/checkout',
    summary: 'Your order',
    links: [
      ['Terms and conditions', '/en/terms', '§ 1 Scope'],
      ['Right of withdrawal', '/en/withdrawal-policy', 'You have the right to withdraw from this contract within 14 days without giving any reason.'],
    ],
    shipping: ['Shipping and payment', '/en/shipping-and-payment'],
    privacy: '/en/privacy',
  },
  {
    lang: 'fr',
    checkout: '/fr/shop/commande',
    summary: 'Votre commande',
    links: [
      ['Conditions générales de vente', '/fr/cgv', '§ 1 Champ d’application'],
      ['Droit de rétractation', '/fr/droit-de-retractation', 'Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours.'],
    ],
    shipping: ['Livraison et paiement', '/fr/livraison-et-paiement'],
    privacy: '/fr/confidentialite',
  },
] as const;

for (const { lang, checkout, summary, links, shipping, privacy } of languages) {
  test(`in ${lang}: the terms and the withdrawal policy above the order button, and the shipping page in the footer, are in the shopper's language`, async ({ page, consoleErrors }) => {
    await withRingInCart(page);
    await page.goto(checkout);
    const above = page.getByRole('region', { name: summary });
    for (const [name, path, sentence] of links) {
      await expect(above.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const main = page.locator('main');
      await expect(main).toContainText(sentence);
      // A translated text is not marked as German, nor introduced as German-only.
      await expect(main.locator('[lang="de"]')).toHaveCount(0);
      await page.goBack();
    }
    const [name, path] = shipping;
    await page.locator('footer').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('main [lang="de"]')).toHaveCount(0);
    await page.goto(privacy);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('main [lang="de"]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}
