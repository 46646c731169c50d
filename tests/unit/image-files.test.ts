import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageRenderer } from '../../site/_config/images.ts';
import type { ContentSource } from '../../widgets/content/source.ts';
import { serveOnLoopback, type LoopbackServer } from '../support/loopback-server.ts';

/**
 * An image the content service cannot deliver stops the build with a message an editor can act
 * on: which file, its title, and where it was asked for (never the token).
 */
let server: LoopbackServer;
let base = '';
let output = '';
const photo = await readFile(path.resolve('site/_content/demo/files/04e9afdc-f982-40a1-adae-6c035a972ebf.jpg'));
/** Requests for the image whose first download loses its connection. */
let droppedOnce = 0;

beforeAll(async () => {
  server = await serveOnLoopback((request, response) => {
    if (request.url?.endsWith('/not-an-image')) response.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
    else if (request.url?.endsWith('/dropped-once') && droppedOnce++ === 0) request.socket.destroy();
    else if (request.url?.endsWith('/dropped-once')) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    else response.writeHead(404).end('not found');
  });
  base = server.url;
  output = await mkdtemp(path.join(tmpdir(), 'image-files-'));
});

afterAll(async () => {
  server.close();
  await rm(output, { recursive: true, force: true });
});

const source = { fileSource: (id: string) => `${base}/assets/${id}`, fileRequestHeaders: () => ({ Authorization: 'Bearer secret-token' }) } as unknown as ContentSource;

describe('an image the build cannot get', () => {
  it('names the file, its title and its address when the service answers 404', async () => {
    const images = createImageRenderer(source, output);
    const failing = images.shopImage({ id: 'missing-file', title: 'Ring Aurora', width: 800, height: 800 } as never);
    await expect(failing).rejects.toThrow(`Image file missing-file ("Ring Aurora", collection directus_files) could not be downloaded or read from ${base}/assets/missing-file: the content service answered HTTP 404`);
  });

  it('says so when the answer is no image, and never shows the token', async () => {
    const images = createImageRenderer(source, output);
    const error: Error = await images.picture({ id: 'not-an-image', title: 'Schaufenster', width: 0, height: 0 } as never, { sizes: '100vw' }).catch((caught) => caught);
    expect(error.message).toMatch(/^Image file not-an-image \("Schaufenster", collection directus_files\) could not be downloaded or read from .*: .*unsupported image format/);
    expect(error.message).not.toContain('secret-token');
  });

  it('tries once more when the connection closes under the download, and then has the image', async () => {
    const images = createImageRenderer(source, output);
    const picture = await images.picture({ id: 'dropped-once', title: 'Schaufenster', width: 0, height: 0 } as never, { sizes: '100vw' });
    // The lost download, the question whether the server refused it, the second try.
    expect(droppedOnce).toBe(3);
    expect(String(picture)).toMatch(/<img [^>]*src="\/assets\/img\//);
  });
});
