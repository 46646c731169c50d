import { Fragment, useEffect, useRef } from 'react';
import type { Address } from '../core/checkout-draft.ts';
import { groupIban } from '../core/checkout/iban.ts';
import type { PlacedDelivery } from '../core/checkout/placed-order.ts';
import { countryName } from '../core/country-name.ts';
import type { Language } from '../core/languages.ts';
import { formatMoney } from '../core/money.ts';
import { t } from '../i18n/index.ts';
import type { PlacedOrderSummary } from './last-order.ts';

/** Postal lines one under the other, as on an envelope. */
function PostalLines({ lines }: { lines: readonly string[] }) {
  return (
    <address className="checkout__address">
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}

const addressLines = (address: Address, lang: Language) => [
  `${address.firstName} ${address.lastName}`,
  ...(address.company ? [address.company] : []),
  `${address.street} ${address.number}`,
  `${address.zipCode} ${address.city}`,
  countryName(address.country, lang, address.country),
];

/**
 * Where the order goes: the delivery address, its country by name; or for a pickup where to
 * collect it, that the shop calls when it is ready and, paid in cash, that it is paid there.
 */
function Delivery({ delivery, order, lang }: { delivery: PlacedDelivery; order: PlacedOrderSummary; lang: Language }) {
  if (delivery.kind === 'address') {
    return (
      <section className="checkout__delivery" aria-labelledby="checkout-delivery-heading">
        <h2 id="checkout-delivery-heading">{t('checkout.shippingAddress')}</h2>
        <PostalLines lines={addressLines(delivery.address, lang)} />
      </section>
    );
  }
  return (
    <section className="checkout__delivery checkout__delivery--pickup" aria-labelledby="checkout-pickup-heading">
      <h2 id="checkout-pickup-heading">{t('checkout.pickup.title')}</h2>
      {delivery.place ? <PostalLines lines={[delivery.place.name, ...delivery.place.addressLines]} /> : null}
      <p>{t('checkout.pickup.collect')}</p>
      <p>{t('checkout.pickup.ready')}</p>
      {order.paymentMethod === 'cash' ? <p>{t('checkout.pickup.payCash', { amount: formatMoney(order.total, lang) })}</p> : null}
    </section>
  );
}

/**
 * After the order: its number and amount, for payment in advance the bank details with the
 * order number as the transfer reference (so the payment finds its order), and where the order
 * goes or where to collect it.
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
      {order.delivery ? <Delivery delivery={order.delivery} order={order} lang={lang} /> : null}
      <p>{t('checkout.thanks.mail', { email: order.email })}</p>
      <p>
        <a href={shopRoot}>{t('checkout.thanks.continue')}</a>
      </p>
    </div>
  );
}
