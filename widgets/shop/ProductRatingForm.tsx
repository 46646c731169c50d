import type { ItemId } from '../core/catalog/taxonomy.ts';
import { ratingLimits, validateProductRating, type ProductRatingInput } from '../core/shop/request-rules.ts';
import type { OrderService } from '../content/order-service.ts';
import { pageLanguage, t } from '../i18n/index.ts';
import { FormTextField } from '../ui/FormTextField.tsx';
import { ProductFormFrame } from './ProductFormFrame.tsx';
import { StarChoice } from './StarChoice.tsx';
import { useProductForm } from './use-product-form.ts';

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
  const form = useProductForm({ empty: emptyInput, fieldOrder, validate: validateProductRating, limits: ratingLimits });
  const onSubmit = form.onSubmit((values) =>
    orderService.postRating({
      productId: product.id,
      // validateProductRating let it through, so a star was chosen.
      rating: values.rating!,
      name: values.name.trim(),
      comment: values.comment.trim(),
      language: pageLanguage(),
    }),
  );

  return (
    <ProductFormFrame
      id={form.id}
      texts="productRating"
      className="product-rating-form"
      intro={t('productRating.intro', { product: product.displayName })}
      state={form.submission.state}
      success={form.success}
      onSubmit={onSubmit}
    >
      <StarChoice
        id={`${form.id}-rating`}
        name={`${form.id}-rating`}
        legend={t('productRating.rating')}
        value={form.values.rating}
        onChange={(rating) => form.setValue('rating', rating)}
        error={form.errorText('rating')}
        inputRef={form.register('rating')}
      />
      <FormTextField {...form.textField('name')} label={t('productRating.name')} autoComplete="name" />
      <FormTextField {...form.textField('comment')} label={t('productRating.comment')} multiline />
    </ProductFormFrame>
  );
}
