import path from 'node:path';
import { startDraftPreviewServer } from '../../server/draft-preview-server.ts';
import type { DraftBuilds, DraftPreviewState } from '../../server/publish/draft-builds.ts';
import { distDir, portBase } from './build-env.mjs';
import { expect, test } from './fixtures.ts';

/**
 * The preview of drafts as the editor uses it from Directus' preview pane: the link lets them in
 * and leads to the page; a save while they read makes the next page say the preview is being
 * built, which then shows by itself; a stranger is refused. Served over the suite's own build of
 * each runtime, with the build's state in the test's hands (the draft build itself is checked
 * against Directus by `npm run test:directus` (j)).
 */
const token = 'e2e-preview-token-'.padEnd(40, 'x');
let state: DraftPreviewState = { state: 'ready', builtAt: new Date() };
const drafts: DraftBuilds = { stale() {}, request() {}, state: () => state, idle: () => Promise.resolve() };
let preview: { url: string; close(): Promise<void> } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  const index = testInfo.project.name === 'react' ? 0 : 1;
  preview = await startDraftPreviewServer({ root: path.resolve(distDir, testInfo.project.name), port: portBase + 12 + index, token, drafts, cmsOrigin: 'http://127.0.0.1:8055' });
});

test.afterAll(async () => {
  await preview?.close();
});

test.beforeEach(() => {
  state = { state: 'ready', builtAt: new Date() };
});

test('the link from Directus opens the page; a save makes the next page wait for the build and then show by itself, without an error', async ({ page, consoleErrors }) => {
  await page.goto(`${preview!.url}/_preview?token=${token}&page=contact`);
  await expect(page).toHaveURL(`${preview!.url}/kontakt`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kontakt');

  state = { state: 'pending' };
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Vorschau wird erstellt …');
  await expect(page).toHaveURL(`${preview!.url}/impressum`);
  state = { state: 'ready', builtAt: new Date() };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum', { timeout: 10_000 });

  // The preview keeps no worker: nothing of an earlier build is served from the browser.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('a stranger without the link sees that the preview is not public, and nothing of it', async ({ page }) => {
  const answer = await page.goto(`${preview!.url}/kontakt`);
  expect(answer?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vorschau nicht freigegeben');
  await expect(page.getByText('Kontakt und Beratung')).toHaveCount(0);
});
