import { chromium, type Browser } from '@playwright/test';
import { ensureChromium } from '../e2e/ensure-chromium.mjs';
import { chromiumLaunchOptions } from '../support/chromium-launch.ts';
import { startPreviewServer } from '../../server/preview.ts';

/** The benchmark's Chromium (Debian's, as the browser tests) and a preview server per build. */
export const chromiumPath = (): string => (process.env.CHROMIUM_PATH = ensureChromium());

/** The flags the browser tests use, plus headless: one list for Playwright and Lighthouse. */
export const chromiumFlags = ['--headless', ...chromiumLaunchOptions.args];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, executablePath: chromiumPath() });
}

/** Ports for the benchmark's servers: clear of the browser tests' (E2E_PORT_BASE … +2). */
let nextPort = Number(process.env.BENCH_PORT || Number(process.env.E2E_PORT_BASE || 4173) + 10);

/** Serves a build as a host would (the preview server), for the duration of `run`. */
export async function withSite<T>(root: string, run: (origin: string) => Promise<T>): Promise<T> {
  const server = await startPreviewServer({ root, port: nextPort++, host: '127.0.0.1' });
  try {
    return await run(server.url.replace(/\/$/, ''));
  } finally {
    await server.close();
  }
}

/** A page of each type the budgets name, by its German path in the demo. */
export const pageTypes = [
  { type: 'home', path: '/' },
  { type: 'content page', path: '/ueber-uns' },
  { type: 'contact', path: '/kontakt' },
  { type: 'shop list', path: '/shop' },
  { type: 'product page', path: '/shop/taucheruhr-automatik-42-mm' },
] as const;
export type PageType = (typeof pageTypes)[number]['type'];
