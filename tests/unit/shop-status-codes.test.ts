import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviewServer } from '../../server/preview.ts';
import { redirectsFile, siteRedirects } from '../../widgets/core/redirects.ts';
import { languageNotFoundRewrites, shopRewrites } from '../../widgets/core/rewrites.ts';

/**
 * The status a shop address answers with, from the preview server applying the `_redirects` file
 * the build writes, over a folder laid out as the build lays out the shop: the list, the brands
 * and each product prerendered, the cart's own shell, the not-found shell beside them.
 */
const shops = [
  { root: '/shop', brands: 'marken' },
  { root: '/en/shop', brands: 'brands' },
  { root: '/fr/shop', brands: 'marques' },
] as const;
const product = 'taucheruhr-automatik-42-mm';

describe('status codes below the shop roots', () => {
  let folder: string;
  let server: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'shop-status-'));
    const page = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), text);
    };
    await page('_redirects', redirectsFile([...siteRedirects('https://portal.example/login'), ...shopRewrites(shops.map((shop) => shop.root)), ...languageNotFoundRewrites(['de', 'en', 'fr'])]));
    await page('404.html', 'site not found');
    await page('en/404.html', 'site not found en');
    await page('fr/404.html', 'site not found fr');
    for (const { root, brands } of shops) {
      await page(`${root}/index.html`, `list ${root}`);
      await page(`${root}/${brands}/index.html`, `brands ${root}`);
      await page(`${root}/${product}/index.html`, `product ${root}`);
      await page(`${root}/404.html`, `shop not found ${root}`);
      await page(`${root}/warenkorb/index.html`, `cart ${root}`);
    }
    server = await startPreviewServer({ root: folder, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  const get = async (address: string) => {
    const response = await fetch(`${server.url}${address}`, { redirect: 'manual' });
    return [response.status, await response.text()] as const;
  };

  for (const { root, brands } of shops) {
    it(`${root}: the list, the brands, an existing product and the cart answer 200`, async () => {
      expect(await get(root)).toEqual([200, `list ${root}`]);
      expect(await get(`${root}?category=uhren`)).toEqual([200, `list ${root}`]);
      expect(await get(`${root}/${brands}`)).toEqual([200, `brands ${root}`]);
      expect(await get(`${root}/${product}`)).toEqual([200, `product ${root}`]);
      expect(await get(`${root}/warenkorb`)).toEqual([200, `cart ${root}`]);
    });

    it(`${root}: an unknown product answers 404 with the shop's not-found shell`, async () => {
      expect(await get(`${root}/does-not-exist`)).toEqual([404, `shop not found ${root}`]);
      expect(await get(`${root}/${product}/deeper`)).toEqual([404, `shop not found ${root}`]);
    });
  }

  it('beside the shop an unknown address still gets the site\'s 404 page, in the language of its path', async () => {
    expect(await get('/shopping')).toEqual([404, 'site not found']);
    expect(await get('/en/no-such-page')).toEqual([404, 'site not found en']);
    expect(await get('/fr/a/b')).toEqual([404, 'site not found fr']);
    expect(await get('/english')).toEqual([404, 'site not found']);
  });
});
