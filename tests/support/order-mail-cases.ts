import type { CartLine } from '../../widgets/core/cart.ts';
import { orderTotals } from '../../widgets/core/checkout/order-totals.ts';
import type { Language } from '../../widgets/core/languages.ts';
import { createLocalOrderService, type LocalOrderServiceOptions } from '../../server/order-service.ts';
import type { Mail } from '../../server/mailer.ts';
import { fixtureCatalog, fixtureSeller, fixtureSettings, orderBody } from './order-fixtures.ts';
import { serveOnce } from './serve-once.ts';

/**
 * The orders whose mails the mail tests read, each placed with the local order service as the
 * checkout places it, and every mail the service sends for it as the recipient gets it.
 */

/** The moment every submission arrives: 14:03:12 in Freiburg. */
const receivedAt = new Date('2026-11-24T13:03:12.345Z');

/** Posts one submission to a fresh service (the demo's seller in its catalog) and returns the mails it sent. */
export async function mailsFor(path: string, body: unknown, options: LocalOrderServiceOptions = {}): Promise<Mail[]> {
  const sent: Mail[] = [];
  const local = createLocalOrderService({ catalog: fixtureCatalog({}, fixtureSeller), now: () => receivedAt, mailer: { send: async (mail) => void sent.push(mail) }, ...options });
  await serveOnce(local.service, path, body);
  await local.mailsSent();
  return sent;
}

const line = (fields: Partial<CartLine> & Pick<CartLine, 'product' | 'priceBrutto'>): CartLine => ({ cartId: `c-${String(fields.product.id)}`, variant: null, personalization: null, count: 1, ...fields });
const ringAurora = line({ product: { id: 101, display_name: 'Ring Aurora' }, priceBrutto: '1290.00' });

/** An order of `lines` by `shippingMethod` and payment `paymentId`, with the totals the checkout showed. */
function order(uuid: string, lang: Language, lines: CartLine[], shippingMethod: string, paymentId: string, country = 'DE') {
  const body = orderBody(uuid);
  const method = fixtureSettings.shipping_methods.find((candidate) => candidate.name === shippingMethod)!;
  body.language = lang;
  body.cart.products = lines;
  body.checkout.shippingMethod = shippingMethod;
  body.checkout.paymentMethod = paymentId;
  body.checkout.shippingAddress = { ...body.checkout.shippingAddress!, country };
  body.totals = orderTotals({ lines, shipping: method.price_brutto, wrapping: '0.00', taxPercent: 19 });
  return body;
}

/** A ring by bank transfer, insured parcel to Germany. */
export const bankTransferOrder = (lang: Language) => order(`transfer-${lang}`, lang, [ringAurora], 'DHL Paket versichert', '1');

/** The same ring by bank transfer to Austria, for an address abroad. */
export const bankTransferOrderAbroad = (lang: Language) => {
  const body = order(`abroad-${lang}`, lang, [ringAurora], 'DHL Paket EU', '1', 'AT');
  body.checkout.shippingAddress = { ...body.checkout.shippingAddress!, street: 'Getreidegasse', number: '9', zipCode: '5020', city: 'Salzburg' };
  return body;
};

/** A ring collected in the shop and paid there in cash. */
export const pickupOrder = (lang: Language) => order(`pickup-${lang}`, lang, [ringAurora], 'Abholung im Geschäft', '2');

/** Two bottles of room fragrance (250 ml) and one of 100 ml, goods sold by volume, bank transfer. */
export const fragranceOrder = (lang: Language) =>
  order(
    `fragrance-${lang}`,
    lang,
    [
      line({ product: { id: 107, display_name: 'Raumduft Zeder' }, variant: { id: 10702, display_name: '250 ml' }, count: 2, priceBrutto: '68.00' }),
      line({ cartId: 'c-107-100', product: { id: 107, display_name: 'Raumduft Zeder' }, variant: { id: 10701, display_name: '100 ml' }, priceBrutto: '39.00' }),
    ],
    'DHL Paket versichert',
    '1',
  );

/** A quartz watch, whose battery goes back to the shop (BattDG), by bank transfer. */
export const batteryOrder = (lang: Language) =>
  order(`battery-${lang}`, lang, [line({ product: { id: 108, display_name: 'Quarzuhr Meridian' }, priceBrutto: '249.00' })], 'DHL Paket versichert', '1');

/** Engraved wedding rings (4 mm) and a ring without engraving, insured parcel to Germany, bank transfer. */
export const engravedOrder = (lang: Language) =>
  order(
    `engraved-${lang}`,
    lang,
    [
      line({
        product: { id: 106, display_name: 'Trauringe Klassik Gelbgold 585' },
        variant: { id: 105502, display_name: '4 mm' },
        personalization: { id: 2, values: { gravur_damenring: 'Anna 12.06.2026', gravur_herrenring: '', schriftart: 'Englische Schreibschrift' } },
        priceBrutto: '1050.00',
      }),
      ringAurora,
    ],
    'DHL Paket versichert',
    '1',
  );
