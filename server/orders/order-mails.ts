import type { Language } from '../../widgets/core/languages.ts';
import { formatMoney } from '../../widgets/core/money.ts';
import type { Seller } from '../../widgets/core/legal/seller.ts';
import type { ContractTextsByLanguage } from '../../widgets/core/legal/contract-texts.ts';
import { contractDocuments } from './contract-documents.ts';
import type { PublicBankDetails } from '../../widgets/core/public-shop-settings.ts';
import { formatOrderDate, formatReceiptTime } from '../../widgets/core/withdrawal/receipt-time.ts';
import type { Mail } from '../mailer.ts';
import type { CheckedOrder } from './check-order.ts';
import type { CheckedWithdrawal } from './check-withdrawal.ts';
import { addressSections, indented, isPickup, itemLines, mailBody, oneLineAddress, pageText, paymentName, pickupLines, signature, totalLines } from './mail-parts.ts';
import { mailTexts, type MailTexts } from './mail-texts.ts';
import { linkFor } from '../../widgets/core/routes.ts';
import { shopPaths } from '../../widgets/core/shop/shop-paths.ts';

/**
 * The two e-mails the order service sends the shopper, in their language (de, en, fr): the order
 * confirmation (what was ordered, the sums, how to pay, where it goes or where to collect it) and
 * the withdrawal receipt (when the withdrawal arrived, to the second, and what it said; a
 * receipt, not an acceptance), each signed with who sells, how to reach them and the business
 * details a merchant's e-mails carry.
 */

function bankTransfer(texts: MailTexts, order: CheckedOrder, orderNumber: string, bank: PublicBankDetails | null): string[] {
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

/**
 * The address of the page that pays a placed order later (the checkout with ?pay=<uuid>), in the
 * order's language, on the shop's own site (SITE_URL).
 */
function payLaterLink(siteUrl: string, order: Pick<CheckedOrder, 'uuid' | 'language'>): string {
  const root = linkFor('shop', order.language);
  return `${siteUrl.replace(/\/+$/, '')}${shopPaths(root).checkout}?pay=${encodeURIComponent(order.uuid)}`;
}

/** Where the batteries of an order's pieces go back (BattDG), with the address of the notes on the shop's site (SITE_URL). */
function batteryLines(order: CheckedOrder, lang: Language, siteUrl: string | undefined): string[][] {
  if (!order.lines.some((line) => line.containsBatteries)) return [];
  return [[pageText(lang)('shop.batteries'), ...(siteUrl ? [`${pageText(lang)('shop.batteryInfo')}: ${siteUrl.replace(/\/+$/, '')}${linkFor('batteries', lang)}`] : [])]];
}

export function orderConfirmationMail(
  order: CheckedOrder,
  orderNumber: string,
  bankDetails: PublicBankDetails | null,
  seller: Seller | null,
  siteUrl?: string,
  contractTexts: ContractTextsByLanguage | null = null,
): Mail {
  const lang = order.language;
  const texts = mailTexts[lang];
  const sections = [
    [texts.greeting(`${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`), '', texts.orderIntro(orderNumber)],
    [`${texts.orderNumber}: ${orderNumber}`],
    [`${texts.items}:`, ...itemLines(order, lang)],
    totalLines(order, lang),
    ...batteryLines(order, lang, siteUrl),
    [
      `${texts.payment}: ${paymentName(order, lang)}`,
      ...(order.payment.method === 'paypal' || order.payment.method === 'klarna' ? [texts.paymentPending[order.payment.method]] : []),
      ...(order.payment.method === 'paypal' && siteUrl ? [texts.payLater(payLaterLink(siteUrl, order))] : []),
    ],
    ...(order.payment.method === 'prepayment' ? [bankTransfer(texts, order, orderNumber, bankDetails)] : []),
    ...(isPickup(order) ? [pickupLines(order, lang, seller)] : []),
    ...addressSections(order, lang),
    ...(order.comment ? [[`${texts.comment}:`, order.comment]] : []),
  ];
  const subject = texts.orderSubject(orderNumber);
  if (!contractTexts) return { to: order.customerEmail, subject, text: mailBody([...sections, signature(lang, seller)]) };
  // The contract on a durable medium: the texts below the order, and a PDF of both (contract-documents.ts).
  const contract = contractDocuments(contractTexts[lang], lang, orderNumber);
  return {
    to: order.customerEmail,
    subject,
    text: mailBody([...sections, signature(lang, seller), ...contract.mailSections]),
    attachments: [contract.pdf([...sections.slice(1), signature(lang, seller)])],
  };
}

export function withdrawalReceiptMail(withdrawal: CheckedWithdrawal, id: string, receivedAt: Date, seller: Seller | null): Mail {
  const lang = withdrawal.language;
  const texts = mailTexts[lang];
  // The day as the form showed it back ("20. November 2026"), not as it travels.
  const orderDate = withdrawal.orderDate ? formatOrderDate(withdrawal.orderDate, lang) : null;
  const sections = [
    [texts.greeting(withdrawal.name), '', texts.withdrawalIntro(formatReceiptTime(receivedAt, lang)), texts.withdrawalNotAcceptance],
    [
      `${texts.withdrawalEntries}:`,
      ...indented([
        `${texts.name}: ${withdrawal.name}`,
        `${texts.email}: ${withdrawal.email}`,
        `${texts.orderNumber}: ${withdrawal.orderNumber || texts.none}`,
        `${texts.orderDate}: ${orderDate ?? texts.none}`,
        `${texts.postalAddress}: ${oneLineAddress(withdrawal.address) || texts.none}`,
        `${texts.reason}: ${withdrawal.reason || texts.none}`,
      ]),
    ],
    [`${texts.receivedUtc}: ${receivedAt.toISOString().slice(0, 19)}Z`, `${texts.receiptId}: ${id}`],
    signature(lang, seller),
  ];
  // The contract by its number, or by its date where the shopper named it so.
  const subject = withdrawal.orderNumber ? texts.withdrawalSubject(withdrawal.orderNumber) : texts.withdrawalSubjectByDate(orderDate ?? '');
  return { to: withdrawal.email, subject, text: mailBody(sections) };
}
