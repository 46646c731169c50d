import { chromium, type Page } from '@playwright/test';
import * as esbuild from 'esbuild';
import { chromiumLaunchOptions } from './chromium-launch.ts';

/**
 * Runs a module of ours inside headless Chromium, for what node cannot show faithfully (DOMPurify
 * needs a real DOM; the benchmark needs the browser's engine): the module is bundled with esbuild
 * into one script on a blank page, its exports reachable as `window[globalName]`.
 */


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
