import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { perProductTemplates, templatesBesidesPerProduct } from '../../site/_config/build-passes.ts';

/**
 * build.mjs renders a large catalog in passes, so Eleventy never holds every product page at once.
 * The passes must add up to the same site, file for file and byte for byte, as one pass; here the
 * demo's products are split into passes of 7 (the last one shorter).
 */
let folder: string;

function build(out: string, extra: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['build.mjs', `--out=${out}`, ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function filesOf(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).sort();
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-passes-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a build in passes', () => {
  it('writes the same site as a build in one pass', async () => {
    const [onePass, passes] = await Promise.all([
      build(path.join(folder, 'one-pass'), ['--products-per-pass=100000']),
      build(path.join(folder, 'passes'), ['--products-per-pass=7']),
    ]);
    expect(onePass.code, onePass.output).toBe(0);
    expect(passes.code, passes.output).toBe(0);
    const pages = (output: string) => /Built (\d+) pages/.exec(output)?.[1];
    expect(pages(passes.output)).toBe(pages(onePass.output));

    const files = await filesOf(path.join(folder, 'one-pass'));
    expect(await filesOf(path.join(folder, 'passes'))).toEqual(files);
    // The demo has more than 7 products, so later passes wrote product pages and files too.
    expect(files.filter((file) => file.startsWith('data/shop/de/products/')).length).toBeGreaterThan(7);
    const differing: string[] = [];
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(path.join(folder, 'one-pass', file)), readFile(path.join(folder, 'passes', file))]);
      if (!a.equals(b)) differing.push(file);
    }
    expect(differing).toEqual([]);
  }, 240_000);

  it('refuses a pass size that is no whole number of at least 1', async () => {
    const { code, output } = await build(path.join(folder, 'refused'), ['--products-per-pass=0']);
    expect(code).not.toBe(0);
    expect(output).toContain('--products-per-pass=0: give a whole number of at least 1.');
  }, 60_000);
});

describe('the templates a later pass renders', () => {
  it('are the per-product ones, which exist; every other template is left to the first pass', () => {
    for (const template of perProductTemplates) expect(existsSync(template), template).toBe(true);
    const others = templatesBesidesPerProduct();
    expect(others).toContain('site/pages.11ty.ts');
    expect(others).toContain('site/browser-json/shop-index.11ty.ts');
    expect(others.some((file) => file.includes('/_includes/') || file.includes('/_config/'))).toBe(false);
    expect(others.filter((file) => perProductTemplates.includes(file))).toEqual([]);
  });
});
