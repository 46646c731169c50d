import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * What the shopper chose for a line, as the product page asked for it, and what a personalized
 * piece means: the cart names every choice with its label, and an engraved piece is flagged as
 * excluded from withdrawal (§ 312g Abs. 2 Nr. 1 BGB) on its page and in the cart. Demo products:
 * trauringe-platin-950-mattiert ("Ringgröße", optional engravings and a required font),
 * ring-twist-sterlingsilber ("Ringgröße", nothing to personalize), kissenhuelle-leinen-salbei (variants
 * without a name of their own), taucheruhr-automatik-42-mm.
 */
const weddingRings = '/shop/trauringe-platin-950-mattiert';
const productNote = 'Hinweis: Personalisierte Artikel (z. B. mit Gravur) werden nach Ihren Angaben angefertigt und sind vom Widerrufsrecht ausgeschlossen (§ 312g Abs. 2 Nr. 1 BGB).';
const lineNote = 'Personalisiert – vom Widerrufsrecht ausgeschlossen (§ 312g Abs. 2 Nr. 1 BGB)';

async function openShop(page: Page, path: string) {
  await page.goto(path);
  await expectMounted(page, 'shop');
}

/** Puts lines into the browser's storage as a returning visitor would have them, then opens the cart page. */
async function openCartWith(page: Page, products: unknown[]) {
  await page.goto('/impressum');
  await page.evaluate((lines) => localStorage.setItem('int-cart', JSON.stringify({ v: 1, data: { products: lines, totalCount: 0, totalPriceBrutto: '0.00', timestamp: 1 } })), products);
  await openShop(page, '/shop/warenkorb');
}

const cartLine = (page: Page, name: string) => page.locator('.cart-line').filter({ has: page.getByRole('link', { name }) });

/** The wedding rings in size 52 with one engraving and a font, chosen on their page as a shopper does. */
async function buyEngravedRings(page: Page) {
  await openShop(page, weddingRings);
  await page.getByLabel('Ringgröße').selectOption({ label: 'Größe 52 – 2.190,00 €' });
  // The font first: the cart still lists the values in the fields' order.
  await page.getByLabel('Schriftart').selectOption('Englische Schreibschrift');
  await page.getByLabel('Gravur Damenring (z. B. Datum und Name)').fill('Anna 12.06.2026');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('liegt jetzt im Warenkorb')).toBeVisible();
}

test('the page of an engraved ring says, with its engraving fields, that a personalized piece cannot be withdrawn from', async ({ page, consoleErrors }) => {
  await openShop(page, weddingRings);
  const note = page.locator('.purchase-box').getByText(productNote);
  await expect(note).toBeVisible();
  // Screen readers hear it with the fields it is about.
  await expect(page.getByRole('group', { name: 'Trauring-Gravur' })).toHaveAccessibleDescription(productNote);

  await openShop(page, '/shop/taucheruhr-automatik-42-mm');
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
  await expect(page.getByText('Widerrufsrecht')).toHaveCount(0);

  await openShop(page, '/en/shop/trauringe-platin-950-mattiert');
  await expect(page.getByText('personalised items (e.g. engraved) are made to your specifications and are excluded from the right of withdrawal')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('in the cart an engraved ring shows its ring size and each engraving value under the product’s labels, and that it cannot be withdrawn from', async ({ page, consoleErrors }) => {
  await buyEngravedRings(page);
  await openShop(page, '/shop/warenkorb');
  const line = cartLine(page, 'Trauringe Platin 950 mattiert');
  await expect(line.locator('.cart-line__choices')).toHaveText(
    'Ringgröße: Größe 52 Gravur Damenring (z. B. Datum und Name): Anna 12.06.2026 Schriftart: Englische Schreibschrift',
    { useInnerText: true },
  );
  await expect(line).not.toContainText('Variante');
  await expect(line).not.toContainText('Gravur Herrenring');
  await expect(line).toContainText(lineNote);
  expect(consoleErrors).toEqual([]);
});

test('a cart stored before the variant’s label was kept still opens, and its lines take the product’s labels', async ({ page, consoleErrors }) => {
  const ringTwist = { cartId: 'twist', product: { id: 1036, display_name: 'Ring Twist Sterlingsilber', slug: 'ring-twist-sterlingsilber' }, variant: { id: 103602, display_name: 'Größe 52' }, personalization: null, count: 1, priceBrutto: '69.00' };
  const weddingRingsLine = {
    cartId: 'rings',
    product: { id: 1058, display_name: 'Trauringe Platin 950 mattiert', slug: 'trauringe-platin-950-mattiert' },
    variant: { id: 105803, display_name: 'Größe 54' },
    personalization: { id: 2, values: { gravur_herrenring: 'Ben' } },
    count: 1,
    priceBrutto: '2190.00',
  };
  // Personalizable, but every field left blank: nothing was made to order.
  const blankEngraving = { ...weddingRingsLine, cartId: 'blank', variant: { id: 105804, display_name: 'Größe 56' }, personalization: { id: 2, values: { gravur_damenring: ' ', schriftart: '' } } };
  await openCartWith(page, [ringTwist, weddingRingsLine, blankEngraving]);
  await expect(page.locator('.cart-line')).toHaveCount(3);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const twist = cartLine(page, 'Ring Twist Sterlingsilber');
  await expect(twist).toContainText('Ringgröße: Größe 52');
  await expect(twist).not.toContainText('Widerrufsrecht');
  const engraved = page.locator('[data-cart-line="rings"]');
  await expect(engraved).toContainText('Ringgröße: Größe 54');
  await expect(engraved).toContainText('Gravur Herrenring (z. B. Datum und Name): Ben');
  await expect(engraved).toContainText(lineNote);
  const blank = page.locator('[data-cart-line="blank"]');
  await expect(blank).toContainText('Ringgröße: Größe 56');
  await expect(blank).not.toContainText('Widerrufsrecht');
  expect(consoleErrors).toEqual([]);
});

test('a product that gives its variants no name of its own is labelled "Variante" in the cart, in the page’s language', async ({ page, consoleErrors }) => {
  await openShop(page, '/en/shop/kissenhuelle-leinen-salbei');
  await page.getByLabel('Variante').selectOption({ label: '40 × 40 cm – €39.00' });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await openShop(page, '/en/shop/warenkorb');
  await expect(page.locator('.cart-line__choices')).toHaveText('Variant: 40 × 40 cm', { useInnerText: true });
  await openShop(page, '/shop/warenkorb');
  await expect(page.locator('.cart-line__choices')).toHaveText('Variante: 40 × 40 cm', { useInnerText: true });
  expect(consoleErrors).toEqual([]);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the engraved ring’s labels and note wrap inside the screen on its page, in the cart and in the checkout summary', async ({ page, consoleErrors }) => {
    await buyEngravedRings(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const path of ['/shop/warenkorb', '/shop/kasse']) {
      await page.goto(path);
      await expect(page.getByText(lineNote)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      for (const part of await page.locator('.cart-line__choices > div, .cart-line__no-withdrawal, .checkout__line-choices > div, .checkout__line-no-withdrawal').all()) {
        const box = (await part.boundingBox())!;
        expect(box.x + box.width, `${await part.textContent()} ends past the right edge`).toBeLessThanOrEqual(375);
      }
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
});
