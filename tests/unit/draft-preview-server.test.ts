import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDraftPreviewServer } from '../../server/draft-preview-server.ts';
import type { DraftBuilds, DraftPreviewState } from '../../server/publish/draft-builds.ts';

/**
 * The preview of drafts as an editor and a stranger meet it: the link from Directus lets the
 * editor in and leads to the page; everyone else is refused; while the drafts are being built a
 * page says so and reloads itself, a failed build says why; the CMS may frame it, search engines
 * may not index it, and it takes no orders.
 */
const token = 'preview-token-'.padEnd(40, 'x');
const cmsOrigin = 'http://127.0.0.1:8055';
let folder: string;
let state: DraftPreviewState = { state: 'ready', builtAt: new Date() };
let requested = 0;
const drafts: DraftBuilds = {
  stale() {},
  request: () => void requested++,
  state: () => state,
  idle: () => Promise.resolve(),
};
let server: Awaited<ReturnType<typeof startDraftPreviewServer>>;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'draft-preview-'));
  await mkdir(path.join(folder, 'shop', 'herbstkollektion-ring-tansanit'), { recursive: true });
  await mkdir(path.join(folder, 'kontakt'), { recursive: true });
  await mkdir(path.join(folder, 'assets', 'css'), { recursive: true });
  await writeFile(path.join(folder, 'shop', 'herbstkollektion-ring-tansanit', 'index.html'), '<!doctype html><h1>Herbstkollektion Ring Tansanit</h1>');
  await writeFile(path.join(folder, 'kontakt', 'index.html'), '<!doctype html><h1>Kontakt (Entwurf)</h1>');
  await writeFile(path.join(folder, 'assets', 'css', 'site.css'), 'body{margin:0}');
  await writeFile(path.join(folder, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(
    path.join(folder, '_headers'),
    ['/*', "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'; report-uri /csp-report", '  X-Frame-Options: DENY', ''].join('\n'),
  );
  server = await startDraftPreviewServer({ root: folder, port: 0, token, drafts, cmsOrigin });
});

afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

const enter = (query: string) => fetch(`${server.url}/_preview?${query}`, { redirect: 'manual' });
async function editorCookie() {
  const entry = await enter(`token=${token}&page=contact`);
  return (entry.headers.get('set-cookie') ?? '').split(';')[0]!;
}
const open = async (pathname: string, cookie?: string, destination = 'iframe') =>
  fetch(`${server.url}${pathname}`, { headers: { ...(cookie ? { cookie } : {}), 'sec-fetch-dest': destination } });

describe('the preview of drafts', () => {
  it('lets the editor in with the link from Directus and leads to the page or product it names', async () => {
    const product = await enter(`token=${token}&product=herbstkollektion-ring-tansanit`);
    expect(product.status).toBe(303);
    expect(product.headers.get('location')).toBe('/shop/herbstkollektion-ring-tansanit');
    expect(product.headers.get('set-cookie')).toMatch(/^draft_preview=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax/);
    expect((await enter(`token=${token}&page=contact`)).headers.get('location')).toBe('/kontakt');
    const page = await open('/shop/herbstkollektion-ring-tansanit', await editorCookie());
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Herbstkollektion Ring Tansanit');
  });

  it('refuses a stranger, a guessed token and a forged cookie, and never says what the drafts hold', async () => {
    for (const answer of [
      await open('/kontakt'),
      await enter('token=guessed&page=contact'),
      await open('/kontakt', `draft_preview=${'0'.repeat(64)}`),
      await open('/assets/css/site.css', undefined, 'style'),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(await answer.text()).not.toContain('Entwurf');
    }
  });

  it('says which link leads nowhere: a page key the site has no page for, a slug that is none', async () => {
    const unknown = await enter(`token=${token}&page=summer_sale`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Der Schlüssel „summer_sale“ gehört zu keiner Seite der Website');
    const escaping = await enter(`token=${token}&product=${encodeURIComponent('../../etc/passwd')}`);
    expect(escaping.status).toBe(404);
    expect(await escaping.text()).toContain('kein gültiger Slug');
  });

  it('may be framed by the CMS alone, is never indexed or kept, and has no worker that keeps pages', async () => {
    const page = await open('/kontakt', await editorCookie());
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${cmsOrigin};`);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const worker = await open('/sw.js', await editorCookie(), 'serviceworker');
    expect(worker.status).toBe(200);
    const script = await worker.text();
    expect(script).toContain('self.registration.unregister()');
    expect(script).not.toContain('fetch');
  });

  it('takes no orders, and shows the stock the build has', async () => {
    const cookie = await editorCookie();
    const stock = await fetch(`${server.url}/ecom/stock`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{"items":[{"product_id":1901,"variant_id":null}]}' });
    expect(await stock.json()).toEqual({ status: 'ok', stock: [] });
    const order = await fetch(`${server.url}/ecom/order`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(order.status).toBe(405);
  });

  it('while the drafts are built, shows a page that reloads itself, and still serves what pages load', async () => {
    const cookie = await editorCookie();
    state = { state: 'pending' };
    try {
      const waiting = await open('/kontakt', cookie);
      expect(waiting.status).toBe(202);
      const html = await waiting.text();
      expect(html).toContain('Die Vorschau wird erstellt');
      expect(html).toContain('<meta http-equiv="refresh" content="2">');
      expect((await open('/assets/css/site.css', cookie, 'style')).status).toBe(200);
    } finally {
      state = { state: 'ready', builtAt: new Date() };
    }
  });

  it('builds the drafts when none were built, and shows why a build failed', async () => {
    const cookie = await editorCookie();
    state = { state: 'none' };
    const before = requested;
    expect((await open('/kontakt', cookie)).status).toBe(202);
    expect(requested).toBe(before + 1);
    state = { state: 'failed', finishedAt: new Date(), message: '✗ 1 link(s) would lead nowhere:\n  /uhrn <script>' };
    try {
      const failed = await open('/kontakt', cookie);
      expect(failed.status).toBe(500);
      const html = await failed.text();
      expect(html).toContain('Die Vorschau konnte nicht erstellt werden');
      expect(html).toContain('/uhrn &lt;script&gt;');
    } finally {
      state = { state: 'ready', builtAt: new Date() };
    }
  });
});
