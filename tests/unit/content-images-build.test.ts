import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPagesWith } from '../support/eleventy-build.ts';
import { startDirectusDouble, type DirectusDouble } from '../support/directus-double.ts';
import { serveOnLoopback, type LoopbackServer } from '../support/loopback-server.ts';

/**
 * The whole site built from content whose texts show images from another host (a photo host on
 * 127.0.0.1): a page body, a product's and a maker's description, the footer note. No built file
 * may point a browser at that host (the CSP would block it, and it would learn the visitor's
 * address); the image it cannot give is left out with a warning naming the page and the address.
 */
const demo = path.resolve('site/_content/demo');
const photo = await readFile(path.join(demo, 'files', '04e9afdc-f982-40a1-adae-6c035a972ebf.jpg'));
let photoHost = '';
let server: LoopbackServer;
let double: DirectusDouble;
let output = '';
const folders: string[] = [];
const warnings: string[] = [];

type Item = Record<string, unknown> & { translations?: Array<Record<string, unknown>> };

async function editCollection(directory: string, collection: string, edit: (items: Item[]) => void) {
  const file = path.join(directory, `${collection}.json`);
  const items = JSON.parse(await readFile(file, 'utf8')) as Item[];
  edit(items);
  await writeFile(file, JSON.stringify(items));
}

async function contentWithRemoteImages(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'remote-images-content-'));
  folders.push(directory);
  await cp(demo, directory, { recursive: true });
  const image = (name: string, alt: string) => `<p><img src="${photoHost}/photos/${name}" alt="${alt}"></p>`;
  await editCollection(directory, 'pages', (pages) => {
    const home = pages.find((page) => page.key === 'home')!.translations!.find((entry) => entry.languages_code === 'de')!;
    home.body = `${String(home.body)}${image('schaufenster.jpg', 'Unser Schaufenster')}<p><img src="${photoHost}/gone.jpg" alt="Das alte Ladenschild"></p>`;
  });
  await editCollection(directory, 'ecommerce_product', (products) => {
    products[0]!.description = `${String(products[0]!.description)}${image('ring.jpg', 'Der Ring getragen')}`;
  });
  await editCollection(directory, 'ecommerce_manufacturer', (makers) => {
    const atelier = makers.find((maker) => maker.slug === 'albrecht-atelier')!;
    atelier.description = `${String(atelier.description ?? '')}${image('atelier.jpg', 'Die Goldschmiede')}`;
  });
  await editCollection(directory, 'ecommerce_settings', (settings) => {
    settings[0]!.global_footer = `${String(settings[0]!.global_footer ?? '')}${image('siegel.jpg', 'Gütesiegel')}`;
  });
  return directory;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  server = await serveOnLoopback((request, response) => {
    if (request.url?.startsWith('/photos/')) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    else response.writeHead(404).end('not found');
  });
  photoHost = server.url;
  double = await startDirectusDouble({ contentDirectory: await contentWithRemoteImages(), filesDirectory: path.join(demo, 'files') });
  output = await mkdtemp(path.join(tmpdir(), 'remote-images-site-'));
  folders.push(output);
  vi.spyOn(console, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
  try {
    await buildPagesWith(output, { CONTENT_URL: double.url, PROJECT_DOMAIN: 'juwelier-albrecht.de', CONTENT_CACHE_DURATION: '0s' });
  } finally {
    vi.restoreAllMocks();
  }
}, 120_000);

afterAll(async () => {
  server.close();
  await double.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const page = (file: string) => readFile(path.join(output, file), 'utf8');

describe('a site whose CMS texts show images from another host', () => {
  it('points no browser at that host, in any page or shop data', async () => {
    const files = (await filesUnder(output)).filter((file) => /\.(html|json|js|xml|txt)$/.test(file) || file.endsWith('_headers'));
    expect(files.length).toBeGreaterThan(60);
    for (const file of files) expect(await readFile(file, 'utf8'), file).not.toContain(photoHost);
  });

  it('shows each downloaded image as a picture served by the site, where the editor put it', async () => {
    const home = await page('index.html');
    expect(home).toMatch(/<picture><source type="image\/webp" srcset="\/assets\/img\/[^"]+"[^>]*><img [^>]*alt="Unser Schaufenster"/);
    expect(await page('kontakt/index.html')).toMatch(/<picture>.*alt="Gütesiegel"/s);
    expect(await page('shop/solitaerring-weissgold-025-ct/index.html')).toMatch(/<picture>.*alt="Der Ring getragen"/s);
    expect(await page('data/shop/de/products/solitaerring-weissgold-025-ct.json')).toMatch(/<picture>.*alt=\\"Der Ring getragen\\"/s);
    expect(await page('shop/marken/index.html')).toMatch(/<picture>.*alt="Die Goldschmiede"/s);
  });

  it('leaves out the image its host will not give, keeping its alt text, with a warning naming the page and the address', async () => {
    const home = await page('index.html');
    expect(home).toContain('<p>Das alte Ladenschild</p>');
    expect(warnings).toContain(`[content] page /: the image ${photoHost}/gone.jpg could not be downloaded: the server answered HTTP 404; the image is left out.`);
  });
});
