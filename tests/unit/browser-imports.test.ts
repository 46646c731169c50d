import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What the browser gets never holds build-only code: the browser entries are bundled as
 * build.mjs bundles them (every lazy widget chunk included) and each module that went in is
 * listed. A module from a `build/` folder, a Node built-in or a Node-only library in that list
 * means a browser module imports something that runs only at build time.
 */

const repoDir = fileURLToPath(new URL('../..', import.meta.url));
const browserEntries = ['widgets/runtime/entry.ts', 'widgets/runtime/not-found.ts', 'widgets/service-worker/worker-entry.ts'];
// valibot runs in Node only by choice: the schemas of build-time props, posted bodies and content
// items; the browser keeps its few hand-written readers, which are smaller than the library.
const nodeOnlyLibraries = ['sanitize-html', 'markdown-it', '@11ty/', 'eleventy', 'nodemailer', 'sharp', 'valibot'];

async function browserModules(): Promise<string[]> {
  const result = await esbuild.build({
    absWorkingDir: repoDir,
    entryPoints: browserEntries,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    write: false,
    outdir: path.join(repoDir, '.browser-imports-check'),
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('the browser bundle', () => {
  it('holds no build-only module, no Node built-in and no Node-only library', async () => {
    const modules = await browserModules();
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.filter((file) => file.startsWith('widgets/')).length).toBeGreaterThan(100);

    const buildOnly = modules.filter((file) => !file.startsWith('node_modules/') && file.split('/').includes('build'));
    const nodeBuiltIns = modules.filter((file) => file.startsWith('node:') || file.startsWith('(disabled):'));
    const nodeLibraries = modules.filter((file) => nodeOnlyLibraries.some((name) => file.startsWith(`node_modules/${name}`)));
    expect({ buildOnly, nodeBuiltIns, nodeLibraries }).toEqual({ buildOnly: [], nodeBuiltIns: [], nodeLibraries: [] });
  }, 60_000);
});
