import type { Seller } from '../../widgets/core/legal/seller.ts';
import { formatMoney } from '../../widgets/core/money.ts';
import type { Mail, MailAttachment } from '../mailer.ts';
import type { CheckedOrder } from './check-order.ts';
import { addressSections, itemLines, mailBody, paymentName, signature, totalLines } from './mail-parts.ts';
import { mailTexts } from './mail-texts.ts';
import type { StatusPlan } from './order-lifecycle.ts';
import { statusMailTexts } from './status-mail-texts.ts';
import { cancellationAttachedLine, invoiceAttachedLine, invoicePdf } from './invoice.ts';

type StatusMail = NonNullable<Extract<StatusPlan, { ok: true }>['mail']>;

export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

/**
 * The shopper's mail for a change of their order's status, in the order's language: the order's
 * acceptance with what was ordered, the transfer received, the parcel on its way (carrier and
 * tracking number) or the order collected, each of these two with the invoice, the cancellation,
 * the refund. Signed as every mail of the shop.
 */
/** The invoice a shipping mail carries: its number and the shop's calendar day it was issued (YYYY-MM-DD). */
export interface IssuedInvoice {
  number: string;
  day: string;
  /** A cancellation invoice (a refund's): the invoice it reverses. */
  cancels?: { number: string; day: string };
}

/** `invoiceDocument`: the invoice's PDF where the caller made it already (to keep it elsewhere too); made here otherwise. */
export function orderStatusMail(kind: StatusMail, order: CheckedOrder, orderNumber: string, seller: Seller | null, shipment?: Shipment, invoice?: IssuedInvoice, invoiceDocument?: MailAttachment): Mail {
  const lang = order.language;
  const texts = mailTexts[lang];
  const status = statusMailTexts[lang];
  const amount = formatMoney(order.totals.total, lang);
  const greeting = texts.greeting(`${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`);
  const summary = [`${texts.orderNumber}: ${orderNumber}`, `${texts.total}: ${amount}`, `${texts.payment}: ${paymentName(order, lang)}`];
  const klarna = order.payment.method === 'klarna';

  const mails: Record<StatusMail, () => { subject: string; sections: string[][] }> = {
    confirmed: () => ({
      subject: status.confirmedSubject(orderNumber),
      sections: [[greeting, '', status.confirmedIntro(orderNumber)], [`${texts.orderNumber}: ${orderNumber}`], [`${texts.items}:`, ...itemLines(order, lang)], totalLines(order, lang), ...addressSections(order, lang)],
    }),
    paid: () => ({
      subject: status.transferSubject(orderNumber),
      sections: [[greeting, '', order.payment.method === 'cash' ? status.cashReceived(amount, orderNumber) : status.transferReceived(amount, orderNumber), texts.shipsSoon], summary],
    }),
    shipped: () => ({
      subject: status.shippedSubject(orderNumber),
      sections: [
        [greeting, '', status.shippedIntro(orderNumber, shipment?.carrier ?? ''), ...(klarna ? [status.klarnaCollects(amount)] : [])],
        [`${status.carrier}: ${shipment?.carrier ?? ''}`, ...(shipment?.trackingNumber ? [`${status.trackingNumber}: ${shipment.trackingNumber}`] : [])],
        [`${texts.items}:`, ...itemLines(order, lang)],
        [...summary, ...(invoice ? [invoiceAttachedLine(lang, invoice.number)] : [])],
      ],
    }),
    collected: () => ({
      subject: status.collectedSubject(orderNumber),
      sections: [[greeting, '', status.collectedIntro(orderNumber)], [`${texts.items}:`, ...itemLines(order, lang)], [...summary, ...(invoice ? [invoiceAttachedLine(lang, invoice.number)] : [])]],
    }),
    cancelled: () => ({
      subject: status.cancelledSubject(orderNumber),
      sections: [[greeting, '', status.cancelledIntro(orderNumber), ...(klarna ? [status.klarnaReleased] : []), status.questions], summary],
    }),
    refunded: () => ({
      subject: status.refundedSubject(orderNumber),
      sections: [[greeting, '', status.refundedIntro(amount, orderNumber), status.refundedHow[order.payment.method] ?? '', status.questions], [...summary, ...(invoice?.cancels ? [cancellationAttachedLine(lang, invoice.number, invoice.cancels.number)] : [])]],
    }),
  };
  const { subject, sections } = mails[kind]();
  const attachments = (kind === 'shipped' || kind === 'collected' || (kind === 'refunded' && invoice?.cancels)) && invoice ? [invoiceDocument ?? invoicePdf(order, orderNumber, invoice, seller)] : [];
  return { to: order.customerEmail, subject, text: mailBody([...sections, signature(lang, seller)]), ...(attachments.length > 0 ? { attachments } : {}) };
}
