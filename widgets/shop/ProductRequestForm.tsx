import type { ItemId } from '../core/catalog/taxonomy.ts';
import { requestLimits, validateProductRequest, type ProductRequestInput } from '../core/shop/request-rules.ts';
import type { OrderService } from '../content/order-service.ts';
import { pageLanguage, t } from '../i18n/index.ts';
import { FormTextField } from '../ui/FormTextField.tsx';
import { ProductFormFrame } from './ProductFormFrame.tsx';
import { useProductForm } from './use-product-form.ts';

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
  const form = useProductForm({ empty: emptyInput, fieldOrder, validate: validateProductRequest, limits: requestLimits });
  const onSubmit = form.onSubmit((values) =>
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

  const productName = variant ? t('productRequest.productWithVariant', { product: product.displayName, variant: variant.displayName }) : product.displayName;
  return (
    <ProductFormFrame
      id={form.id}
      texts="productRequest"
      className="product-request-form"
      intro={t('productRequest.intro', { product: productName })}
      state={form.submission.state}
      success={form.success}
      onSubmit={onSubmit}
    >
      <FormTextField {...form.textField('name')} label={t('productRequest.name')} required autoComplete="name" />
      <FormTextField {...form.textField('email')} label={t('productRequest.email')} required type="email" autoComplete="email" />
      <FormTextField {...form.textField('phone')} label={t('productRequest.phone')} type="tel" autoComplete="tel" />
      <FormTextField {...form.textField('message')} label={t('productRequest.message')} required multiline />
    </ProductFormFrame>
  );
}
