import { tableOf, textsOf, type Texts } from './languages.ts';

/**
 * The shop settings' shipping method names (../settings.ts) in English and French, besides the
 * legal texts (../legal-translations.ts) and the footer, which the settings item already carried.
 * (The call to action text is shown nowhere, so it has no translations.)
 */

/** Shipping methods by their German name; the English and French follow the legal texts' wording. */
const shippingMethodNames = tableOf([
  ['DHL Paket versichert', 'DHL parcel, insured', 'Colis DHL assuré'],
  ['DHL Wertversand', 'DHL shipping for valuables', 'Envoi DHL pour objets de valeur'],
  ['DHL Paket EU', 'DHL parcel, EU', 'Colis DHL UE'],
  ['Abholung im Geschäft', 'Collection in our shop', 'Retrait en boutique'],
]);
export const shippingMethodTexts = (german: string): Texts => textsOf(shippingMethodNames, german, 'shipping method');
