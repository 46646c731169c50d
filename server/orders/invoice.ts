import Decimal from 'decimal.js';
import type { Language } from '../../widgets/core/languages.ts';
import type { Seller } from '../../widgets/core/legal/seller.ts';
import { formatMoney } from '../../widgets/core/money.ts';
import { formatOrderDate } from '../../widgets/core/withdrawal/receipt-time.ts';
import type { MailAttachment } from '../mailer.ts';
import type { CheckedOrder } from './check-order.ts';
import { addressSections, isPickup, itemLines, paymentName, senderDetails, totalLines } from './mail-parts.ts';
import { mailTexts } from './mail-texts.ts';
import { pdfDocument } from './pdf-document.ts';

/**
 * The invoice the shopper gets with the shipping mail (§ 14 Abs. 4 UStG): who sells with the
 * address and VAT number, who buys, the invoice's own number (gap-free, order-store.ts) and date,
 * the date of delivery (the day it was shipped, or collected in the shop), what was delivered, the price without VAT per
 * rate, the rate, the VAT and the total. The shop sells at one VAT rate (default_tax_percent).
 */

const words: Record<Language, {
  title: (number: string) => string;
  fileName: (number: string) => string;
  invoiceDate: string;
  deliveryDate: string;
  collectionDate: string;
  vatNumber: string;
  net: (percent: number) => string;
  vat: (percent: number) => string;
  total: string;
  paidWith: (method: string) => string;
  attached: (number: string) => string;
}> = {
  de: {
    title: (number) => `Rechnung ${number}`,
    fileName: (number) => `Rechnung-${number}.pdf`,
    invoiceDate: 'Rechnungsdatum',
    deliveryDate: 'Lieferdatum (Versand)',
    collectionDate: 'Lieferdatum (Abholung)',
    vatNumber: 'USt-IdNr.',
    net: (percent) => `Nettobetrag (${percent} % USt.)`,
    vat: (percent) => `Umsatzsteuer ${percent} %`,
    total: 'Rechnungsbetrag',
    paidWith: (method) => `Bezahlt: ${method}`,
    attached: (number) => `Ihre Rechnung ${number} liegt als PDF bei.`,
  },
  en: {
    title: (number) => `Invoice ${number}`,
    fileName: (number) => `invoice-${number}.pdf`,
    invoiceDate: 'Invoice date',
    deliveryDate: 'Delivery date (shipped)',
    collectionDate: 'Delivery date (collected)',
    vatNumber: 'VAT ID',
    net: (percent) => `Net amount (${percent} % VAT)`,
    vat: (percent) => `VAT ${percent} %`,
    total: 'Invoice total',
    paidWith: (method) => `Paid: ${method}`,
    attached: (number) => `Your invoice ${number} is attached as a PDF.`,
  },
  fr: {
    title: (number) => `Facture ${number}`,
    fileName: (number) => `facture-${number}.pdf`,
    invoiceDate: 'Date de facture',
    deliveryDate: 'Date de livraison (expédition)',
    collectionDate: 'Date de livraison (retrait)',
    vatNumber: 'N° de TVA',
    net: (percent) => `Montant HT (TVA ${percent} %)`,
    vat: (percent) => `TVA ${percent} %`,
    total: 'Montant de la facture',
    paidWith: (method) => `Payé : ${method}`,
    attached: (number) => `Votre facture ${number} est jointe en PDF.`,
  },
};

/** The line the shipping mail says of its invoice. */
export const invoiceAttachedLine = (lang: Language, invoiceNumber: string) => words[lang].attached(invoiceNumber);

/** The invoice's sections as its PDF shows them (pure). `day` is the shop's calendar day, YYYY-MM-DD. */
function invoiceSections(order: CheckedOrder, orderNumber: string, invoiceNumber: string, day: string, seller: Seller | null): string[][] {
  const lang = order.language;
  const own = words[lang];
  const money = (amount: string) => formatMoney(amount, lang);
  const { total, vatContained, taxPercent } = order.totals;
  const net = new Decimal(total).minus(vatContained).toFixed(2);
  const date = formatOrderDate(day, lang);
  return [
    seller ? [seller.name, ...seller.addressLines, ...(seller.vatNumber ? [`${own.vatNumber}: ${seller.vatNumber}`] : [])] : [],
    ...addressSections(order, lang),
    [`${own.title(invoiceNumber)}`, `${own.invoiceDate}: ${date}`, `${isPickup(order) ? own.collectionDate : own.deliveryDate}: ${date}`, `${mailTexts[lang].orderNumber}: ${orderNumber}`],
    itemLines(order, lang),
    // Subtotal, shipping, wrapping and the total as the confirmation stated them, then the VAT split.
    totalLines(order, lang).slice(0, -2),
    [`${own.net(taxPercent)}: ${money(net)}`, `${own.vat(taxPercent)}: ${money(vatContained)}`, `${own.total}: ${money(total)}`],
    [own.paidWith(paymentName(order, lang))],
    ...(seller ? [senderDetails(seller, lang).slice(1)] : []),
  ].filter((section) => section.length > 0);
}

export function invoicePdf(order: CheckedOrder, orderNumber: string, invoiceNumber: string, day: string, seller: Seller | null): MailAttachment {
  const own = words[order.language];
  return {
    filename: own.fileName(invoiceNumber),
    contentType: 'application/pdf',
    encoding: 'base64',
    content: pdfDocument(own.title(invoiceNumber), invoiceSections(order, orderNumber, invoiceNumber, day, seller)).toString('base64'),
  };
}
