import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeSearchIndex } from '../../site/_config/search-index.ts';
import { startPreviewServer } from '../../server/preview.ts';
import { languages, type Language } from '../../widgets/core/languages.ts';
import { linkFor, pathFor } from '../../widgets/core/routes.ts';
import type { ProductDetail } from '../../widgets/core/shop/types.ts';
import { widgetRenderer } from '../../widgets/runtime/build/widget-renderer.ts';
import { productKey, type ShopInitial } from '../../widgets/shop/shop-answers.ts';
import { staticShopProps } from '../support/static-shop-props.ts';
import { fixtureSettings } from '../support/order-fixtures.ts';
import { demoShop } from '../support/shop-demo.ts';
import type { FetchJson } from '../../widgets/content/shop/fetch-json.ts';
import type { PagefindApi } from '../../widgets/search/pagefind-client.ts';
import { parseProductHits, productHitsPath } from '../../widgets/search/product-hits-file.ts';
import { createProductMatches } from '../../widgets/search/product-matches.ts';

/**
 * The site search's index (site/_config/search-index.ts), read as the search widget reads it:
 * a production build's `pagefind/` folder, searched with the Pagefind script that build wrote, over
 * the preview server; the metadata contract of a product page as the shop's own component
 * renders it, values with quotes, commas and colons included; and the failures that stop a build.
 */
interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

interface PagefindScript {
  createInstance(options: { basePath: string }): {
    search(term: string): Promise<{ results: Array<{ data(): Promise<Fragment> }> }>;
    destroy(): Promise<void>;
  };
}

/** Pagefind's own files are gzip with a signature in front of the JSON. */
function readFragment(bytes: Uint8Array): Fragment {
  const text = gunzipSync(bytes).toString('utf8');
  expect(text.startsWith('pagefind_dcd')).toBe(true);
  return JSON.parse(text.slice('pagefind_dcd'.length)) as Fragment;
}

const shopRoot = (lang: Language) => linkFor('shop', lang);

describe('the search index of a production build', () => {
  let folder: string;
  let site: string;
  let buildOutput = '';
  let server: Awaited<ReturnType<typeof startPreviewServer>>;
  let script: PagefindScript;
  const fragments = new Map<Language, Fragment[]>(languages.map((lang) => [lang, []]));

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    site = path.join(folder, 'site');
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['build.mjs', `--out=${site}`], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => (buildOutput += chunk));
      child.stderr.on('data', (chunk) => (buildOutput += chunk));
      child.on('close', resolve);
    });
    expect(code, buildOutput).toBe(0);
    const fragmentDir = path.join(site, 'pagefind', 'fragment');
    for (const file of await readdir(fragmentDir)) {
      const lang = file.split('_')[0] as Language;
      fragments.get(lang)!.push(readFragment(await readFile(path.join(fragmentDir, file))));
    }
    server = await startPreviewServer({ root: site, port: 0, localServices: false });
    script = (await import(pathToFileURL(path.join(site, 'pagefind', 'pagefind.js')).href)) as PagefindScript;
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** Pagefind's search as a page in `lang` runs it: it picks its index by the document's lang, and finds no document in Node. */
  async function search(lang: Language, term: string): Promise<Fragment[]> {
    const global = globalThis as { document?: unknown };
    global.document = { currentScript: null, querySelector: () => ({ getAttribute: () => lang }) };
    const instance = script.createInstance({ basePath: `${server.url}/pagefind/` });
    delete global.document;
    try {
      const { results } = await instance.search(term);
      return await Promise.all(results.map((result) => result.data()));
    } finally {
      await instance.destroy();
    }
  }

  const pathOf = (url: string) => new URL(url, 'http://site.test').pathname;

  it('has one index per language, from the pages’ lang, and the build says how many pages each holds', async () => {
    const entry = JSON.parse(await readFile(path.join(site, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages).sort()).toEqual([...languages]);
    for (const lang of languages) {
      expect(entry.languages[lang]!.page_count).toBe(fragments.get(lang)!.length);
      const ofThisLanguage = (url: string) => (lang === 'de' ? !/^\/(en|fr)\//.test(url) : url.startsWith(`/${lang}/`));
      expect(fragments.get(lang)!.map((fragment) => fragment.url).filter((url) => !ofThisLanguage(url))).toEqual([]);
      for (const file of ['pagefind.js', `wasm.${lang}.pagefind`]) expect(existsSync(path.join(site, 'pagefind', file)), file).toBe(true);
    }
    const products = (lang: Language) => fragments.get(lang)!.filter((fragment) => fragment.meta.kind === 'product').length;
    const counts = languages.map((lang) => `${lang} ${fragments.get(lang)!.length} \\(${products(lang)} products\\)`).join(', ');
    expect(buildOutput).toMatch(new RegExp(`Search index \\(Pagefind\\): ${counts} pages in \\d+\\.\\d\\d s`));
  });

  it('writes which product each product hit is, per language, named after that language\'s index, and the list\'s matches come from it', async () => {
    const entry = JSON.parse(await readFile(path.join(site, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string }> };
    const fragmentDir = path.join(site, 'pagefind', 'fragment');
    for (const lang of languages) {
      const hits = parseProductHits(JSON.parse(await readFile(path.join(site, productHitsPath(entry.languages[lang]!.hash)), 'utf8')));
      expect(hits, lang).not.toBeNull();
      let products = 0;
      for (const file of (await readdir(fragmentDir)).filter((name) => name.startsWith(`${lang}_`))) {
        const fragment = readFragment(await readFile(path.join(fragmentDir, file)));
        if (fragment.meta.kind !== 'product') continue;
        products++;
        // The id the shop's own data file gives the product of that page.
        const slug = pathOf(fragment.url).split('/').filter(Boolean).pop()!;
        const data = JSON.parse(await readFile(path.join(site, 'data', 'shop', lang, 'products', `${slug}.json`), 'utf8')) as { id: number };
        expect(hits!.get(file.replace(/\.pf_fragment$/, '')), fragment.url).toBe(data.id);
      }
      expect(hits!.size).toBe(products);
    }

    // The shop list's matches for "Trauring", through Pagefind's own script and that file, are wedding rings only.
    const global = globalThis as { document?: unknown };
    global.document = { currentScript: null, querySelector: () => ({ getAttribute: () => 'de' }) };
    const instance = script.createInstance({ basePath: `${server.url}/pagefind/` });
    delete global.document;
    const fetchJson: FetchJson = async (url, parse) => {
      const value = parse(await (await fetch(`${server.url}${url}`)).json());
      return value === null ? { ok: false, kind: 'not-found', error: url } : { ok: true, value };
    };
    const matches = await createProductMatches({ fetchJson, lang: 'de', pagefind: async () => instance as unknown as PagefindApi })('Trauring');
    await instance.destroy();
    if (!matches.ok) throw new Error(matches.error);
    const names = new Map(fragments.get('de')!.filter((fragment) => fragment.meta.kind === 'product').map((fragment) => [fragment.meta.product_id, fragment.meta.title]));
    expect(matches.value.length).toBeGreaterThan(5);
    for (const id of matches.value) expect(names.get(String(id))).toMatch(/Trauring/);
  });

  it('holds every product page and the content pages, and no list, cart, checkout, thanks, 404 or offline page', async () => {
    for (const lang of languages) {
      const slugs = (await readdir(path.join(site, 'data', 'shop', lang, 'products'))).map((file) => file.replace(/\.json$/, ''));
      const indexed = fragments.get(lang)!;
      const products = indexed.filter((fragment) => fragment.meta.kind === 'product').map((fragment) => fragment.url);
      expect(products.sort()).toEqual(slugs.map((slug) => `${shopRoot(lang)}/${slug}/`).sort());
      const pages = indexed.filter((fragment) => fragment.meta.kind === 'page').map((fragment) => fragment.url);
      expect(pages.length + products.length).toBe(indexed.length);
      expect(pages.filter((url) => url.startsWith(`${shopRoot(lang)}/`))).toEqual([]);
      expect(pages).not.toContain(`${pathFor('thanks', lang)}/`);
      expect(pages.filter((url) => /404|offline/.test(url))).toEqual([]);
      expect(pages).toContain(`${pathFor('imprint', lang)}/`);
    }
    expect(fragments.get('de')!.map((fragment) => fragment.url)).toEqual(expect.arrayContaining(['/ueber-uns/', '/trauringe/', '/uhren/', '/kontakt/']));
  });

  it('indexes what a page is about: not the trail, the shell, the purchase box or other products', () => {
    const de = fragments.get('de')!;
    const product = de.find((fragment) => fragment.url === '/shop/anhaenger-herz-sterlingsilber/')!;
    expect(product.content).toContain('Zeitloses Design');
    // A dt and its dd stay two words.
    expect(product.content).toMatch(/Material Sterlingsilber 925/);
    for (const fragment of de) {
      for (const elsewhere of ['Startseite', 'Das könnte Ihnen auch gefallen', 'In den Warenkorb', 'inkl. MwSt.', 'Zurück zur Übersicht', 'Alle akzeptieren']) {
        expect(fragment.content, `${fragment.url}: ${elsewhere}`).not.toContain(elsewhere);
      }
    }
  });

  it('gives each result what its page shows: title, price, unit price, maker, category and the smallest picture', async () => {
    const find = (lang: Language, slug: string) => fragments.get(lang)!.find((fragment) => fragment.url === `${shopRoot(lang)}/${slug}/`)!;
    const pendant = find('de', 'anhaenger-herz-sterlingsilber');
    expect(pendant.meta).toEqual({
      kind: 'product',
      product_id: expect.stringMatching(/^\d+$/),
      title: 'Anhänger Herz Sterlingsilber',
      maker: 'Atelier Lindqvist',
      price: '79,00\u00a0€ – 124,00\u00a0€',
      image: expect.stringMatching(/^\/assets\/img\/[^/]+-320\.webp$/),
      image_alt: 'Goldkette mit tropfenförmigem Anhänger',
    });
    expect(pendant.filters).toEqual({ category: ['Schmuck'], maker: ['Atelier Lindqvist'] });
    // The picture's description is its meta, not words of the product: "Goldkette" finds no silver pendant.
    expect(pendant.content).not.toContain('Goldkette');
    // Nor are the maker's address and the review summary (every product has one).
    expect(pendant.content).not.toMatch(/Bewertungen|Produktsicherheit/);
    expect(existsSync(path.join(site, pendant.meta.image!))).toBe(true);
    const english = find('en', 'anhaenger-herz-sterlingsilber');
    expect(english.meta).toMatchObject({ kind: 'product', title: 'Heart Pendant, Sterling Silver', price: '€79.00 – €124.00', image: pendant.meta.image });
    expect(english.filters).toEqual({ category: ['Jewellery'], maker: ['Atelier Lindqvist'] });

    const spray = find('de', 'raumspray-kaiserstuhl-sommer-100-ml');
    expect(spray.meta).toMatchObject({ price: '24,00\u00a0€', unit_price: '240,00\u00a0€\u00a0/\u00a01\u00a0l' });
    // The same texts as on the page itself.
    const page = (await readFile(path.join(site, 'shop', 'raumspray-kaiserstuhl-sommer-100-ml', 'index.html'), 'utf8')).replaceAll('<!-- -->', '');
    expect(page.includes(`>${spray.meta.price}</span>`), spray.meta.price).toBe(true);
    expect(page.includes(`>(${spray.meta.unit_price})</span>`), spray.meta.unit_price).toBe(true);

    const about = fragments.get('de')!.find((fragment) => fragment.url === '/ueber-uns/')!;
    expect(about.meta).toMatchObject({ kind: 'page', title: 'Über uns' });
    // The header's search ranks products and pages apart, by this filter.
    expect(about.filters).toEqual({ kind: ['page'] });
    // A teaser's picture below the home page's text is no picture of the page.
    expect(fragments.get('de')!.find((fragment) => fragment.url === '/')!.meta.image).toBeUndefined();
  });

  it('finds wedding rings: "Trauring" in German, "wedding ring" in English, "bague" in French', async () => {
    const weddingRings = (lang: Language, found: Fragment[]) =>
      found.filter((result) => result.meta.kind === 'product' && pathOf(result.url).startsWith(`${shopRoot(lang)}/trauringe-`));
    expect(weddingRings('de', await search('de', 'Trauring')).length).toBeGreaterThan(0);
    expect(weddingRings('en', await search('en', 'wedding ring')).length).toBeGreaterThan(0);
    expect(weddingRings('fr', await search('fr', 'bague')).length).toBeGreaterThan(0);
    // Each language's own index: the German word finds no English page.
    expect((await search('en', 'Trauring')).filter((result) => !pathOf(result.url).startsWith('/en/'))).toEqual([]);
  });

  it('never holds a product that is not published', async () => {
    const { rawProducts } = await demoShop();
    const unpublished = (rawProducts as Array<{ status: string; slug: string; display_name: string; translations?: Array<{ display_name?: string }> }>).filter(
      (item) => item.status !== 'published',
    );
    expect(unpublished.map((item) => item.slug)).toContain('herbstkollektion-ring-tansanit');
    const all = [...fragments.values()].flat();
    for (const item of unpublished) {
      const names = [item.display_name, ...(item.translations ?? []).map((translation) => translation.display_name)].filter((name): name is string => Boolean(name));
      expect(all.filter((fragment) => fragment.url.includes(item.slug)).map((fragment) => fragment.url)).toEqual([]);
      for (const name of names) expect(all.filter((fragment) => fragment.meta.title === name || fragment.content.includes(name)).map((fragment) => fragment.url), name).toEqual([]);
    }
    const found = [...(await search('de', 'Herbstkollektion Ring Tansanit')), ...(await search('de', 'Tansanit'))];
    expect(found.filter((result) => result.url.includes('herbstkollektion-ring-tansanit'))).toEqual([]);
  });
});

describe('a product page’s search metadata, as the shop’s component renders it', () => {
  const renderer = widgetRenderer('react');

  afterAll(async () => {
    await pagefind.close();
  });

  function productPage(product: ProductDetail, lang: Language): string {
    const initial: ShopInitial = {
      address: { pathname: `${shopRoot(lang)}/${product.slug}`, search: '' },
      settings: fixtureSettings,
      answers: { [productKey(product.slug)]: { product, related: [] } },
    };
    const props = staticShopProps(shopRoot(lang), initial);
    return `<!doctype html><html lang="${lang}"><head><title>Shop | Juwelier</title></head><body><main>${renderer.renderWidget('shop', props, lang)}</main></body></html>`;
  }

  async function indexed(pages: Array<{ url: string; html: string }>): Promise<Fragment[]> {
    const { index, errors } = await pagefind.createIndex();
    expect(errors).toEqual([]);
    for (const page of pages) expect((await index!.addHTMLFile({ url: page.url, content: page.html })).errors).toEqual([]);
    const { files } = await index!.getFiles();
    await index!.deleteIndex();
    return files.filter((file) => file.path.includes('fragment/')).map((file) => readFragment(file.content));
  }

  it('keeps names with quotes, commas, colons and ampersands whole, and leaves out a maker the product has none of', async () => {
    const { details } = await demoShop();
    const spray = details.find((detail) => detail.slug === 'raumspray-kaiserstuhl-sommer-100-ml')!;
    const name = 'Ring "Aurora", Gelbgold: 750 & <mehr>';
    const hostile: ProductDetail = {
      ...spray,
      slug: 'ring-aurora',
      displayName: name,
      manufacturer: { ...spray.manufacturer!, displayName: 'Müller, Schmidt & Co.: "Atelier"' },
      category: { ...spray.category!, displayName: 'Ringe: "Klassik", Gold' },
      images: [{ src: '/assets/img/aurora-640.jpeg', srcset: '/assets/img/aurora-640.webp 640w, /assets/img/aurora-320.webp 320w', width: 640, height: 640, alt: 'Ring "Aurora": Gelbgold, 750' }],
    };
    const makerless: ProductDetail = { ...spray, slug: 'ohne-hersteller', displayName: 'Ohne Hersteller', manufacturer: null };

    const found = await indexed([
      { url: '/shop/ring-aurora', html: productPage(hostile, 'de') },
      { url: '/shop/ohne-hersteller', html: productPage(makerless, 'de') },
    ]);
    const first = found.find((fragment) => fragment.url === '/shop/ring-aurora')!;
    const second = found.find((fragment) => fragment.url === '/shop/ohne-hersteller')!;

    expect(first.meta).toEqual({
      kind: 'product',
      product_id: String(spray.id),
      title: name,
      maker: 'Müller, Schmidt & Co.: "Atelier"',
      price: '24,00\u00a0€',
      unit_price: '240,00\u00a0€\u00a0/\u00a01\u00a0l',
      image: '/assets/img/aurora-320.webp',
      image_alt: 'Ring "Aurora": Gelbgold, 750',
    });
    expect(first.filters).toEqual({ category: ['Ringe: "Klassik", Gold'], maker: ['Müller, Schmidt & Co.: "Atelier"'] });
    expect(second.meta.maker).toBeUndefined();
    expect(second.filters.maker).toBeUndefined();
    expect(second.meta.title).toBe('Ohne Hersteller');
  }, 60_000);
});

describe('a search index that cannot be built stops the build', () => {
  async function siteOf(pages: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-index-fail-'));
    for (const [file, html] of Object.entries(pages)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), html);
    }
    return dir;
  }

  it('when Pagefind cannot run, naming the step', async () => {
    const dir = await siteOf({ 'index.html': '<html lang="de"><body><main data-pagefind-body><h1>Start</h1></main></body></html>' });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.PAGEFIND_EXTENDED_BINARY_PATH = path.join(dir, 'no-pagefind-here');
    try {
      await expect(writeSearchIndex(dir)).rejects.toThrow(/^The search index \(Pagefind\) failed while starting: /);
    } finally {
      delete process.env.PAGEFIND_EXTENDED_BINARY_PATH;
      quiet.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('when no page marks its content, so that Pagefind would index the cart and the 404 page whole', async () => {
    const dir = await siteOf({
      'index.html': '<html lang="de"><body><header>Menü</header><main><h1>Start</h1></main></body></html>',
      'shop/warenkorb/index.html': '<html lang="de"><body><h1>Warenkorb</h1></body></html>',
    });
    try {
      await expect(writeSearchIndex(dir)).rejects.toThrow('all 2 pages were indexed whole: no page marks its content with data-pagefind-body');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
