import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium-launch.ts';
import { distDir, doublesPort, orderServiceDataDir, paymentServiceEnv, portBase, xssDir, xssSitePorts } from './tests/e2e/build-env.mjs';

/**
 * The browser suite runs once per UI runtime, each against its own production build
 * (npm test builds dist/react and dist/preact first), served on 127.0.0.1.
 */
const runtimes = [
  { name: 'react', port: portBase },
  { name: 'preact', port: portBase + 1 },
];
/**
 * Specs whose subject has no framework code in it (redirect pages, the service worker, the CSP
 * watch, cross-document view transitions, the runtime's loading notice, image loading, static
 * footer and 404 texts): the same HTML and the same entry script on both builds, so they run on
 * the first runtime only. Every spec that mounts or hydrates a widget runs on both.
 */
const frameworkFreeSpecs = [
  'redirects.spec.ts',
  'service-worker.spec.ts',
  'csp-watch.spec.ts',
  'view-transitions.spec.ts',
  'loading-notice.spec.ts',
  'largest-image.spec.ts',
  'footer-language.spec.ts',
  'not-found-language.spec.ts',
];
/**
 * The sites built from hostile content for tests/e2e/xss-corpus.spec.ts (npm test builds them
 * first, tests/xss/build-hostile-sites.ts). Served only when built, so a single spec can run
 * without them; the corpus spec itself fails when they are missing.
 */
const hostileSites = runtimes.filter(({ name }) => existsSync(`${xssDir}/${name}/index.html`));

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // One more try for a test that failed: on this shared 2-core machine a renderer is now and then
  // starved for half a minute (a click waiting 30 s for two animation frames). A test that passes
  // only on its second try is still listed as "flaky" in the summary; one that fails twice fails.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['./tests/support/playwright-slowest-reporter.ts']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    // A trace of the retry only: recording one for every test cost a quarter of the suite's time (docs/testing.md).
    trace: 'on-first-retry',
    // page.route cannot see requests a service worker answers; tests/e2e/service-worker.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  projects: runtimes.map(({ name, port }, index) => ({
    name,
    use: { baseURL: `http://127.0.0.1:${port}` },
    testIgnore: index === 0 ? [] : frameworkFreeSpecs.map((spec) => `**/${spec}`),
  })),
  webServer: [
    ...runtimes.map(({ name, port }) => ({
      // Each run starts from an empty data folder: the demo's stock as the build states it, no orders.
      command: `rm -rf ${orderServiceDataDir(name)} && node --import tsx server/cli.ts --root ${distDir}/${name} --port ${port}`,
      // Lets the browser tests read what the local order service received (GET /ecom/_received)
      // and the mails it wrote as .eml files (tests/e2e/mail-outbox.ts). The whole suite posts from
      // 127.0.0.1, far more often than any shopper: its own post limit.
      env: { ORDER_SERVICE_INSPECT: '1', ORDER_SERVICE_DATA_DIR: orderServiceDataDir(name), RATE_LIMIT_POSTS: '100000', ...paymentServiceEnv(name) },
      url: `http://127.0.0.1:${port}/`,
    })),
    ...hostileSites.map(({ name }) => ({
      command: `rm -rf ${orderServiceDataDir(`xss-${name}`)} && node --import tsx server/cli.ts --root ${xssDir}/${name} --port ${xssSitePorts[name as keyof typeof xssSitePorts]}`,
      env: { ORDER_SERVICE_DATA_DIR: orderServiceDataDir(`xss-${name}`), ...paymentServiceEnv(`xss-${name}`) },
      url: `http://127.0.0.1:${xssSitePorts[name as keyof typeof xssSitePorts]}/`,
    })),
    // Stand-ins for the third parties (maps, Matomo, PayPal, Klarna), which the builds of npm test point at.
    { command: `node --import tsx tests/support/serve-doubles.ts --port ${doublesPort}`, url: `http://127.0.0.1:${doublesPort}/health` },
  ].map((server) => ({ ...server, reuseExistingServer: false, stdout: 'ignore' as const, stderr: 'pipe' as const })),
});
