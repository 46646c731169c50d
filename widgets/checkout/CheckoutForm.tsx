import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addressFieldOrder, emptyAddress, maxCommentLength, validateAddress, validateComment, validateCustomerEmail, type AddressErrors, type AddressField } from '../core/checkout/address-rules.ts';
import { checkoutChoices } from '../core/checkout/checkout-choices.ts';
import type { Address } from '../core/checkout-draft.ts';
import { defaultCountry } from '../core/checkout/shipping-choice.ts';
import { shopPaths } from '../core/shop/shop-paths.ts';
import { t } from '../i18n/index.ts';
import { FormTextField } from '../ui/FormTextField.tsx';
import { useShop } from '../shop/shop-context.ts';
import { useFocusFirstInvalid } from '../ui/use-focus-first-invalid.ts';
import { cart, cartReview, takeShortages } from '../store/cart.ts';
import { checkoutDraft, updateCheckoutDraft } from '../store/checkout.ts';
import { AddressFields } from './AddressFields.tsx';
import { countryName } from '../core/country-name.ts';
import type { PlacedOrderSummary } from './last-order.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { KlarnaPayment, klarnaNotReady, type KlarnaHandle } from './payments/index.ts';
import { orderFingerprint, orderPayload, placeOrder } from './place-order.ts';
import { orderServiceErrors } from '../content/order-service.ts';
import { orderUuidFor } from '../store/order-attempt.ts';
import { ShippingAndPayment } from './ShippingAndPayment.tsx';

/** The service's error values in the shopper's words; Klarna's own refusals arrive translated. */
function failureText(error: string): string {
  if (error === orderServiceErrors.order) return t('checkout.errors.order');
  if (error === orderServiceErrors.orderChanged) return t('checkout.errors.changed');
  if (error === orderServiceErrors.klarnaOrder) return t('checkout.errors.klarnaOrder');
  return error;
}

type Field = 'customerEmail' | `shipping.${AddressField}` | `invoice.${AddressField}` | 'shippingMethod' | 'paymentMethod' | 'comment';

const fieldOrder: readonly Field[] = [
  'customerEmail',
  ...addressFieldOrder.map((field) => `shipping.${field}` as const),
  ...addressFieldOrder.map((field) => `invoice.${field}` as const),
  'shippingMethod',
  'paymentMethod',
  'comment',
];

/**
 * The checkout on one page: contact, delivery and billing address, shipping and payment, then the
 * order summary right above "zahlungspflichtig bestellen". Every entry goes into the stored draft
 * as it is typed, so a reload, a second tab or a failed order loses nothing. Messages show for a
 * field once the shopper has left it, and for all fields after a press on the order button.
 */
export function CheckoutForm({ onPlaced }: { onPlaced(order: PlacedOrderSummary): void }) {
  useSignals();
  const { lang, settings, orderService, root, payments, batteryInfoPath } = useShop();
  const draft = checkoutDraft.value;
  const currentCart = cart.value;
  const countries = settings.shipping_countries;
  const allowed = countries.map((country) => country.country_code);
  const fallbackCountry = defaultCountry(settings)?.country_code ?? '';
  const shippingAddress: Address = draft.shippingAddress ?? emptyAddress(fallbackCountry);
  const invoiceSame = draft.invoiceAddress === null;
  const invoiceAddress: Address = draft.invoiceAddress ?? emptyAddress(shippingAddress.country);
  const choices = checkoutChoices(currentCart, { ...draft, shippingAddress }, settings);

  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [state, setState] = useState<'idle' | 'placing' | 'failed' | 'invalid'>('idle');
  const [failureMessage, setFailureMessage] = useState('');
  const placing = useRef(false);
  const klarna = useRef<KlarnaHandle | null>(null);
  const paysWithKlarna = choices.paymentMethod?.method === 'klarna';
  const fingerprint = orderFingerprint(currentCart, choices);
  // Klarna's session belongs to the order's uuid: made (or kept) once Klarna is chosen, never during a render.
  const [klarnaUuid, setKlarnaUuid] = useState<string | null>(null);
  useEffect(() => {
    setKlarnaUuid(paysWithKlarna ? orderUuidFor(fingerprint) : null);
  }, [paysWithKlarna, fingerprint]);

  const emailError = validateCustomerEmail(draft.customerEmail);
  const shippingErrors = validateAddress(shippingAddress, allowed);
  const invoiceErrors: AddressErrors = invoiceSame ? {} : validateAddress(invoiceAddress, allowed);
  const commentError = validateComment(draft.comment);
  const formatCount = (count: number) => new Intl.NumberFormat(lang).format(count);
  const allErrors: Partial<Record<Field, string>> = {
    ...(emailError ? { customerEmail: t(`checkout.errors.${emailError}`) } : {}),
    ...Object.fromEntries(Object.entries(shippingErrors).map(([field, key]) => [`shipping.${field}`, t(`checkout.errors.${key}`)])),
    ...Object.fromEntries(Object.entries(invoiceErrors).map(([field, key]) => [`invoice.${field}`, t(`checkout.errors.${key}`)])),
    ...(choices.shippingMethod ? {} : { shippingMethod: t('checkout.errors.shippingMethod') }),
    ...(choices.shippingMethod && !choices.paymentMethod ? { paymentMethod: t('checkout.errors.paymentMethod') } : {}),
    ...(commentError ? { comment: t(`checkout.errors.${commentError}`, { max: formatCount(maxCommentLength), length: formatCount(draft.comment.length) }) } : {}),
  };
  const shown = (field: Field) => (showAll || touched.has(field) ? allErrors[field] : undefined);
  const shownAddressErrors = (prefix: 'shipping' | 'invoice', errors: AddressErrors): AddressErrors =>
    Object.fromEntries(Object.entries(errors).filter(([field]) => showAll || touched.has(`${prefix}.${field}` as Field)));
  const focus = useFocusFirstInvalid(fieldOrder, allErrors);
  const touch = (field: Field) => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));

  const setShippingAddress = (address: Address) => {
    const countryChanged = address.country !== shippingAddress.country;
    // Another country may not be served by the chosen method; the choice then starts over.
    updateCheckoutDraft(countryChanged ? { shippingAddress: address, shippingMethod: null, paymentMethod: null, shippingCost: 0 } : { shippingAddress: address });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (placing.current) return;
    setShowAll(true);
    if (Object.keys(allErrors).length > 0) {
      setState('invalid');
      focus.focusAfterRender();
      return;
    }
    placing.current = true;
    setState('placing');
    // Klarna: the shopper's authorization comes before the order, so a refusal places nothing.
    const customer = { email: draft.customerEmail, shippingAddress, invoiceAddress: draft.invoiceAddress };
    const authorization = paysWithKlarna ? await (klarna.current?.authorize(customer) ?? Promise.resolve(klarnaNotReady())) : null;
    if (authorization && !authorization.ok) {
      placing.current = false;
      setFailureMessage(authorization.error);
      setState('failed');
      return;
    }
    const placed = await placeOrder({
      service: orderService,
      cart: currentCart,
      draft: { ...draft, shippingAddress },
      choices,
      settings,
      lang,
      completePayment: authorization?.ok ? ({ orderUuid }) => orderService.postKlarnaOrder({ authorizationToken: authorization.value, orderUuid }) : undefined,
    });
    placing.current = false;
    if (placed.ok) {
      onPlaced(placed.value);
      return;
    }
    // Sold since the page was built: the lines are lowered to what is left or flagged, and the
    // shopper reads which ones; a flagged line takes the form's place with the way to the cart.
    const shortages = placed.shortages ?? [];
    if (shortages.length > 0) takeShortages(shortages);
    setFailureMessage(shortages.length > 0 ? t('checkout.errors.stockChanged') : failureText(placed.error));
    setState('failed');
  }


  // "Bitte prüfen Sie die markierten Angaben." stands only while something is still marked.
  const stillInvalid = state === 'invalid' && Object.keys(allErrors).length > 0;
  const countryLabel = countryName(choices.countryCode, lang, countries.find((country) => country.country_code === choices.countryCode)?.display_name ?? choices.countryCode);
  const localCountries = countries.map((country) => ({ ...country, display_name: countryName(country.country_code, lang, country.display_name) }));

  return (
    <form className="checkout__form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={stillInvalid || state === 'failed' ? 'checkout-status' : undefined}>
      <section className="checkout__section" aria-labelledby="checkout-contact-heading">
        <h2 id="checkout-contact-heading">{t('checkout.contact')}</h2>
        <div onBlur={() => touch('customerEmail')}>
          <FormTextField
            id="checkout-email"
            name="email"
            type="email"
            label={t('checkout.email')}
            value={draft.customerEmail}
            required
            autoComplete="email"
            error={shown('customerEmail')}
            inputRef={focus.register('customerEmail')}
            onChange={(customerEmail) => updateCheckoutDraft({ customerEmail })}
          />
        </div>
      </section>
      <section className="checkout__section" aria-labelledby="checkout-shipping-heading">
        <h2 id="checkout-shipping-heading">{t('checkout.shippingAddress')}</h2>
        <AddressFields
          prefix="shipping"
          address={shippingAddress}
          countries={localCountries}
          errors={shownAddressErrors('shipping', shippingErrors)}
          onChange={setShippingAddress}
          onBlur={(field) => touch(`shipping.${field}`)}
          register={(field) => focus.register(`shipping.${field}`)}
        />
        <label className="checkout__check">
          <input type="checkbox" checked={invoiceSame} onChange={(event) => updateCheckoutDraft({ invoiceAddress: event.currentTarget.checked ? null : emptyAddress(shippingAddress.country) })} />
          {t('checkout.sameInvoice')}
        </label>
      </section>
      {invoiceSame ? null : (
        <section className="checkout__section" aria-labelledby="checkout-invoice-heading">
          <h2 id="checkout-invoice-heading">{t('checkout.invoiceAddress')}</h2>
          <AddressFields
            prefix="invoice"
            address={invoiceAddress}
            countries={localCountries}
            errors={shownAddressErrors('invoice', invoiceErrors)}
            onChange={(address) => updateCheckoutDraft({ invoiceAddress: address })}
            onBlur={(field) => touch(`invoice.${field}`)}
            register={(field) => focus.register(`invoice.${field}`)}
          />
        </section>
      )}
      <section className="checkout__section" aria-label={`${t('checkout.shipping')}, ${t('checkout.payment')}`}>
        <ShippingAndPayment
          lang={lang}
          choices={choices}
          errors={{ shippingMethod: shown('shippingMethod'), paymentMethod: shown('paymentMethod') }}
          register={(field) => focus.register(field)}
          onShippingMethod={(name) => {
            const method = choices.shippingMethods.find((candidate) => candidate.name === name);
            const keepsPayment = method?.payment_methods.some(({ id }) => String(id) === draft.paymentMethod);
            updateCheckoutDraft({ shippingMethod: name, shippingCost: Number(method?.price_brutto ?? 0), ...(keepsPayment ? {} : { paymentMethod: null }) });
          }}
          onPaymentMethod={(paymentMethod) => updateCheckoutDraft({ paymentMethod })}
        />
        {payments.sandbox && (choices.paymentMethod?.method === 'paypal' || paysWithKlarna) ? <p className="form-notice">{t('payments.sandbox')}</p> : null}
        {settings.present_wrapping ? (
          <label className="checkout__check">
            <input type="checkbox" checked={draft.presentWrap} onChange={(event) => updateCheckoutDraft({ presentWrap: event.currentTarget.checked })} />
            {t('checkout.presentWrap')}
          </label>
        ) : null}
        {/* Said as it is typed, not only after leaving the field: the shopper sees how much is too much while still writing. */}
        <FormTextField
          id="checkout-comment"
          name="comment"
          label={t('checkout.comment')}
          value={draft.comment}
          multiline
          error={allErrors.comment}
          inputRef={focus.register('comment')}
          onChange={(comment) => updateCheckoutDraft({ comment })}
        />
      </section>
      {paysWithKlarna && klarnaUuid ? (
        <KlarnaPayment
          scriptUrl={payments.klarnaScriptUrl}
          orderService={orderService}
          orderUuid={klarnaUuid}
          amount={choices.totals.total}
          sessionOrder={() => orderPayload(klarnaUuid, currentCart, { ...draft, shippingAddress }, choices, lang)}
          handle={klarna}
        />
      ) : null}
      <OrderSummary lang={lang} lines={currentCart.products} choices={choices} countryLabel={countryLabel} batteryInfoPath={batteryInfoPath} notices={cartReview.value.notices} />
      <div id="checkout-status" role="alert" className="checkout__status">
        {stillInvalid ? t('checkout.errors.summary') : state === 'failed' ? failureMessage : ''}
      </div>
      {/* Not disabled while placing: the button keeps the focus; the guard in submit sends once. */}
      <button type="submit" className="button checkout__order-button" aria-disabled={state === 'placing' || undefined}>
        {state === 'placing' ? t('checkout.placing') : t('checkout.orderButton')}
      </button>
      <p>
        <a href={shopPaths(root).cart}>{t('checkout.toCart')}</a>
      </p>
    </form>
  );
}
