import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ItemId } from '../core/catalog/taxonomy.ts';
import { requestLimits, validateProductRequest, type ProductRequestInput } from '../core/shop/request-rules.ts';
import type { OrderService } from '../content/order-service.ts';
import { pageLanguage, t } from '../i18n/index.ts';
import { FormTextField } from './FormTextField.tsx';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';
import { useSubmission } from './use-submission.ts';

export interface ProductRequestFormProps {
  product: { id: ItemId; displayName: string; slug: string };
  /** The chosen variant, sent along so the shop knows which one is asked for. */
  variant?: { id: ItemId; displayName: string } | null;
  orderService: OrderService;
}

const fieldOrder = ['name', 'email', 'phone', 'message'] as const;
const emptyInput: ProductRequestInput = { name: '', email: '', phone: '', message: '' };

/**
 * "Request availability" (spec §2, §7 POST /ecom/request): name, e-mail, optional phone and a
 * message about one product. Messages appear next to the fields once the visitor tried to send;
 * a failed send keeps every input and says so (§8 'Could not post request', translated).
 */
export function ProductRequestForm({ product, variant = null, orderService }: ProductRequestFormProps) {
  const id = useId();
  const [values, setValues] = useState<ProductRequestInput>(emptyInput);
  const [showErrors, setShowErrors] = useState(false);
  const submission = useSubmission();
  const errors = showErrors ? validateProductRequest(values) : {};
  const focus = useFocusFirstInvalid(fieldOrder, errors);
  const success = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The form goes away on success; the focus goes to the message that replaced it.
    if (submission.state === 'sent') success.current?.focus();
  }, [submission.state]);

  const field = (name: keyof ProductRequestInput) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name] ? t(errors[name], { max: requestLimits[name] }) : undefined,
    inputRef: focus.register(name),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isBusy()) return;
    setShowErrors(true);
    if (Object.keys(validateProductRequest(values)).length > 0) {
      focus.focusAfterRender();
      return;
    }
    void submission.send(() =>
      orderService.postRequest({
        productId: product.id,
        productName: product.displayName,
        variantId: variant?.id ?? null,
        variantName: variant?.displayName ?? null,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        message: values.message.trim(),
        language: pageLanguage(),
      }),
    );
  }

  const productName = variant ? t('productRequest.productWithVariant', { product: product.displayName, variant: variant.displayName }) : product.displayName;
  const sending = submission.state === 'sending';
  return (
    <section className="product-form product-request-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('productRequest.title')}</h2>
      <p className="product-form__status" role="status" tabIndex={-1} ref={success}>
        {submission.state === 'sent' ? t('productRequest.success') : ''}
      </p>
      {submission.state === 'sent' ? null : (
        <form className="product-form__form" noValidate onSubmit={onSubmit}>
          <p className="product-form__intro">{t('productRequest.intro', { product: productName })}</p>
          <p className="product-form__note">{t('productRequest.requiredNote')}</p>
          <FormTextField {...field('name')} label={t('productRequest.name')} required autoComplete="name" />
          <FormTextField {...field('email')} label={t('productRequest.email')} required type="email" autoComplete="email" />
          <FormTextField {...field('phone')} label={t('productRequest.phone')} type="tel" autoComplete="tel" />
          <FormTextField {...field('message')} label={t('productRequest.message')} required multiline />
          {submission.state === 'failed' ? (
            <p className="product-form__alert" role="alert">
              {t('productRequest.sendFailed')}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('productRequest.sending') : t('productRequest.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
