import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { languages } from '../widgets/core/languages.ts';
import { offlinePagePath, type ServiceWorkerConfig } from '../widgets/runtime/service-worker-rules.ts';
import type { PageData } from './_includes/page-types.ts';
import { stylesheets } from './_includes/stylesheets.ts';

/**
 * The service worker at /sw.js (never a hashed name: browsers look for updates at one address),
 * bundled from widgets/runtime/service-worker.ts with this build's version and shell.
 */
export const data = { permalink: '/sw.js', eleventyExcludeFromCollections: true };

const repoDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** What every page needs, kept on install: entry script, styles, logo and icon, 404 and offline pages. */
async function shell(data: PageData): Promise<string[]> {
  const logo = data.site.project.logo;
  return [
    data.build.entryScript,
    '/assets/theme.css',
    ...stylesheets,
    ...(logo.startsWith('/') ? [logo] : []),
    '/assets/images/favicon.svg',
    '/404.html',
    ...languages.map(offlinePagePath),
  ];
}

export async function render(data: PageData): Promise<string> {
  const precache = await shell(data);
  // The entry script's name carries the hash of all widget code; with the shell it names this build.
  const version = createHash('sha256').update(JSON.stringify(precache)).digest('hex').slice(0, 12);
  const config: ServiceWorkerConfig = { version, precache };
  const result = await esbuild.build({
    stdin: {
      contents: `import { startServiceWorker } from './widgets/runtime/service-worker.ts';\nstartServiceWorker(${JSON.stringify(config)});`,
      resolveDir: repoDir,
      sourcefile: 'sw.ts',
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: ['es2020'],
    minify: !data.build.dev,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}
