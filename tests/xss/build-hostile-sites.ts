import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eBuildEnv, xssContentPort, xssDir } from '../e2e/build-env.mjs';
import { startDirectusDouble } from '../support/directus-double.ts';
import { hostileContent } from './hostile-content.ts';

/**
 * Builds the site from the hostile content (tests/xss/hostile-content.ts) for both runtimes, the
 * way a real site is built from Directus: the content is served by the Directus double and read
 * over HTTP by the production build (build.mjs). Writes, under dist/xss/:
 *   content/     the hostile collections as the double serves them
 *   slots.json   which field each slot id (the f123 of a payload's marker) stands for
 *   react/, preact/  the built sites, served by playwright.config.ts for tests/e2e/xss-corpus.spec.ts
 */
const demoDirectory = fileURLToPath(new URL('../../site/_content/demo/', import.meta.url));
const runtimes = ['react', 'preact'] as const;

async function readDemo(): Promise<Record<string, unknown[]>> {
  const files = (await readdir(demoDirectory)).filter((name) => name.endsWith('.json'));
  const entries = await Promise.all(files.map(async (file) => [path.basename(file, '.json'), JSON.parse(await readFile(path.join(demoDirectory, file), 'utf8'))] as const));
  return Object.fromEntries(entries);
}

function build(runtime: string, contentUrl: string): Promise<void> {
  const env = {
    ...process.env,
    ...e2eBuildEnv,
    CONTENT_URL: contentUrl,
    CONTENT_TOKEN: 'xss-corpus-token',
    PROJECT_DOMAIN: 'juwelier-albrecht.de',
    // Never keep hostile answers where the next ordinary build could reuse them.
    CONTENT_CACHE_DURATION: '0s',
    // Its texts link to pages named by the corpus's payloads: published for the XSS checks all the same.
    LINK_CHECK: 'warn',
  };
  return new Promise((resolve, reject) => {
    // The log is shown only when the build fails: the hostile content makes it warn a lot on purpose.
    const child = spawn(process.execPath, ['build.mjs', `--runtime=${runtime}`, `--out=${xssDir}/${runtime}`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const done = /Done in .*/.exec(log)?.[0] ?? '';
      if (code === 0) {
        console.log(`Hostile site, ${runtime} runtime: ${xssDir}/${runtime} (${done})`);
        resolve();
      } else {
        process.stdout.write(log);
        reject(new Error(`The build of the hostile site (${runtime}) failed with exit code ${code}.`));
      }
    });
  });
}

const started = performance.now();
const { collections, slots } = hostileContent(await readDemo());
const contentDirectory = path.join(xssDir, 'content');
await rm(contentDirectory, { recursive: true, force: true });
await mkdir(contentDirectory, { recursive: true });
await Promise.all(Object.entries(collections).map(([name, items]) => writeFile(path.join(contentDirectory, `${name}.json`), JSON.stringify(items, null, 1))));
await writeFile(path.join(xssDir, 'slots.json'), JSON.stringify(slots, null, 1));
console.log(`Hostile content: ${slots.length} text fields of ${new Set(slots.map((slot) => slot.kind)).size} kinds, each holding the whole corpus.`);

const double = await startDirectusDouble({ contentDirectory, token: 'xss-corpus-token', port: xssContentPort });
try {
  // Side by side: each build is mostly one thread, and CI has two cores.
  await Promise.all(runtimes.map((runtime) => build(runtime, double.url)));
} finally {
  await double.close();
}
console.log(`Hostile sites built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
