import { describe, expect, it } from 'vitest';
import { localOrderServiceFromEnv } from '../../server/order-service-env.ts';
import { klarnaSandboxPassword, klarnaSandboxUser } from '../../sandbox/klarna-api-double.ts';
import { startThirdPartyDoubles } from '../../sandbox/third-party-doubles.ts';
import { paypalSandboxSecret } from '../../sandbox/paypal-api-double.ts';
import type { OrderDocument } from '../../server/orders/order-document.ts';
import { createOrderService } from '../../widgets/content/order-service.ts';
import { orderBody, project } from '../support/order-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { storeBackends } from '../support/order-store-backends.ts';
import { afterThisTest, folders, outbox, placeKlarnaOrder, post, serve } from '../support/order-service-harness.ts';

/**
 * The owner's status changes through the service's own endpoint, as a Directus Flow sends them:
 * the shopper's mail for each, once; the stock a cancelled order held free again; Klarna captured
 * when the parcel goes; the status kept through a restart.
 */
const adminToken = 'a'.repeat(24) + '-status-token-for-tests';

const setStatus = async (url: string, number: string, body: Record<string, unknown>, token = adminToken) => {
  const reply = await fetch(`${url}/ecom/orders/${number}/status`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
};

/** The shopper's mails (not the shop's own notifications), subject and body. */
const shopperMails = async (dataDir: string) =>
  (await outbox(dataDir)).filter((mail) => mail.headers.to === 'anna@example.org').map((mail) => ({ subject: mail.headers.subject, body: mail.body, attachments: mail.attachments }));

for (const backend of storeBackends) {
  describe(`changing an order’s status (the order store in ${backend.name})`, () => {
    it('exists only with ORDER_ADMIN_TOKEN, and believes only that token', async () => {
      const { siteDir, dataDir } = await folders();
      const store = await backend.open(dataDir);
      const without = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl });
      await post(`${without.url}/ecom/order`, orderBody('o1'));
      expect((await setStatus(without.url, '10001', { status: 'paid' })).status).toBe(404);
      await without.close();

      const { url } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken });
      expect(await setStatus(url, '10001', { status: 'paid' }, 'wrong')).toMatchObject({ status: 401 });
      expect(await setStatus(url, '10001', { status: 'sent' })).toMatchObject({ status: 400, body: { code: 'invalid' } });
      expect(await setStatus(url, '99999', { status: 'paid' })).toMatchObject({ status: 404, body: { code: 'unknown_order' } });
      // A short secret could be guessed: the service does not start with one.
      expect(() => localOrderServiceFromEnv(undefined, { ORDER_ADMIN_TOKEN: 'geheim' })).toThrow('ORDER_ADMIN_TOKEN is 6 characters long; use at least 32 random ones');
    });

    it('a prepaid order from new to completed: each step mails the shopper once, in the order’s language, and a repeat changes nothing', async () => {
      const { siteDir, dataDir } = await folders();
      const store = await backend.open(dataDir);
      const { url, local } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken });
      const body = orderBody('o1');
      body.language = 'en';
      await post(`${url}/ecom/order`, body);

      expect(await setStatus(url, '10001', { status: 'confirmed' })).toEqual({ status: 200, body: { status: 'ok', order_number: '10001', order_status: 'confirmed', previous_status: 'new', changed: true } });
      expect(await setStatus(url, '10001', { status: 'shipped', carrier: 'DHL' })).toMatchObject({ status: 422, body: { code: 'not_paid' } });
      expect((await setStatus(url, '10001', { status: 'paid' })).status).toBe(200);
      expect(await setStatus(url, '10001', { status: 'shipped' })).toMatchObject({ status: 422, body: { code: 'carrier_missing' } });
      expect((await setStatus(url, '10001', { status: 'shipped', carrier: 'DHL', tracking_number: '00340434161094042557' })).status).toBe(200);
      // Directus may send the same change twice: nothing more follows.
      expect(await setStatus(url, '10001', { status: 'shipped', carrier: 'DHL', tracking_number: '00340434161094042557' })).toMatchObject({ status: 200, body: { changed: false } });
      expect(await setStatus(url, '10001', { status: 'cancelled' })).toMatchObject({ status: 422, body: { code: 'transition_not_allowed' } });
      expect((await setStatus(url, '10001', { status: 'completed' })).status).toBe(200);
      await local.mailsSent();

      const mails = await shopperMails(dataDir);
      expect(mails.map((mail) => mail.subject)).toEqual(['Your order 10001', 'Order acceptance: order 10001', 'Payment received: order 10001', 'Your order 10001 is on its way']);
      expect(mails[1]!.body).toContain('we accept your order 10001. The contract of sale is now concluded.');
      expect(mails[1]!.body).toContain('1 × Ring Aurora');
      expect(mails[2]!.body).toContain('your bank transfer of €1,296.90 for order 10001 has arrived.');
      expect(mails[3]!.body).toContain('Carrier: DHL\nTracking number: 00340434161094042557');
    });

    it('shipping issues the invoice with its own gap-free number: the shipping mail carries it as a PDF with the VAT split and the seller’s VAT number', async () => {
      const { siteDir, dataDir } = await folders();
      const store = await backend.open(dataDir);
      const { url, local } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken });
      await post(`${url}/ecom/order`, orderBody('o1'));
      await post(`${url}/ecom/order`, orderBody('o2'));
      // A refused shipment takes no invoice number.
      expect((await setStatus(url, '10002', { status: 'shipped', carrier: 'DHL' })).status).toBe(422);
      await setStatus(url, '10002', { status: 'paid' });
      expect(await setStatus(url, '10002', { status: 'shipped', carrier: 'DHL' })).toMatchObject({ status: 200, body: { invoice_number: 'RE000001' } });
      await setStatus(url, '10001', { status: 'paid' });
      expect(await setStatus(url, '10001', { status: 'shipped', carrier: 'Hermes' })).toMatchObject({ status: 200, body: { invoice_number: 'RE000002' } });
      await local.mailsSent();

      const shipped = (await shopperMails(dataDir)).find((mail) => mail.subject === 'Ihre Bestellung 10002 ist unterwegs')!;
      expect(shipped.body).toContain('Ihre Rechnung RE000001 liegt als PDF bei.');
      expect(shipped.attachments.map((file) => file.filename)).toEqual(['Rechnung-RE000001.pdf']);
      const invoice = pdfText(shipped.attachments[0]!.content).replace(/\u00a0/g, ' ');
      for (const line of [
        'Rechnung RE000001',
        'Juwelier Albrecht GmbH',
        'USt-IdNr.: DE123456789',
        'Bestellnummer: 10002',
        'Lieferadresse:',
        '1 × Ring Aurora',
        'Versand (DHL Paket versichert): 6,90 €',
        'Nettobetrag (19 % USt.): 1.089,83 €',
        'Umsatzsteuer 19 %: 207,07 €',
        'Rechnungsbetrag: 1.296,90 €',
        'Bezahlt: Vorkasse (Überweisung)',
      ]) {
        expect(invoice).toContain(line);
      }
      expect(invoice).toMatch(/Rechnungsdatum: \d{1,2}\. \w+ 2\d{3}/);
    });

    it('two services on one store: each takes the order as the other left it — paid on one, shipped with the invoice on the other, refunded against that invoice on the first', async () => {
      const { siteDir, dataDir } = await folders();
      const store = await backend.open(dataDir);
      const [one, two] = [await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken }), await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken })];
      expect((await post(`${one.url}/ecom/order`, orderBody('o1'))).body.order_number).toBe('10001');
      expect(await setStatus(two.url, '10001', { status: 'paid' })).toMatchObject({ status: 200, body: { previous_status: 'new' } });
      expect((await post(`${one.url}/ecom/order/payment`, { project, order_uuid: 'o1' })).body).toMatchObject({ payment: 'paid' });
      expect(await setStatus(one.url, '10001', { status: 'shipped', carrier: 'DHL' })).toMatchObject({ status: 200, body: { invoice_number: 'RE000001' } });
      expect(await setStatus(two.url, '10001', { status: 'refunded' })).toMatchObject({ status: 200, body: { invoice_number: 'RE000002' } });
      // Either service may send it: both deliver from the one outbox, so it is waited for by its subject.
      let refund: Awaited<ReturnType<typeof shopperMails>>[number] | undefined;
      for (let tries = 0; tries < 100 && !refund; tries++) {
        await Promise.all([one.local.mailsSent(), two.local.mailsSent()]);
        refund = (await shopperMails(dataDir)).find((mail) => mail.subject === 'Erstattung zu Ihrer Bestellung 10001');
        if (!refund) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(refund?.body).toContain('Die Stornorechnung RE000002 zu Ihrer Rechnung RE000001 liegt als PDF bei.');
    });

    it('a refund of an invoiced order, also after a restart, reverses the invoice with a cancellation invoice of the next number, its sums negative', async () => {
      const { siteDir, dataDir } = await folders();
      const store = await backend.open(dataDir);
      const first = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken });
      await post(`${first.url}/ecom/order`, orderBody('o1'));
      await post(`${first.url}/ecom/order`, orderBody('o2'));
      await setStatus(first.url, '10001', { status: 'paid' });
      expect(await setStatus(first.url, '10001', { status: 'shipped', carrier: 'DHL' })).toMatchObject({ body: { invoice_number: 'RE000001' } });
      // Paid, never shipped: its refund has no invoice to reverse and takes no number.
      await setStatus(first.url, '10002', { status: 'paid' });
      expect((await setStatus(first.url, '10002', { status: 'refunded' })).body).not.toHaveProperty('invoice_number');
      await first.local.mailsSent();
      await first.close();

      const { url, local } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken });
      expect(await setStatus(url, '10001', { status: 'refunded' })).toMatchObject({ status: 200, body: { invoice_number: 'RE000002' } });
      await local.mailsSent();
      const refunds = (await shopperMails(dataDir)).filter((mail) => mail.subject?.startsWith('Erstattung zu Ihrer Bestellung'));
      expect(refunds.map((mail) => [mail.subject, mail.attachments.map((file) => file.filename)])).toEqual([
        ['Erstattung zu Ihrer Bestellung 10002', []],
        ['Erstattung zu Ihrer Bestellung 10001', ['Stornorechnung-RE000002.pdf']],
      ]);
      expect(refunds[1]!.body).toContain('Die Stornorechnung RE000002 zu Ihrer Rechnung RE000001 liegt als PDF bei.');
      const cancellation = pdfText(refunds[1]!.attachments[0]!.content).replace(/\u00a0/g, ' ');
      for (const line of ['Stornorechnung RE000002', 'Storniert die Rechnung RE000001 vom', 'Bestellnummer: 10001', '1 × Ring Aurora', 'Nettobetrag (19 % USt.): -1.089,83 €', 'Umsatzsteuer 19 %: -207,07 €', 'Rechnungsbetrag: -1.296,90 €', 'Erstattet über: Vorkasse (Überweisung)']) {
        expect(cancellation).toContain(line);
      }
    });

    it('where the orders are kept in Directus, each invoice goes there too: the PDF the shopper got, once, also when Directus failed at first', async () => {
      const { siteDir, dataDir } = await folders();
      const store = await backend.open(dataDir);
      const kept: OrderDocument[] = [];
      let failures = 1;
      const documentStore = async (document: OrderDocument) => {
        if (failures-- > 0) throw new Error('HTTP 503 from Directus');
        kept.push(document);
      };
      const first = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken, documentStore });
      await post(`${first.url}/ecom/order`, orderBody('o1'));
      await setStatus(first.url, '10001', { status: 'paid' });
      expect(await setStatus(first.url, '10001', { status: 'shipped', carrier: 'DHL' })).toMatchObject({ body: { invoice_number: 'RE000001' } });
      await first.local.mailsSent();
      // Directus failed: the invoice waits in the outbox for its retry, here at the next start.
      expect(kept).toEqual([]);
      await first.close();

      const { url, local } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken, documentStore });
      await local.mailsSent();
      expect(await setStatus(url, '10001', { status: 'refunded' })).toMatchObject({ body: { invoice_number: 'RE000002' } });
      await local.mailsSent();
      expect(kept.map(({ orderNumber, role, number, pdf }) => [orderNumber, role, number, pdf.filename])).toEqual([
        ['10001', 'invoice', 'RE000001', 'Rechnung-RE000001.pdf'],
        ['10001', 'cancellation', 'RE000002', 'Stornorechnung-RE000002.pdf'],
      ]);
      const mails = await shopperMails(dataDir);
      const attached = mails.flatMap((mail) => mail.attachments).filter((file) => file.filename.endsWith('.pdf'));
      // The very bytes the shopper's mails carried.
      expect(kept.map((document) => document.pdf.content)).toEqual(attached.map((file) => Buffer.from(file.content).toString('base64')));
      expect(pdfText(Buffer.from(kept[0]!.pdf.content, 'base64'))).toContain('Rechnung RE000001');
    });

    it('an order collected in the shop and paid in cash: "completed" thanks the customer with the invoice, dated as collected', async () => {
      const { siteDir, dataDir } = await folders();
      const store = await backend.open(dataDir);
      const { url, local } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken });
      const body = orderBody('pickup');
      body.checkout.shippingMethod = 'Abholung im Geschäft';
      body.checkout.paymentMethod = '2';
      body.totals = { ...body.totals, shipping: '0.00', total: '1290.00', vatContained: '205.97' };
      expect((await post(`${url}/ecom/order`, body)).status).toBe(200);
      expect(await setStatus(url, '10001', { status: 'shipped', carrier: 'DHL' })).toMatchObject({ status: 422, body: { code: 'pickup_order' } });
      expect(await setStatus(url, '10001', { status: 'completed' })).toMatchObject({ status: 200, body: { invoice_number: 'RE000001' } });
      await local.mailsSent();
      const collected = (await shopperMails(dataDir)).find((mail) => mail.subject === 'Ihre Bestellung 10001 ist abgeholt')!;
      expect(collected.body).toContain('vielen Dank, dass Sie Ihre Bestellung 10001 bei uns abgeholt haben.');
      const invoice = pdfText(collected.attachments[0]!.content).replace(/\u00a0/g, ' ');
      for (const line of ['Rechnung RE000001', 'Bezahlt: Barzahlung bei Abholung', 'Rechnungsbetrag: 1.290,00 €']) expect(invoice).toContain(line);
      expect(invoice).toMatch(/Lieferdatum \(Abholung\): \d/);
    });

    it('a cancelled order frees the pieces it held: the last ring sells again', async () => {
      const { siteDir, dataDir } = await folders();
      const store = await backend.open(dataDir);
      const { url, local } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken });
      // Ring Aurora: 3 in stock.
      const three = orderBody('all-three');
      three.cart.products[0]!.count = 3;
      three.cart.totalCount = 3;
      three.cart.totalPriceBrutto = '3870.00';
      three.checkout.shippingMethod = 'DHL Paket versichert';
      three.totals = { subtotal: '3870.00', shipping: '6.90', wrapping: '0.00', total: '3876.90', vatContained: '619.00', taxPercent: 19 };
      const placed = await post(`${url}/ecom/order`, three);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect((await post(`${url}/ecom/order`, orderBody('one-more'))).body).toMatchObject({ code: 'unavailable' });

      expect((await setStatus(url, '10001', { status: 'cancelled' })).status).toBe(200);
      expect((await post(`${url}/ecom/order`, orderBody('one-more'))).body).toMatchObject({ status: 'ok', order_number: '10002' });
      await local.mailsSent();
      const cancellation = (await shopperMails(dataDir)).find((mail) => mail.subject === 'Stornierung Ihrer Bestellung 10001');
      expect(cancellation?.body).toContain('Ihre Bestellung 10001 ist storniert. Es wird nichts versandt und nichts berechnet.');
    });

    it('keeps the status through a restart', async () => {
      const { siteDir, dataDir } = await folders();
      const store = await backend.open(dataDir);
      const first = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken });
      await post(`${first.url}/ecom/order`, orderBody('o1'));
      await setStatus(first.url, '10001', { status: 'paid' });
      await first.close();
      const { url } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, adminToken });
      expect(await setStatus(url, '10001', { status: 'paid' })).toMatchObject({ status: 200, body: { changed: false, order_status: 'paid' } });
      expect((await setStatus(url, '10001', { status: 'shipped', carrier: 'Hermes' })).status).toBe(200);
    });

    it('a PayPal order refunded from Directus: PayPal pays the capture back, the shopper is told; a PayPal that fails leaves the status as it was', async () => {
      const { siteDir, dataDir } = await folders();
      const store = await backend.open(dataDir);
      const doubles = await startThirdPartyDoubles(0);
      afterThisTest(() => new Promise((resolve) => doubles.server.close(() => resolve())));
      const paypal = { apiUrl: `${doubles.url}/paypal-api`, clientId: 'shop-client', clientSecret: paypalSandboxSecret };
      const { url, local } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, paypal, adminToken, paypalInvoicePrefix: `status-${process.pid}-${Date.now()}-` });
      const body = orderBody('paypal');
      body.checkout.paymentMethod = '4';
      expect((await post(`${url}/ecom/order`, body)).status).toBe(200);
      const client = createOrderService({ baseUrl: url, project });
      const opened = await client.createPaypalOrder({ orderUuid: 'paypal' });
      const paypalOrderId = opened.ok ? opened.value.paypalOrderId : '';
      await fetch(`${doubles.url}/paypal-api/__buyer/approve/${paypalOrderId}`, { method: 'POST', body: '{}' });
      expect(await client.postPaypalTransaction({ orderId: 'paypal', paypal: { id: paypalOrderId } })).toMatchObject({ ok: true, value: { payment: 'paid' } });
      const capture = async () => ((await (await fetch(`${doubles.url}/paypal-api/__orders`)).json()) as Array<{ id: string; purchase_units: Array<{ payments: { captures: Array<{ status: string }>; refunds?: Array<{ amount: { value: string } }> } }> }>).find((order) => order.id === paypalOrderId)!.purchase_units[0]!.payments;

      expect((await setStatus(url, '10001', { status: 'shipped', carrier: 'DHL' })).status).toBe(200);
      await fetch(`${doubles.url}/paypal-api/__mode`, { method: 'POST', body: JSON.stringify({ next: '5xx', count: 5 }) });
      expect(await setStatus(url, '10001', { status: 'refunded' })).toMatchObject({ status: 502, body: { code: 'payment_provider_failed' } });
      await fetch(`${doubles.url}/paypal-api/__mode`, { method: 'POST', body: JSON.stringify({ next: 'none' }) });
      expect((await capture()).captures[0]!.status).toBe('COMPLETED');

      expect(await setStatus(url, '10001', { status: 'refunded' })).toMatchObject({ status: 200, body: { order_status: 'refunded', previous_status: 'shipped', invoice_number: 'RE000002' } });
      expect(await capture()).toMatchObject({ captures: [{ status: 'REFUNDED' }], refunds: [{ amount: { value: '1296.90' } }] });
      expect(await setStatus(url, '10001', { status: 'refunded' })).toMatchObject({ status: 200, body: { changed: false } });
      await local.mailsSent();
      const refund = (await shopperMails(dataDir)).find((mail) => mail.subject === 'Erstattung zu Ihrer Bestellung 10001');
      expect(refund?.body.replace(/\u00a0/g, ' ')).toContain('wir haben Ihnen 1.296,90 € für die Bestellung 10001 erstattet.\nPayPal schreibt den Betrag Ihrem PayPal-Konto oder Ihrer Zahlungsquelle gut.');
      expect(refund?.attachments.map((file) => file.filename)).toEqual(['Stornorechnung-RE000002.pdf']);
    }, 30_000);

    it('a Klarna order: captured at Klarna when shipped, paid back when refunded; a Klarna that fails leaves the status as it was', async () => {
      const { siteDir, dataDir } = await folders();
      const store = await backend.open(dataDir);
      const doubles = await startThirdPartyDoubles(0);
      afterThisTest(() => new Promise((resolve) => doubles.server.close(() => resolve())));
      const klarna = { apiUrl: `${doubles.url}/klarna-api`, username: klarnaSandboxUser, password: klarnaSandboxPassword };
      const { url, local } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, klarna, adminToken });
      const body = orderBody('klarna');
      body.checkout.paymentMethod = '3';
      const { placed } = await placeKlarnaOrder(url, doubles.url, body);
      const klarnaOrder = async () => ((await (await fetch(`${doubles.url}/klarna-api/__orders`)).json()) as Array<Record<string, unknown>>).find((order) => order.order_id === placed.body.klarna_order_id)!;

      await fetch(`${doubles.url}/klarna-api/__mode`, { method: 'POST', body: JSON.stringify({ next: '5xx', count: 3 }) });
      expect(await setStatus(url, '10001', { status: 'shipped', carrier: 'DHL' })).toMatchObject({ status: 502, body: { code: 'payment_provider_failed' } });
      expect(await klarnaOrder()).toMatchObject({ captured_amount: 0, status: 'AUTHORIZED' });

      expect((await setStatus(url, '10001', { status: 'shipped', carrier: 'DHL', tracking_number: 'JJD000390007' })).status).toBe(200);
      expect(await klarnaOrder()).toMatchObject({ captured_amount: 129690, status: 'CAPTURED' });
      expect((await setStatus(url, '10001', { status: 'refunded' })).status).toBe(200);
      expect(await klarnaOrder()).toMatchObject({ refunded_amount: 129690 });
      await local.mailsSent();
      const subjects = (await shopperMails(dataDir)).map((mail) => mail.subject);
      expect(subjects).toContain('Ihre Bestellung 10001 ist unterwegs');
      expect(subjects).toContain('Erstattung zu Ihrer Bestellung 10001');
    });
  });
}
