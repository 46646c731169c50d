import { describe, expect, it } from 'vitest';
import type { Language } from '../../widgets/core/languages.ts';
import { shopPaths } from '../../widgets/core/shop/shop-paths.ts';
import type { ProductDetail } from '../../widgets/core/shop/types.ts';
import { widgetRenderer } from '../../widgets/runtime/build/widget-renderer.ts';
import { productKey, type ShopInitial } from '../../widgets/shop/shop-answers.ts';
import { staticShopProps } from '../support/static-shop-props.ts';
import { fixtureSettings } from '../support/order-fixtures.ts';
import { demoShop } from '../support/shop-demo.ts';

/**
 * The product page as the build renders it with the shop router's own component, before (or
 * without) JavaScript: it says what a shopper and the law need (§ 312g Abs. 2 Nr. 1 BGB, delivery
 * time, product safety). The browser hydrates this very markup.
 */
const { details } = await demoShop();
const renderer = widgetRenderer('react');
const roots: Record<Language, string> = { de: '/shop', en: '/en/shop', fr: '/fr/shop' };

function markup(slug: string, lang: Language = 'de', options: { showStock?: boolean; purchaseToOrder?: boolean; product?: Partial<ProductDetail> } = {}): string {
  const product = { ...details.find((detail) => detail.slug === slug)!, ...options.product };
  const root = roots[lang];
  const initial: ShopInitial = {
    address: { pathname: shopPaths(root).product(slug), search: '' },
    settings: { ...fixtureSettings, show_stock: options.showStock ?? true, purchase_to_order: options.purchaseToOrder ?? false },
    answers: { [productKey(slug)]: { product, related: [] } },
  };
  const props = staticShopProps(root, initial);
  return renderer.renderWidget('shop', props, lang);
}

function pageText(slug: string, lang: Language, options: Parameters<typeof markup>[2] = {}) {
  return markup(slug, lang, options).replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
}

describe('the prerendered product page', () => {
  it('says that a personalized piece is excluded from withdrawal on the page of an engraved ring, in each language', () => {
    expect(pageText('trauringe-platin-950-mattiert', 'de')).toContain(
      'Personalisierte Artikel (z. B. mit Gravur) werden nach Ihren Angaben angefertigt und sind vom Widerrufsrecht ausgeschlossen (§ 312g Abs. 2 Nr. 1 BGB).',
    );
    expect(pageText('trauringe-platin-950-mattiert', 'en')).toContain('are excluded from the right of withdrawal (§ 312g (2) no. 1 BGB)');
    expect(pageText('trauringe-platin-950-mattiert', 'fr')).toContain('sont exclus du droit de rétractation');
  });

  it('says nothing of it on the page of a product that cannot be personalized', () => {
    expect(pageText('taucheruhr-automatik-42-mm', 'de')).not.toContain('Widerrufsrecht');
  });

  it('names the delivery time where the piece can be bought, also in a shop that shows no stock (Art. 246a § 1 Nr. 7 EGBGB)', () => {
    const inStock = { stock: 4, shippingTime: 3, variants: [] };
    expect(pageText('taucheruhr-automatik-42-mm', 'de', { product: inStock })).toContain('4 auf Lager · Versandfertig in 3 Werktagen');
    expect(pageText('taucheruhr-automatik-42-mm', 'de', { showStock: false, product: inStock })).toContain('Versandfertig in 3 Werktagen');
    expect(pageText('taucheruhr-automatik-42-mm', 'de', { showStock: false, product: inStock })).not.toContain('auf Lager');
    expect(pageText('taucheruhr-automatik-42-mm', 'en', { showStock: false, product: { ...inStock, shippingTime: 1 } })).toContain('Ready to ship in 1 working day');
  });

  it('names no delivery time for a sold-out piece the shop does not order in (it is requested, not bought), and one when it does', () => {
    const soldOut = { stock: 0, shippingTime: 14, reorderPossible: true, variants: [] };
    expect(pageText('taucheruhr-automatik-42-mm', 'de', { product: soldOut })).not.toContain('Versandfertig');
    expect(pageText('taucheruhr-automatik-42-mm', 'de', { purchaseToOrder: true, product: soldOut })).toContain('Versandfertig in 14 Werktagen');
  });
});

describe('the prerendered product page names what product safety asks (GPSR Art. 19, BattDG)', () => {
  it('names the manufacturer with its postal and electronic address, the warnings, and where the e-bike’s battery goes back', () => {
    const text = pageText('e-bike-schauinsland-trekking', 'de');
    expect(text).toContain('Produktsicherheit Hersteller Velo Dreisam GmbH Wiesentalstraße 4 79115 Freiburg im Breisgau Deutschland service@velo-dreisam.example');
    expect(text).toContain('Warn- und Sicherheitshinweise Vor der ersten Fahrt die beiliegende Bedienungsanleitung lesen.');
    expect(text).toContain('Den Akku nur mit dem mitgelieferten Ladegerät');
    expect(text).toContain('Enthält Batterien oder Akkus. Altbatterien gehören nicht in den Hausmüll');
    expect(text).toContain('Hinweise zur Batterierücknahme');
  });

  it('names the person responsible in the EU for a maker outside it, and the category’s warnings where the product states none', () => {
    const watch = pageText('taucheruhr-automatik-42-mm', 'en');
    expect(watch).toContain('Manufacturer Nordkap Uhrenwerke AS Storgata 51 9008 Tromsø Norwegen service@nordkap-uhrenwerke.example');
    expect(watch).toContain('Person responsible in the EU Nordkap Vertrieb Europa GmbH Am Sandtorkai 5 20457 Hamburg Deutschland');
    // An automatic watch holds no battery.
    expect(watch).not.toContain('Contains batteries');
    expect(pageText('raumdiffuser-orangenbluete', 'de')).toContain('Warn- und Sicherheitshinweise Außerhalb der Reichweite von Kindern und Haustieren aufbewahren.');
  });

  it('links the e-mail address by mailto and a contact form by its https address; a quartz watch states its battery', () => {
    expect(markup('e-bike-schauinsland-trekking')).toContain('<a href="mailto:service@velo-dreisam.example">service@velo-dreisam.example</a>');
    const sunglasses = details.find((detail) => detail.manufacturer?.slug === 'lunetterie-soleil')!;
    expect(markup(sunglasses.slug)).toContain('<a href="https://lunetterie-soleil.example/kontakt">');
    // The EU person's e-mail line is a link too.
    expect(markup(sunglasses.slug)).toContain('<a href="mailto:ue@lunetterie-soleil.example">ue@lunetterie-soleil.example</a>');
    expect(markup('meridian-classic-quarz-38-mm')).toContain('<p class="battery-notice">Enthält Batterien oder Akkus.');
    expect(markup('meridian-classic-quarz-38-mm')).toContain('<a href="/batteriehinweise">Hinweise zur Batterierücknahme</a>');
  });
});
