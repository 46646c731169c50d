import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalOrderService } from '../../server/order-service.ts';
import { startPreviewServer } from '../../server/preview.ts';
import { orderBody, project, storedEntries } from '../support/order-fixtures.ts';
import { afterThisTest, folders, outbox, placeKlarnaOrder, post, serve } from '../support/order-service-harness.ts';
import { klarnaSandboxPassword, klarnaSandboxUser } from '../../sandbox/klarna-api-double.ts';
import { startThirdPartyDoubles } from '../../sandbox/third-party-doubles.ts';

describe('placing orders', () => {
  it('answers an order with its uuid, the next order number and the total, and keeps it in the order store', async () => {
    const { siteDir, dataDir } = await folders();
    const { url } = await serve({ siteDir, dataDir });
    const first = await post(`${url}/ecom/order`, orderBody('order-1'));
    expect(first).toEqual({ status: 200, body: { status: 'ok', id: 'order-1', order_number: '10001', total: '1296.90' } });
    expect((await post(`${url}/ecom/order`, orderBody('order-2'))).body.order_number).toBe('10002');
    expect((storedEntries(dataDir, 'order')).map((entry) => entry.reply.order_number)).toEqual(['10001', '10002']);
  });

  it('refuses a tampered price with 422 and its code, and stores nothing', async () => {
    const { siteDir, dataDir } = await folders();
    const { url, local } = await serve({ siteDir, dataDir });
    const body = orderBody('cheap');
    body.cart.products[0]!.priceBrutto = '0.01';
    const reply = await post(`${url}/ecom/order`, body);
    expect(reply).toEqual({ status: 422, body: { status: 'error', code: 'price_changed', message: 'Ring Aurora now costs 1290.00.', fields: ['cart.products[0].priceBrutto'] } });
    expect(local.received()).toEqual([]);
    expect(storedEntries(dataDir, 'order')).toEqual([]);
    // The refused attempt took no number.
    expect((await post(`${url}/ecom/order`, orderBody('fair'))).body.order_number).toBe('10001');
  });

  it('refuses names, addresses and engravings with line breaks, control or bidi characters, naming the fields', async () => {
    const { siteDir, dataDir } = await folders();
    const { url, local } = await serve({ siteDir, dataDir });
    const tricky = ['Anna\r\nBcc: x@evil.example', 'Anna\u0000', 'Anna\u001b[31m', 'Anna\u202egreB', 'A\u2066x\u2069'];
    for (const [index, text] of tricky.entries()) {
      const named = orderBody(`named-${index}`);
      named.checkout.shippingAddress = { ...named.checkout.shippingAddress!, firstName: text, city: `Freiburg ${text}` };
      const refused = await post(`${url}/ecom/order`, named);
      expect(refused.status, JSON.stringify(text)).toBe(422);
      expect(refused.body).toMatchObject({ code: 'invalid', fields: ['checkout.shippingAddress.firstName', 'checkout.shippingAddress.city'] });
      const engraved = orderBody(`engraved-${index}`);
      engraved.cart.products[0]!.personalization = { id: 1, values: { engraving: text.slice(0, 20) } };
      expect((await post(`${url}/ecom/order`, engraved)).body, JSON.stringify(text)).toMatchObject({ code: 'personalization', fields: ['cart.products[0].personalization.values.engraving'] });
    }
    const mailed = orderBody('mail-header');
    mailed.checkout.customerEmail = 'anna@example.org\u0000';
    expect((await post(`${url}/ecom/order`, mailed)).status).toBe(400);
    expect(local.received()).toEqual([]);
    // A comment keeps its line breaks; umlauts, accents and right-to-left names are letters, not controls.
    const fine = orderBody('fine');
    fine.checkout.comment = 'Bitte klingeln.\nDanke!';
    fine.checkout.shippingAddress = { ...fine.checkout.shippingAddress!, firstName: 'Zoë Ünal', lastName: 'حداد' };
    expect((await post(`${url}/ecom/order`, fine)).status).toBe(200);
  });

  it('answers a repeated uuid with the first answer and stores one order, also for two posts at once', async () => {
    const { siteDir, dataDir } = await folders();
    const { url, local } = await serve({ siteDir, dataDir });
    const [a, b] = await Promise.all([post(`${url}/ecom/order`, orderBody('twice')), post(`${url}/ecom/order`, orderBody('twice'))]);
    expect(a).toEqual(b);
    expect(a.body.order_number).toBe('10001');
    const again = await post(`${url}/ecom/order`, orderBody('twice'));
    expect(again).toEqual(a);
    expect(local.received().filter((entry) => entry.endpoint === 'order')).toHaveLength(1);
    expect(storedEntries(dataDir, 'order')).toHaveLength(1);
    expect((await post(`${url}/ecom/order`, orderBody('next'))).body.order_number).toBe('10002');
  });

  it('refuses another order under a known uuid with 409, and still answers the first order to a retry of it', async () => {
    const { siteDir, dataDir } = await folders();
    const { url, local } = await serve({ siteDir, dataDir });
    const first = await post(`${url}/ecom/order`, orderBody('taken'));
    const other = orderBody('taken');
    other.cart.products[0]!.personalization = { id: 1, values: { engraving: 'C & D' } };
    const refused = await post(`${url}/ecom/order`, other);
    expect(refused).toEqual({ status: 409, body: { status: 'error', code: 'order_uuid_taken', message: expect.stringContaining('already placed with other lines') } });
    const twoRings = orderBody('taken');
    twoRings.cart.products[0]!.count = 2;
    expect((await post(`${url}/ecom/order`, twoRings)).status).toBe(409);
    // A retry of the same order, its times renewed and its address corrected (the checkout keeps the uuid for both), is the first order.
    const retry = orderBody('taken');
    retry.cart.timestamp = 99;
    retry.checkout.timestamp = 99;
    retry.checkout.shippingAddress = { ...retry.checkout.shippingAddress!, street: 'Kaiser-Joseph-Str.' };
    expect(await post(`${url}/ecom/order`, retry)).toEqual(first);
    expect(local.received().filter((entry) => entry.endpoint === 'order')).toHaveLength(1);
  });

  it('keeps its orders over a restart: the next number follows, a repeated uuid answers its old number', async () => {
    const { siteDir, dataDir } = await folders();
    const before = await serve({ siteDir, dataDir });
    await post(`${before.url}/ecom/order`, orderBody('before-1'));
    await post(`${before.url}/ecom/order`, orderBody('before-2'));
    await before.local.mailsSent();
    await before.close();

    const after = await serve({ siteDir, dataDir });
    expect((await post(`${after.url}/ecom/order`, orderBody('after-1'))).body.order_number).toBe('10003');
    expect((await post(`${after.url}/ecom/order`, orderBody('before-1'))).body).toEqual({ status: 'ok', id: 'before-1', order_number: '10001', total: '1296.90' });
    const changed = orderBody('before-2');
    changed.cart.products[0]!.count = 2;
    expect((await post(`${after.url}/ecom/order`, changed)).status).toBe(409);
    expect(storedEntries(dataDir, 'order')).toHaveLength(3);
  });

  it('mails the order confirmation with the lines, totals, VAT, shipping, payment and the bank transfer for prepayment', async () => {
    const { siteDir, dataDir } = await folders();
    const { url, local } = await serve({ siteDir, dataDir, mailFrom: 'shop@juwelier-albrecht.de' });
    await post(`${url}/ecom/order`, orderBody('mailed'));
    await local.mailsSent();
    const mails = await outbox(dataDir);
    // One to the shopper, one to the shop (its own notification).
    expect(mails.map((mail) => mail.headers.to).sort()).toEqual(['anna@example.org', 'info@juwelier-albrecht.de']);
    const mail = mails.find((each) => each.headers.to === 'anna@example.org');
    expect(mail!.headers.to).toBe('anna@example.org');
    expect(mail!.headers.from).toBe('shop@juwelier-albrecht.de');
    expect(mail!.headers.subject).toBe('Ihre Bestellung 10001');
    for (const text of [
      '1 × Ring Aurora: je 1.290,00 €, 1.290,00 €',
      // The engraving under the label the product gives the field.
      'Gravur: A & B',
      'Versand (DHL Paket versichert): 6,90 €',
      'Gesamtsumme: 1.296,90 €',
      'darin enthaltene MwSt. (19 %): 207,07 €',
      'Zahlungsart: Vorkasse (Überweisung)',
      'IBAN: DE02120300000000202051',
      'Verwendungszweck: 10001',
      // Who sells, as Art. 246a § 1 EGBGB asks of every order mail.
      'Juwelier Albrecht GmbH\nKaiser-Joseph-Straße 245\n79098 Freiburg im Breisgau\nE-Mail: info@juwelier-albrecht.de\nTelefon: 0761 2021010',
    ]) {
      expect(mail!.body.replace(/\u00a0/g, ' ')).toContain(text);
    }
  });

  it('writes the mail in the order’s language and leaves out the bank transfer for other payments', async () => {
    const { siteDir, dataDir } = await folders();
    const { url, local } = await serve({ siteDir, dataDir });
    const body = orderBody('english');
    body.language = 'en';
    body.checkout.paymentMethod = '4';
    await post(`${url}/ecom/order`, body);
    await local.mailsSent();
    const mail = (await outbox(dataDir)).find((each) => each.headers.to === 'anna@example.org');
    expect(mail!.headers.subject).toBe('Your order 10001');
    expect(mail!.body).toContain('Payment: PayPal');
    expect(mail!.body).not.toContain('IBAN');
  });

  it('keeps the order when the mail cannot be sent', async () => {
    const { siteDir, dataDir } = await folders();
    const failing = { send: () => Promise.reject(new Error('SMTP down')) };
    const { url, local } = await serve({ siteDir, dataDir, mailer: failing });
    const reply = await post(`${url}/ecom/order`, orderBody('unmailed'));
    await local.mailsSent();
    expect(reply.body).toMatchObject({ status: 'ok', order_number: '10001' });
    expect(storedEntries(dataDir, 'order')).toHaveLength(1);
  });

  it('places Klarna’s order for a placed Klarna order once, keeps its state through a restart, and refuses one for an unknown order', async () => {
    const { siteDir, dataDir } = await folders();
    const doubles = await startThirdPartyDoubles(0);
    const klarna = { apiUrl: `${doubles.url}/klarna-api`, username: klarnaSandboxUser, password: klarnaSandboxPassword };
    try {
      const { url, close } = await serve({ siteDir, dataDir, klarna });
      expect(await post(`${url}/ecom/klarna/order`, { project, authorization_token: 'tok', order_uuid: 'nobody' })).toMatchObject({ status: 422, body: { code: 'unknown_order' } });
      const body = orderBody('klarna');
      body.checkout.paymentMethod = '3';
      const { token, placed: first } = await placeKlarnaOrder(url, doubles.url, body);
      expect(first).toEqual({ status: 200, body: { status: 'ok', message: 'ok', id: 'klarna', order_number: '10001', klarna_order_id: expect.any(String) } });
      expect(storedEntries(dataDir, 'klarnaOrder')).toHaveLength(1);
      await close();

      // After a restart the order is still authorized: a repeat answers the same without asking Klarna again
      // (Klarna would refuse the used token).
      const again = await serve({ siteDir, dataDir, klarna });
      expect(await post(`${again.url}/ecom/klarna/order`, { project, authorization_token: token, order_uuid: 'klarna' })).toEqual(first);
      expect(storedEntries(dataDir, 'klarnaOrder')).toHaveLength(1);
      await post(`${again.url}/ecom/order`, orderBody('prepaid'));
      expect(await post(`${again.url}/ecom/klarna/order`, { project, authorization_token: 'tok', order_uuid: 'prepaid' })).toMatchObject({ status: 422, body: { code: 'payment' } });
    } finally {
      await new Promise((resolve) => doubles.server.close(resolve));
    }
  });

  it('refuses every submission for another project', async () => {
    const { siteDir } = await folders();
    const { url, local } = await serve({ siteDir });
    const reply = await post(`${url}/ecom/rating`, { project: 'other.example', product_id: 1, rating: 5, name: '', comment: '', language: 'de' });
    expect(reply).toEqual({ status: 422, body: { status: 'error', message: 'This submission is for another shop.', code: 'invalid', fields: ['project'] } });
    expect(local.received()).toEqual([]);
  });

  it('stops the start with an error naming a product file it cannot read', async () => {
    const { siteDir } = await folders();
    const broken = path.join(siteDir, 'data', 'shop', 'de', 'products', 'ring-aurora.json');
    await writeFile(broken, '{"id": 101, "slug": ');
    await expect(createLocalOrderService({ siteDir }).ready).rejects.toThrow(broken);
  });
});

describe('receiving a withdrawal', () => {
  const withdrawal = { project, name: 'Anna Berg', email: 'anna@example.org', order_number: '10001', order_date: '2026-11-20', reason: '', language: 'de' };
  const now = () => new Date('2026-11-24T13:03:12.345Z');

  it('answers the receipt with an id and the time of receipt to the second, keeps it and mails the receipt', async () => {
    const { siteDir, dataDir } = await folders();
    const { url, local } = await serve({ siteDir, dataDir, now });
    const reply = await post(`${url}/ecom/withdrawal`, withdrawal);
    expect(reply).toEqual({ status: 200, body: { status: 'ok', id: expect.any(String), received_at: '2026-11-24T13:03:12Z', receipt_mailed: true } });
    expect((storedEntries(dataDir, 'withdrawal')).map((entry) => entry.id)).toEqual([reply.body.id]);
    await local.mailsSent();
    const mail = (await outbox(dataDir)).find((each) => each.headers.to === 'anna@example.org');
    expect(mail!.headers.to).toBe('anna@example.org');
    expect(mail!.headers.subject).toBe('Eingangsbestätigung Ihres Widerrufs (Bestellung 10001)');
    expect(mail!.body).toContain('wir haben Ihren Widerruf am 24. November 2026 um 14:03:12 MEZ erhalten.');
    expect(mail!.body).toContain('keine Annahme');
    expect(mail!.body).toContain('Bestellnummer: 10001');
    expect(mail!.body).toContain('Bestelldatum: 20. November 2026');
    expect(mail!.body).toContain('Grund: (keine Angabe)');
    expect(mail!.body).toMatch(/Mit freundlichen Grüßen\nJuwelier Albrecht GmbH\n[^]*79098 Freiburg im Breisgau/);
  });

  it('mails at most 3 receipts a day to one address or about one order number, and still keeps every declaration and tells the shop which order it names', async () => {
    const { siteDir, dataDir } = await folders();
    const { url, local } = await serve({ siteDir, dataDir, now });
    expect((await post(`${url}/ecom/order`, orderBody('withdrawn'))).body.order_number).toBe('10001');
    const replies = [];
    for (let index = 0; index < 5; index++) replies.push(await post(`${url}/ecom/withdrawal`, { ...withdrawal, reason: `Versuch ${index + 1}` }));
    // Other addresses about the same order: the order's count is used up too.
    replies.push(await post(`${url}/ecom/withdrawal`, { ...withdrawal, email: 'fremd@example.org' }));
    // Another address and no known order: its own receipt, and the shop is told no order matches.
    replies.push(await post(`${url}/ecom/withdrawal`, { ...withdrawal, email: 'berta@example.org', order_number: '99999' }));
    expect(replies.map((reply) => [reply.status, reply.body.receipt_mailed])).toEqual([
      [200, true],
      [200, true],
      [200, true],
      [200, false],
      [200, false],
      [200, false],
      [200, true],
    ]);
    expect(storedEntries(dataDir, 'withdrawal')).toHaveLength(7);

    await local.mailsSent();
    const mails = await outbox(dataDir);
    const receiptsTo = (address: string) => mails.filter((mail) => mail.headers.to === address && (mail.headers.subject ?? '').startsWith('Eingangsbestätigung'));
    expect(receiptsTo('anna@example.org').map((mail) => /Grund: (.*)/.exec(mail.body)?.[1])).toEqual(['Versuch 1', 'Versuch 2', 'Versuch 3']);
    expect(receiptsTo('fremd@example.org')).toEqual([]);
    expect(receiptsTo('berta@example.org')).toHaveLength(1);

    const toShop = mails.filter((mail) => mail.headers.to === 'info@juwelier-albrecht.de' && (mail.headers.subject ?? '').startsWith('Widerruf eingegangen'));
    expect(toShop).toHaveLength(7);
    expect(toShop[0]!.body).toContain('Zuordnung: Bestellung 10001; die E-Mail-Adresse ist die der Bestellung.');
    expect(toShop[3]!.body).toContain('Eine Eingangsbestätigung per E-Mail ging nicht hinaus');
    expect(toShop[5]!.body).toContain('Zuordnung: Bestellung 10001; die E-Mail-Adresse weicht von der der Bestellung ab.');
    expect(toShop[6]!.body).toContain('Zuordnung: keine Bestellung des Shops gefunden');
    expect(toShop[6]!.body).toContain('Die Eingangsbestätigung mit Datum und Uhrzeit geht per E-Mail an berta@example.org');
  });

  it('accepts whatever the form lets through: a long name and number, the date of a shopper east of Berlin, a date instead of the number', async () => {
    const { dataDir } = await folders();
    const { url } = await serve({ dataDir, now });
    const reply = await post(`${url}/ecom/withdrawal`, { ...withdrawal, name: 'A'.repeat(200), order_number: 'N'.repeat(64), order_date: '2026-11-25' });
    expect(reply.status).toBe(200);
    const byDate = await post(`${url}/ecom/withdrawal`, { ...withdrawal, order_number: '', order_date: '2026-11-20' });
    expect(byDate.status).toBe(200);
  });

  it.each([
    ['no name', { name: ' ' }, 'name'],
    ['an invalid e-mail', { email: 'anna@' }, 'email'],
    // The contract is named by its number or its date: with neither, the number is what is missing.
    ['neither order number nor order date', { order_number: '', order_date: null }, 'order_number'],
    // The form's own rule: later than today anywhere on earth (at 13:03 UTC, the 25th has begun east of the date line).
    ['an order date in the future', { order_date: '2026-11-26' }, 'order_date'],
    ['an order date that is no date', { order_date: '2026-02-30' }, 'order_date'],
    ['a reason past its length', { reason: 'x'.repeat(2001) }, 'reason'],
    ['a name that is no text', { name: { first: 'Anna' } }, 'name'],
  ])('refuses %s with 400 and stores nothing', async (_case, change, field) => {
    const { dataDir } = await folders();
    const { url } = await serve({ dataDir, now });
    expect(await post(`${url}/ecom/withdrawal`, { ...withdrawal, ...change })).toEqual({ status: 400, body: { status: 'error', message: `Missing or invalid fields: ${field}` } });
    expect(storedEntries(dataDir, 'withdrawal')).toEqual([]);
  });
});

describe('the order service in the preview server', () => {
  it('prices orders from the folder it serves, and answers oversized bodies with 413 instead of a reset', async () => {
    const { siteDir } = await folders();
    const server = await startPreviewServer({ root: siteDir, port: 0 });
    afterThisTest(() => server.close());
    expect((await post(`${server.url}/ecom/order`, orderBody('previewed'))).body).toMatchObject({ status: 'ok', order_number: '10001' });
    for (const size of [70_000, 2_000_000]) {
      const reply = await fetch(`${server.url}/ecom/order`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ padding: 'x'.repeat(size) }) });
      expect(reply.status).toBe(413);
      expect(((await reply.json()) as { status: string }).status).toBe('error');
    }
  });
});
