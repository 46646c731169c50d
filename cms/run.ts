/**
 * npm run cms: a local Directus with the site's schema and the demo content, for editing and for
 * building the site from a real content service.
 *   1. installs Directus once per machine into its cache (~/.cache/juwelier-cms/, see paths.ts;
 *      its own package.json, never part of the site's npm install);
 *   2. starts it on 127.0.0.1 (CMS_PORT, default 8055) with SQLite and files under .cms/data/;
 *   3. applies the committed schema snapshot, seeds the demo content, sets the public role's
 *      read permissions for the live shop;
 *   4. prints the admin URL, the credentials and the build command, and runs until Ctrl-C.
 * Delete .cms/data/ to start from an empty database; `npm run cms -- --restore-demo` puts the
 * demo's values back into items edited in Directus (kept otherwise).
 */
import { mkdir } from 'node:fs/promises';
import { ensureBuildReader } from './build-reader.ts';
import { startDirectus, type DirectusInstance } from './directus-process.ts';
import { ensureDirectusInstalled } from './install.ts';
import { ensureOrderStatusFlow } from './order-status-flow.ts';
import { ensureOrderWriter } from './order-writer.ts';
import { ensureEditorialRoles } from './editorial-roles.ts';
import { ensureUniqueSlugFlow } from './unique-slug-flow.ts';
import { ensureOwnTranslationsFlow } from './own-translations-flow.ts';
import { ensurePublishFlow } from './publish-flow.ts';
import { ensurePreviewLinks } from './preview-links.ts';
import { cmsPaths } from './paths.ts';
import { applyPublicPermissions } from './permissions.ts';
import { directusRest } from './rest.ts';
import { applySchema } from './schema/apply.ts';
import { editorialUsers, loadOrCreateSecrets } from './secrets.ts';
import { seedDemoContent } from './seed.ts';

const host = '127.0.0.1';
const port = Number(process.env.CMS_PORT ?? 8055);
const domain = process.env.PROJECT_DOMAIN?.trim() || 'juwelier-albrecht.de';
/** Where a status changed in Directus goes: `npm run order-service`'s address unless ORDER_SERVICE_URL says otherwise. */
const orderServiceUrl = process.env.ORDER_SERVICE_URL?.trim() || 'http://127.0.0.1:8787';
/** Where Directus' preview links lead: the order service's preview of drafts (PREVIEW_PORT) unless PREVIEW_URL says otherwise. */
const previewUrl = process.env.PREVIEW_URL?.trim() || 'http://127.0.0.1:8788';
const log = (line: string) => console.log(line);

function printUsage(url: string, secrets: Awaited<ReturnType<typeof loadOrCreateSecrets>>) {
  // Without the cache: a build right after an edit shows it (the default keeps answers 10 minutes).
  const buildEnv = `CONTENT_URL=${url} CONTENT_TOKEN=${secrets.buildToken} PROJECT_DOMAIN=${domain} CONTENT_CACHE_DURATION=0s`;
  console.log(`
Directus is running: ${url}/admin
  sign in as ${secrets.adminEmail} / ${secrets.adminPassword}   (kept in ${cmsPaths.secrets})
  the editor:        ${editorialUsers(secrets).editor.email} / ${secrets.editorPassword}   (the project's content)
  the shop's owner:  ${editorialUsers(secrets).shop.email} / ${secrets.shopPassword}   (orders: status, carrier, tracking number)

Build the site from it:
  ${buildEnv} node build.mjs
with the shop asking Directus from the browser:
  ${buildEnv} SHOP_SOURCE=live node build.mjs --preview
the order service keeping orders, requests, withdrawals and (draft) ratings in Directus, and
publishing the site into _site after every save (the flow "Publish → live"), and showing drafts
in Directus' preview (the eye of a page or product) at ${previewUrl}:
  ORDER_STORE=directus DIRECTUS_URL=${url} DIRECTUS_TOKEN=${secrets.orderServiceToken} ORDER_ADMIN_TOKEN=${secrets.orderAdminToken} PUBLISH_HOOK_SECRET=${secrets.publishHookSecret} PREVIEW_TOKEN=${secrets.previewToken} PREVIEW_PORT=${new URL(previewUrl).port || '80'} ${buildEnv} npm run order-service
(an order's status changed in Directus goes to ${orderServiceUrl}: the service mails the customer, and a change it refuses is not saved;
 each publish's result is under "Veröffentlichung" in Directus)

Ctrl-C stops Directus.`);
}

let directus: DirectusInstance | undefined;
let stopping = false;
async function shutDown(code: number) {
  if (stopping) return;
  stopping = true;
  if (directus) {
    log('Stopping Directus …');
    await directus.stop();
    log('Directus stopped.');
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutDown(0));
process.on('SIGTERM', () => void shutDown(0));

try {
  const install = await ensureDirectusInstalled(log);
  await mkdir(cmsPaths.data, { recursive: true });
  const secrets = await loadOrCreateSecrets();
  const started = Date.now();
  directus = await startDirectus({ install, host, port, secrets, dataDir: cmsPaths.data, orderService: { url: orderServiceUrl, adminToken: secrets.orderAdminToken, publishSecret: secrets.publishHookSecret }, previewOrigin: new URL(previewUrl).origin });
  void directus.exited.then((code) => {
    if (stopping) return;
    console.error(`Directus stopped on its own (exit code ${code}); its log: ${directus?.logFile}`);
    process.exit(1);
  });
  log(`Directus started in ${((Date.now() - started) / 1000).toFixed(1)} s (its log: ${directus.logFile}).`);
  const rest = directusRest(directus.url, secrets.adminToken);
  await applySchema(rest, log, cmsPaths.data);
  const { folders } = await seedDemoContent(rest, cmsPaths.demoContent, log, process.argv.includes('--restore-demo'));
  await applyPublicPermissions(rest, domain, folders.products, log);
  await ensureBuildReader(rest, secrets.buildToken, log);
  await ensureOrderWriter(rest, secrets.orderServiceToken, log);
  await ensureOrderStatusFlow(rest, log);
  await ensureEditorialRoles(rest, domain, editorialUsers(secrets), log);
  await ensureUniqueSlugFlow(rest, log);
  await ensureOwnTranslationsFlow(rest, log);
  await ensurePublishFlow(rest, log);
  await ensurePreviewLinks(rest, previewUrl, secrets.previewToken, log);
  printUsage(directus.url, secrets);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutDown(1);
}
