import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { Rest } from '../rest.ts';
import type { OrderStoreResult } from './order-store.ts';
import type { EditorialUser } from '../editorial-roles.ts';
import { messageOf, signIn } from './signed-in.ts';

/**
 * The owner's steps in Directus for an order paid in advance (order-status-flow.ts), saved as the
 * admin app saves them for the Shop's user (editorial-roles.ts): shipping it unpaid is refused with
 * the service's reason, which the owner reads, and not saved; the tracking number alone saves as
 * before; "paid", then "shipped" with carrier and tracking number are saved, and the order service
 * mails the customer once for each, the tracking number and the invoice in the shipping mail.
 */
export async function checkOrderStatusFlow(rest: Rest, options: { dataDir: string; orderUuid: string; owner: EditorialUser }): Promise<OrderStoreResult> {
  const result: OrderStoreResult = { checked: 0, problems: [] };
  const expect = (condition: boolean, problem: string) => {
    result.checked++;
    if (!condition) result.problems.push(problem);
  };
  const [order] = await rest.get<UnknownRecord[]>('items/shop_order', { 'filter[order_uuid][_eq]': options.orderUuid, fields: 'id,order_number,status' });
  if (!order) return { checked: 1, problems: [`no shop_order item for order ${options.orderUuid}`] };
  const number = String(order.order_number);
  const owner = await signIn(rest.url, options.owner);
  /** A save as the admin app makes it for the owner: the fields changed, answered with Directus' error on a refusal. */
  const save = async (fields: UnknownRecord) => {
    const answer = await owner('PATCH', `items/shop_order/${String(order.id)}`, fields);
    return { ok: answer.status === 200, text: answer.status === 200 ? '' : `HTTP ${answer.status} ${messageOf(answer)}` };
  };
  const statusNow = async () => (await rest.get<UnknownRecord>(`items/shop_order/${String(order.id)}`, { fields: 'status' })).status;

  const unpaid = await save({ status: 'shipped', carrier: 'DHL' });
  expect(!unpaid.ok && unpaid.text.startsWith('HTTP 400') && unpaid.text.includes('not paid') && (await statusNow()) === 'new', `shipping the unpaid order ${number}: ${unpaid.text.slice(0, 300)}, status ${String(await statusNow())}`);
  const note = await save({ tracking_number: '' });
  expect(note.ok, `saving another field of order ${number}: ${note.text.slice(0, 300)}`);
  const paid = await save({ status: 'paid' });
  expect(paid.ok && (await statusNow()) === 'paid', `"paid" for order ${number}: ${paid.text.slice(0, 300)}`);
  // The payment the owner marked is written onto the item by the service, right after its answer.
  let paymentState: unknown;
  for (let tries = 0; tries < 50 && paymentState !== 'paid'; tries++) {
    paymentState = (await rest.get<UnknownRecord>(`items/shop_order/${String(order.id)}`, { fields: 'payment_state' })).payment_state;
    if (paymentState !== 'paid') await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(paymentState === 'paid', `the payment state of order ${number} after "paid": ${String(paymentState)}`);
  const shipped = await save({ status: 'shipped', carrier: 'DHL', tracking_number: '00340434161094042557' });
  expect(shipped.ok && (await statusNow()) === 'shipped', `"shipped" for order ${number}: ${shipped.text.slice(0, 300)}`);

  // The mails leave the outbox right after the answer.
  const outbox = path.join(options.dataDir, 'outbox');
  const subjects = { paid: `Subject: Zahlung eingegangen: Bestellung ${number}`, shipped: `Subject: Ihre Bestellung ${number} ist unterwegs` };
  let mails: string[] = [];
  for (let tries = 0; tries < 50; tries++) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    mails = await Promise.all(names.map((name) => readFile(path.join(outbox, name), 'utf8')));
    if (mails.some((mail) => mail.includes(subjects.shipped))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const withSubject = (subject: string) => mails.filter((mail) => mail.includes(subject));
  expect(withSubject(subjects.paid).length === 1, `the payment mail of order ${number}: ${withSubject(subjects.paid).length} found`);
  expect(withSubject(subjects.shipped).length === 1 && withSubject(subjects.shipped)[0]!.includes('00340434161094042557'), `the shipping mail of order ${number} with its tracking number: ${withSubject(subjects.shipped).length} found`);
  // The invoice goes with it, under the invoices' own number.
  expect(/filename="?Rechnung-RE\d{6}\.pdf/.test(withSubject(subjects.shipped)[0] ?? ''), `the shipping mail of order ${number} carries no invoice PDF`);
  await checkInvoiceInDirectus(rest, String(order.id), number, expect);
  return result;
}

/**
 * The invoice is kept on the order in Directus too (directus-documents.ts): its number and the PDF
 * as a file in the folder "Rechnungen", which only a signed-in user can download.
 */
async function checkInvoiceInDirectus(rest: Rest, itemId: string, number: string, expect: (condition: boolean, problem: string) => void) {
  let item: UnknownRecord = {};
  for (let tries = 0; tries < 50 && !item.invoice; tries++) {
    item = await rest.get<UnknownRecord>(`items/shop_order/${itemId}`, { fields: 'invoice,invoice_number' });
    if (!item.invoice) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const invoiceNumber = String(item.invoice_number);
  expect(typeof item.invoice === 'string' && /^RE\d{6}$/.test(invoiceNumber), `the invoice of order ${number} on its Directus item: ${JSON.stringify(item)}`);
  if (typeof item.invoice !== 'string') return;
  const file = await rest.get<UnknownRecord>(`files/${item.invoice}`, { fields: 'filename_download,type,filesize,folder.name' });
  expect(
    file.filename_download === `Rechnung-${invoiceNumber}.pdf` && file.type === 'application/pdf' && (file.folder as UnknownRecord | null)?.name === 'Rechnungen',
    `the invoice file of order ${number}: ${JSON.stringify(file)}`,
  );
  const asset = new URL(`assets/${item.invoice}`, rest.url);
  const signedIn = await rest.download(`assets/${item.invoice}`);
  const bytes = Buffer.from(await signedIn.arrayBuffer());
  expect(signedIn.ok && bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.length > 1000, `downloading the invoice of order ${number}: HTTP ${signedIn.status}, ${bytes.length} bytes`);
  const anonymous = await fetch(asset);
  expect(anonymous.status === 403 || anonymous.status === 401, `the invoice of order ${number} without a token: HTTP ${anonymous.status} (customers' data must not be public)`);
}
