import { useEffect, useRef } from 'react';
import { groupIban } from '../core/checkout/iban.ts';
import type { Language } from '../core/languages.ts';
import { formatMoney } from '../core/money.ts';
import { t } from '../i18n/index.ts';
import type { PlacedOrderSummary } from './last-order.ts';

/**
 * After the order: its number and amount, and for payment in advance the bank details with the
 * order number as the transfer reference, so the payment finds its order.
 */
export function OrderThanks({ order, lang, shopRoot, children }: { order: PlacedOrderSummary; lang: Language; shopRoot: string; children?: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const bank = order.paymentMethod === 'prepayment' ? order.bankDetails : null;
  return (
    <div className="checkout checkout--thanks">
      <h1 tabIndex={-1} ref={heading} data-shop-heading>
        {t('checkout.thanks.title')}
      </h1>
      <p className="checkout__order-number">{t('checkout.thanks.number', { number: order.orderNumber })}</p>
      <p>{t('checkout.thanks.amount', { amount: formatMoney(order.total, lang) })}</p>
      {children}
      {bank ? (
        <section className="checkout__bank" aria-labelledby="checkout-bank-heading">
          <h2 id="checkout-bank-heading">{t('checkout.thanks.bankTitle')}</h2>
          <dl>
            <div>
              <dt>{t('checkout.thanks.accountHolder')}</dt>
              <dd>{bank.account_holder}</dd>
            </div>
            <div>
              <dt>{t('checkout.thanks.iban')}</dt>
              <dd>{groupIban(bank.iban)}</dd>
            </div>
            <div>
              <dt>{t('checkout.thanks.bic')}</dt>
              <dd>{bank.bic}</dd>
            </div>
            <div>
              <dt>{t('checkout.thanks.bank')}</dt>
              <dd>{bank.bank_name}</dd>
            </div>
            <div>
              <dt>{t('checkout.thanks.amountLabel')}</dt>
              <dd>{formatMoney(order.total, lang)}</dd>
            </div>
            <div>
              <dt>{t('checkout.thanks.reference')}</dt>
              <dd className="checkout__reference">{order.orderNumber}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <p>{t('checkout.thanks.mail', { email: order.email })}</p>
      <p>
        <a href={shopRoot}>{t('checkout.thanks.continue')}</a>
      </p>
    </div>
  );
}
