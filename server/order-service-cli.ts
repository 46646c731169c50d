import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startDraftPreviewServer } from './draft-preview-server.ts';
import { draftPreviewFromEnv, localOrderServiceFromEnv } from './order-service-env.ts';
import { storeFileName } from './orders/sqlite-order-store.ts';
import { rateRuleFromEnv } from './rate-limit.ts';
import { createStandaloneOrderServer } from './standalone-order-server.ts';

/**
 * The order service on its own (`npm run order-service`), for a shop whose pages are served by a
 * static host and whose ORDER_SERVICE_URL points here. Configured from the environment (README
 * "The order service"): ORDER_SERVICE_PORT, ORDER_SERVICE_HOST, ORDER_SERVICE_SITE_DIR,
 * ORDER_SERVICE_DATA_DIR, ORDER_SERVICE_ALLOWED_ORIGINS, PROJECT_DOMAIN, SMTP_URL, MAIL_FROM, SHOP_NOTIFY_EMAIL,
 * RATE_LIMIT_POSTS and RATE_LIMIT_WINDOW_SECONDS (posts per client, as for the preview server),
 * ORDER_DATABASE_URL (the order store in PostgreSQL), ORDER_STORE with DIRECTUS_URL and DIRECTUS_TOKEN
 * (orders and the rest copied to Directus), PUBLISH_HOOK_SECRET (the CMS's build hook) and
 * PREVIEW_TOKEN with PREVIEW_PORT (the preview of drafts, draftPreviewFromEnv).
 */
const env = process.env;
const port = Number(env.ORDER_SERVICE_PORT || 8787);
const host = env.ORDER_SERVICE_HOST || '127.0.0.1';
const siteDir = path.resolve(env.ORDER_SERVICE_SITE_DIR || '_site');
const dataDir = path.resolve(env.ORDER_SERVICE_DATA_DIR || '.data/order-service');

let orders: ReturnType<typeof localOrderServiceFromEnv>;
try {
  orders = localOrderServiceFromEnv(siteDir, { ...env, ORDER_SERVICE_DATA_DIR: dataDir });
  await orders.ready;
} catch (error) {
  console.error(`[order service] cannot start: ${(error as Error).message}`);
  process.exit(1);
}

/** Where the database is, without its password. */
function databaseHost(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

const server = createStandaloneOrderServer(orders.service, { rateRule: rateRuleFromEnv(env) });

const draftPreview = draftPreviewFromEnv(env);
if (draftPreview && orders.drafts) {
  const preview = await startDraftPreviewServer({ ...draftPreview, root: draftPreview.siteDir, drafts: orders.drafts });
  // Built at once, so the first preview an editor opens is ready.
  orders.drafts.request();
  console.log(`Preview of drafts at ${preview.url}/_preview?token=… (built into ${draftPreview.siteDir}, framed by ${draftPreview.cmsOrigin})`);
}

server.listen(port, host, () => {
  const { port: listening } = server.address() as AddressInfo;
  const copies = env.ORDER_STORE === 'directus' ? `, copied to Directus at ${env.DIRECTUS_URL}` : '';
  const store = env.ORDER_DATABASE_URL?.trim() ? `PostgreSQL at ${databaseHost(env.ORDER_DATABASE_URL)}` : path.join(dataDir, storeFileName);
  console.log(`Order service at http://${host}:${listening}/ecom/ for the catalog in ${siteDir}; orders in ${store}${copies}, mails ${env.SMTP_URL ? 'sent by SMTP' : `written to ${path.join(dataDir, 'outbox')}`}`);
});

// Let the mails under way finish and close the store before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void orders.close().finally(() => process.exit(0));
  });
}
