import type { Address } from '../../widgets/core/checkout-draft.ts';
import type { Language } from '../../widgets/core/languages.ts';
import { formatMoney } from '../../widgets/core/money.ts';
import type { Seller } from '../../widgets/core/legal/seller.ts';
import type { PublicBankDetails } from '../../widgets/core/public-shop-settings.ts';
import type { Mail } from '../mailer.ts';
import type { CheckedOrder } from './check-order.ts';
import type { CheckedWithdrawal } from './check-withdrawal.ts';
import { formatReceiptTime } from '../../widgets/core/withdrawal/receipt-time.ts';

/**
 * The two e-mails the order service sends, in the shopper's language (de, en, fr): the order
 * confirmation (what was ordered, the sums, how to pay) and the withdrawal receipt (when the
 * withdrawal arrived, to the second, and what it said; a receipt, not an acceptance), each signed
 * with who sells and how to reach them. Plain text:
 * it reads the same in every mail program and cannot carry anything a shopper typed as markup.
 */

interface Texts {
  orderSubject: (number: string) => string;
  greeting: (name: string) => string;
  orderIntro: (number: string) => string;
  orderNumber: string;
  items: string;
  each: string;
  subtotal: string;
  shipping: (method: string) => string;
  wrapping: string;
  total: string;
  vat: (percent: number) => string;
  payment: string;
  paymentNames: Record<string, string>;
  shippingAddress: string;
  invoiceAddress: string;
  comment: string;
  transferIntro: (amount: string) => string;
  accountHolder: string;
  bank: string;
  reference: string;
  bankDetailsLater: string;
  closing: string;
  withdrawalSubject: (number: string) => string;
  withdrawalIntro: (receivedAt: string) => string;
  withdrawalNotAcceptance: string;
  withdrawalEntries: string;
  name: string;
  email: string;
  phone: string;
  orderDate: string;
  reason: string;
  none: string;
  receivedUtc: string;
  receiptId: string;
}

const mailTexts: Record<Language, Texts> = {
  de: {
    orderSubject: (number) => `Ihre Bestellung ${number}`,
    greeting: (name) => `Guten Tag ${name},`,
    orderIntro: (number) => `vielen Dank für Ihre Bestellung. Diese E-Mail bestätigt ihren Eingang unter der Bestellnummer ${number}.`,
    orderNumber: 'Bestellnummer',
    items: 'Ihre Artikel',
    each: 'je',
    subtotal: 'Zwischensumme',
    shipping: (method) => `Versand (${method})`,
    wrapping: 'Geschenkverpackung',
    total: 'Gesamtsumme',
    vat: (percent) => `darin enthaltene MwSt. (${percent} %)`,
    payment: 'Zahlungsart',
    paymentNames: { prepayment: 'Vorkasse (Überweisung)', paypal: 'PayPal', klarna: 'Klarna', cash: 'Barzahlung bei Abholung' },
    shippingAddress: 'Lieferadresse',
    invoiceAddress: 'Rechnungsadresse',
    comment: 'Ihre Anmerkung',
    transferIntro: (amount) => `Bitte überweisen Sie den Gesamtbetrag von ${amount} auf unser Konto:`,
    accountHolder: 'Kontoinhaber',
    bank: 'Bank',
    reference: 'Verwendungszweck',
    bankDetailsLater: 'Unsere Bankverbindung senden wir Ihnen gesondert.',
    closing: 'Mit freundlichen Grüßen',
    withdrawalSubject: (number) => `Eingangsbestätigung Ihres Widerrufs (Bestellung ${number})`,
    withdrawalIntro: (receivedAt) => `wir haben Ihren Widerruf am ${receivedAt} erhalten.`,
    withdrawalNotAcceptance: 'Diese E-Mail bestätigt den Eingang Ihrer Erklärung. Sie ist keine Annahme und keine Prüfung des Widerrufs; dazu melden wir uns gesondert.',
    withdrawalEntries: 'Ihre Angaben',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    orderDate: 'Bestelldatum',
    reason: 'Grund',
    none: '(keine Angabe)',
    receivedUtc: 'Eingang (UTC)',
    receiptId: 'Vorgangsnummer',
  },
  en: {
    orderSubject: (number) => `Your order ${number}`,
    greeting: (name) => `Dear ${name},`,
    orderIntro: (number) => `thank you for your order. This e-mail confirms that we received it under order number ${number}.`,
    orderNumber: 'Order number',
    items: 'Your items',
    each: 'each',
    subtotal: 'Subtotal',
    shipping: (method) => `Shipping (${method})`,
    wrapping: 'Gift wrapping',
    total: 'Total',
    vat: (percent) => `including VAT (${percent} %)`,
    payment: 'Payment',
    paymentNames: { prepayment: 'Prepayment (bank transfer)', paypal: 'PayPal', klarna: 'Klarna', cash: 'Cash on collection' },
    shippingAddress: 'Delivery address',
    invoiceAddress: 'Billing address',
    comment: 'Your note',
    transferIntro: (amount) => `Please transfer the total of ${amount} to our account:`,
    accountHolder: 'Account holder',
    bank: 'Bank',
    reference: 'Payment reference',
    bankDetailsLater: 'We will send you our bank details separately.',
    closing: 'Kind regards',
    withdrawalSubject: (number) => `Receipt of your withdrawal (order ${number})`,
    withdrawalIntro: (receivedAt) => `we received your withdrawal on ${receivedAt}.`,
    withdrawalNotAcceptance: 'This e-mail confirms that your declaration arrived. It is neither an acceptance nor a review of the withdrawal; we will write to you about that separately.',
    withdrawalEntries: 'What you told us',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    orderDate: 'Order date',
    reason: 'Reason',
    none: '(not given)',
    receivedUtc: 'Received (UTC)',
    receiptId: 'Reference',
  },
  fr: {
    orderSubject: (number) => `Votre commande ${number}`,
    greeting: (name) => `Bonjour ${name},`,
    orderIntro: (number) => `merci pour votre commande. Cet e-mail confirme sa réception sous le numéro de commande ${number}.`,
    orderNumber: 'Numéro de commande',
    items: 'Vos articles',
    each: "l'unité",
    subtotal: 'Sous-total',
    shipping: (method) => `Livraison (${method})`,
    wrapping: 'Emballage cadeau',
    total: 'Total',
    vat: (percent) => `dont TVA (${percent} %)`,
    payment: 'Mode de paiement',
    paymentNames: { prepayment: 'Paiement anticipé (virement)', paypal: 'PayPal', klarna: 'Klarna', cash: 'Paiement en espèces au retrait' },
    shippingAddress: 'Adresse de livraison',
    invoiceAddress: 'Adresse de facturation',
    comment: 'Votre remarque',
    transferIntro: (amount) => `Veuillez virer le montant total de ${amount} sur notre compte :`,
    accountHolder: 'Titulaire du compte',
    bank: 'Banque',
    reference: 'Référence du virement',
    bankDetailsLater: 'Nous vous enverrons nos coordonnées bancaires séparément.',
    closing: 'Cordialement',
    withdrawalSubject: (number) => `Accusé de réception de votre rétractation (commande ${number})`,
    withdrawalIntro: (receivedAt) => `nous avons reçu votre rétractation le ${receivedAt}.`,
    withdrawalNotAcceptance: "Cet e-mail confirme la réception de votre déclaration. Il ne vaut ni acceptation ni examen de la rétractation ; nous vous écrirons à ce sujet séparément.",
    withdrawalEntries: 'Vos indications',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    orderDate: 'Date de commande',
    reason: 'Motif',
    none: '(non indiqué)',
    receivedUtc: 'Réception (UTC)',
    receiptId: 'Référence',
  },
};

function addressLines(address: Address): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    ...(address.company ? [address.company] : []),
    `${address.street} ${address.number}`,
    `${address.zipCode} ${address.city}`,
    address.country,
  ].map((line) => `  ${line}`);
}

function bankTransfer(texts: Texts, order: CheckedOrder, orderNumber: string, bank: PublicBankDetails | null): string[] {
  if (!bank) return [texts.bankDetailsLater];
  return [
    texts.transferIntro(formatMoney(order.totals.total, order.language)),
    `  ${texts.accountHolder}: ${bank.account_holder}`,
    `  IBAN: ${bank.iban}`,
    `  BIC: ${bank.bic}`,
    `  ${texts.bank}: ${bank.bank_name}`,
    `  ${texts.reference}: ${orderNumber}`,
  ];
}

/** The closing, then who sells: name, address, e-mail and phone (Art. 246a § 1 EGBGB). */
function signature(texts: Texts, seller: Seller | null): string[] {
  if (!seller) return [texts.closing];
  const reach = [...(seller.email ? [`${texts.email}: ${seller.email}`] : []), ...(seller.phone ? [`${texts.phone}: ${seller.phone}`] : [])];
  return [texts.closing, seller.name, '', '-- ', seller.name, ...seller.addressLines, ...reach];
}

export function orderConfirmationMail(order: CheckedOrder, orderNumber: string, bankDetails: PublicBankDetails | null, seller: Seller | null): Mail {
  const texts = mailTexts[order.language];
  const money = (amount: string) => formatMoney(amount, order.language);
  const { totals } = order;
  const items = order.lines.flatMap((line) => [
    `- ${line.count} × ${line.productName}${line.variantName ? ` (${line.variantName})` : ''}: ${texts.each} ${money(line.priceBrutto)}, ${money(line.lineTotal)}`,
    ...Object.entries(line.personalization).map(([key, value]) => `    ${key}: ${value}`),
  ]);
  const sections = [
    [texts.greeting(`${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`), '', texts.orderIntro(orderNumber)],
    [`${texts.orderNumber}: ${orderNumber}`],
    [`${texts.items}:`, ...items],
    [
      `${texts.subtotal}: ${money(totals.subtotal)}`,
      `${texts.shipping(order.shippingMethod.name)}: ${money(totals.shipping)}`,
      ...(order.presentWrap ? [`${texts.wrapping}: ${money(totals.wrapping)}`] : []),
      `${texts.total}: ${money(totals.total)}`,
      `${texts.vat(totals.taxPercent)}: ${money(totals.vatContained)}`,
    ],
    [`${texts.payment}: ${texts.paymentNames[order.payment.method] ?? order.payment.method}`],
    ...(order.payment.method === 'prepayment' ? [bankTransfer(texts, order, orderNumber, bankDetails)] : []),
    [`${texts.shippingAddress}:`, ...addressLines(order.shippingAddress)],
    ...(order.invoiceAddress ? [[`${texts.invoiceAddress}:`, ...addressLines(order.invoiceAddress)]] : []),
    ...(order.comment ? [[`${texts.comment}:`, order.comment]] : []),
    signature(texts, seller),
  ];
  return { to: order.customerEmail, subject: texts.orderSubject(orderNumber), text: `${sections.map((lines) => lines.join('\n')).join('\n\n')}\n` };
}

export function withdrawalReceiptMail(withdrawal: CheckedWithdrawal, id: string, receivedAt: Date, seller: Seller | null): Mail {
  const texts = mailTexts[withdrawal.language];
  const sections = [
    [texts.greeting(withdrawal.name), '', texts.withdrawalIntro(formatReceiptTime(receivedAt, withdrawal.language)), texts.withdrawalNotAcceptance],
    [
      `${texts.withdrawalEntries}:`,
      `  ${texts.name}: ${withdrawal.name}`,
      `  ${texts.email}: ${withdrawal.email}`,
      `  ${texts.orderNumber}: ${withdrawal.orderNumber}`,
      `  ${texts.orderDate}: ${withdrawal.orderDate ?? texts.none}`,
      `  ${texts.reason}: ${withdrawal.reason || texts.none}`,
    ],
    [`${texts.receivedUtc}: ${receivedAt.toISOString().slice(0, 19)}Z`, `${texts.receiptId}: ${id}`],
    signature(texts, seller),
  ];
  return { to: withdrawal.email, subject: texts.withdrawalSubject(withdrawal.orderNumber), text: `${sections.map((lines) => lines.join('\n')).join('\n\n')}\n` };
}
