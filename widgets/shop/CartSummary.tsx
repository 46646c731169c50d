import { useSignals } from '@preact/signals-react/runtime';
import type { Cart } from '../core/cart.ts';
import { cartBlockers, orderableLines } from '../core/cart-orderable.ts';
import { orderTotals } from '../core/checkout/order-totals.ts';
import { defaultCountry, estimatedCartShipping } from '../core/checkout/shipping-choice.ts';
import { countryName } from '../core/country-name.ts';
import { formatMoney } from '../core/money.ts';
import { shopPaths } from '../core/shop/shop-paths.ts';
import { t } from '../i18n/index.ts';
import { useShop } from './shop-context.ts';

/**
 * Subtotal, the cheapest shipping to the default country that carries it (until the checkout knows the address),
 * the total and the VAT it contains; then the way to the checkout, or why it is closed.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  useSignals();
  const { lang, root, settings, shippingInfoPath } = useShop();
  const lines = orderableLines(cart);
  const shipping = estimatedCartShipping(settings, lines);
  const country = defaultCountry(settings);
  const totals = orderTotals({ lines, shipping: shipping.price, wrapping: '0.00', taxPercent: settings.default_tax_percent });
  const blockers = cartBlockers(cart);
  const money = (amount: string) => formatMoney(amount, lang);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading">{t('cartPage.summary')}</h2>
      <dl className="cart-summary__sums">
        <div className="cart-summary__subtotal">
          <dt>{t('cartPage.subtotal')}</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{shipping.method && country ? t('cartPage.shippingFrom', { country: countryName(country.country_code, lang, country.display_name) }) : t('cartPage.shipping')}</dt>
          <dd>{money(totals.shipping)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t('cartPage.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
        <div className="cart-summary__vat">
          <dt>{t('cartPage.vat', { percent: totals.taxPercent })}</dt>
          <dd>{money(totals.vatContained)}</dd>
        </div>
      </dl>
      <p className="cart-summary__note">
        <a href={shippingInfoPath}>{t('cartPage.shippingInfo')}</a>
      </p>
      {blockers.length > 0 ? (
        <>
          <p className="cart-summary__blocked" id="cart-checkout-blocked">
            {t('cartPage.checkoutBlocked', { count: blockers.length })}
          </p>
          {/* A link cannot be disabled; this one says where it would lead and why it does not yet. */}
          <span className="button cart-summary__checkout" role="link" aria-disabled="true" tabIndex={0} aria-describedby="cart-checkout-blocked">
            {t('cartPage.checkout')}
          </span>
        </>
      ) : (
        <a className="button cart-summary__checkout" href={shopPaths(root).checkout}>
          {t('cartPage.checkout')}
        </a>
      )}
    </section>
  );
}
