import { formatMoney } from '../../widgets/core/money.ts';
import type { Seller } from '../../widgets/core/legal/seller.ts';
import type { Mail } from '../mailer.ts';
import type { CheckedOrder } from './check-order.ts';
import { mailBody, paymentName, signature } from './mail-parts.ts';
import { mailTexts } from './mail-texts.ts';

/**
 * The shopper's mail once a provider confirmed the payment of an order: paid (PayPal) or accepted
 * and collected on shipment (Klarna), in the order's language, signed as every mail of the shop.
 */
export function paymentConfirmationMail(order: CheckedOrder, orderNumber: string, seller: Seller | null, state: 'paid' | 'authorized' = 'paid'): Mail {
  const lang = order.language;
  const texts = mailTexts[lang];
  const amount = formatMoney(order.totals.total, lang);
  const provider = paymentName(order, lang);
  const sections = [
    [
      texts.greeting(`${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`),
      '',
      state === 'paid' ? texts.paymentReceived(amount, orderNumber, provider) : texts.paymentAuthorized(amount, orderNumber, provider),
      texts.shipsSoon,
    ],
    [`${texts.orderNumber}: ${orderNumber}`, `${texts.total}: ${amount}`, `${texts.payment}: ${provider}`],
    signature(lang, seller),
  ];
  return { to: order.customerEmail, subject: texts.paymentSubject(orderNumber), text: mailBody(sections) };
}
