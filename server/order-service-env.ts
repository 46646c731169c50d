import path from 'node:path';
import { directusDocumentStore } from './orders/directus-documents.ts';
import { directusPublishReport } from './publish/publish-report.ts';
import { directusPaymentWriter, directusSubmissionCopiers } from './orders/directus-submissions.ts';
import { createLocalOrderService, defaultProject, type LocalOrderServiceOptions } from './order-service.ts';
import type { KlarnaConfig } from './payments/klarna-api.ts';

/**
 * The order service as the environment configures it (docs/order-service.md "Configuration"), for
 * `npm run order-service` and the preview server: the store, the origins, mail, PayPal and Klarna.
 */

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * Where the submissions go: the data folder (ORDER_STORE unset or `files`), or for orders,
 * requests, ratings and withdrawals Directus (ORDER_STORE=directus with DIRECTUS_URL and
 * DIRECTUS_TOKEN, a token that may create and read those collections), with the orders' payment
 * states and invoices.
 */
function storeFromEnv(env: NodeJS.ProcessEnv): Pick<LocalOrderServiceOptions, 'copies' | 'paymentStore' | 'documentStore'> {
  const store = env.ORDER_STORE?.trim() || 'local';
  if (store === 'local') return {};
  if (store !== 'directus') throw new Error(`ORDER_STORE=${store} is not known; use local (the default) or directus.`);
  const url = env.DIRECTUS_URL?.trim();
  const token = env.DIRECTUS_TOKEN?.trim();
  if (!url || !token) throw new Error('ORDER_STORE=directus needs DIRECTUS_URL and DIRECTUS_TOKEN.');
  return { copies: directusSubmissionCopiers(url, token), paymentStore: directusPaymentWriter(url, token), documentStore: directusDocumentStore(url, token) };
}

/**
 * The service configured from the environment (README "The order service"):
 * ORDER_SERVICE_ALLOWED_ORIGINS (comma-separated), ORDER_SERVICE_DATA_DIR, ORDER_SERVICE_INSPECT=1,
 * PROJECT_DOMAIN, SMTP_URL, MAIL_FROM, SHOP_NOTIFY_EMAIL, ORDER_DATABASE_URL, ORDER_STORE (DIRECTUS_URL, DIRECTUS_TOKEN),
 * ORDER_ADMIN_TOKEN; the catalog
 * from the site folder given.
 */
export function localOrderServiceFromEnv(siteDir: string | undefined, env: NodeJS.ProcessEnv = process.env) {
  return createLocalOrderService({
    ...storeFromEnv(env),
    allowedOrigins: listOf(env.ORDER_SERVICE_ALLOWED_ORIGINS),
    inspect: env.ORDER_SERVICE_INSPECT === '1',
    siteDir,
    dataDir: env.ORDER_SERVICE_DATA_DIR || undefined,
    databaseUrl: databaseUrlFromEnv(env),
    project: env.PROJECT_DOMAIN || defaultProject,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    shopEmail: env.SHOP_NOTIFY_EMAIL?.trim() || undefined,
    paypal: paypalFromEnv(env),
    paypalInvoicePrefix: env.PAYPAL_INVOICE_PREFIX?.trim() || undefined,
    siteUrl: env.SITE_URL?.trim() || undefined,
    klarna: klarnaFromEnv(env),
    adminToken: adminTokenFromEnv(env),
    publish: publishFromEnv(env),
  });
}

/**
 * PUBLISH_HOOK_SECRET: the bearer token the CMS's publish flow presents to POST /ecom/_publish,
 * which builds the site into the service's site folder (with this environment's CONTENT_URL,
 * CONTENT_TOKEN …) and publishes it; unset, the hook does not exist. With ORDER_STORE=directus each
 * build's state is written to Directus (site_publish) for the editor.
 */
function publishFromEnv(env: NodeJS.ProcessEnv): LocalOrderServiceOptions['publish'] {
  const secret = env.PUBLISH_HOOK_SECRET?.trim();
  if (!secret) return undefined;
  if (secret.length < minAdminTokenLength) throw new Error(`PUBLISH_HOOK_SECRET is ${secret.length} characters long; use at least ${minAdminTokenLength} random ones (openssl rand -hex 32).`);
  const url = env.DIRECTUS_URL?.trim();
  const token = env.DIRECTUS_TOKEN?.trim();
  const drafts = draftPreviewFromEnv(env);
  return {
    secret,
    ...(env.ORDER_STORE === 'directus' && url && token ? { report: directusPublishReport(url, token) } : {}),
    ...(drafts ? { drafts: { siteDir: drafts.siteDir } } : {}),
  };
}

export interface DraftPreviewConfig {
  token: string;
  port: number;
  host: string;
  siteDir: string;
  cmsOrigin: string;
}

/**
 * PREVIEW_TOKEN: the preview of drafts (server/draft-preview-server.ts), on PREVIEW_PORT (default
 * 8788) and ORDER_SERVICE_HOST, built into PREVIEW_SITE_DIR (default .data/draft-preview), framed
 * by PREVIEW_CMS_ORIGIN (default DIRECTUS_URL's origin, else CONTENT_URL's). It needs the publish
 * hook (PUBLISH_HOOK_SECRET): the saves that make the preview stale come that way.
 */
export function draftPreviewFromEnv(env: NodeJS.ProcessEnv): DraftPreviewConfig | null {
  const token = env.PREVIEW_TOKEN?.trim();
  if (!token) return null;
  if (token.length < minAdminTokenLength) throw new Error(`PREVIEW_TOKEN is ${token.length} characters long; use at least ${minAdminTokenLength} random ones (openssl rand -hex 32).`);
  if (!env.PUBLISH_HOOK_SECRET?.trim()) throw new Error('PREVIEW_TOKEN needs PUBLISH_HOOK_SECRET: the preview is built anew when the CMS calls the publish hook.');
  const cms = env.PREVIEW_CMS_ORIGIN?.trim() || env.DIRECTUS_URL?.trim() || env.CONTENT_URL?.trim();
  if (!cms) throw new Error('PREVIEW_TOKEN needs the CMS\'s address (PREVIEW_CMS_ORIGIN, DIRECTUS_URL or CONTENT_URL): only the CMS may show the preview in a frame.');
  const port = Number(env.PREVIEW_PORT || 8788);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PREVIEW_PORT "${env.PREVIEW_PORT ?? ''}" is no port.`);
  return { token, port, host: env.ORDER_SERVICE_HOST || '127.0.0.1', siteDir: path.resolve(env.PREVIEW_SITE_DIR || '.data/draft-preview'), cmsOrigin: new URL(cms).origin };
}

/**
 * ORDER_DATABASE_URL: the order store in PostgreSQL (postgres://user:password@host:port/database),
 * for production and for more than one service on one store; unset, the SQLite file in the data folder.
 */
function databaseUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.ORDER_DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`ORDER_DATABASE_URL must be a postgres:// address; it begins with "${url.split(':')[0]}".`);
  return url;
}

/** A guessable secret would let anyone mark orders shipped or cancelled: long ones only. */
const minAdminTokenLength = 32;

/**
 * ORDER_ADMIN_TOKEN: the bearer token the owner's back office presents to change an order's
 * status (POST /ecom/orders/{number}/status); unset, the endpoint does not exist.
 */
function adminTokenFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.ORDER_ADMIN_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < minAdminTokenLength) throw new Error(`ORDER_ADMIN_TOKEN is ${token.length} characters long; use at least ${minAdminTokenLength} random ones (openssl rand -hex 32).`);
  return token;
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
