import { readFile, mkdtemp, rm, stat } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFileId, processBodyImages } from '../../site/_config/content-images.ts';
import { createImageRenderer, type ImageRenderer } from '../../site/_config/images.ts';
import type { ContentSource } from '../../widgets/content/source.ts';
import { serveOnLoopback, type LoopbackServer } from '../support/loopback-server.ts';

/**
 * Images in CMS texts end up served by the site: the page's CSP allows no other image host, and a
 * visitor's browser tells no third party its address. A stand-in for another host on 127.0.0.1
 * serves one photo and answers 404 for everything else.
 */
const photo = await readFile(path.resolve('site/_content/demo/files/04e9afdc-f982-40a1-adae-6c035a972ebf.jpg'));
let server: LoopbackServer;
let remote = '';
let output = '';
const remoteRequests: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = await serveOnLoopback((request, response) => {
    remoteRequests.push(request.headers);
    if (request.url === '/photos/workshop.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    else response.writeHead(404).end('not found');
  });
  remote = server.url;
  output = await mkdtemp(path.join(tmpdir(), 'content-images-'));
});

afterAll(async () => {
  server.close();
  await rm(output, { recursive: true, force: true });
});

const contentSource = { fileSource: (id: string) => `https://cms.example/assets/${id}`, fileRequestHeaders: () => ({ Authorization: 'Bearer build-token' }) } as unknown as ContentSource;

function collectWarnings() {
  const warnings: string[] = [];
  return { warnings, context: { where: 'page /ueber-uns', warn: (message: string) => warnings.push(message) } };
}

describe('images in CMS texts', () => {
  it("recognises the content service's own files, relative or under its URL, with or without size parameters", () => {
    expect(contentFileId('/assets/3f2a-91', undefined)).toBe('3f2a-91');
    expect(contentFileId('https://cms.example/assets/3f2a-91', 'https://cms.example/')).toBe('3f2a-91');
    expect(contentFileId('https://cms.example/assets/3f2a-91?width=800&height=600', 'https://cms.example')).toBe('3f2a-91');
    expect(contentFileId('/assets/images/logo.svg', undefined)).toBeNull();
    expect(contentFileId('https://elsewhere.example/assets/3f2a-91', 'https://cms.example')).toBeNull();
    expect(contentFileId('/assets/../secret', undefined)).toBeNull();
  });

  it('turns content files into responsive pictures and leaves paths on the site to load lazily', async () => {
    const images = {
      picture: async (ref: { id: string; title: string }) => `<picture data-id="${ref.id}" data-alt="${ref.title}"></picture>`,
    } as unknown as ImageRenderer;
    const { warnings, context } = collectWarnings();
    const html = await processBodyImages(
      '<p><img src="/assets/page-window" alt="Werkstatt &amp; Laden"></p><p><img src="/assets/images/map.png" alt="Karte"></p>',
      images,
      undefined,
      context,
    );
    expect(html).toBe(
      '<p><picture data-id="page-window" data-alt="Werkstatt & Laden"></picture></p><p><img loading="lazy" decoding="async" src="/assets/images/map.png" alt="Karte"></p>',
    );
    expect(warnings).toEqual([]);
  });

  it('downloads an image from another host at build time and serves it from the site, without the build token', async () => {
    const { warnings, context } = collectWarnings();
    const html = await processBodyImages(
      `<p>Unsere Werkstatt:</p><p><img src="${remote}/photos/workshop.jpg" alt="Blick in die Werkstatt"></p>`,
      createImageRenderer(contentSource, output),
      'https://cms.example',
      context,
    );
    expect(html).not.toContain(remote);
    expect(html).toMatch(/^<p>Unsere Werkstatt:<\/p><p><picture><source type="image\/webp" srcset="\/assets\/img\/[^"]+"[^>]*><img [^>]*><\/picture><\/p>$/);
    expect(html).toContain('alt="Blick in die Werkstatt" loading="lazy"');
    const served = /src="\/assets\/img\/([^"]+)"/.exec(html)![1]!;
    expect((await stat(path.join(output, 'assets', 'img', served))).size).toBeGreaterThan(0);
    expect(remoteRequests.some((headers) => headers.authorization)).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('leaves out an image its host will not give, keeps its alt text, and warns naming the page and the address', async () => {
    const { warnings, context } = collectWarnings();
    const html = await processBodyImages(
      `<p><a href="/katalog"><img src="${remote}/photos/gone.jpg?size=large&amp;v=2" alt="Unser Katalog"></a></p>`,
      createImageRenderer(contentSource, output),
      'https://cms.example',
      context,
    );
    expect(html).toBe('<p><a href="/katalog">Unser Katalog</a></p>');
    expect(warnings).toEqual([`page /ueber-uns: the image ${remote}/photos/gone.jpg?size=large&v=2 could not be downloaded: the server answered HTTP 404; the image is left out.`]);
  });
});
