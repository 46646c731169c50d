import { describe, expect, it } from 'vitest';
import { directusDocumentStore, documentFileId } from '../../server/orders/directus-documents.ts';
import type { OrderDocument } from '../../server/orders/order-document.ts';

/**
 * ORDER_STORE=directus: an invoice the service issues becomes a file in Directus' folder
 * "Rechnungen", linked from the order's item. (npm run test:directus does it against a real Directus.)
 */

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
  json?: unknown;
  form?: FormData;
}

const pdfBytes = Buffer.from('%PDF-1.7\nRechnung RE000001\n%%EOF\n');
const document: OrderDocument = {
  orderUuid: '4f0c0a4e-1c1e-4d55-9f0e-0d0d7a3c1a11',
  orderNumber: '10023',
  role: 'invoice',
  number: 'RE000001',
  pdf: { filename: 'Rechnung-RE000001.pdf', contentType: 'application/pdf', encoding: 'base64', content: pdfBytes.toString('base64') },
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Directus as far as the document store talks to it: files by id, the folder by name, items patched by query. */
function directusStub(options: { folder?: string | null; fileExists?: boolean; failPatch?: boolean } = {}) {
  const sent: Sent[] = [];
  const files = new Set<string>(options.fileExists ? [documentFileId(document)] : []);
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const request: Sent = { method, url: url.pathname + url.search, authorization: new Headers(init?.headers).get('authorization') };
    if (typeof init?.body === 'string') request.json = JSON.parse(init.body);
    if (init?.body instanceof FormData) request.form = init.body;
    sent.push(request);
    const fileMatch = /^\/files\/([^/?]+)$/.exec(url.pathname);
    if (method === 'GET' && fileMatch) return files.has(fileMatch[1]!) ? json(200, { data: { id: fileMatch[1] } }) : json(403, { errors: [{ message: "You don't have permission to access this." }] });
    if (method === 'GET' && url.pathname === '/folders') return json(200, { data: options.folder ? [{ id: options.folder }] : [] });
    if (method === 'POST' && url.pathname === '/files') {
      files.add(String(request.form!.get('id')));
      return json(200, { data: { id: request.form!.get('id') } });
    }
    if (method === 'PATCH' && url.pathname === '/items/shop_order') return options.failPatch ? json(503, { errors: [{ message: 'Service Unavailable' }] }) : json(200, { data: [1] });
    return json(404, { errors: [{ message: 'Route doesn\'t exist.' }] });
  }) as typeof fetch;
  return { sent, fetchImpl, files };
}

describe('the invoices in Directus', () => {
  it('uploads the PDF into the folder "Rechnungen" with the token, then links it and its number from the order found by its uuid', async () => {
    const stub = directusStub({ folder: 'folder-1' });
    await directusDocumentStore('http://cms.test', 'secret', stub.fetchImpl)(document);
    expect(stub.sent.every((request) => request.authorization === 'Bearer secret')).toBe(true);
    const upload = stub.sent.find((request) => request.method === 'POST')!;
    expect(upload.url).toBe('/files');
    expect(upload.form!.get('folder')).toBe('folder-1');
    expect(upload.form!.get('title')).toBe('Rechnung RE000001');
    expect(upload.form!.get('description')).toBe('Bestellung 10023');
    // The file is the form's last part, as Directus asks.
    expect([...upload.form!.keys()].at(-1)).toBe('file');
    const file = upload.form!.get('file') as File;
    expect(file.name).toBe('Rechnung-RE000001.pdf');
    expect(file.type).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdfBytes)).toBe(true);
    const link = stub.sent.at(-1)!;
    expect(link).toMatchObject({
      method: 'PATCH',
      url: '/items/shop_order',
      json: { query: { filter: { order_uuid: { _eq: document.orderUuid } } }, data: { invoice: documentFileId(document), invoice_number: 'RE000001' } },
    });
  });

  it('links a cancellation invoice in its own fields', async () => {
    const stub = directusStub();
    const cancellation: OrderDocument = { ...document, role: 'cancellation', number: 'RE000002', pdf: { ...document.pdf, filename: 'Stornorechnung-RE000002.pdf' } };
    await directusDocumentStore('http://cms.test', 'secret', stub.fetchImpl)(cancellation);
    expect(stub.sent.find((request) => request.method === 'POST')!.form!.has('folder')).toBe(false);
    expect(stub.sent.at(-1)!.json).toMatchObject({ data: { cancellation_invoice: documentFileId(cancellation), cancellation_number: 'RE000002' } });
  });

  it('a retry after a lost link finds the file it uploaded and uploads no second one', async () => {
    const stub = directusStub({ failPatch: true });
    const keep = directusDocumentStore('http://cms.test', 'secret', stub.fetchImpl);
    await expect(keep(document)).rejects.toThrow(/PATCH \/items\/shop_order: HTTP 503/);
    const again = directusStub({ fileExists: true });
    await directusDocumentStore('http://cms.test', 'secret', again.fetchImpl)(document);
    expect(again.sent.filter((request) => request.method === 'POST')).toEqual([]);
    expect(again.sent.at(-1)!.method).toBe('PATCH');
  });

  it('gives each order and number its own stable file id, shaped as a UUID', () => {
    const id = documentFileId(document);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(documentFileId(document)).toBe(id);
    expect(documentFileId({ ...document, number: 'RE000002' })).not.toBe(id);
    expect(documentFileId({ ...document, orderUuid: '00000000-0000-4000-8000-000000000000' })).not.toBe(id);
  });

  it('fails when Directus refuses the file, so the outbox tries again later', async () => {
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if ((init?.method ?? 'GET') === 'POST') return json(403, { errors: [{ message: "You don't have permission to access this." }] });
      if (url.pathname === '/folders') return json(200, { data: [] });
      return json(403, { errors: [{ message: "You don't have permission to access this." }] });
    }) as typeof fetch;
    await expect(directusDocumentStore('http://cms.test', 'wrong', fetchImpl)(document)).rejects.toThrow(/POST \/files: HTTP 403/);
  });
});
