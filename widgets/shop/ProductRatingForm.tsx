import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ItemId } from '../core/catalog/taxonomy.ts';
import { ratingLimits, validateProductRating, type ProductRatingInput } from '../core/shop/request-rules.ts';
import type { OrderService } from '../content/order-service.ts';
import { pageLanguage, t } from '../i18n/index.ts';
import { FormTextField } from './FormTextField.tsx';
import { StarChoice } from './StarChoice.tsx';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';
import { useSubmission } from './use-submission.ts';

export interface ProductRatingFormProps {
  product: { id: ItemId; displayName: string; slug: string };
  /** Accepted for symmetry with the request form; a rating is for the product as a whole. */
  variant?: { id: ItemId; displayName: string } | null;
  orderService: OrderService;
}

const fieldOrder = ['rating', 'name', 'comment'] as const;
const emptyInput: ProductRatingInput = { rating: null, name: '', comment: '' };

/**
 * A product rating (spec §7 POST /ecom/rating): 1–5 stars, an optional name and comment. The shop
 * shows it only when the settings allow ratings. A failed send keeps every input and says so
 * (§8 'Could not post rating', translated).
 */
export function ProductRatingForm({ product, orderService }: ProductRatingFormProps) {
  const id = useId();
  const [values, setValues] = useState<ProductRatingInput>(emptyInput);
  const [showErrors, setShowErrors] = useState(false);
  const submission = useSubmission();
  const errors = showErrors ? validateProductRating(values) : {};
  const focus = useFocusFirstInvalid(fieldOrder, errors);
  const success = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The form goes away on success; the focus goes to the message that replaced it.
    if (submission.state === 'sent') success.current?.focus();
  }, [submission.state]);

  const textField = (name: 'name' | 'comment') => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name] ? t(errors[name], { max: ratingLimits[name] }) : undefined,
    inputRef: focus.register(name),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isBusy()) return;
    setShowErrors(true);
    if (Object.keys(validateProductRating(values)).length > 0 || values.rating === null) {
      focus.focusAfterRender();
      return;
    }
    const rating = values.rating;
    void submission.send(() =>
      orderService.postRating({
        productId: product.id,
        rating,
        name: values.name.trim(),
        comment: values.comment.trim(),
        language: pageLanguage(),
      }),
    );
  }

  const sending = submission.state === 'sending';
  return (
    <section className="product-form product-rating-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('productRating.title')}</h2>
      <p className="product-form__status" role="status" tabIndex={-1} ref={success}>
        {submission.state === 'sent' ? t('productRating.success') : ''}
      </p>
      {submission.state === 'sent' ? null : (
        <form className="product-form__form" noValidate onSubmit={onSubmit}>
          <p className="product-form__intro">{t('productRating.intro', { product: product.displayName })}</p>
          <p className="product-form__note">{t('productRating.requiredNote')}</p>
          <StarChoice
            id={`${id}-rating`}
            name={`${id}-rating`}
            legend={t('productRating.rating')}
            value={values.rating}
            onChange={(rating) => setValues((current) => ({ ...current, rating }))}
            error={errors.rating ? t(errors.rating) : undefined}
            inputRef={focus.register('rating')}
          />
          <FormTextField {...textField('name')} label={t('productRating.name')} autoComplete="name" />
          <FormTextField {...textField('comment')} label={t('productRating.comment')} multiline />
          {submission.state === 'failed' ? (
            <p className="product-form__alert" role="alert">
              {t('productRating.sendFailed')}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('productRating.sending') : t('productRating.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
