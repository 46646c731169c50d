import { chromium, type Page } from '@playwright/test';
import * as esbuild from 'esbuild';

/**
 * Runs a module of ours inside headless Chromium, for what node cannot show faithfully (DOMPurify
 * needs a real DOM; the benchmark needs the browser's engine): the module is bundled with esbuild
 * into one script on a blank page, its exports reachable as `window[globalName]`.
 */

/** Debian's Chromium as root, on a machine whose only network is loopback (as playwright.config.ts). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

async function bundleForBrowser(entry: string, globalName: string): Promise<string> {
  const result = await esbuild.build({ entryPoints: [entry], bundle: true, format: 'iife', globalName, platform: 'browser', target: 'es2022', minify: true, write: false });
  return result.outputFiles[0]!.text;
}

export async function withModuleInChromium<T>(entry: string, globalName: string, run: (page: Page) => Promise<T>): Promise<T> {
  const script = await bundleForBrowser(entry, globalName);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="de"><head><title>test</title></head><body></body></html>');
    await page.addScriptTag({ content: script });
    return await run(page);
  } finally {
    await browser.close();
  }
}
