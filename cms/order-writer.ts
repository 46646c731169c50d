import type { UnknownRecord } from '../widgets/core/shapes.ts';
import { invoicesFolderName } from '../server/orders/directus-documents.ts';
import type { Rest } from './rest.ts';
import { collections } from './schema/model.ts';
import { ensureTokenUser } from './token-user.ts';

/** A folder at the file library's root, made when missing. */
async function ensureFolder(rest: Rest, name: string): Promise<void> {
  const [found] = await rest.get<UnknownRecord[]>('folders', { 'filter[name][_eq]': name, 'filter[parent][_null]': 'true', limit: 1 });
  if (!found) await rest.send('POST', 'folders', { name });
}

const writerEmail = 'order-service@example.com';

/**
 * The order service's token (ORDER_STORE=directus, DIRECTUS_TOKEN): it creates orders with their
 * lines, product requests, withdrawals and (draft) ratings, and reads them back at its start; of
 * an order it may change only how it stands with its payment, as the provider confirmed it, and
 * its invoices, which it uploads as files. It can delete nothing and read none of the rest of the
 * content, nor any file it did not upload.
 */
export async function ensureOrderWriter(rest: Rest, token: string, log: (line: string) => void): Promise<void> {
  await ensureFolder(rest, invoicesFolderName);
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
      { collection: 'shop_order', action: 'update' as const, permissions: {}, fields: ['payment_state', 'payment_reference', 'invoice', 'invoice_number', 'cancellation_invoice', 'cancellation_number'] },
      // The invoices it issues, as PDF files in the folder "Rechnungen": it reads back only what it uploaded.
      { collection: 'directus_files', action: 'create' as const, permissions: {} },
      { collection: 'directus_files', action: 'read' as const, permissions: { uploaded_by: { _eq: '$CURRENT_USER' } }, fields: ['id'] },
      { collection: 'directus_folders', action: 'read' as const, permissions: { name: { _eq: invoicesFolderName } }, fields: ['id', 'name', 'parent'] },
      // How each publish went (PUBLISH_HOOK_SECRET): what the editors read.
      { collection: 'site_publish', action: 'create' as const, permissions: {} },
      { collection: 'site_publish', action: 'read' as const, permissions: {} },
      { collection: 'site_publish', action: 'update' as const, permissions: {}, fields: ['status', 'message', 'started_at', 'finished_at'] },
    ],
  });
  log(`Order service ${writerEmail}: creates in ${written.length} collections, ${changed} change(s).`);
}
