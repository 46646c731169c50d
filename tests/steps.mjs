// The steps of `npm test`, in order, for tests/run-all.mjs (all of them) and tests/e2e/run.mjs
// (the builds and the browser suite): each step written once. runSteps stops at the first failure.
import { spawnSync } from 'node:child_process';
import { distDir, e2eBuildEnv } from './e2e/build-env.mjs';
import { ensureChromium } from './e2e/ensure-chromium.mjs';

const bin = (name) => `node_modules/.bin/${name}`;

/** [title, command, args, env] with a name to select it by. */
export const steps = {
  // The project, then the service worker's entry on its own with the WebWorker library.
  typecheck: ['Type check', 'sh', ['-c', `${bin('tsc')} --noEmit && ${bin('tsc')} --noEmit -p widgets/service-worker`]],
  lint: ['Lint (ESLint: typescript-eslint, React hooks)', bin('eslint'), ['.']],
  // Exports nothing imports, files nothing reaches, dependencies used but not declared (or declared and unused).
  unused: ['Unused code and undeclared dependencies (knip)', bin('knip'), ['--no-progress']],
  unit: ['Unit and widget tests (vitest)', bin('vitest'), ['run']],
  buildReact: ['Production build, React runtime', process.execPath, ['build.mjs', '--runtime=react', `--out=${distDir}/react`], e2eBuildEnv],
  // Every internal link and #anchor of every page, all languages (offline: other hosts are not asked).
  links: ['Links in the built site', process.execPath, ['--import', 'tsx', 'tests/links/check-built-links.ts', `${distDir}/react`]],
  // What every page states about itself (lang, title, hreflang, canonical, description, JSON-LD),
  // the sitemap, robots.txt and no drafts: read once per page in Node, no browser needed.
  facts: ['Static facts of the built site', process.execPath, ['--import', 'tsx', 'tests/site-facts/check-built-facts.ts', `${distDir}/react`]],
  buildPreact: ['Production build, Preact runtime', process.execPath, ['build.mjs', '--runtime=preact', `--out=${distDir}/preact`], e2eBuildEnv],
  // Both runtimes built from content with the XSS corpus in every field, for tests/e2e/xss-corpus.spec.ts.
  buildHostile: ['Production builds from hostile content (XSS corpus)', process.execPath, ['--import', 'tsx', 'tests/xss/build-hostile-sites.ts']],
  browser: ['Browser tests (Playwright, Chromium)', bin('playwright'), ['test']],
};

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs the named steps in order (extra arguments go to the browser suite); exits the process on failure. */
export function runSteps(names, browserArgs = []) {
  const started = Date.now();
  try {
    process.env.CHROMIUM_PATH = ensureChromium();
  } catch (error) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  // One line per finished step with its time, repeated as a table at the end: where the time went.
  const finished = [];
  const printTimes = () => console.log(`\nSteps:\n${finished.map((line) => `  ${line}`).join('\n')}`);
  for (const name of names) {
    const [title, command, args, env = {}] = steps[name];
    console.log(`\n━━ ${title} ━━`);
    const stepStarted = Date.now();
    const result = spawnSync(command, name === 'browser' ? [...args, ...browserArgs] : args, { stdio: 'inherit', env: { ...process.env, ...env } });
    if (result.status !== 0) {
      finished.push(`✗ ${title}: ${seconds(stepStarted)}`);
      printTimes();
      console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal}).`);
      process.exit(result.status || 1);
    }
    finished.push(`✓ ${title}: ${seconds(stepStarted)}`);
    console.log(`\n✓ ${title} in ${seconds(stepStarted)}.`);
  }
  printTimes();
  console.log(`\n✓ All checks passed in ${seconds(started)}.`);
}
