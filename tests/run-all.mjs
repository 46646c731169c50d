// `npm test`: type check, unit and widget tests, the production build for both runtimes (with a
// check that every link of the React build resolves), then the browser suite against those
// builds. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { distDir, e2eBuildEnv } from './e2e/build-env.mjs';
import { ensureChromium } from './e2e/ensure-chromium.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  ['Type check', bin('tsc'), ['--noEmit']],
  ['Unit and widget tests (vitest)', bin('vitest'), ['run']],
  ['Production build, React runtime', process.execPath, ['build.mjs', '--runtime=react', `--out=${distDir}/react`], e2eBuildEnv],
  // Every internal link and #anchor of every page, all languages (offline: other hosts are not asked).
  ['Links in the built site', process.execPath, ['--import', 'tsx', 'tests/links/check-built-links.ts', `${distDir}/react`]],
  ['Production build, Preact runtime', process.execPath, ['build.mjs', '--runtime=preact', `--out=${distDir}/preact`], e2eBuildEnv],
  ['Browser tests (Playwright, Chromium)', bin('playwright'), ['test']],
];

const started = Date.now();
try {
  process.env.CHROMIUM_PATH = ensureChromium();
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

for (const [title, command, args, env = {}] of steps) {
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
console.log(`\n✓ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
