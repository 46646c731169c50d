/**
 * npm run test:directus: the site against a real Directus on a real PostgreSQL, from scratch.
 *   1. installs what is missing (Debian's postgresql; Directus with pg into .cms/directus/),
 *      starts a fresh PostgreSQL cluster in a temporary folder and Directus on it (127.0.0.1),
 *      applies the schema (model.ts), seeds the demo content, sets the permissions;
 *   2. checks that prices are exact decimal columns, builds the site from the embedded content and
 *      from Directus and checks:
 *      (a) the same pages and data files (cms/compare-builds.ts),
 *      (b) the live shop's questions to Directus answer as the static shop's files do,
 *      (c) drafts, archived and other projects' items stay hidden from the public role,
 *      (d) the build's token is in no built file,
 *      (e) the order service with ORDER_STORE=directus stores orders (with lines), product
 *          requests, withdrawals and draft ratings there, and reads its orders back after a restart,
 *      (f) an order's status changed in Directus reaches the order service (the order status
 *          flow): a change it refuses is not saved, the others mail the customer; the service
 *          keeps its own store in Directus' PostgreSQL database (ORDER_DATABASE_URL) for (e), (f);
 *      (g) the order store's tests (the last piece sold once, kill -9, status changes …) pass
 *          with the store in PostgreSQL;
 *      (h) the Editor and the Shop, signed in with their passwords, may do what their roles say
 *          and nothing more (another project's items, orders' sums, the schema stay out of reach);
 *      (i) a save in Directus goes live through the build hook (measured), a save that would
 *          publish a broken link does not, the editor reads why, the live site stays as it was;
 *   3. stops Directus and PostgreSQL and removes the temporary folders, also on failure and Ctrl-C.
 * Ports: TEST_DIRECTUS_PORT for Directus (PostgreSQL on the next one, the order service on the one
 * after); free ones by default.
 * Exits non-zero when a check fails.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuildReader } from './build-reader.ts';
import { stopRunningCommands } from './checks/child-processes.ts';
import { compareShopQueries } from './checks/live-shop-queries.ts';
import { checkOrderStore } from './checks/order-store.ts';
import { checkEditorialRoles } from './checks/editorial-roles.ts';
import { checkPublishLive } from './checks/publish-live.ts';
import { ensureEditorialRoles } from './editorial-roles.ts';
import { ensureUniqueSlugFlow } from './unique-slug-flow.ts';
import { ensureOwnTranslationsFlow } from './own-translations-flow.ts';
import { ensurePublishFlow } from './publish-flow.ts';
import { ensurePreviewLinks } from './preview-links.ts';
import { checkDraftPreview } from './checks/draft-preview.ts';
import { clusterUrl, runStoreTestsOnPostgres } from './checks/store-tests-on-postgres.ts';
import { checkMoneyColumns } from './checks/money-columns.ts';
import { checkPublicVisibility } from './checks/public-visibility.ts';
import { buildSite, compareBuilds } from './checks/site-builds.ts';
import { filesContaining } from './checks/token-absent.ts';
import { startDirectus } from './directus-process.ts';
import { ensureDirectusInstalled } from './install.ts';
import { ensureOrderStatusFlow } from './order-status-flow.ts';
import { ensureOrderWriter } from './order-writer.ts';
import { cmsPaths } from './paths.ts';
import { applyPublicPermissions } from './permissions.ts';
import { ensurePostgresInstalled, startPostgresCluster } from './postgres.ts';
import { directusRest } from './rest.ts';
import { applySchema } from './schema/apply.ts';
import { editorialUsers, newSecrets } from './secrets.ts';
import { seedDemoContent } from './seed.ts';

const host = '127.0.0.1';
const projectDomain = 'juwelier-albrecht.de';
const runStarted = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - runStarted) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/** What to undo at the end, newest first. */
const cleanups: Array<{ what: string; run: () => Promise<void> }> = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await stopRunningCommands();
    for (const { what, run } of cleanups.reverse()) {
      try {
        await run();
        log(`Stopped: ${what}.`);
      } catch (error) {
        console.error(`Could not stop ${what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping everything …`);
    void cleanUp().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

/** A port the system has free now (the cluster and Directus are told theirs before they start). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const timings: Array<[string, number]> = [];
async function timed<T>(what: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await step();
  } finally {
    timings.push([what, (Date.now() - started) / 1000]);
  }
}

const results: Array<{ check: string; passed: boolean; detail: string }> = [];
const record = (check: string, problems: string[], detail: string) => {
  results.push({ check, passed: problems.length === 0, detail });
  log(`${problems.length ? 'FAIL' : 'pass'} ${check}: ${detail}`);
  for (const problem of problems.slice(0, 25)) console.log(`         ${problem}`);
  if (problems.length > 25) console.log(`         … and ${problems.length - 25} more`);
};

async function main() {
  const directusPort = process.env.TEST_DIRECTUS_PORT ? Number(process.env.TEST_DIRECTUS_PORT) : await freePort();
  const postgresPort = process.env.TEST_DIRECTUS_PORT ? directusPort + 1 : await freePort();
  const workDir = await mkdtemp(path.join(tmpdir(), 'test-directus-'));
  cleanups.push({ what: `temporary folder ${workDir}`, run: () => rm(workDir, { recursive: true, force: true }) });
  const sites = { embedded: path.join(workDir, 'site-embedded'), directus: path.join(workDir, 'site-directus') };

  const binaries = await timed('install PostgreSQL (when missing)', () => ensurePostgresInstalled(log));
  const install = await timed('install Directus (when missing)', () => ensureDirectusInstalled(log));

  // The embedded build needs no Directus: it runs while the cluster and Directus start.
  log('Building the site from the embedded content …');
  const embeddedBuild = timed('build from the embedded content', () => buildSite(sites.embedded, { PROJECT_DOMAIN: projectDomain }));

  // Registered before they start: Ctrl-C while one is starting stops it once it is up.
  const clusterStarting = timed('start PostgreSQL cluster', () => startPostgresCluster(binaries, postgresPort));
  cleanups.push({ what: `PostgreSQL cluster on port ${postgresPort}`, run: async () => (await clusterStarting.catch(() => null))?.stop() });
  const cluster = await clusterStarting;
  log(`PostgreSQL runs on ${host}:${postgresPort}.`);

  const secrets = newSecrets();
  // Known before Directus starts: its order status flow tells the service there.
  const orderServicePort = process.env.TEST_DIRECTUS_PORT ? directusPort + 2 : await freePort();
  const previewPort = process.env.TEST_DIRECTUS_PORT ? directusPort + 3 : await freePort();
  const orderService = { url: `http://${host}:${orderServicePort}`, adminToken: secrets.orderAdminToken, publishSecret: secrets.publishHookSecret };
  const directusStarting = timed('Directus bootstrap and start', () =>
    startDirectus({ install, host, port: directusPort, secrets, dataDir: path.join(workDir, 'directus'), postgres: cluster, orderService, previewOrigin: `http://${host}:${previewPort}` }),
  );
  cleanups.push({ what: `Directus on port ${directusPort}`, run: async () => (await directusStarting.catch(() => null))?.stop() });
  const directus = await directusStarting;
  log(`Directus runs on ${directus.url} (its log: ${directus.logFile}).`);

  const rest = directusRest(directus.url, secrets.adminToken);
  await timed('schema', () => applySchema(rest, log, workDir));
  const money = await checkMoneyColumns(rest);
  record('(schema) money in exact decimal columns', money.problems, `${money.checked} decimal fields of model.ts checked, ${money.problems.length} not numeric`);
  const { folders } = await timed('seed', () => seedDemoContent(rest, cmsPaths.demoContent, log));
  await timed('permissions and build token', async () => {
    await applyPublicPermissions(rest, projectDomain, folders.products, log);
    await ensureBuildReader(rest, secrets.buildToken, log);
    await ensureOrderWriter(rest, secrets.orderServiceToken, log);
    await ensureOrderStatusFlow(rest, log);
    await ensureEditorialRoles(rest, projectDomain, editorialUsers(secrets), log);
    await ensureUniqueSlugFlow(rest, log);
    await ensureOwnTranslationsFlow(rest, log);
    await ensurePublishFlow(rest, log);
    await ensurePreviewLinks(rest, `http://${host}:${previewPort}`, secrets.previewToken, log);
  });

  const embedded = await embeddedBuild;
  if (embedded.code !== 0) throw new Error(`The build from the embedded content failed:\n${embedded.output.slice(-3000)}`);
  log(`Built from the embedded content in ${embedded.seconds.toFixed(0)} s.`);
  log('Building the site from Directus …');
  const fromDirectus = await timed('build from Directus', () =>
    buildSite(sites.directus, { CONTENT_URL: directus.url, CONTENT_TOKEN: secrets.buildToken, PROJECT_DOMAIN: projectDomain, CONTENT_CACHE_DURATION: '0s' }),
  );
  if (fromDirectus.code !== 0) throw new Error(`The build from Directus failed:\n${fromDirectus.output.slice(-3000)}`);
  log(`Built from Directus in ${fromDirectus.seconds.toFixed(0)} s.`);

  const compared = await timed('compare builds', () => compareBuilds(sites.embedded, sites.directus, directus.url));
  const summary = compared.output.trim().split('\n');
  record('(a) site from Directus = site from the embedded content', compared.code === 0 ? [] : summary.slice(2), summary.slice(0, 2).join(' '));

  const queries = await timed('compare shop queries', () => compareShopQueries({ contentUrl: directus.url, projectDomain, staticSiteDir: sites.embedded }));
  record(
    '(b) live shop queries = static shop files',
    queries.differences,
    `${queries.compared} questions compared (${queries.requests} requests to Directus), ${queries.differences.length} differ`,
  );

  const visibility = await timed('visibility', () => checkPublicVisibility({ contentUrl: directus.url, projectDomain, demoDirectory: cmsPaths.demoContent }));
  record('(c) drafts and other projects stay hidden', visibility.problems, `${visibility.checked} checks, ${visibility.problems.length} failed`);

  const leaks = await filesContaining(sites.directus, secrets.buildToken);
  record('(d) the content token is in no built file', leaks.found, `${leaks.checked} files searched, ${leaks.found.length} contain it`);

  const stored = await timed('order service with ORDER_STORE=directus', () =>
    checkOrderStore(rest, {
      directusUrl: directus.url,
      token: secrets.orderServiceToken,
      adminToken: secrets.orderAdminToken,
      siteDir: sites.directus,
      dataDir: path.join(workDir, 'order-service'),
      databaseUrl: clusterUrl(cluster, cluster.database),
      owner: editorialUsers(secrets).shop,
      port: orderServicePort,
      projectDomain,
    }),
  );
  record('(e) what the order service accepts is stored in Directus', stored.problems, `${stored.checked} checks, ${stored.problems.length} failed`);
  record('(f) an order\'s status changed in Directus reaches the order service', stored.statusFlow.problems, `${stored.statusFlow.checked} checks, ${stored.statusFlow.problems.length} failed`);

  const postgresStore = await timed('order store tests on PostgreSQL', () => runStoreTestsOnPostgres(clusterUrl(cluster, 'postgres')));
  record('(g) the order store\'s tests pass on PostgreSQL', postgresStore.problems, postgresStore.detail);

  const roles = await timed('editorial roles', () => checkEditorialRoles(rest, secrets.adminToken, projectDomain, editorialUsers(secrets)));
  record('(h) the Editor writes their project\'s content only, the Shop its orders\' status', roles.problems, `${roles.checked} checks, ${roles.problems.length} failed`);

  // The order service with its build hook over the site built from Directus, for (i) and (j).
  const publishingService = (dataDir: string) => ({
    directusUrl: directus.url,
    token: secrets.orderServiceToken,
    adminToken: secrets.orderAdminToken,
    siteDir: sites.directus,
    dataDir: path.join(workDir, dataDir),
    databaseUrl: clusterUrl(cluster, cluster.database),
    owner: editorialUsers(secrets).shop,
    port: orderServicePort,
    projectDomain,
    buildToken: secrets.buildToken,
    publishSecret: secrets.publishHookSecret,
    editor: editorialUsers(secrets).editor,
  });
  const publish = await timed('publish → live', () => checkPublishLive(rest, publishingService('order-service-publish')));
  record('(i) a save in Directus goes live; a build with a broken link does not, and says why', publish.problems, `${publish.checked} checks, ${publish.problems.length} failed; save → live ${publish.seconds === null ? '?' : `${publish.seconds.toFixed(1)} s`}`);

  const preview = await timed('preview of drafts', () =>
    checkDraftPreview(rest, {
      ...publishingService('order-service-preview'),
      previewToken: secrets.previewToken,
      previewPort,
      previewDir: path.join(workDir, 'draft-preview'),
    }),
  );
  record('(j) a draft shows in Directus\' preview, to the editor only, and not on the site', preview.problems, `${preview.checked} checks, ${preview.problems.length} failed; save → preview ${preview.seconds === null ? '?' : `${preview.seconds.toFixed(1)} s`}`);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\nThe run stopped: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanUp();
}

console.log('\nTimes:');
for (const [what, seconds] of timings) console.log(`  ${what.padEnd(40)} ${seconds.toFixed(1).padStart(6)} s`);
console.log(`  ${'whole run'.padEnd(40)} ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(6)} s`);
console.log('\nSummary:');
for (const { check, passed, detail } of results) console.log(`  ${passed ? 'PASS' : 'FAIL'}  ${check} (${detail})`);
const passed = !failed && results.length === 11 && results.every((result) => result.passed);
console.log(passed ? '\nAll checks passed.' : `\nFAILED${failed ? ': the run stopped before all checks ran' : ''}.`);
process.exit(passed ? 0 : 1);
