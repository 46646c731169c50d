import { unitPriceText } from '../../widgets/core/catalog/net-quantity.ts';
import { characteristicsText } from '../../widgets/core/cart.ts';
import type { Address } from '../../widgets/core/checkout-draft.ts';
import { countryName } from '../../widgets/core/country-name.ts';
import { defaultLanguage, type Language } from '../../widgets/core/languages.ts';
import { executivesLabelKey } from '../../widgets/core/legal/legal-form.ts';
import type { Seller } from '../../widgets/core/legal/seller.ts';
import { formatMoney } from '../../widgets/core/money.ts';
import { allResources } from '../../widgets/i18n/all-resources.ts';
import { createTranslator, type Translate } from '../../widgets/i18n/translator.ts';
import type { CheckedOrder } from './check-order.ts';
import { isMadeToSpecification } from './line-personalization.ts';
import { mailTexts } from './mail-texts.ts';

/**
 * The parts the order service's mails are written from, shared by the shopper's mails and the
 * shop's own: addresses, order lines, sums, the pickup notice and the sender's details. Plain
 * text: it reads the same in every mail program and cannot carry anything a shopper typed as markup.
 */

const translator = createTranslator(allResources, defaultLanguage);

/** The pages' own words (site/locales), where a mail says what a page says: the pickup notice, the imprint's labels. */
export const pageText = (lang: Language): Translate => translator.forLanguage(lang);

/** A mail's text: its sections, a blank line between them. */
export const mailBody = (sections: readonly (readonly string[])[]) => `${sections.map((lines) => lines.join('\n')).join('\n\n')}\n`;

/** Lines set in by two spaces; a text of several lines (a comment, a message) stays set in on each. */
export const indented = (lines: readonly string[]) => lines.flatMap((line) => line.split(/\r?\n/)).map((line) => `  ${line}`);

/** An address typed in lines (a withdrawal's), on one line of a mail: "Hauptstraße 5, 79098 Freiburg". */
export const oneLineAddress = (typed: string) =>
  typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(', ');

/** A postal address as a letter writes it, ending in the country's name in the mail's language. */
function addressLines(address: Address, lang: Language): string[] {
  return indented([
    `${address.firstName} ${address.lastName}`,
    ...(address.company ? [address.company] : []),
    `${address.street} ${address.number}`,
    `${address.zipCode} ${address.city}`,
    countryName(address.country, lang, address.country),
  ]);
}

export const isPickup = (order: Pick<CheckedOrder, 'shippingMethod'>) => order.shippingMethod.provider === 'pickup';

/**
 * Each line: count, product, the variant under the product's name for it, unit price and line
 * total; below it the product's essential characteristics (its attribute table, as the summary
 * above the order button named them), the personalization under the labels the product page gave
 * its fields, its delivery time in the product page's words (Art. 246a § 1 Nr. 7 EGBGB), and for a line made to
 * specification `madeToSpecification` (it cannot be withdrawn from).
 */
export function itemLines(order: CheckedOrder, lang: Language, madeToSpecification = mailTexts[lang].madeToSpecification): string[] {
  const texts = mailTexts[lang];
  const money = (amount: string) => formatMoney(amount, lang);
  return order.lines.flatMap((line) => {
    const variant = line.variantName ? ` (${line.variantLabel ? `${line.variantLabel}: ` : ''}${line.variantName})` : '';
    return [
      `- ${line.count} × ${line.productName}${variant}: ${texts.each} ${money(line.priceBrutto)}${line.unitPrice ? ` (${unitPriceText(line.unitPrice, lang)})` : ''}, ${money(line.lineTotal)}`,
      ...(line.characteristics.length > 0 ? [`    ${characteristicsText(line.characteristics)}`] : []),
      ...line.personalizationLabelled.map(({ label, value }) => `    ${label}: ${value}`),
      ...(line.dispatchDays !== null ? [`    ${pageText(lang)('shop.shippingTime', { count: line.dispatchDays })}`] : []),
      ...(isMadeToSpecification(line) ? [`    ${madeToSpecification}`] : []),
    ];
  });
}

/** Subtotal, shipping (a pickup under its own name: nothing is shipped), wrapping, total and the VAT it contains. */
export function totalLines(order: CheckedOrder, lang: Language): string[] {
  const texts = mailTexts[lang];
  const money = (amount: string) => formatMoney(amount, lang);
  const { totals, shippingMethod } = order;
  const methodName = shippingMethod.label ?? shippingMethod.name;
  return [
    `${texts.subtotal}: ${money(totals.subtotal)}`,
    `${isPickup(order) ? methodName : texts.shipping(methodName)}: ${money(totals.shipping)}`,
    ...(order.presentWrap ? [`${texts.wrapping}: ${money(totals.wrapping)}`] : []),
    `${texts.total}: ${money(totals.total)}`,
    `${texts.vat(totals.taxPercent)}: ${money(totals.vatContained)}`,
  ];
}

export const paymentName = (order: CheckedOrder, lang: Language) => mailTexts[lang].paymentNames[order.payment.method] ?? order.payment.method;

/**
 * Where a pickup order is collected (the shop's address), that we call when it is ready (the
 * shop's texts: pickup "nach Absprache", ready "nach Versandfertigstellung") and, for payment in
 * cash, that it is paid on collection. The same words as the thanks view.
 */
export function pickupLines(order: CheckedOrder, lang: Language, seller: Seller | null): string[] {
  const t = pageText(lang);
  return [
    `${t('checkout.pickup.title')}:`,
    ...(seller ? indented([seller.name, ...seller.addressLines]) : []),
    t('checkout.pickup.collect'),
    t('checkout.pickup.ready'),
    ...(order.payment.method === 'cash' ? [t('checkout.pickup.payCash', { amount: formatMoney(order.totals.total, lang) })] : []),
  ];
}

/**
 * Where the order goes and whom it is billed to: the delivery address (and a billing address
 * where one was given); for a pickup nothing is delivered, so only the billing address: the one
 * given, else the shopper's own.
 */
export function addressSections(order: CheckedOrder, lang: Language): string[][] {
  const texts = mailTexts[lang];
  if (isPickup(order)) return [[`${texts.invoiceAddress}:`, ...addressLines(order.invoiceAddress ?? order.shippingAddress, lang)]];
  return [
    [`${texts.shippingAddress}:`, ...addressLines(order.shippingAddress, lang)],
    ...(order.invoiceAddress ? [[`${texts.invoiceAddress}:`, ...addressLines(order.invoiceAddress, lang)]] : []),
  ];
}

/**
 * What a merchant's business e-mails state (§ 35a GmbHG, § 37a HGB), as the imprint shows it:
 * seat, register and register court, the executives under their legal form's title, the VAT id.
 */
function businessDetails(seller: Seller, lang: Language): string[] {
  const t = pageText(lang);
  return [
    ...(seller.seat && seller.registers.length > 0 ? [`${t('legal.register.seat')}: ${seller.seat}`] : []),
    ...seller.registers.flatMap((register) => [
      `${register.registerType}: ${register.number}`,
      ...(register.registrar ? [`${t('legal.register.registrar')}: ${register.registrar}`] : []),
    ]),
    ...(seller.executives.length > 0 ? [`${t(executivesLabelKey(seller.legalForm))}: ${seller.executives.join(', ')}`] : []),
    ...(seller.vatNumber ? [`${t('legal.tax.vatNumber')}: ${seller.vatNumber}`] : []),
  ];
}

/** The signature block after "-- ": who sells, where, how to reach them (Art. 246a § 1 EGBGB), and the business details. */
export function senderDetails(seller: Seller, lang: Language): string[] {
  const texts = mailTexts[lang];
  const reach = [...(seller.email ? [`${texts.email}: ${seller.email}`] : []), ...(seller.phone ? [`${texts.phone}: ${seller.phone}`] : [])];
  return ['-- ', seller.name, ...seller.addressLines, ...reach, ...businessDetails(seller, lang)];
}

/** The closing, then the sender's details. */
export function signature(lang: Language, seller: Seller | null): string[] {
  const { closing } = mailTexts[lang];
  return seller ? [closing, seller.name, '', ...senderDetails(seller, lang)] : [closing];
}
