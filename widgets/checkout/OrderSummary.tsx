import { characteristicsText, lineUnitPrice, type CartLine } from '../core/cart.ts';
import type { CartNotice } from '../core/cart-reconcile.ts';
import { cartNoticeText } from '../shop/cart-notice-text.ts';
import { BatteryNotice } from '../shop/BatteryNotice.tsx';
import { LineUnitPrice } from '../shop/LineUnitPrice.tsx';
import type { CheckoutChoices } from '../core/checkout/checkout-choices.ts';
import { lineTotal } from '../core/checkout/order-totals.ts';
import type { Language } from '../core/languages.ts';
import { shippingMethodName } from '../core/public-shop-settings.ts';
import { formatMoney } from '../core/money.ts';
import { linkFor } from '../core/routes.ts';
import { t } from '../i18n/index.ts';
import { LineChoices } from '../shop/LineChoices.tsx';

/**
 * The essential characteristics of a line's product (§ 312j Abs. 2 BGB: directly above the order
 * button, not only on the product page): "Material: Edelstahl · Gehäusedurchmesser: 42 mm …".
 */
function LineCharacteristics({ line }: { line: CartLine }) {
  if (!line.characteristics?.length) return null;
  return (
    <p className="checkout__line-characteristics">
      <span className="visually-hidden">{t('checkout.characteristics')}: </span>
      {characteristicsText(line.characteristics)}
    </p>
  );
}

interface OrderSummaryProps {
  lang: Language;
  lines: readonly CartLine[];
  choices: CheckoutChoices;
  countryLabel: string;
  /** Where the battery notes are read (BattDG); empty where the content holds none. */
  batteryInfoPath: string;
  /** What the checks of the cart changed (a price, a count lowered to the stock), shown under their lines. */
  notices: readonly CartNotice[];
}

/**
 * What the order button orders (§ 312j BGB: directly above it): every line with its essential
 * characteristics and delivery time, shipping, wrapping, the VAT contained, the total, and the
 * terms that apply.
 */
export function OrderSummary({ lang, lines, choices, countryLabel, batteryInfoPath, notices }: OrderSummaryProps) {
  const money = (amount: string) => formatMoney(amount, lang);
  const { totals } = choices;
  return (
    <section className="checkout__summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">{t('checkout.summary')}</h2>
      <ul className="checkout__lines">
        {lines.map((line) => (
          <li key={line.cartId} className="checkout__line">
            <div className="checkout__line-name">
              {t('checkout.lineCount', { count: line.count })} {line.product.display_name}
              <LineCharacteristics line={line} />
              {lineUnitPrice(line) ? (
                <p className="checkout__line-unit-price">
                  {t('cartPage.unitPrice')}: {money(line.priceBrutto)}
                  <LineUnitPrice line={line} lang={lang} />
                </p>
              ) : null}
              <LineChoices line={line} className="checkout__line-choices" noteClassName="checkout__line-no-withdrawal" />
              {notices
                .filter((notice) => notice.cartId === line.cartId)
                .map((notice, index) => (
                  <p key={index} className="checkout__line-notice">
                    {cartNoticeText(notice, lang)}
                  </p>
                ))}
            </div>
            <span className="checkout__amount">{money(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      {lines.some((line) => line.containsBatteries) ? <BatteryNotice className="checkout__battery-notice" batteryInfoPath={batteryInfoPath} /> : null}
      <dl className="checkout__totals">
        <div>
          <dt>{t('checkout.subtotal')}</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{choices.shippingMethod ? t('checkout.shippingCost', { method: shippingMethodName(choices.shippingMethod, lang) }) : t('checkout.shippingEstimate', { country: countryLabel })}</dt>
          <dd>{money(totals.shipping)}</dd>
        </div>
        {choices.presentWrap ? (
          <div>
            <dt>{t('checkout.wrapping')}</dt>
            <dd>{Number(totals.wrapping) === 0 ? t('checkout.free') : money(totals.wrapping)}</dd>
          </div>
        ) : null}
        <div className="checkout__total">
          <dt>{t('checkout.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
        <div className="checkout__vat">
          <dt>{t('checkout.vat', { percent: totals.taxPercent })}</dt>
          <dd>{money(totals.vatContained)}</dd>
        </div>
      </dl>
      <p className="checkout__legal">
        {t('checkout.legal')} <a href={linkFor('terms', lang)}>{t('checkout.terms')}</a> · <a href={linkFor('withdrawal', lang)}>{t('checkout.withdrawal')}</a> ·{' '}
        <a href={linkFor('privacy', lang)}>{t('checkout.privacy')}</a>
      </p>
    </section>
  );
}
