import type { CheckoutChoices } from '../core/checkout/checkout-choices.ts';
import { shippingMethodName } from '../core/public-shop-settings.ts';
import { formatMoney } from '../core/money.ts';
import type { Language } from '../core/languages.ts';
import { t } from '../i18n/index.ts';

interface ShippingAndPaymentProps {
  lang: Language;
  choices: CheckoutChoices;
  errors: { shippingMethod?: string; paymentMethod?: string };
  onShippingMethod(name: string): void;
  onPaymentMethod(id: string): void;
  register(field: 'shippingMethod' | 'paymentMethod'): (element: { focus(): void } | null) => void;
}

function deliveryNote(method: CheckoutChoices['shippingMethods'][number], lang: Language): string {
  const delivery = method.shipping_provider === 'pickup' ? t('checkout.deliveryPickup') : t('checkout.delivery', { count: method.additional_days });
  return method.max_order_value === null ? delivery : `${delivery} · ${t('checkout.upToValue', { max: formatMoney(method.max_order_value, lang) })}`;
}

/**
 * The shipping methods for the chosen country that carry the order's value (with a note naming
 * those that would, but not at this value), then the payment methods the chosen one allows.
 */
export function ShippingAndPayment({ lang, choices, errors, onShippingMethod, onPaymentMethod, register }: ShippingAndPaymentProps) {
  const paymentLabel = (method: string) => {
    const key = `checkout.paymentMethods.${method}`;
    const label = t(key);
    return label === key ? method : label;
  };
  return (
    <>
      <fieldset className="checkout__choice" aria-describedby={errors.shippingMethod ? 'shipping-method-error' : undefined}>
        <legend>{t('checkout.shipping')}</legend>
        {choices.shippingMethods.length === 0 ? <p>{t('checkout.noShipping')}</p> : null}
        {choices.shippingMethods.map((method, index) => (
          <label key={method.name} className="checkout__option">
            <input
              type="radio"
              name="shipping-method"
              value={method.name}
              checked={choices.shippingMethod?.name === method.name}
              ref={index === 0 ? register('shippingMethod') : undefined}
              onChange={() => onShippingMethod(method.name)}
            />
            <span className="checkout__option-text">
              <span className="checkout__option-name">{shippingMethodName(method, lang)}</span>
              <span className="checkout__option-note">{deliveryNote(method, lang)}</span>
            </span>
            <span className="checkout__option-price">{Number(method.price_brutto) === 0 ? t('checkout.free') : formatMoney(method.price_brutto, lang)}</span>
          </label>
        ))}
        {choices.methodsOverValue.map((method) => (
          <p key={method.name} className="checkout__choice-note">
            {t('checkout.overMaxValue', { method: shippingMethodName(method, lang), max: formatMoney(method.max_order_value!, lang) })}
          </p>
        ))}
        {errors.shippingMethod ? (
          <p className="form-error" id="shipping-method-error">
            {errors.shippingMethod}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="checkout__choice" aria-describedby={errors.paymentMethod ? 'payment-method-error' : undefined}>
        <legend>{t('checkout.payment')}</legend>
        {choices.shippingMethod === null ? <p>{t('checkout.chooseShippingFirst')}</p> : null}
        {choices.paymentMethods.map((payment, index) => (
          <label key={String(payment.id)} className="checkout__option">
            <input
              type="radio"
              name="payment-method"
              value={String(payment.id)}
              checked={choices.paymentMethod !== null && String(choices.paymentMethod.id) === String(payment.id)}
              ref={index === 0 ? register('paymentMethod') : undefined}
              onChange={() => onPaymentMethod(String(payment.id))}
            />
            <span className="checkout__option-text">
              <span className="checkout__option-name">{paymentLabel(payment.method)}</span>
            </span>
          </label>
        ))}
        {errors.paymentMethod ? (
          <p className="form-error" id="payment-method-error">
            {errors.paymentMethod}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
