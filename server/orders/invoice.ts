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
 * A refund of an invoiced order gets a cancellation invoice (Stornorechnung) with the next number.
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
  cancellationTitle: (number: string) => string;
  cancellationFileName: (number: string) => string;
  cancels: (number: string, date: string) => string;
  refundedWith: (method: string) => string;
  cancellationAttached: (number: string, cancelled: string) => string;
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
    cancellationTitle: (number) => `Stornorechnung ${number}`,
    cancellationFileName: (number) => `Stornorechnung-${number}.pdf`,
    cancels: (number, date) => `Storniert die Rechnung ${number} vom ${date}`,
    refundedWith: (method) => `Erstattet über: ${method}`,
    cancellationAttached: (number, cancelled) => `Die Stornorechnung ${number} zu Ihrer Rechnung ${cancelled} liegt als PDF bei.`,
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
    cancellationTitle: (number) => `Cancellation invoice ${number}`,
    cancellationFileName: (number) => `cancellation-invoice-${number}.pdf`,
    cancels: (number, date) => `Cancels invoice ${number} of ${date}`,
    refundedWith: (method) => `Refunded via: ${method}`,
    cancellationAttached: (number, cancelled) => `The cancellation invoice ${number} for your invoice ${cancelled} is attached as a PDF.`,
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
    cancellationTitle: (number) => `Facture d’annulation ${number}`,
    cancellationFileName: (number) => `facture-annulation-${number}.pdf`,
    cancels: (number, date) => `Annule la facture ${number} du ${date}`,
    refundedWith: (method) => `Remboursé via : ${method}`,
    cancellationAttached: (number, cancelled) => `La facture d’annulation ${number} de votre facture ${cancelled} est jointe en PDF.`,
  },
};

/** The line the shipping mail says of its invoice. */
export const invoiceAttachedLine = (lang: Language, invoiceNumber: string) => words[lang].attached(invoiceNumber);

/** The line the refund mail says of the cancellation invoice. */
export const cancellationAttachedLine = (lang: Language, number: string, cancelled: string) => words[lang].cancellationAttached(number, cancelled);

/** The invoice the PDF is: its number, the shop's calendar day it was issued (YYYY-MM-DD), and for a cancellation the invoice it reverses. */
interface InvoiceIssue {
  number: string;
  day: string;
  cancels?: { number: string; day: string };
}

/**
 * The invoice's sections as its PDF shows them (pure). A cancellation invoice (a refund of an
 * invoiced order) repeats the lines it reverses and states the sums negative, naming the invoice
 * it cancels: the first stays as it was issued.
 */
function invoiceSections(order: CheckedOrder, orderNumber: string, issue: InvoiceIssue, seller: Seller | null): string[][] {
  const lang = order.language;
  const own = words[lang];
  const sign = issue.cancels ? -1 : 1;
  const money = (amount: string) => formatMoney(new Decimal(amount).times(sign).toFixed(2), lang);
  const { total, vatContained, taxPercent } = order.totals;
  const net = new Decimal(total).minus(vatContained).toFixed(2);
  const date = formatOrderDate(issue.day, lang);
  const heading = issue.cancels
    ? [own.cancellationTitle(issue.number), `${own.invoiceDate}: ${date}`, own.cancels(issue.cancels.number, formatOrderDate(issue.cancels.day, lang)), `${mailTexts[lang].orderNumber}: ${orderNumber}`]
    : [own.title(issue.number), `${own.invoiceDate}: ${date}`, `${isPickup(order) ? own.collectionDate : own.deliveryDate}: ${date}`, `${mailTexts[lang].orderNumber}: ${orderNumber}`];
  return [
    seller ? [seller.name, ...seller.addressLines, ...(seller.vatNumber ? [`${own.vatNumber}: ${seller.vatNumber}`] : [])] : [],
    ...addressSections(order, lang),
    heading,
    itemLines(order, lang),
    // Subtotal, shipping, wrapping and the total as the confirmation stated them (an invoice's own), then the VAT split.
    ...(issue.cancels ? [] : [totalLines(order, lang).slice(0, -2)]),
    [`${own.net(taxPercent)}: ${money(net)}`, `${own.vat(taxPercent)}: ${money(vatContained)}`, `${own.total}: ${money(total)}`],
    [issue.cancels ? own.refundedWith(paymentName(order, lang)) : own.paidWith(paymentName(order, lang))],
    ...(seller ? [senderDetails(seller, lang).slice(1)] : []),
  ].filter((section) => section.length > 0);
}

export function invoicePdf(order: CheckedOrder, orderNumber: string, issue: InvoiceIssue, seller: Seller | null): MailAttachment {
  const own = words[order.language];
  const title = issue.cancels ? own.cancellationTitle(issue.number) : own.title(issue.number);
  return {
    filename: issue.cancels ? own.cancellationFileName(issue.number) : own.fileName(issue.number),
    contentType: 'application/pdf',
    encoding: 'base64',
    content: pdfDocument(title, invoiceSections(order, orderNumber, issue, seller)).toString('base64'),
  };
}
