#!/usr/bin/env node
// One entry for the whole build: the widget bundle (esbuild) and the pages (Eleventy).
//   node build.mjs                      production build into _site/
//   node build.mjs --serve              dev server with watch and live reload (adds /_gallery/)
//   node build.mjs --preview            production build, then serve it like a host would
//   --runtime=react|preact              the UI runtime shipped to browsers (default react)
//   --out=DIR                           output folder (default _site)
//   --products-per-pass=N               products whose pages one Eleventy pass renders (default 250; see renderInPasses)
import { spawn } from 'node:child_process';
import { rename, rm, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';
import { register } from 'tsx/esm/api';

/**
 * Rendering a page makes a lot of short-lived garbage (the widgets' server render, the page's
 * strings). In V8's default young generation (16 MB semi-spaces) much of it lived past two
 * collections and moved to the old one, which took the most collecting: with 128 MB the
 * 10,000-product build took 99 s instead of 111 s (docs/performance.md). The size is fixed when the process starts, so the build starts itself
 * once more with it, forwarding what a terminal or a test sends to it; `--expose-gc` lets the
 * passes collect between them (renderInPasses).
 */
const youngGeneration = '--max-semi-space-size=128';
if (!process.execArgv.includes(youngGeneration)) {
  const child = spawn(process.execPath, [youngGeneration, '--expose-gc', ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  process.exit(code);
}

// The site's build-time code is TypeScript; one loader serves this file and .eleventy.js.
globalThis.__siteTypeScriptLoader ??= register();

const { values: args } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    preview: { type: 'boolean', default: false },
    runtime: { type: 'string', default: 'react' },
    out: { type: 'string', default: '_site' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    'products-per-pass': { type: 'string', default: '250' },
  },
});

if (!['react', 'preact'].includes(args.runtime)) {
  console.error(`Unknown --runtime=${args.runtime}: use react or preact.`);
  process.exit(2);
}
const productsPerPass = Number(args['products-per-pass']);
if (!Number.isInteger(productsPerPass) || productsPerPass < 1) {
  console.error(`--products-per-pass=${args['products-per-pass']}: give a whole number of at least 1.`);
  process.exit(2);
}

/**
 * `npm start` with no payment provider configured runs the local payment sandbox (sandbox/: PayPal's
 * and Klarna's scripts and REST APIs as they document them) next to the site, so a newcomer can buy
 * with every payment method offline; the checkout then says that no money moves. A shop that sets
 * its providers' credentials or script addresses gets the real ones.
 */
const paymentEnv = ['PAYPAL_CLIENT_SECRET', 'PAYPAL_SDK_URL', 'KLARNA_API_USERNAME', 'KLARNA_SCRIPT_URL'];
let paymentSandbox = null;
if (args.preview && paymentEnv.every((name) => !process.env[name])) {
  const { startPaymentSandbox } = await import('./sandbox/payment-sandbox.ts');
  paymentSandbox = await startPaymentSandbox(Number(args.port) + 1);
  Object.assign(process.env, paymentSandbox.env);
}

const started = performance.now();
/** Where the site is published (what a host or the preview server serves). */
const publishDir = path.resolve(args.out);
/**
 * A production build writes into a fresh folder beside the published one and takes its place only
 * once it succeeded: a content service that fails halfway leaves the last good site whole.
 */
const outDir = args.serve ? publishDir : path.join(path.dirname(publishDir), `.${path.basename(publishDir)}.building`);
const widgetsDir = path.join(outDir, 'assets', 'widgets');
const dev = args.serve;

// preact/compat implements the React 19 API the widgets are written against (DESIGN.md "Runtimes");
// the build renders the widgets' server HTML with the same aliases (widgets/runtime/build/widget-renderer.ts).
const preactAliases = JSON.parse(await readFile(new URL('./widgets/runtime/build/preact-aliases.json', import.meta.url), 'utf8'));

/** @type {esbuild.BuildOptions} */
const widgetBuild = {
  entryPoints: { entry: 'widgets/runtime/entry.ts', 'not-found': 'widgets/runtime/not-found.ts' },
  outdir: widgetsDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2020'],
  minify: !dev,
  sourcemap: 'linked',
  metafile: true,
  entryNames: dev ? '[name]' : '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  alias: args.runtime === 'preact' ? preactAliases : {},
  define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
  logLevel: 'warning',
};

/**
 * The service worker, one classic script (workers need no module support that way). Its config,
 * which names this build's hashed files, is put in front of it by site/sw.11ty.ts; type-checked
 * on its own with the WebWorker library (widgets/service-worker/tsconfig.json).
 */
async function bundleServiceWorker() {
  const result = await esbuild.build({
    entryPoints: ['widgets/service-worker/worker-entry.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    target: ['es2020'],
    minify: !dev,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/**
 * The entry script loads on every page before anything else (DESIGN.md "Islands"): past this
 * size, gzip, the build fails instead of quietly making every first visit slower.
 */
const entryBudgetBytes = 2 * 1024;

/** Entry scripts over their budget, as messages; none is fine. */
function entriesOverBudget(sizes) {
  return sizes
    .filter((row) => row.entry && row.gzip > entryBudgetBytes)
    .map((row) => `${row.file} is ${row.gzip} bytes gzip, over the ${entryBudgetBytes}-byte budget for an entry script`);
}

const entryPoints = { entryScript: 'widgets/runtime/entry.ts', notFoundScript: 'widgets/runtime/not-found.ts' };

/** Each module the split build made a chunk of (widgets, mount, boot…) → its file, as the entry scripts import it. */
function chunkFiles(metafile) {
  const files = new Map();
  for (const [file, meta] of Object.entries(metafile.outputs)) {
    if (meta.entryPoint && file.endsWith('.js')) files.set(path.resolve(meta.entryPoint), `./${path.relative(widgetsDir, path.resolve(file)).split(path.sep).join('/')}`);
  }
  return files;
}

/**
 * The entry scripts again, each as one file: in the split build they import small shared chunks
 * statically, and the page's entry script holds back the first paint until all of them arrived.
 * Their dynamic imports point at the split build's chunks, so every module with state (the store,
 * React) still exists once.
 */
async function buildSelfContainedEntries(splitMetafile) {
  const chunks = chunkFiles(splitMetafile);
  const linkToChunks = {
    name: 'link-to-chunks',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const chunk = chunks.get(path.resolve(args.resolveDir, args.path));
        if (!chunk) return { errors: [{ text: `${args.path} has no chunk in the split widget build` }] };
        return { path: chunk, external: true };
      });
    },
  };
  const { metafile } = await esbuild.build({
    ...widgetBuild,
    entryPoints: widgetBuild.entryPoints,
    splitting: false,
    plugins: [linkToChunks],
  });
  const replaced = Object.entries(splitMetafile.outputs).filter(([, meta]) => Object.values(entryPoints).includes(meta.entryPoint));
  for (const [file] of replaced) {
    await rm(file, { force: true });
    await rm(`${file}.map`, { force: true });
  }
  const outputs = Object.fromEntries(Object.entries(splitMetafile.outputs).filter(([file]) => !replaced.some(([gone]) => gone === file || `${gone}.map` === file)));
  return { ...splitMetafile, outputs: { ...outputs, ...metafile.outputs } };
}

/** The URL path of each entry script (hashed in production) for the templates. */
function scriptsOf(metafile) {
  const outputs = Object.entries(metafile.outputs);
  return Object.fromEntries(
    Object.entries(entryPoints).map(([name, source]) => {
      const [output] = outputs.find(([file, meta]) => meta.entryPoint === source && file.endsWith('.js'));
      return [name, '/' + path.relative(outDir, path.resolve(output)).split(path.sep).join('/')];
    }),
  );
}

/** What a chunk mostly holds, for the size report: its largest packages or widget folders. */
function contentsOf(meta) {
  const bytes = new Map();
  for (const [input, { bytesInOutput }] of Object.entries(meta.inputs)) {
    const name = input.includes('node_modules/')
      ? input.split('node_modules/').pop().split('/').slice(0, input.includes('node_modules/@') ? 2 : 1).join('/')
      : input.split('/').slice(0, -1).join('/') || input;
    bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput);
  }
  return [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name]) => name).join(', ');
}

async function bundleSizes(metafile) {
  const rows = [];
  for (const [file, meta] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const gzip = gzipSync(await readFile(file)).length;
    const entry = Object.values(entryPoints).includes(meta.entryPoint);
    rows.push({ file: path.relative(widgetsDir, path.resolve(file)), entry, gzip, contents: contentsOf(meta) });
  }
  return rows.sort((a, b) => Number(b.entry) - Number(a.entry) || b.gzip - a.gzip);
}

function report(pages, sizes) {
  const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
  console.log(`\nBuilt ${pages} pages into ${path.relative(process.cwd(), publishDir) || '.'} (runtime: ${args.runtime})`);
  console.log('Widget bundle, gzip (entry: loaded on every page, not-found: on the 404 page; chunks when a widget needs them):');
  for (const row of sizes) {
    console.log(`  ${row.entry ? 'entry' : 'chunk'} ${kB(row.gzip).padStart(10)}  ${row.file.padEnd(34)} ${row.contents}`);
  }
  console.log(`  total ${kB(sizes.reduce((sum, row) => sum + row.gzip, 0)).padStart(10)}`);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(2)} s`);
}

/** Puts the finished build in the published folder's place, then removes the old one. */
async function publish() {
  const previous = `${outDir}.previous`;
  await rm(previous, { recursive: true, force: true });
  await rename(publishDir, previous).catch((error) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(outDir, publishDir);
  await rm(previous, { recursive: true, force: true });
}

/** @param {Partial<import('./site/_config/build-options.ts').BuildOptions>} options what site/_config/configure.ts reads back (readBuildOptions) */
async function makeEleventy(options, runMode) {
  const { default: Eleventy } = await import('@11ty/eleventy');
  return new Eleventy('site', outDir, {
    configPath: '.eleventy.js',
    quietMode: true,
    runMode,
    config(eleventyConfig) {
      // Runs before .eleventy.js: site/_config/configure.ts reads these options back (readBuildOptions).
      eleventyConfig.addGlobalData('build', { ...options, runtime: args.runtime, dev });
      // The dev server reloads the page when esbuild rewrites a widget chunk.
      if (dev) eleventyConfig.setServerOptions({ watch: [path.join(widgetsDir, '**/*.js')], port: Number(args.port) });
    },
  });
}

/** Resident memory past which the build collects its garbage between passes. */
const passMemoryMb = 1000;

/**
 * Eleventy keeps every page it rendered until its write() returns; a large catalog is therefore
 * rendered in passes (site/_config/build-passes.ts): the first renders the whole site with the first
 * products' pages and files, each further one the next products' alone. The content is loaded once.
 * Returns how many HTML pages were written.
 */
async function renderInPasses(scripts) {
  const { BuildSession } = await import('./site/_config/build-passes.ts');
  const session = new BuildSession();
  const serviceWorkerScript = await bundleServiceWorker();
  let pages = 0;
  for (let start = 0; start === 0 || start < session.productCount; start += productsPerPass) {
    const pass = { start, end: start + productsPerPass, productsOnly: start > 0 };
    const eleventy = await makeEleventy({ ...scripts, serviceWorkerScript, pass, session }, 'build');
    const [, templates] = await eleventy.write();
    pages += templates.filter((entry) => entry.outputPath?.endsWith('.html')).length;
    // V8 collects lazily while memory is plentiful: a 10,000-product build peaked at 2.3 GB with
    // under 0.5 GB alive. A full collection once a pass leaves the process past 1 GB keeps it near
    // there (1.13 GB) for a few seconds of the build.
    if (process.memoryUsage.rss() > passMemoryMb * 2 ** 20) globalThis.gc?.();
  }
  return pages;
}

if (dev) {
  const context = await esbuild.context(widgetBuild);
  const { metafile } = await context.rebuild();
  await context.watch();
  const eleventy = await makeEleventy({ ...scriptsOf(metafile), serviceWorkerScript: await bundleServiceWorker() }, 'serve');
  await eleventy.init();
  await eleventy.watch();
  await eleventy.serve(Number(args.port));
  console.log(`Widget gallery: http://localhost:${args.port}/_gallery/`);
} else {
  await rm(outDir, { recursive: true, force: true });
  let pages, sizes;
  try {
    const metafile = await buildSelfContainedEntries((await esbuild.build(widgetBuild)).metafile);
    pages = await renderInPasses(scriptsOf(metafile));
    sizes = await bundleSizes(metafile);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    console.error(`\n✗ The build failed; ${path.relative(process.cwd(), publishDir) || '.'} keeps the site it held before.`);
    throw error;
  }
  const over = entriesOverBudget(sizes);
  if (over.length) {
    report(pages, sizes);
    for (const message of over) console.error(`✗ ${message}: load the rest from a chunk when it is needed.`);
    await rm(outDir, { recursive: true, force: true });
    process.exit(1);
  }
  const { brokenLinksBeforePublish } = await import('./site/_config/links/check-before-publish.ts');
  const { readBuildConfig } = await import('./site/_config/build-options.ts');
  // The search index goes inside the new folder before it is published (site/_config/search-index.ts).
  // It and the link check read the finished pages and nothing else: side by side, the index adds
  // to the build only what outlasts the check (Pagefind runs as its own process).
  const { writeSearchIndex, searchIndexSummary } = await import('./site/_config/search-index.ts');
  const checkStarted = performance.now();
  const timedCheck = brokenLinksBeforePublish(outDir, readBuildConfig().siteUrl).then((broken) => ({ broken, seconds: (performance.now() - checkStarted) / 1000 }));
  // SEARCH_INDEX=off: only for the benchmark, which measures what the index adds; the site's search then finds nothing.
  const indexing = process.env.SEARCH_INDEX === 'off' ? Promise.resolve(null) : writeSearchIndex(outDir);
  const [indexed, checked] = await Promise.allSettled([indexing, timedCheck]);
  const failed = [indexed, checked].find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await rm(outDir, { recursive: true, force: true });
    console.error(`\n✗ The build failed; ${path.relative(process.cwd(), publishDir) || '.'} keeps the site it held before.`);
    throw failed.reason;
  }
  const linkCheck = `the link check beside it ${checked.value.seconds.toFixed(2)} s`;
  console.log(indexed.value ? `${searchIndexSummary(indexed.value)}, ${linkCheck}` : `Search index left out (SEARCH_INDEX=off); the link check ${checked.value.seconds.toFixed(2)} s`);
  const brokenLinks = checked.value.broken;
  // LINK_CHECK=warn: only the test builds of deliberately broken content (tests/xss/) publish anyway.
  if (brokenLinks.length && process.env.LINK_CHECK === 'warn') {
    console.warn(`\n⚠ ${brokenLinks.length} link(s) lead nowhere (LINK_CHECK=warn: published all the same).`);
  } else if (brokenLinks.length) {
    report(pages, sizes);
    console.error(`\n✗ ${brokenLinks.length} link(s) would lead nowhere; ${path.relative(process.cwd(), publishDir) || '.'} keeps the site it held before:`);
    for (const line of brokenLinks) console.error(`  ${line}`);
    await rm(outDir, { recursive: true, force: true });
    process.exit(1);
  }
  await publish();
  report(pages, sizes);

  if (args.preview) {
    // `npm start` keeps its orders across restarts (README "The order service"); .data/ is not committed.
    // Its own folder: the order service run alone (`npm run order-service`) keeps .data/order-service.
    process.env.ORDER_SERVICE_DATA_DIR ||= '.data/preview';
    // Links in the order service's mails (pay an order later) lead to this preview, not to the live domain.
    process.env.SITE_URL ||= `http://127.0.0.1:${args.port}`;
    const { startPreviewServer } = await import('./server/preview.ts');
    const server = await startPreviewServer({ root: publishDir, port: Number(args.port) });
    console.log(`\nThe site is served at ${server.url}  (Ctrl+C stops it); orders in ${process.env.ORDER_SERVICE_DATA_DIR}/orders.sqlite, mails in ${process.env.ORDER_SERVICE_DATA_DIR}/outbox`);
    if (paymentSandbox) console.log(`PayPal and Klarna are the local payment sandbox at ${paymentSandbox.url} (no money moves; docs/order-service.md says how to go live).`);
  }
}
