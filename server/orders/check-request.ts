import type { ItemId } from '../../widgets/core/catalog/taxonomy.ts';
import type { ProductRequest } from '../../widgets/content/order-service-wire.ts';
import type { Language } from '../../widgets/core/languages.ts';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { OrderCatalog } from './order-catalog.ts';

/**
 * A product request ("Verfügbarkeit anfragen") as the shop is told of it: the product and variant
 * named as the catalog names them (the browser's names only where the catalog no longer has the
 * product), and how to reach the shopper. Read from a body the service has already accepted.
 */
export type ReceivedRequest = Omit<ProductRequest, 'variantId'> & {
  /** What the product calls its variant choice ("Ringgröße"); null where it names none. */
  variantLabel: string | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function receivedRequest(body: UnknownRecord, catalog: OrderCatalog | null): ReceivedRequest {
  const productId = body.product_id as ItemId;
  const product = catalog?.products.get(String(productId));
  const variantId = body.variant_id;
  const variant = product && variantId !== null && variantId !== undefined ? product.variants.find((candidate) => String(candidate.id) === String(variantId)) : undefined;
  const variantName = variant?.displayName ?? (text(body.variant_name) || null);
  return {
    productId,
    productName: product?.displayName ?? text(body.product_name),
    variantLabel: variantName ? (product?.variantLabel ?? null) : null,
    variantName,
    name: text(body.name),
    email: text(body.email),
    phone: text(body.phone),
    message: text(body.message),
    language: body.language as Language,
  };
}
