import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { PlacedOrder } from '../widgets/content/order-service-wire.ts';
import type { UnknownRecord } from '../widgets/core/shapes.ts';
import type { Mail } from './mailer.ts';
import { mailerFor } from './orders/service-mailer.ts';
import type { LocalOrderServiceOptions } from './orders/service-options.ts';
import { checkOrder, type OrderRefusal } from './orders/check-order.ts';
import { bodyLimits } from './orders/body-checks.ts';
import { importJournals } from './orders/journal-import.ts';
import { openOrderStore } from './orders/order-store.ts';
import type { OutboxJob } from './orders/outbox.ts';
import { orderServiceHttp, type ServiceAnswer } from './orders/order-service-http.ts';
import { createOutboxSender } from './orders/outbox-sender.ts';
import type { Endpoint, SubmissionEntry } from './orders/submission-entry.ts';
import { loadOrderCatalog, type OrderCatalog } from './orders/order-catalog.ts';
import { orderConfirmationMail } from './orders/order-mails.ts';
import { orderContentKey } from './orders/order-content-key.ts';
import { receivedRequest } from './orders/check-request.ts';
import { orderNotificationMail, requestNotificationMail, type ShopMailbox } from './orders/shop-mails.ts';
import { ordersNamedBy } from './payments/paypal-payments.ts';
import { createOrderStatusChanges } from './orders/order-status.ts';
import { createPaymentWiring } from './orders/payment-wiring.ts';
import { keptSubmissions } from './orders/kept-submissions.ts';
import { stockAnswer } from './orders/stock-answer.ts';
import { servicePublisher } from './publish/service-publisher.ts';
import { orderTurns } from './orders/order-turns.ts';
import { receiptWindowMs, withdrawalEntry } from './orders/withdrawal-entry.ts';

export type { LocalOrderServiceOptions } from './orders/service-options.ts';

/**
 * The shop's order service (spec §7): /ecom/* answered by `npm run order-service` on its own or
 * by the preview server next to the site (`npm start`, the browser tests).
 *
 * - An order is recomputed from the catalog the build wrote (orders/check-order.ts) and refused
 *   with 422 and a code when anything differs; an accepted one gets the next order number.
 * - Every accepted submission is kept in the order store (orders/order-store.ts, one SQLite file
 *   in the data folder) before the answer: an order with its number, the stock it holds and its
 *   mails in one transaction, so a crash or a full disk leaves all of it or nothing, numbers are
 *   never reused, and the last piece is sold once. At start the store is read back.
 * - An order uuid (and a Klarna order's uuid) already accepted answers its first answer again and
 *   stores nothing, also for two identical posts at once. Other lines, methods or totals under a
 *   known uuid are refused with 409 (order-content-key.ts).
 * - The order confirmation and the withdrawal receipt are mailed to the shopper, and the shop is
 *   told of every order, product request and withdrawal by a mail of its own (SMTP, or .eml files
 *   in the data folder's outbox), through the store's outbox: a mail that fails is tried again,
 *   also after a restart, and the order stands.
 */


/** The project a service configured without PROJECT_DOMAIN takes orders for: the build's default. */
export const defaultProject = 'juwelier-albrecht.de';

const refusal = ({ code, message, fields, shortages }: OrderRefusal) => ({ status: 'error', message, code, ...(fields ? { fields } : {}), ...(shortages ? { shortages } : {}) });

export function createLocalOrderService(options: LocalOrderServiceOptions = {}) {
  const allowedOrigins = (options.allowedOrigins ?? []).map((origin) => origin.replace(/\/+$/, ''));
  const keep = options.keep ?? 1000;
  const now = options.now ?? (() => new Date());
  const project = options.project ?? defaultProject;
  const limitOf = (endpoint: Endpoint) => options.maxBodyBytes ?? bodyLimits[endpoint];
  const mailer = mailerFor(options, project);
  // The build's default too (site/_config/build-options.ts): links in mails lead to the shop's own site.
  const siteUrl = (options.siteUrl ?? `https://www.${project}`).replace(/\/+$/, '');
  const store = openOrderStore({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, maxBytes: options.storeMaxBytes });
  const copies = options.copies ?? {};
  const sender = createOutboxSender({
    outbox: store.outbox,
    now,
    deliver: async ({ job, key }) => {
      if (job.kind === 'mail') await mailer.send(job.mail, key);
      else if (job.kind === 'document') await options.documentStore?.(job.document);
      else if (job.entry.endpoint !== 'orderStatus') await copies[job.entry.endpoint]?.append(job.entry);
    },
  });

  const kept = keptSubmissions(keep);
  const { orders, orderUuidsByNumber, remember } = kept;
  let catalog: OrderCatalog | null = null;

  const payments = createPaymentWiring({
    options,
    project,
    orders,
    orderUuidsByNumber,
    catalog: () => catalog,
    record: (entry) => record(entry),
    sendLater,
    shopMailbox,
    now,
  });

  const ready = (async () => {
    catalog = options.catalog !== undefined ? options.catalog : options.siteDir ? await loadOrderCatalog(options.siteDir) : null;
    if (!catalog && options.siteDir) console.warn(`[order service] ${path.join(options.siteDir, 'data', 'settings.json')} does not exist: orders are refused (shop_closed)`);
    if (options.dataDir) await importJournals(options.dataDir, store);
    (await store.entries()).forEach(remember);
    // What a crash or a failure left in the outbox goes now.
    await store.outbox.dueNow(now());
    void sender.kick();
    payments.start();
  })();

  const { withOrderFresh } = orderTurns(store, kept.reloadOrder);

  /** The shop's mailbox, or null (and one warning) when neither the options nor the company data name one. */
  let warnedNoShopEmail = false;
  function shopMailbox(): ShopMailbox | null {
    const seller = catalog?.seller ?? null;
    const to = options.shopEmail || seller?.email;
    if (to) return { to, seller };
    if (!warnedNoShopEmail) console.warn('[order service] no SHOP_NOTIFY_EMAIL and no company e-mail: the shop is not mailed about orders, requests and withdrawals');
    warnedNoShopEmail = true;
    return null;
  }

  /** A mail caused by something already kept (a payment): into the outbox, then sent. */
  async function sendLater(mail: Mail) {
    try {
      await store.outbox.add({ kind: 'mail', mail }, now().toISOString());
      void sender.kick();
    } catch (cause) {
      console.error(`[order service] could not put "${mail.subject}" to ${mail.to} into the outbox`, cause);
    }
  }

  /** The outbox jobs a kept submission causes: its mails, and its copy for editors where one is made. */
  const jobsFor = (entry: SubmissionEntry, mails: Mail[]): OutboxJob[] => [
    ...(entry.endpoint !== 'orderStatus' && copies[entry.endpoint] ? [{ kind: 'copy' as const, entry }] : []),
    ...mails.map((mail) => ({ kind: 'mail' as const, mail })),
  ];

  /**
   * After the transaction: the copy for editors is made before the answer (they see the order
   * when the shopper sees the confirmation; when Directus fails, the outbox tries again later),
   * the mails go after it.
   */
  async function dispatch(jobs: OutboxJob[], seqs: number[]) {
    const copySeqs = seqs.filter((_seq, index) => jobs[index]?.kind === 'copy');
    if (copySeqs.length > 0) await sender.deliverNow(copySeqs);
    void sender.kick();
  }

  async function record(entry: SubmissionEntry, mails: Mail[] = []) {
    const jobs = jobsFor(entry, mails);
    const seqs = await store.record(entry, jobs);
    remember(entry);
    await dispatch(jobs, seqs);
  }

  type Answer = ServiceAnswer;

  /** Checks, numbers and keeps an order with its stock and mails in one transaction of the store. */
  async function placeOrder(body: UnknownRecord): Promise<Answer> {
    const at = now();
    let jobs: OutboxJob[] = [];
    const placement = await store.placeOrder({
      uuid: body.order_uuid as string,
      contentKey: orderContentKey(body),
      firstNumber: options.firstOrderNumber ?? 10001,
      check: (piecesHeld) => checkOrder(body, catalog, project, piecesHeld),
      accept: (order, orderNumber) => {
        const reply: PlacedOrder = { status: 'ok', id: order.uuid, order_number: orderNumber, total: order.totals.total };
        const entry: SubmissionEntry = { id: order.uuid, endpoint: 'order', receivedAt: at.toISOString(), body, reply: { ...reply }, order, orderNumber };
        const shop = shopMailbox();
        const mails = [orderConfirmationMail(order, orderNumber, catalog!.settings.bank_details, catalog!.seller, siteUrl, catalog!.contractTexts), ...(shop ? [orderNotificationMail(order, orderNumber, at, shop)] : [])];
        jobs = jobsFor(entry, mails);
        return { entry, jobs };
      },
    });
    if (placement.outcome === 'refused') return { status: 422, body: refusal(placement.refusal) };
    if (placement.outcome === 'known') {
      if (placement.sameContent) return { status: 200, body: placement.entry.reply };
      // Another order under a uuid already used: answering the first one would confirm what was not asked for.
      return { status: 409, body: { status: 'error', code: 'order_uuid_taken', message: 'An order with this uuid was already placed with other lines, methods or totals; a changed order needs a new uuid.' } };
    }
    remember(placement.entry);
    await dispatch(jobs, placement.jobs);
    return { status: 200, body: { ...placement.entry.reply } };
  }

  async function receiveWithdrawal(body: UnknownRecord): Promise<Answer> {
    const at = now();
    const context = { orders: orders.values(), seller: catalog?.seller ?? null, shop: shopMailbox() };
    // Counted and kept in one transaction: posts at once cannot all count the same receipts.
    const { entry, jobs, seqs } = await store.recordCounting('withdrawal', new Date(at.getTime() - receiptWindowMs).toISOString(), (earlier) => {
      const { entry: kept, mails } = withdrawalEntry(body, at, earlier, context);
      return { entry: kept, jobs: jobsFor(kept, mails) };
    });
    remember(entry);
    await dispatch(jobs, seqs);
    return { status: 200, body: { ...entry.reply } };
  }

  async function receiveRequest(body: UnknownRecord): Promise<Answer> {
    const at = now();
    const reply = { status: 'ok', id: randomUUID() };
    const shop = shopMailbox();
    await record({ id: reply.id, endpoint: 'request', receivedAt: at.toISOString(), body, reply: { ...reply } }, shop ? [requestNotificationMail(receivedRequest(body, catalog), at, shop)] : []);
    return { status: 200, body: { ...reply } };
  }

  async function receive(endpoint: Endpoint, body: UnknownRecord): Promise<Answer> {
    if (endpoint === 'order') return placeOrder(body);
    if (endpoint === 'orderPayment') return withOrderFresh({ uuid: body.order_uuid }, () => payments.paymentStatus(body.order_uuid as string));
    // A question, not a submission: answered from the store's holds, nothing kept.
    if (endpoint === 'stock') return { status: 200, body: { status: 'ok', stock: await store.readHolds((piecesHeld) => stockAnswer(body, catalog, piecesHeld)) } };
    if (endpoint === 'paypalOrder') return withOrderFresh({ uuid: body.order_uuid }, () => payments.paypalFor(endpoint, body).openOrder(body.order_uuid as string));
    if (endpoint === 'paypalTransaction') {
      const paypal = body.paypal as { id: string };
      return withOrderFresh({ uuid: body.order_id }, () => payments.paypalFor(endpoint, { project: body.project, order_id: body.order_id, paypal: { id: paypal.id } }).capture(String(body.order_id), paypal.id));
    }
    // The token is Klarna's to judge, once: never stored, never logged.
    if (endpoint === 'klarnaOrder') return withOrderFresh({ uuid: body.order_uuid }, () => payments.klarnaFor(endpoint, { project: body.project, order_uuid: body.order_uuid }).placeOrder(body.order_uuid as string, body.authorization_token as string));
    if (endpoint === 'klarnaSession') return payments.klarnaFor(endpoint, body).openSession(body);
    if (endpoint === 'withdrawal') return receiveWithdrawal(body);
    if (endpoint === 'request') return receiveRequest(body);
    const id = randomUUID();
    // A rating: kept for the shop to publish.
    const reply = { status: 'ok', id };
    await record({ id, endpoint, receivedAt: now().toISOString(), body, reply });
    return { status: 200, body: reply };
  }

  const changeStatus = createOrderStatusChanges({
    store,
    findOrder: kept.orderNumbered,
    klarna: payments.klarnaApi,
    paypal: payments.paypalApi,
    seller: () => catalog?.seller ?? null,
    now,
    keepsDocuments: options.documentStore !== undefined,
    kept: async (entry, jobs, seqs) => {
      remember(entry);
      await dispatch(jobs, seqs);
      // Not awaited: the change may come from Directus itself, which waits for this answer.
      if (entry.payment) void payments.copyPaymentState(entry.payment);
    },
  });

  /** Reads the catalog the last build wrote (after a publish: new prices, products, stock figures). */
  async function reloadCatalog() {
    if (!options.siteDir || options.catalog !== undefined) return;
    catalog = await loadOrderCatalog(options.siteDir);
    payments.start();
  }

  const { publisher, drafts } = options.publish ? servicePublisher(options.publish, options.siteDir, now, reloadCatalog) : { publisher: null, drafts: null };

  const service = orderServiceHttp({
    ready,
    receive,
    paypalWebhook: (headers, event) =>
      withOrderFresh(ordersNamedBy(event, options.paypalInvoicePrefix ?? ''), () =>
        payments.paypalFor('paypalTransaction', { webhook_event: event.id ?? null, event_type: event.event_type ?? null }).webhook(headers, event),
      ),
    received: kept.received,
    allowedOrigins,
    inspect: options.inspect === true,
    limitOf,
    project,
    now,
    // Status changes wait their turn with payments: a capture and a webhook never cross.
    publish: publisher && options.publish ? { token: options.publish.secret, request: () => publisher.request() } : null,
    orderStatus: options.adminToken
      ? {
          token: options.adminToken,
          change: (orderNumber, body) => withOrderFresh({ number: orderNumber }, () => changeStatus(orderNumber, body)),
        }
      : null,
  });

  return {
    service,
    /** Settles once the catalog and the store are read; rejects when a catalog file is broken. */
    ready,
    received: kept.received,
    /** Settles when every mail started so far was sent or failed (tests, shutdown). */
    mailsSent: () => sender.settled(),
    /** Settles when no build of the site runs or waits (tests, shutdown). */
    published: () => publisher?.idle() ?? Promise.resolve(),
    /** The preview of drafts' builds (publish.drafts), for the preview server of drafts to serve. */
    drafts,
    /** Stops the outbox's retries and closes the store (shutdown, tests). */
    close: async () => {
      await publisher?.idle();
      await drafts?.idle();
      await sender.settled();
      sender.stop();
      await store.close();
    },
    /** Mails and copies not yet delivered, with their last error. */
    unsent: () => store.outbox.unsent(),
  };
}
