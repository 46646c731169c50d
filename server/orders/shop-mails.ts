import type { Language } from '../../widgets/core/languages.ts';
import type { Seller } from '../../widgets/core/legal/seller.ts';
import { formatMoney } from '../../widgets/core/money.ts';
import { formatOrderDate, formatReceiptTime } from '../../widgets/core/withdrawal/receipt-time.ts';
import type { Mail } from '../mailer.ts';
import type { CheckedOrder } from './check-order.ts';
import type { ReceivedRequest } from './check-request.ts';
import type { CheckedWithdrawal } from './check-withdrawal.ts';
import { receiptsPerDay, type WithdrawalNote } from './withdrawal-receipts.ts';
import { addressSections, indented, isPickup, itemLines, mailBody, oneLineAddress, paymentName, senderDetails, totalLines } from './mail-parts.ts';

/**
 * The shop's own mails: each order, product request and withdrawal as it arrived, to the shop's
 * address (the company's e-mail, or SHOP_NOTIFY_EMAIL), so the retailer learns of it without
 * reading the data folder. In German, the retailer's language, whatever the shopper's; Reply-To
 * is the shopper, so answering the mail answers them.
 */

/** Where the shop's mails go and who signs them. */
export interface ShopMailbox {
  to: string;
  seller: Seller | null;
}

const languageNames: Record<Language, string> = { de: 'Deutsch', en: 'Englisch', fr: 'Französisch' };
const notGiven = '(keine Angabe)';

// A subject is one line; a name or product typed with a line break is written with a space.
// eslint-disable-next-line no-control-regex -- control characters are what it replaces
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

const received = (at: Date) => `${formatReceiptTime(at, 'de')} (${at.toISOString().slice(0, 19)}Z)`;

function closing(replyTo: string, seller: Seller | null): string[][] {
  return [[`Eine Antwort auf diese E-Mail geht an ${replyTo}.`], ...(seller ? [senderDetails(seller, 'de')] : [])];
}

function paymentNote(order: CheckedOrder, orderNumber: string): string[] {
  if (order.payment.method === 'prepayment') return [`Verwendungszweck der Überweisung: ${orderNumber}`];
  if (order.payment.method === 'cash') return ['Bezahlt wird bei der Abholung in bar.'];
  if (order.payment.method === 'paypal') return ['NOCH NICHT BEZAHLT: Bitte erst versenden, wenn die Mail „Zahlung bestätigt“ zu dieser Bestellung gekommen ist.'];
  if (order.payment.method === 'klarna') return ['Klarna bestätigt die Zahlung gleich; bitte erst versenden, wenn die Mail „Zahlung bestätigt“ zu dieser Bestellung gekommen ist.'];
  return [];
}

/**
 * The shop's mail once a provider confirmed an order's payment: PayPal paid it, or Klarna accepted
 * it (Klarna collects on shipment). Only then may a PayPal or Klarna order be shipped.
 */
export function paymentNotificationMail(order: CheckedOrder, orderNumber: string, state: 'paid' | 'authorized', ids: { captureId?: string; klarnaOrderId?: string }, { to, seller }: ShopMailbox): Mail {
  const name = `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`;
  const what = state === 'paid' ? `${paymentName(order, 'de')} hat die Zahlung bestätigt` : `${paymentName(order, 'de')} hat die Zahlung angenommen (eingezogen wird beim Versand)`;
  const sections = [
    [`${what}: Bestellung ${orderNumber} von ${name}, ${formatMoney(order.totals.total, 'de')}.`, 'Die Bestellung kann versendet werden.'],
    [...(ids.captureId ? [`PayPal-Transaktion: ${ids.captureId}`] : []), ...(ids.klarnaOrderId ? [`Klarna-Bestellung: ${ids.klarnaOrderId}`] : [])],
    ...closing(order.customerEmail, seller),
  ];
  return { to, replyTo: order.customerEmail, subject: `Zahlung bestätigt: Bestellung ${orderNumber} (${oneLine(name)})`, text: mailBody(sections.filter((section) => section.length > 0)) };
}

export function orderNotificationMail(order: CheckedOrder, orderNumber: string, receivedAt: Date, { to, seller }: ShopMailbox): Mail {
  const name = `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`;
  const pickup = isPickup(order);
  const sections = [
    [`Neue Bestellung ${orderNumber} im Online-Shop, eingegangen am ${received(receivedAt)}.`, `Sprache der Bestellung: ${languageNames[order.language]}`],
    ['Kontakt:', ...indented([name, `E-Mail: ${order.customerEmail}`])],
    ['Artikel:', ...itemLines(order, 'de', 'Nach Kundenvorgabe angefertigt: vom Widerruf ausgeschlossen (§ 312g Abs. 2 Nr. 1 BGB).')],
    totalLines(order, 'de'),
    [`Versandart: ${order.shippingMethod.name}`, `Zahlungsart: ${paymentName(order, 'de')}`, ...paymentNote(order, orderNumber)],
    ...(pickup ? [['Abholung im Geschäft: Bitte melden Sie sich, sobald die Bestellung abholbereit ist, und stimmen Sie die Abholung ab; so sagt es die Bestellbestätigung zu.']] : []),
    ...addressSections(order, 'de'),
    ...(!pickup && !order.invoiceAddress ? [['Rechnungsadresse: wie Lieferadresse']] : []),
    ...(order.comment ? [['Anmerkung zur Bestellung:', ...indented([order.comment])]] : []),
    ...closing(order.customerEmail, seller),
  ];
  return {
    to,
    replyTo: order.customerEmail,
    subject: `Neue Bestellung ${orderNumber}: ${oneLine(name)}, ${formatMoney(order.totals.total, 'de')}`,
    text: mailBody(sections),
  };
}

export function requestNotificationMail(request: ReceivedRequest, receivedAt: Date, { to, seller }: ShopMailbox): Mail {
  const variant = request.variantName ? ` (${oneLine(request.variantName)})` : '';
  const sections = [
    [`Neue Anfrage zu einem Produkt, eingegangen am ${received(receivedAt)}.`],
    [`Produkt: ${request.productName} (ID ${String(request.productId)})`, ...(request.variantName ? [`${request.variantLabel ?? 'Variante'}: ${request.variantName}`] : [])],
    ['Nachricht:', ...indented([request.message])],
    [
      'Kontakt:',
      ...indented([`Name: ${request.name}`, `E-Mail: ${request.email}`, `Telefon: ${request.phone || notGiven}`, `Sprache: ${languageNames[request.language]}`]),
    ],
    ...closing(request.email, seller),
  ];
  return {
    to,
    replyTo: request.email,
    subject: `Produktanfrage: ${oneLine(request.productName)}${variant} von ${oneLine(request.name)}`,
    text: mailBody(sections),
  };
}

/** Which order the withdrawal belongs to, as far as the service found it. */
function orderMatchLine(note: WithdrawalNote): string {
  if (!note.order) return 'Zuordnung: keine Bestellung des Shops gefunden, die dazu passt; bitte von Hand prüfen.';
  const address = note.order.emailMatches ? 'die E-Mail-Adresse ist die der Bestellung' : 'die E-Mail-Adresse weicht von der der Bestellung ab';
  return `Zuordnung: Bestellung ${note.order.number}; ${address}.`;
}

export function withdrawalNotificationMail(withdrawal: CheckedWithdrawal, id: string, receivedAt: Date, { to, seller }: ShopMailbox, note: WithdrawalNote): Mail {
  const orderDate = withdrawal.orderDate ? formatOrderDate(withdrawal.orderDate, 'de') : null;
  const sections = [
    [
      `Über die Widerrufsfunktion der Website hat ${withdrawal.name} den Widerruf eines Vertrags erklärt.`,
      `Eingang: ${received(receivedAt)}`,
      `Vorgangsnummer: ${id}`,
    ],
    [
      'Die Erklärung:',
      ...indented([
        `Name: ${withdrawal.name}`,
        `E-Mail: ${withdrawal.email}`,
        `Bestellnummer: ${withdrawal.orderNumber || notGiven}`,
        `Bestelldatum: ${orderDate ?? notGiven}`,
        `Anschrift: ${oneLineAddress(withdrawal.address) || notGiven}`,
        `Grund: ${withdrawal.reason || notGiven}`,
        `Sprache: ${languageNames[withdrawal.language]}`,
      ]),
    ],
    [orderMatchLine(note)],
    [
      note.receiptMailed
        ? `Die Eingangsbestätigung mit Datum und Uhrzeit geht per E-Mail an ${withdrawal.email}; sie bestätigt den Eingang, nicht die Annahme des Widerrufs.`
        : `Eine Eingangsbestätigung per E-Mail ging nicht hinaus: an diese Adresse oder zu dieser Bestellung gingen in den letzten 24 Stunden schon ${receiptsPerDay} (Schutz vor Missbrauch des Formulars). Die Erklärung ist trotzdem eingegangen; die Bestätigung mit Datum und Uhrzeit wurde auf der Website angezeigt.`,
    ],
    ...closing(withdrawal.email, seller),
  ];
  return {
    to,
    replyTo: withdrawal.email,
    subject: `Widerruf eingegangen: Bestellung ${withdrawal.orderNumber || `vom ${orderDate ?? ''}`} (${withdrawal.name})`,
    text: mailBody(sections),
  };
}
