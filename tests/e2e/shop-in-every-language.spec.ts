import type { Locator, Page } from '@playwright/test';
import { shopPaths } from '../../widgets/core/shop/shop-paths.ts';
import { expect, expectMounted, test } from './fixtures.ts';
import { theMailTo } from './mail-outbox.ts';

/**
 * An English or French shopper reads the shop's content in their language: product names and
 * descriptions, categories, filters, variant and engraving labels, the size guide, the cart's
 * country and shipping method, the checkout, the thanks view and the confirmation mail. Walked as
 * a shopper walks it, each screen's text is searched for German words the demo content uses.
 * Customers' own reviews stay as written, and makers' and models' names are names.
 */

/** Words of the demo's German shop texts that no English or French text of it contains. */
const germanWords = [
  'und', 'mit', 'für', 'oder', 'ohne', 'der', 'die', 'das', 'ein', 'eine', 'bei', 'nach', 'Ihre', 'unserer', 'Größe', 'Ringgröße', 'Ringgrößen',
  'Gravur', 'Gravurtext', 'Schriftart', 'Schreibschrift', 'Trauringe', 'Verlobungsringe', 'Uhren', 'Schmuck', 'Perlen', 'Optik', 'Weißgold',
  'Gelbgold', 'Roségold', 'Edelstahl', 'Sterlingsilber', 'Silber', 'Platin', 'mattiert', 'Schwarz', 'Weiß', 'Blau', 'Grün', 'Automatik',
  'Uhrwerk', 'Farbe', 'Stein', 'Neuheit', 'Handgefertigt', 'Geschenkidee', 'Nachhaltig', 'Deutschland', 'Versand', 'Lieferung', 'versichert',
  'Abholung', 'Geschäft', 'Innenumfang', 'Innendurchmesser', 'Damenring', 'Herrenring', 'Armband', 'Kette', 'Anhänger',
];
/** Makers' names (GPSR asks for them as registered) and the ring's model: names, not words. */
const names = [/Hallberg & Söhne[^\n]*/g, /Ringwerk Pforzheim[^\n]*/g, /Kleiner Stern/g, /Sehwerk Optik[^\n]*/g, /[^\n]*Straße[^\n]*/g, /Juwelier Albrecht[^\n]*/g];
const germanWord = new RegExp(`(?<![\\p{L}-])(${germanWords.join('|')})(?![\\p{L}-])`, 'gu');

function germanIn(text: string): string[] {
  const withoutNames = names.reduce((rest, name) => rest.replace(name, ' '), text);
  return [...new Set(withoutNames.match(germanWord) ?? [])];
}

/** What the visitor reads in `region`, customers' reviews left out. */
async function readableText(region: Locator): Promise<string> {
  return region.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const review of copy.querySelectorAll('.reviews, .review, [data-reviews]')) review.remove();
    document.body.append(copy);
    const text = copy.innerText;
    copy.remove();
    return text;
  });
}

async function expectNoGerman(page: Page, where: string) {
  const text = await readableText(page.locator('main'));
  expect(germanIn(text), `German words on ${where}:\n${text}`).toEqual([]);
}

const languages = [
  {
    lang: 'en',
    root: '/en/shop',
    addToCart: 'Add to cart',
    checkout: { email: 'E-mail address', firstName: 'First name', lastName: 'Last name', street: 'Street', number: 'House number', zip: 'Postcode', city: 'Town or city' },
    prepayment: 'Prepayment by bank transfer',
    insuredParcel: 'DHL parcel, insured',
    orderButton: 'Order with obligation to pay',
  },
  {
    lang: 'fr',
    root: '/fr/shop',
    addToCart: 'Ajouter au panier',
    checkout: { email: 'Adresse e-mail', firstName: 'Prénom', lastName: 'Nom', street: 'Rue', number: 'Numéro', zip: 'Code postal', city: 'Ville' },
    prepayment: 'Paiement anticipé par virement',
    insuredParcel: 'Colis DHL assuré',
    orderButton: 'Commande avec obligation de paiement',
  },
] as const;

for (const shopper of languages) {
  test(`a ${shopper.lang} shopper reads no German content from the shop's list to the confirmation mail`, async ({ page, consoleErrors }, testInfo) => {
    const paths = shopPaths(shopper.root);
    await page.goto(paths.list);
    await expectMounted(page, 'shop');
    await expectNoGerman(page, `${paths.list} (the list and its filters)`);

    // Platinum wedding rings: a ring size, two engraving fields, a typeface to choose and a size guide.
    await page.goto(paths.product('trauringe-platin-950-mattiert'));
    await expectMounted(page, 'shop');
    const purchase = page.locator('.purchase-box');
    // Size 52 (the second size; 50 is sold out in the demo).
    await purchase.locator('select').first().selectOption({ index: 2 });
    await purchase.locator('input[type="text"]').first().fill('Anna 12.06.2026');
    await purchase.locator('select').nth(1).selectOption({ index: 1 });
    await page.locator('.size-guide summary').click();
    await expectNoGerman(page, 'the wedding rings’ page');
    await page.getByRole('button', { name: shopper.addToCart }).click();

    await page.goto(paths.cart);
    await expectMounted(page, 'shop');
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await expectNoGerman(page, 'the cart');

    await page.goto(paths.checkout);
    const form = page.locator('form.checkout__form');
    const email = `sprache-${shopper.lang}-${testInfo.project.name}-${Date.now()}@example.org`;
    const { checkout } = shopper;
    const textbox = (name: string) => form.getByRole('textbox', { name, exact: true }).first();
    await textbox(checkout.email).fill(email);
    await textbox(checkout.firstName).fill('Anna');
    await textbox(checkout.lastName).fill('Muster');
    await textbox(checkout.street).fill('Hauptstraße');
    await textbox(checkout.number).fill('5');
    await textbox(checkout.zip).fill('79098');
    await textbox(checkout.city).fill('Freiburg');
    await form.getByRole('radio', { name: shopper.insuredParcel }).check();
    await form.getByRole('radio', { name: shopper.prepayment }).check();
    await expectNoGerman(page, 'the checkout');
    await page.getByRole('button', { name: shopper.orderButton }).click();
    await expect(page.locator('.checkout--thanks .checkout__order-number')).toBeVisible();
    await expectNoGerman(page, 'the thanks view');

    const mail = await theMailTo(testInfo.project.name, email);
    expect(germanIn(mail.body), `German words in the confirmation mail:\n${mail.body}`).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
