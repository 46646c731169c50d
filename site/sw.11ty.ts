import { createHash } from 'node:crypto';
import { languages } from '../widgets/core/languages.ts';
import { offlinePagePath, type ServiceWorkerConfig } from '../widgets/service-worker/service-worker-rules.ts';
import type { PageData } from './_includes/page-types.ts';
import type { TemplateContext } from './_includes/page-types.ts';

/**
 * The service worker at /sw.js (never a hashed name: browsers look for updates at one address):
 * the script build.mjs bundled from widgets/service-worker/, after this build's version and shell.
 * A build of the pages alone (no widget bundle, as some tests make) has no worker to write.
 */
export const data = {
  permalink: (data: PageData) => (data.build.serviceWorkerScript ? '/sw.js' : false),
  eleventyExcludeFromCollections: true,
};

/**
 * What the offline pages need besides themselves: the entry script, their stylesheet (the
 * shell's bundle), and the logo unless the header inlines it (an SVG of the site's). Not the tab's
 * icon: the browser asks for it late, through the worker, which keeps it then.
 */
async function shell(context: TemplateContext, data: PageData): Promise<string[]> {
  const logo = data.site.project.logo;
  return [
    data.build.entryScript,
    await context.stylesheet([]),
    ...(logo.startsWith('/') && !data.logoSvg ? [logo] : []),
  ];
}

export async function render(this: TemplateContext, data: PageData): Promise<string> {
  const offlinePages = languages.map(offlinePagePath);
  const files = await shell(this, data);
  // The entry script's and the stylesheet's names carry the hashes of their contents; they name this build.
  const version = createHash('sha256').update(JSON.stringify([...offlinePages, ...files])).digest('hex').slice(0, 12);
  const config: ServiceWorkerConfig = { version, offlinePages, shell: files };
  return `const SERVICE_WORKER_CONFIG = ${JSON.stringify(config)};\n${data.build.serviceWorkerScript}`;
}
