import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPagesWith } from '../support/eleventy-build.ts';
import { startDirectusDouble, type DirectusDouble } from '../support/directus-double.ts';

/**
 * The whole site built from a Directus-shaped API on 127.0.0.1 instead of the embedded demo:
 * the same pages come out, the token stays in the build, and a broken reply stops the build.
 */
const token = 'directus-build-token-7f3a9c';
let double: DirectusDouble;
const folders: string[] = [];

async function buildFromDirectus(): Promise<string> {
  const output = await mkdtemp(path.join(tmpdir(), 'site-directus-'));
  const cache = await mkdtemp(path.join(tmpdir(), 'site-directus-cache-'));
  folders.push(output, cache);
  await buildPagesWith(output, {
    CONTENT_URL: double.url,
    CONTENT_TOKEN: token,
    PROJECT_DOMAIN: 'juwelier-albrecht.de',
    CONTENT_CACHE_DURATION: '0s',
  });
  return output;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  double = await startDirectusDouble({ token });
});

afterAll(async () => {
  await double.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('building the site from Directus', () => {
  it('renders the same pages, filtered by project, and no file carries the token', async () => {
    const output = await buildFromDirectus();
    const imprint = await readFile(path.join(output, 'impressum', 'index.html'), 'utf8');
    expect(imprint).toContain('Juwelier Albrecht GmbH');
    expect(await readFile(path.join(output, 'en', 'contact', 'index.html'), 'utf8')).toContain('<html lang="en">');
    expect(double.itemRequests('ecommerce_product').every((request) => request.bearer)).toBe(true);
    const downloads = double.requests.filter((request) => request.collection === 'directus_files');
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads.every((request) => request.bearer)).toBe(true);

    const files = await filesUnder(output);
    expect(files.length).toBeGreaterThan(60);
    for (const file of files.filter((name) => /\.(html|json|js|css|xml|txt)$/.test(name) || name.endsWith('_redirects'))) {
      expect(await readFile(file, 'utf8'), file).not.toContain(token);
    }
  }, 60_000);

  it('fails the build with a clear message when the service answers with something that is not JSON', async () => {
    double.setMode('pages', 'malformed');
    try {
      await expect(buildFromDirectus()).rejects.toThrow(/Content service failed for "pages".*API returned invalid JSON/s);
    } finally {
      double.clearModes();
    }
  }, 60_000);
});
