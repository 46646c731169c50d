import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { orderServicePaths, type PlacedOrder, type WithdrawalReceipt } from '../widgets/content/order-service.ts';
import { isRecord, type UnknownRecord } from '../widgets/core/shapes.ts';
import { validateProductRating, validateProductRequest } from '../widgets/core/shop/request-rules.ts';
import type { LocalService } from './local-services.ts';
import { createMailer, type Mail, type Mailer } from './mailer.ts';
import { fieldsAtFault } from './body-fields.ts';
import { checkOrder, type CheckedOrder, type OrderRefusal } from './orders/check-order.ts';
import { checkedWithdrawal, withdrawalErrors } from './orders/check-withdrawal.ts';
import { directusPaymentWriter, directusSubmissionCopiers } from './orders/directus-submissions.ts';
import type { SubmissionCopier } from './directus-copy.ts';
import { importJournals } from './orders/journal-import.ts';
import { openOrderStore } from './orders/order-store.ts';
import type { OutboxJob } from './orders/outbox.ts';
import { createOutboxSender } from './orders/outbox-sender.ts';
import type { Endpoint, ReceivedSubmission, SubmissionEntry } from './orders/submission-entry.ts';
import { matchingOrder, mayMailReceipt, type WithdrawalNote } from './orders/withdrawal-receipts.ts';
import { loadOrderCatalog, type OrderCatalog } from './orders/order-catalog.ts';
import { submissionShapes } from './orders/submission-shapes.ts';
import { orderConfirmationMail, withdrawalReceiptMail } from './orders/order-mails.ts';
import { orderContentKey } from './orders/order-content-key.ts';
import { receivedRequest } from './orders/check-request.ts';
import { orderNotificationMail, paymentNotificationMail, requestNotificationMail, withdrawalNotificationMail, type ShopMailbox } from './orders/shop-mails.ts';
import { isJsonContentType, parseJsonBody } from './json-body.ts';
import { createPaypalApi, type PaypalApi, type PaypalConfig } from './payments/paypal-api.ts';
import { createPaypalPayments, type PayableOrder } from './payments/paypal-payments.ts';
import type { PaymentAnswer } from './payments/payment-answer.ts';
import { applyPaymentChange, type PaymentChange } from './payments/payment-record.ts';
import { createKlarnaApi, type KlarnaApi, type KlarnaConfig } from './payments/klarna-api.ts';
import { createKlarnaPayments } from './payments/klarna-payments.ts';
import { paymentConfirmationMail } from './orders/payment-mails.ts';
import { sendJson } from './json-reply.ts';
import { originHeaders } from './origin-check.ts';
import { isBodyTooLarge } from './request-body.ts';
import { requestUrl } from './request-url.ts';
import { closeIfBodyUnread } from './unread-body.ts';

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

export interface LocalOrderServiceOptions {
  /** Other origins whose pages may post here (CORS); the site's own origin needs no entry. */
  allowedOrigins?: string[];
  /** Answers GET /ecom/_received with what arrived (for the browser tests only). */
  inspect?: boolean;
  /** How many submissions memory keeps for inspection; the oldest go first. */
  keep?: number;
  now?: () => Date;
  /** The project (PROJECT_DOMAIN) every body must name; default the build's default. */
  project?: string;
  /** The built site folder whose data/ holds the catalog. */
  siteDir?: string;
  /** The catalog itself (tests); wins over siteDir. null: no shop, orders are refused. */
  catalog?: OrderCatalog | null;
  /** The order store and the mail outbox; without it the store lives in memory and no mail is written. */
  dataDir?: string;
  /** The store may grow to this many bytes, then fails as on a full disk (tests). */
  storeMaxBytes?: number;
  /** Where some endpoints' submissions are also copied for editors (ORDER_STORE=directus). */
  copies?: Partial<Record<Endpoint, SubmissionCopier<SubmissionEntry>>>;
  smtpUrl?: string;
  mailFrom?: string;
  /** Where the shop's notifications go (SHOP_NOTIFY_EMAIL); default the company's e-mail address (data/seller.json). */
  shopEmail?: string;
  /** Replaces the mailer made from smtpUrl / dataDir (tests). */
  mailer?: Mailer;
  /** The first order number when the store is empty. */
  firstOrderNumber?: number;
  /** Larger bodies are refused with 413; without it each endpoint has its own limit (bodyLimits). */
  maxBodyBytes?: number;
  /**
   * PayPal's REST API with the shop's credentials (PAYPAL_*), or how to reach it; the client id
   * may be left out and is then the settings' paypal_client_id. Without it PayPal orders cannot be paid.
   */
  paypal?: PaypalApi | (Omit<PaypalConfig, 'clientId'> & { clientId?: string });
  /** The site's address for links in mails (SITE_URL, as the build); default https://www.<project>. */
  siteUrl?: string;
  /** Before the order number in PayPal's invoice_id (PAYPAL_INVOICE_PREFIX); default none. */
  paypalInvoicePrefix?: string;
  /** Also keeps each confirmed payment state on the order where the orders are kept (ORDER_STORE=directus). */
  paymentStore?: (orderUuid: string, payment: { state: string; reference: string | null }) => Promise<void>;
  /** Klarna Payments' REST API with the shop's credentials (KLARNA_*); without it Klarna orders cannot be paid. */
  klarna?: KlarnaApi | KlarnaConfig;
}

const defaultProject = 'juwelier-albrecht.de';
/**
 * The largest body each endpoint takes, with room to spare: an order of 100 cart lines is about
 * 30 kB, a request or rating (texts of at most 2000 characters) a few kB, a PayPal capture record
 * a few kB. What is larger is not a shopper's submission; it is refused before it is kept.
 */
const bodyLimits: Record<Endpoint, number> = {
  order: 64 * 1024,
  klarnaSession: 8 * 1024,
  klarnaOrder: 8 * 1024,
  paypalTransaction: 32 * 1024,
  paypalOrder: 8 * 1024,
  orderPayment: 8 * 1024,
  request: 16 * 1024,
  rating: 16 * 1024,
  withdrawal: 16 * 1024,
};

const inspectPath = '/ecom/_received';
/** PayPal's webhooks (not a browser's): believed only once PayPal confirms their signature. */
export const paypalWebhookPath = '/ecom/paypal/webhook';
const webhookBodyLimit = 64 * 1024;
const endpointsByPath = new Map<string, Endpoint>(Object.entries(orderServicePaths).map(([endpoint, path]) => [path, endpoint as Endpoint]));

const textOrEmpty = (value: unknown) => (typeof value === 'string' ? value : '');
const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** The names of the fields that fail; empty when the body is fine. */
type BodyCheck = (body: UnknownRecord, now: Date) => string[];

/**
 * The text fields the form's own rules reject (the same rules, so the form and the service agree),
 * plus any that are not text at all. A missing optional field counts as ''.
 */
function textErrors<Field extends string>(body: UnknownRecord, fields: readonly Field[], validate: (texts: Record<Field, string>) => Partial<Record<Field, string>>): string[] {
  const texts = Object.fromEntries(fields.map((field) => [field, textOrEmpty(body[field])])) as Record<Field, string>;
  const errors = validate(texts);
  return fields.filter((field) => errors[field] !== undefined || !isOptionalText(body[field]));
}

/** What makes a body unreadable as its kind (400): its shape, then its form fields; an order's content is judged later (422). */
const bodyChecks: Record<Endpoint, BodyCheck> = {
  order: (body) => fieldsAtFault(submissionShapes.order, body),
  klarnaSession: (body) => fieldsAtFault(submissionShapes.klarnaSession, body),
  klarnaOrder: (body) => fieldsAtFault(submissionShapes.klarnaOrder, body),
  paypalTransaction: (body) => fieldsAtFault(submissionShapes.paypalTransaction, body),
  paypalOrder: (body) => fieldsAtFault(submissionShapes.paypalOrder, body),
  orderPayment: (body) => fieldsAtFault(submissionShapes.orderPayment, body),
  request: (body) => [
    ...fieldsAtFault(submissionShapes.request, body),
    ...textErrors(body, ['name', 'email', 'phone', 'message'], (texts) => validateProductRequest(texts)),
  ],
  withdrawal: (body, now) => [...fieldsAtFault(submissionShapes.withdrawal, body), ...withdrawalErrors(body, now)],
  rating: (body) => [
    ...fieldsAtFault(submissionShapes.rating, body),
    // A valid stand-in rating: only the texts' errors come back, the rating is checked above.
    ...textErrors(body, ['name', 'comment'], (texts) => validateProductRating({ rating: 1, ...texts })),
  ],
};

const error = (message: string) => ({ status: 'error', message });
const refusal = ({ code, message, fields }: OrderRefusal) => ({ status: 'error', message, code, ...(fields ? { fields } : {}) });

/** ISO date-time to the second, UTC: what a receipt states. */
const toSecond = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** A mailer for a service without a data folder or SMTP: it says what it would have sent. */
const loggingMailer: Mailer = {
  async send(mail: Mail) {
    console.info(`[order service] no SMTP_URL and no data folder: not sent "${mail.subject}" to ${mail.to}`);
  },
};

function mailerFor(options: LocalOrderServiceOptions, project: string): Mailer {
  if (options.mailer) return options.mailer;
  const from = options.mailFrom || `shop@${project}`;
  if (options.smtpUrl) return createMailer({ smtpUrl: options.smtpUrl, outboxDir: '', from });
  if (options.dataDir) return createMailer({ outboxDir: path.join(options.dataDir, 'outbox'), from });
  return loggingMailer;
}

export function createLocalOrderService(options: LocalOrderServiceOptions = {}) {
  const allowedOrigins = (options.allowedOrigins ?? []).map((origin) => origin.replace(/\/+$/, ''));
  const keep = options.keep ?? 1000;
  const now = options.now ?? (() => new Date());
  const project = options.project ?? defaultProject;
  const limitOf = (endpoint: Endpoint) => options.maxBodyBytes ?? bodyLimits[endpoint];
  const mailer = mailerFor(options, project);
  // The build's default too (site/_config/build-options.ts): links in mails lead to the shop's own site.
  const siteUrl = (options.siteUrl ?? `https://www.${project}`).replace(/\/+$/, '');
  const store = openOrderStore({ dataDir: options.dataDir, maxBytes: options.storeMaxBytes });
  const copies = options.copies ?? {};
  const sender = createOutboxSender({
    outbox: store.outbox,
    now,
    deliver: async ({ job, key }) => {
      if (job.kind === 'mail') await mailer.send(job.mail, key);
      else await copies[job.entry.endpoint]?.append(job.entry);
    },
  });

  const received: ReceivedSubmission[] = [];
  /**
   * Order uuid → what its payment and the payment's mail need: the reply it got, its number, its
   * sums, how it is paid and how far.
   */
  const orders = new Map<string, PayableOrder & { reply: UnknownRecord; order: CheckedOrder; placedAt: string }>();
  const orderUuidsByNumber = new Map<string, string>();
  let catalog: OrderCatalog | null = null;
  /** PayPal with the shop's credentials, once the catalog names the client id (or null: not set up). */
  let paypalApi: PaypalApi | null = null;

  function remember(entry: SubmissionEntry) {
    const { id, endpoint, receivedAt, body } = entry;
    received.push({ id, endpoint, receivedAt, body });
    if (received.length > keep) received.splice(0, received.length - keep);
    if (endpoint === 'order' && entry.orderNumber && entry.order) {
      const { order, orderNumber } = entry;
      orders.set(id, { uuid: id, reply: entry.reply, orderNumber, paymentMethod: order.payment.method, totals: order.totals, order, placedAt: receivedAt, payment: { state: 'pending', at: receivedAt } });
      orderUuidsByNumber.set(orderNumber, id);
    }
    const known = entry.payment ? orders.get(entry.payment.orderUuid) : undefined;
    if (known && entry.payment) known.payment = applyPaymentChange(known.payment, entry.payment);
  }

  const klarnaApi: KlarnaApi | null = !options.klarna ? null : 'placeOrder' in options.klarna ? options.klarna : createKlarnaApi(options.klarna);

  const ready = (async () => {
    catalog = options.catalog !== undefined ? options.catalog : options.siteDir ? await loadOrderCatalog(options.siteDir) : null;
    if (!catalog && options.siteDir) console.warn(`[order service] ${path.join(options.siteDir, 'data', 'settings.json')} does not exist: orders are refused (shop_closed)`);
    if (options.dataDir) await importJournals(options.dataDir, store);
    store.entries().forEach(remember);
    // What a crash or a failure left in the outbox goes now.
    store.outbox.dueNow(now());
    void sender.kick();
    paypalApi = paypalFrom(catalog?.settings.paypal_client_id);
    warnOfUnpayableMethods();
  })();

  /** The shop offers a method the service cannot take: said once at start, so the operator sets the credentials. */
  function warnOfUnpayableMethods() {
    const offered = new Set(catalog?.settings.shipping_methods.flatMap((method) => method.payment_methods.map((payment) => payment.method)) ?? []);
    if (offered.has('paypal') && !paypalApi) console.warn('[order service] the shop offers PayPal, but PayPal is not set up (PAYPAL_CLIENT_SECRET, docs/order-service.md#payments): PayPal orders cannot be paid');
    if (offered.has('klarna') && !klarnaApi) console.warn('[order service] the shop offers Klarna, but Klarna is not set up (KLARNA_API_USERNAME, KLARNA_API_PASSWORD): Klarna cannot be chosen successfully');
  }

  // Payments one at a time: a uuid is looked up and recorded without another in between.
  let queue: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  }

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
  function sendLater(mail: Mail) {
    try {
      store.outbox.add({ kind: 'mail', mail }, now().toISOString());
      void sender.kick();
    } catch (cause) {
      console.error(`[order service] could not put "${mail.subject}" to ${mail.to} into the outbox`, cause);
    }
  }

  /** The outbox jobs a kept submission causes: its mails, and its copy for editors where one is made. */
  const jobsFor = (entry: SubmissionEntry, mails: Mail[]): OutboxJob[] => [
    ...(copies[entry.endpoint] ? [{ kind: 'copy' as const, entry }] : []),
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
    const seqs = store.record(entry, jobs);
    remember(entry);
    await dispatch(jobs, seqs);
  }

  type Answer = { status: number; body: UnknownRecord };

  /** Checks, numbers and keeps an order with its stock and mails in one transaction of the store. */
  async function placeOrder(body: UnknownRecord): Promise<Answer> {
    const at = now();
    let jobs: OutboxJob[] = [];
    const placement = store.placeOrder({
      uuid: body.order_uuid as string,
      contentKey: orderContentKey(body),
      firstNumber: options.firstOrderNumber ?? 10001,
      check: (piecesHeld) => checkOrder(body, catalog, project, piecesHeld),
      accept: (order, orderNumber) => {
        const reply: PlacedOrder = { status: 'ok', id: order.uuid, order_number: orderNumber, total: order.totals.total };
        const entry: SubmissionEntry = { id: order.uuid, endpoint: 'order', receivedAt: at.toISOString(), body, reply: { ...reply }, order, orderNumber };
        const shop = shopMailbox();
        const mails = [orderConfirmationMail(order, orderNumber, catalog!.settings.bank_details, catalog!.seller, siteUrl), ...(shop ? [orderNotificationMail(order, orderNumber, at, shop)] : [])];
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

  function paypalFrom(settingsClientId: string | null | undefined): PaypalApi | null {
    const given = options.paypal;
    if (!given) return null;
    if ('createOrder' in given) return given;
    const clientId = given.clientId || settingsClientId;
    if (!clientId || !given.clientSecret) {
      console.warn('[order service] PAYPAL_CLIENT_SECRET is set but no PayPal client id (PAYPAL_CLIENT_ID or the settings\' paypal_client_id): PayPal orders cannot be paid');
      return null;
    }
    return createPaypalApi({ ...given, clientId });
  }

  /** Keeps a confirmed change of an order's payment with the request that caused it. */
  const paymentSaver = (endpoint: Endpoint, body: UnknownRecord) => async (change: PaymentChange) => {
    await record({ id: randomUUID(), endpoint, receivedAt: change.at, body, reply: { status: 'ok' }, payment: change });
    const payment = orders.get(change.orderUuid)?.payment;
    if (!change.state || !payment || !options.paymentStore) return;
    // The store holds it already; a store that fails is logged, the shopper's payment stands.
    await options.paymentStore(change.orderUuid, { state: payment.state, reference: payment.captureId ?? payment.klarnaOrderId ?? null }).catch((cause: unknown) => {
      console.error(`[order service] could not keep the payment state "${payment.state}" of order ${change.orderUuid} in the order store`, cause);
    });
  };

  function paypalFor(endpoint: Endpoint, body: UnknownRecord) {
    return createPaypalPayments({
      api: paypalApi,
      invoicePrefix: options.paypalInvoicePrefix ?? '',
      findOrder: (uuid) => orders.get(uuid),
      findOrderByNumber: (orderNumber) => orders.get(orderUuidsByNumber.get(orderNumber) ?? ''),
      savePayment: paymentSaver(endpoint, body),
      onPaid: (paid) => {
        const order = orders.get(paid.uuid)?.order;
        if (!order) return;
        sendLater(paymentConfirmationMail(order, paid.orderNumber, catalog?.seller ?? null));
        const shop = shopMailbox();
        if (shop) sendLater(paymentNotificationMail(order, paid.orderNumber, 'paid', { captureId: paid.payment.captureId }, shop));
      },
      now,
    });
  }

  /**
   * How an order stands with its payment, for the page that pays it later: its number, total,
   * method and payment state, nothing personal. The uuid (random, in the shopper's mail) is the key.
   */
  async function paymentStatus(uuid: string): Promise<Answer> {
    const order = orders.get(uuid);
    if (!order) return { status: 404, body: { status: 'error', code: 'unknown_order', message: 'No order with this uuid was placed.' } };
    return { status: 200, body: { status: 'ok', id: uuid, order_number: order.orderNumber, total: order.totals.total, payment_method: order.paymentMethod ?? '', payment: order.payment.state } };
  }

  /** Payments of one order one at a time, with orders: a capture and a webhook never cross. */
  const paypalAnswer = (work: () => Promise<PaymentAnswer>): Promise<Answer> => oneAtATime(work);

  function klarnaFor(endpoint: Endpoint, body: UnknownRecord) {
    return createKlarnaPayments({
      api: klarnaApi,
      checkOrder: (order) => checkOrder(order, catalog, project),
      findOrder: (uuid) => orders.get(uuid),
      savePayment: paymentSaver(endpoint, body),
      onAuthorized: (authorized) => {
        if (!authorized.order) return;
        sendLater(paymentConfirmationMail(authorized.order, authorized.orderNumber, catalog?.seller ?? null, 'authorized'));
        const shop = shopMailbox();
        if (shop) sendLater(paymentNotificationMail(authorized.order, authorized.orderNumber, 'authorized', { klarnaOrderId: authorized.payment.klarnaOrderId }, shop));
      },
      now,
    });
  }

  async function receiveWithdrawal(body: UnknownRecord): Promise<Answer> {
    const at = now();
    const withdrawal = checkedWithdrawal(body);
    const shop = shopMailbox();
    // Counted and kept with nothing awaited in between: posts at once cannot all count the same receipts.
    const earlier = store.entriesSince('withdrawal', new Date(at.getTime() - 24 * 60 * 60 * 1000).toISOString()).map((entry) => ({ receivedAt: entry.receivedAt, withdrawal: checkedWithdrawal(entry.body), note: entry.withdrawal }));
    const note: WithdrawalNote = { receiptMailed: mayMailReceipt(withdrawal, earlier, at), order: matchingOrder(withdrawal, orders.values()) };
    const reply: WithdrawalReceipt = { status: 'ok', id: randomUUID(), received_at: toSecond(at), receipt_mailed: note.receiptMailed };
    await record({ id: reply.id, endpoint: 'withdrawal', receivedAt: at.toISOString(), body, reply: { ...reply }, withdrawal: note }, [
      ...(note.receiptMailed ? [withdrawalReceiptMail(withdrawal, reply.id, at, catalog?.seller ?? null)] : []),
      ...(shop ? [withdrawalNotificationMail(withdrawal, reply.id, at, shop, note)] : []),
    ]);
    return { status: 200, body: { ...reply } };
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
    if (endpoint === 'orderPayment') return paymentStatus(body.order_uuid as string);
    if (endpoint === 'paypalOrder') return paypalAnswer(() => paypalFor(endpoint, body).openOrder(body.order_uuid as string));
    if (endpoint === 'paypalTransaction') {
      const paypal = body.paypal as { id: string };
      return paypalAnswer(() => paypalFor(endpoint, { project: body.project, order_id: body.order_id, paypal: { id: paypal.id } }).capture(String(body.order_id), paypal.id));
    }
    // The token is Klarna's to judge, once: never stored, never logged.
    if (endpoint === 'klarnaOrder') return oneAtATime(() => klarnaFor(endpoint, { project: body.project, order_uuid: body.order_uuid }).placeOrder(body.order_uuid as string, body.authorization_token as string));
    if (endpoint === 'klarnaSession') return klarnaFor(endpoint, body).openSession(body);
    if (endpoint === 'withdrawal') return receiveWithdrawal(body);
    if (endpoint === 'request') return receiveRequest(body);
    const id = randomUUID();
    // A rating: kept for the shop to publish.
    const reply = { status: 'ok', id };
    await record({ id, endpoint, receivedAt: now().toISOString(), body, reply });
    return { status: 200, body: reply };
  }

  /** PayPal's webhook: no origin, no project, PayPal's own body; PayPal is asked whether it sent it. */
  async function receivePaypalWebhook(request: Parameters<LocalService>[0], response: Parameters<LocalService>[1], readBody: Parameters<LocalService>[2]) {
    if (request.method !== 'POST') {
      sendJson(response, 405, error('Use POST.'), { allow: 'POST' });
      return;
    }
    let text: string;
    try {
      text = await readBody(webhookBodyLimit);
    } catch (cause) {
      if (!isBodyTooLarge(cause)) throw cause;
      sendJson(response, 413, error(`The body is larger than ${webhookBodyLimit} bytes.`), { connection: 'close' });
      return;
    }
    const parsed = parseJsonBody(text);
    if (!parsed.ok || !isRecord(parsed.value)) {
      sendJson(response, 400, error('The body is not a JSON object.'));
      return;
    }
    const event = parsed.value;
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
    const answer = await paypalAnswer(() => paypalFor('paypalTransaction', { webhook_event: event.id ?? null, event_type: event.event_type ?? null }).webhook(headers, event));
    sendJson(response, answer.status, answer.body);
  }

  const service: LocalService = async (request, response, readBody) => {
    const pathname = requestUrl(request.url)?.pathname;
    if (!pathname?.startsWith('/ecom/')) return false;
    await ready;
    if (pathname === paypalWebhookPath) {
      await receivePaypalWebhook(request, response, readBody);
      return true;
    }

    const cors = originHeaders(request, allowedOrigins);
    if (!cors) {
      sendJson(response, 403, error('This origin may not use the order service.'), closeIfBodyUnread(request));
      return true;
    }
    const inspecting = options.inspect === true && pathname === inspectPath;
    const endpoint = endpointsByPath.get(pathname);
    if (!endpoint && !inspecting) {
      sendJson(response, 404, error(`No such endpoint: ${pathname}`), cors);
      return true;
    }
    const method = inspecting ? 'GET' : 'POST';
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        allow: `${method}, OPTIONS`,
        'access-control-allow-methods': `${method}, OPTIONS`,
        'access-control-allow-headers': 'accept, content-type, x-xsrf-token',
        'access-control-max-age': '600',
      });
      response.end();
      return true;
    }
    if (request.method !== method) {
      sendJson(response, 405, error(`Use ${method}.`), { ...cors, allow: `${method}, OPTIONS`, ...closeIfBodyUnread(request) });
      return true;
    }
    if (inspecting) {
      sendJson(response, 200, received, cors);
      return true;
    }
    if (!isJsonContentType(request.headers['content-type'])) {
      sendJson(response, 415, error('Send the body as JSON (Content-Type: application/json).'), { ...cors, 'accept-post': 'application/json', ...closeIfBodyUnread(request) });
      return true;
    }

    const limit = limitOf(endpoint!);
    let text: string;
    try {
      text = await readBody(limit);
    } catch (cause) {
      if (!isBodyTooLarge(cause)) throw cause;
      sendJson(response, 413, error(`The body is larger than ${limit} bytes.`), { ...cors, connection: 'close' });
      return true;
    }
    const parsed = parseJsonBody(text);
    if (!parsed.ok) {
      sendJson(response, 400, error(parsed.problem === 'too_deep' ? 'The body nests too deep.' : 'The body is not valid JSON.'), cors);
      return true;
    }
    const body = parsed.value;
    if (!isRecord(body)) {
      sendJson(response, 400, error('The body must be a JSON object.'), cors);
      return true;
    }
    const invalid = bodyChecks[endpoint!](body, now());
    if (invalid.length > 0) {
      sendJson(response, 400, error(`Missing or invalid fields: ${invalid.join(', ')}`), cors);
      return true;
    }
    if (body.project !== project) {
      sendJson(response, 422, { status: 'error', message: 'This submission is for another shop.', code: 'invalid', fields: ['project'] }, cors);
      return true;
    }
    let answer: Answer;
    try {
      answer = await receive(endpoint!, body);
    } catch (cause) {
      console.error('[order service] could not store a submission', cause);
      sendJson(response, 500, error('The submission could not be stored.'), cors);
      return true;
    }
    sendJson(response, answer.status, answer.body, cors);
    return true;
  };

  return {
    service,
    /** Settles once the catalog and the store are read; rejects when a catalog file is broken. */
    ready,
    received: (): readonly ReceivedSubmission[] => received,
    /** Settles when every mail started so far was sent or failed (tests, shutdown). */
    mailsSent: () => sender.settled(),
    /** Stops the outbox's retries and closes the store (shutdown, tests). */
    close: async () => {
      await sender.settled();
      sender.stop();
      store.close();
    },
    /** Mails and copies not yet delivered, with their last error. */
    unsent: () => store.outbox.unsent(),
  };
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * Where the submissions go: the data folder (ORDER_STORE unset or `files`), or for orders,
 * requests, ratings and withdrawals Directus (ORDER_STORE=directus with DIRECTUS_URL and
 * DIRECTUS_TOKEN, a token that may create and read those collections).
 */
function storeFromEnv(env: NodeJS.ProcessEnv): Pick<LocalOrderServiceOptions, 'copies' | 'paymentStore'> {
  const store = env.ORDER_STORE?.trim() || 'local';
  if (store === 'local') return {};
  if (store !== 'directus') throw new Error(`ORDER_STORE=${store} is not known; use local (the default) or directus.`);
  const url = env.DIRECTUS_URL?.trim();
  const token = env.DIRECTUS_TOKEN?.trim();
  if (!url || !token) throw new Error('ORDER_STORE=directus needs DIRECTUS_URL and DIRECTUS_TOKEN.');
  return { copies: directusSubmissionCopiers(url, token), paymentStore: directusPaymentWriter(url, token) };
}

/**
 * The service configured from the environment (README "The order service"):
 * ORDER_SERVICE_ALLOWED_ORIGINS (comma-separated), ORDER_SERVICE_DATA_DIR, ORDER_SERVICE_INSPECT=1,
 * PROJECT_DOMAIN, SMTP_URL, MAIL_FROM, SHOP_NOTIFY_EMAIL, ORDER_STORE (DIRECTUS_URL, DIRECTUS_TOKEN); the catalog
 * from the site folder given.
 */
export function localOrderServiceFromEnv(siteDir: string | undefined, env: NodeJS.ProcessEnv = process.env) {
  return createLocalOrderService({
    ...storeFromEnv(env),
    allowedOrigins: listOf(env.ORDER_SERVICE_ALLOWED_ORIGINS),
    inspect: env.ORDER_SERVICE_INSPECT === '1',
    siteDir,
    dataDir: env.ORDER_SERVICE_DATA_DIR || undefined,
    project: env.PROJECT_DOMAIN || defaultProject,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    shopEmail: env.SHOP_NOTIFY_EMAIL?.trim() || undefined,
    paypal: paypalFromEnv(env),
    paypalInvoicePrefix: env.PAYPAL_INVOICE_PREFIX?.trim() || undefined,
    siteUrl: env.SITE_URL?.trim() || undefined,
    klarna: klarnaFromEnv(env),
  });
}

/**
 * Klarna's API credentials (docs/order-service.md): KLARNA_API_USERNAME and KLARNA_API_PASSWORD turn
 * Klarna on; KLARNA_API_URL defaults to Klarna's test environment (the playground).
 */
function klarnaFromEnv(env: NodeJS.ProcessEnv): KlarnaConfig | undefined {
  const username = env.KLARNA_API_USERNAME?.trim();
  const password = env.KLARNA_API_PASSWORD?.trim();
  if (!username || !password) return undefined;
  return { apiUrl: env.KLARNA_API_URL?.trim() || 'https://api.playground.klarna.com', username, password };
}

/** PayPal's sandbox; a live shop sets PAYPAL_API_URL=https://api-m.paypal.com with its live credentials. */
const paypalSandboxApi = 'https://api-m.sandbox.paypal.com';

/**
 * PayPal's REST credentials (docs/order-service.md): PAYPAL_CLIENT_SECRET turns PayPal on,
 * PAYPAL_CLIENT_ID (default: the settings' paypal_client_id), PAYPAL_API_URL (default PayPal's
 * sandbox), PAYPAL_WEBHOOK_ID (without it no webhook is believed), PAYPAL_INVOICE_PREFIX.
 */
function paypalFromEnv(env: NodeJS.ProcessEnv): LocalOrderServiceOptions['paypal'] {
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim();
  if (!clientSecret) return undefined;
  return {
    apiUrl: env.PAYPAL_API_URL?.trim() || paypalSandboxApi,
    clientId: env.PAYPAL_CLIENT_ID?.trim() || undefined,
    clientSecret,
    webhookId: env.PAYPAL_WEBHOOK_ID?.trim() || undefined,
  };
}
