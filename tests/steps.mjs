// The steps of `npm test`, in order, for tests/run-all.mjs (all of them) and tests/e2e/run.mjs
// (the builds and the browser suite): each step written once. runSteps stops at the first failure.
import { spawn } from 'node:child_process';
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
  // Every internal link and #anchor of every page, all languages (offline: other hosts are not
  // asked), and what every page states about itself (lang, title, hreflang, canonical,
  // description, JSON-LD), the sitemap, robots.txt and no drafts: each page parsed once in Node.
  siteFacts: ['Links and static facts of the built site', process.execPath, ['--import', 'tsx', 'tests/site-facts/check-built-site.ts', `${distDir}/react`]],
  buildPreact: ['Production build, Preact runtime', process.execPath, ['build.mjs', '--runtime=preact', `--out=${distDir}/preact`], e2eBuildEnv],
  // Both runtimes built from content with the XSS corpus in every field, for tests/e2e/xss-corpus.spec.ts.
  buildHostile: ['Production builds from hostile content (XSS corpus)', process.execPath, ['--import', 'tsx', 'tests/xss/build-hostile-sites.ts']],
  browser: ['Browser tests (Playwright, Chromium)', bin('playwright'), ['test']],
};

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Runs one step. Alone, its output streams as it comes (vitest's and Playwright's progress);
 * beside others, it is kept and printed whole when the step ends, so the log reads step by step.
 */
function runStep(name, browserArgs, streams) {
  const [title, command, args, env = {}] = steps[name];
  const stepStarted = Date.now();
  if (streams) console.log(`\n━━ ${title} ━━`);
  const child = spawn(command, name === 'browser' ? [...args, ...browserArgs] : args, {
    stdio: streams ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    const finish = (status) => {
      if (!streams) process.stdout.write(`\n━━ ${title} ━━\n${output}`);
      const time = seconds(stepStarted);
      if (status === 0) console.log(`\n✓ ${title} in ${time}.`);
      resolve({ title, ok: status === 0, status, time });
    };
    child.on('error', (error) => {
      output += `${error.message}\n`;
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? signal));
  });
}

/**
 * Runs the steps in order; an inner array is a group of steps that need nothing of each other
 * and run side by side (on a 2-core machine, single-threaded steps such as tsc and ESLint, or two
 * builds, take little more than the longest of them). Extra arguments go to the browser suite.
 * Exits the process at the first group with a failed step.
 */
export async function runSteps(names, browserArgs = []) {
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
  for (const entry of names) {
    const group = Array.isArray(entry) ? entry : [entry];
    const results = await Promise.all(group.map((name) => runStep(name, browserArgs, group.length === 1)));
    const side = group.length > 1 ? ' (side by side)' : '';
    for (const { title, ok, time } of results) finished.push(`${ok ? '✓' : '✗'} ${title}: ${time}${side}`);
    const failed = results.find((result) => !result.ok);
    if (failed) {
      printTimes();
      console.error(`\n✗ ${failed.title} failed (exit ${failed.status}).`);
      process.exit(typeof failed.status === 'number' && failed.status !== 0 ? failed.status : 1);
    }
  }
  printTimes();
  console.log(`\n✓ All checks passed in ${seconds(started)}.`);
}
