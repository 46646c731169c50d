import { createHash } from 'node:crypto';
import type { DocumentStore, OrderDocument } from './order-document.ts';

/**
 * Keeps an order's invoices in Directus (ORDER_STORE=directus), where the owner runs the order:
 * the PDF as a file in the folder "Rechnungen" (made by `npm run cms`; not readable by the public
 * role), linked from the order's item (`invoice` and `invoice_number`, or `cancellation_invoice`
 * and `cancellation_number` for a refund's). The file's id is derived from the order and the
 * invoice number, so a retry after a lost answer finds the file it uploaded instead of making a
 * second one.
 */

export const invoicesFolderName = 'Rechnungen';

const requestTimeoutMs = 15_000;

/** A name-based UUID (RFC 9562 version 8 layout) from the order and the invoice number: the same document, the same file id. */
export function documentFileId(document: Pick<OrderDocument, 'orderUuid' | 'number'>): string {
  const hex = createHash('sha256').update(`${document.orderUuid}:${document.number}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const fieldsOf = (role: OrderDocument['role']) =>
  role === 'invoice' ? { file: 'invoice', number: 'invoice_number' } : { file: 'cancellation_invoice', number: 'cancellation_number' };

export function directusDocumentStore(url: string, token: string, fetchImpl: typeof fetch = fetch): DocumentStore {
  const base = url.endsWith('/') ? url : `${url}/`;
  const authorization = { Authorization: `Bearer ${token}` };
  const call = async (method: string, route: string, init: { body?: BodyInit; json?: unknown } = {}) => {
    const target = new URL(route, base);
    const response = await fetchImpl(target, {
      method,
      headers: init.json !== undefined ? { ...authorization, 'Content-Type': 'application/json' } : authorization,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    return response;
  };
  const failed = async (what: string, response: Response) => new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);

  /** The folder's id, or null when there is none (the file then goes to the library's root). */
  async function folderId(): Promise<string | null> {
    const response = await call('GET', `folders?filter[name][_eq]=${encodeURIComponent(invoicesFolderName)}&filter[parent][_null]=true&fields=id&limit=1`);
    if (!response.ok) throw await failed('GET /folders', response);
    const body = (await response.json()) as { data?: Array<{ id?: unknown }> };
    return typeof body.data?.[0]?.id === 'string' ? body.data[0].id : null;
  }

  async function upload(document: OrderDocument, id: string): Promise<void> {
    const known = await call('GET', `files/${id}?fields=id`);
    if (known.ok) return;
    if (known.status !== 403 && known.status !== 404) throw await failed(`GET /files/${id}`, known);
    const form = new FormData();
    form.append('id', id);
    form.append('title', document.pdf.filename.replace(/\.pdf$/i, '').replace(/-/g, ' '));
    form.append('description', `Bestellung ${document.orderNumber}`);
    const folder = await folderId();
    if (folder) form.append('folder', folder);
    // The file comes last: Directus reads the fields before it.
    form.append('file', new Blob([Buffer.from(document.pdf.content, 'base64')], { type: document.pdf.contentType }), document.pdf.filename);
    const created = await call('POST', 'files', { body: form });
    if (!created.ok) throw await failed('POST /files', created);
  }

  return async (document) => {
    const id = documentFileId(document);
    await upload(document, id);
    const fields = fieldsOf(document.role);
    const linked = await call('PATCH', 'items/shop_order', {
      json: { query: { filter: { order_uuid: { _eq: document.orderUuid } } }, data: { [fields.file]: id, [fields.number]: document.number } },
    });
    if (!linked.ok) throw await failed('PATCH /items/shop_order', linked);
  };
}
