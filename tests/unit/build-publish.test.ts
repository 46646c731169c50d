import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDirectusDouble, type DirectusDouble, type FailureMode } from '../support/directus-double.ts';

/**
 * A build that fails because of the content service leaves the published folder as it was (a
 * host serving it keeps serving the last good site) and says which request failed and how.
 * Each fault has its own double, so the builds run side by side.
 */
const token = 'build-publish-token';
const doubles: DirectusDouble[] = [];
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-publish-'));
});

afterAll(async () => {
  await Promise.all(doubles.map((double) => double.close()));
  await rm(folder, { recursive: true, force: true });
});

function build(double: DirectusDouble, out: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['build.mjs', `--out=${out}`], {
      env: {
        ...process.env,
        CONTENT_URL: double.url,
        CONTENT_TOKEN: token,
        PROJECT_DOMAIN: 'juwelier-albrecht.de',
        CONTENT_CACHE_DURATION: '0s',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function publishedSite(name: string): Promise<string> {
  const published = path.join(folder, name, 'site');
  await mkdir(path.join(published, 'impressum'), { recursive: true });
  await writeFile(path.join(published, 'index.html'), '<h1>the last good site</h1>');
  await writeFile(path.join(published, 'impressum', 'index.html'), '<h1>Impressum</h1>');
  return published;
}

// The request is named by its collection and its URL (without the token), the fault by the
// message the spec gives it and its detail. Two whole builds: a fault retried 3 times first and
// one that fails at once. How each other fault (dropped, cut off, hanging) is named is the
// content source's own rule, tested without a build in tests/unit/directus-source.test.ts.
const faults: Array<[FailureMode, RegExp]> = [
  ['fail-500', /Unknown error occured \(HTTP 500: An unexpected error occurred\.\) after 4 attempts/],
  ['malformed', /API returned invalid JSON \(HTTP 200 with a body that is not JSON: "<html>/],
];

describe.concurrent('a content fault fails the build and keeps the published site whole', () => {
  it.each(faults)('%s', async (mode, detail) => {
    const double = await startDirectusDouble({ token });
    doubles.push(double);
    double.setMode('pages', mode);
    const published = await publishedSite(mode);

    const { code, output } = await build(double, published);

    expect(code).not.toBe(0);
    expect(output).toMatch(new RegExp(`Content service failed for "pages" \\(GET ${double.url}/items/pages\\?[^\\n]*\\): ${detail.source}`));
    expect(output).not.toContain(token);
    expect(output).toContain('keeps the site it held before');
    expect(await readFile(path.join(published, 'index.html'), 'utf8')).toBe('<h1>the last good site</h1>');
    expect(await readFile(path.join(published, 'impressum', 'index.html'), 'utf8')).toBe('<h1>Impressum</h1>');
    // No half-built folder is left beside it.
    expect(await readdir(path.dirname(published))).toEqual(['site']);
  }, 240_000);
});

describe('a link that would lead nowhere stops the publish', () => {
  it('a menu entry with a typo: the build names the link and the pages it is on, and the published site stays as it was', async () => {
    // The demo content with the German menu's "Uhren" entry mistyped, as an editor might save it.
    const content = path.join(folder, 'typo-content');
    await cp(fileURLToPath(new URL('../../site/_content/demo/', import.meta.url)), content, { recursive: true, filter: (source) => !source.includes(`${path.sep}files`) });
    const menus = JSON.parse(await readFile(path.join(content, 'menus.json'), 'utf8')) as Array<{ language: string; entries: Array<{ path: string }> }>;
    const german = menus.find((menu) => menu.language === 'de')!;
    german.entries.find((entry) => entry.path === 'uhren')!.path = 'uhrn';
    await writeFile(path.join(content, 'menus.json'), JSON.stringify(menus));
    const double = await startDirectusDouble({ token, contentDirectory: content });
    doubles.push(double);
    const published = await publishedSite('typo');

    const { code, output } = await build(double, published);

    expect(code).toBe(1);
    expect(output).toMatch(/✗ 1 link\(s\) would lead nowhere; .* keeps the site it held before:/);
    expect(output).toMatch(/\/uhrn – no page or file at \/uhrn\n\s+on \/404\.html, \/, [^\n]* and \d+ more pages/);
    expect(await readFile(path.join(published, 'index.html'), 'utf8')).toBe('<h1>the last good site</h1>');
    expect(await readdir(path.dirname(published))).toEqual(['site']);
  }, 240_000);
});
