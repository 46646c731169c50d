import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDirectusDouble, type DirectusDouble } from '../support/directus-double.ts';

/**
 * A build that fails (here: the content service answers the pages with something that is not
 * JSON) leaves the published folder as it was: a host serving it keeps serving the last good site.
 */
const token = 'build-publish-token';
let double: DirectusDouble;
let folder: string;

beforeAll(async () => {
  double = await startDirectusDouble({ token });
  folder = await mkdtemp(path.join(tmpdir(), 'site-publish-'));
});

afterAll(async () => {
  await double.close();
  await rm(folder, { recursive: true, force: true });
});

function build(out: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['build.mjs', `--out=${out}`], {
      env: { ...process.env, CONTENT_URL: double.url, CONTENT_TOKEN: token, PROJECT_DOMAIN: 'juwelier-albrecht.de', CONTENT_CACHE_DURATION: '0s' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

it('keeps the published site whole when the build fails, and leaves no half-built folder', async () => {
  const published = path.join(folder, 'site');
  await mkdir(path.join(published, 'impressum'), { recursive: true });
  await writeFile(path.join(published, 'index.html'), '<h1>the last good site</h1>');
  await writeFile(path.join(published, 'impressum', 'index.html'), '<h1>Impressum</h1>');
  double.setMode('pages', 'malformed');

  const { code, output } = await build(published);

  expect(code).not.toBe(0);
  expect(output).toMatch(/Content service failed for "pages".*API returned invalid JSON/s);
  expect(output).toContain('keeps the site it held before');
  expect(await readFile(path.join(published, 'index.html'), 'utf8')).toBe('<h1>the last good site</h1>');
  expect(await readFile(path.join(published, 'impressum', 'index.html'), 'utf8')).toBe('<h1>Impressum</h1>');
  expect((await readdir(folder)).sort()).toEqual(['site']);
}, 120_000);
