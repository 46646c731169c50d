import type { Rest } from './rest.ts';
import { collections } from './schema/model.ts';
import { ensureTokenUser } from './token-user.ts';

const writerEmail = 'order-service@example.com';

/**
 * The order service's token (ORDER_STORE=directus, DIRECTUS_TOKEN): it creates orders with their
 * lines, product requests, withdrawals and (draft) ratings, and reads them back at its start; of
 * an order it may change only how it stands with its payment, as the provider confirmed it. It can
 * delete nothing and read none of the rest of the content.
 */
export async function ensureOrderWriter(rest: Rest, token: string, log: (line: string) => void): Promise<void> {
  const written = [...collections.filter((spec) => spec.submissions).map((spec) => spec.collection), 'ecommerce_product_rating'];
  const changed = await ensureTokenUser(rest, {
    policyName: 'Order service (create)',
    icon: 'shopping_cart',
    email: writerEmail,
    firstName: 'Order service',
    token,
    permissions: [
      ...written.flatMap((collection) => [
        { collection, action: 'create' as const, permissions: {} },
        // Read: an order's payment state is written onto the item found by its uuid; of the ratings, only what the service wrote.
        { collection, action: 'read' as const, permissions: collection === 'ecommerce_product_rating' ? { journal: { _nnull: true } } : {} },
      ]),
      { collection: 'shop_order', action: 'update' as const, permissions: {}, fields: ['payment_state', 'payment_reference'] },
    ],
  });
  log(`Order service ${writerEmail}: creates in ${written.length} collections, ${changed} change(s).`);
}
