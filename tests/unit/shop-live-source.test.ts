import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../widgets/content/build/catalog-content.ts';
import { directusSource } from '../../widgets/content/build/directus-source.ts';
import { createShopSource } from '../../widgets/content/shop/create-shop-source.ts';
import { liveShopSource, type LiveShopSourceOptions } from '../../widgets/content/shop/live-source.ts';
import { staticShopSource } from '../../widgets/content/shop/static-source.ts';
import { sanitizeCmsHtml } from '../../widgets/content/build/sanitize.ts';
import type { ProductSort } from '../../widgets/core/catalog/shop-settings.ts';
import { emptyFilters } from '../../widgets/core/shop/filters.ts';
import type { ProductDetail, ProductSummary, ShopFilters, ShopSource } from '../../widgets/core/shop/types.ts';
import { startDirectusDouble, type DirectusDouble } from '../support/directus-double.ts';
import { shopListCases } from '../support/shop-list-cases.ts';
import { demoDomain, demoShop, staticFilesFetch, type DemoShop } from '../support/shop-demo.ts';

/**
 * The live source against the local Directus double (the demo content behind Directus' REST
 * protocol): the same answers as the static source for the same questions. Images differ by
 * design (asset URLs against processed files); everything else must be equal. The build's
 * sanitizer stands in for DOMPurify here (node has no DOM; shop-live-sanitize tests that one).
 */

let shop: DemoShop;
let double: DirectusDouble;
let staticSource: ShopSource;

const noWait = async () => {};
const live = (options: Partial<LiveShopSourceOptions> = {}) =>
  liveShopSource({ contentUrl: double.url, projectDomain: demoDomain, sanitizeHtml: (html) => sanitizeCmsHtml(html), sleep: noWait, ...options });

beforeAll(async () => {
  shop = await demoShop();
  double = await startDirectusDouble();
  staticSource = staticShopSource({ fetchImpl: staticFilesFetch(shop).fetchImpl });
});
afterAll(() => double.close());
afterEach(() => {
  double.clearModes();
  double.requests.length = 0;
  vi.restoreAllMocks();
});

const withoutImage = <T extends ProductSummary>(product: T) => ({ ...product, image: null });
const withoutImages = (product: ProductDetail) => ({ ...withoutImage(product), images: product.images.map((image) => image.alt) });
const filters = (patch: Partial<ShopFilters>): ShopFilters => ({ ...emptyFilters(), ...patch });

async function expectSameList(source: ShopSource, wanted: ShopFilters, sort: ProductSort, page: number) {
  const [fromLive, fromStatic] = await Promise.all([source.listProducts(wanted, sort, page), staticSource.listProducts(wanted, sort, page)]);
  if (!fromLive.ok || !fromStatic.ok) throw new Error(`a source failed: ${JSON.stringify([fromLive, fromStatic])}`);
  const context = JSON.stringify({ wanted, sort, page });
  expect(fromLive.value.meta, context).toEqual(fromStatic.value.meta);
  expect(fromLive.value.products.map(withoutImage), context).toEqual(fromStatic.value.products.map(withoutImage));
  return fromLive.value;
}

describe('the live shop source answers like the static one', () => {
  it('compares a demo without broken products (a broken one would count live and not static)', () => {
    expect(shop.warnings).toEqual([]);
  });

  it('gives the same taxonomy', async () => {
    const source = live();
    expect(await source.taxonomy()).toEqual(await staticSource.taxonomy());
  });

  it('gives the same pages for the same filters, sorts and pages', async () => {
    const source = live();
    for (const { filters: wanted, sort, page } of shopListCases(shop.file.taxonomy)) await expectSameList(source, wanted, sort, page);
  });

  it('asks Directus with the spec\'s parameters: filter, sort with id, page + 1, limit 20, filter_count', async () => {
    await live().listProducts(filters({ category: 'uhren' }), '-price_brutto', 2);
    const list = double.itemRequests('ecommerce_product').find((request) => request.query.meta);
    expect(list?.query).toMatchObject({ sort: '-price_brutto,id', page: '3', limit: '20', meta: 'filter_count' });
    expect(JSON.parse(list!.query.filter!)).toMatchObject({ project: { domain: { _eq: demoDomain } }, status: { _eq: 'published' }, category: { slug: { _eq: 'uhren' } } });
    expect(list!.query.fields!.split(',')).toContain('variants.price_brutto');
  });

  it('hands searched words to Directus\' own search, listing its matches by name (Directus ranks nothing)', async () => {
    await live().listProducts(filters({ query: 'Trauring Gold', category: 'trauringe' }), 'relevance', 0);
    const list = double.itemRequests('ecommerce_product').find((request) => request.query.meta);
    expect(list?.query).toMatchObject({ search: 'Trauring Gold', sort: 'display_name,id' });
    expect(JSON.parse(list!.query.filter!)).toMatchObject({ category: { slug: { _eq: 'trauringe' } } });
  });

  it('gives the same product pages, reviews included (from ecommerce_product_rating)', async () => {
    const source = live();
    const pick = (test: (detail: ProductDetail) => boolean) => shop.details.find(test)!;
    const slugs = new Set([
      pick((detail) => detail.reviews.length > 2).slug,
      pick((detail) => detail.variants.length > 0 && detail.personalization !== null && detail.sizeGuide !== null).slug,
      pick((detail) => detail.priceBrutto === null).slug,
      pick((detail) => detail.attributeTable.length > 2).slug,
    ]);
    for (const slug of slugs) {
      const [fromLive, fromStatic] = await Promise.all([source.productBySlug(slug), staticSource.productBySlug(slug)]);
      if (!fromLive.ok || !fromStatic.ok) throw new Error(`${slug}: ${JSON.stringify([fromLive, fromStatic])}`);
      expect(withoutImages(fromLive.value), slug).toEqual(withoutImages(fromStatic.value));
    }
    expect(double.itemRequests('ecommerce_product_rating').length).toBe(slugs.size);
    expect(JSON.parse(double.itemRequests('ecommerce_product_rating')[0]!.query.filter!)).toEqual({ product: { id: { _eq: expect.anything() } } });
  });

  it('links images to the content service\'s assets, sized by Directus', async () => {
    const detail = shop.details.find((entry) => entry.images.length > 1)!;
    const result = await live().productBySlug(detail.slug);
    const [first] = result.ok ? result.value.images : [];
    expect(first?.src).toMatch(new RegExp(`^${double.url}/assets/[\\w-]+\\?width=\\d+$`));
    expect(first?.alt).toBe(detail.images[0]!.alt);
    const image = await fetch(first!.src);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('says "not found" for a draft, another project\'s product or an unknown slug', async () => {
    const source = live();
    const raw = shop.rawProducts as Array<{ slug: string; status: string; project: { domain: string } }>;
    const draft = raw.find((item) => item.status !== 'published')!;
    const foreign = raw.find((item) => item.project.domain !== demoDomain)!;
    for (const slug of [draft.slug, foreign.slug, 'gibts-nicht', 'Kein Slug']) {
      expect(await source.productBySlug(slug), slug).toMatchObject({ ok: false, kind: 'not-found' });
    }
  });

  it('suggests other published products at random, never the current one', async () => {
    const source = live();
    const current = shop.file.products[0]!;
    const published = new Set(shop.file.products.map((product) => product.id));
    const result = await source.relatedProducts(current, 5);
    const ids = result.ok ? result.value.map((product) => product.id) : [];
    expect(ids).toHaveLength(5);
    expect(ids).not.toContain(current.id);
    expect(ids.every((id) => published.has(id))).toBe(true);
    const request = double.itemRequests('ecommerce_product').at(-1)!;
    expect(request.query).toMatchObject({ limit: '5' });
    expect(request.query.sort).toBeUndefined();
    expect(JSON.parse(request.query.filter!).id).toEqual({ _in: ids });
    // Picked anew each time: ten picks of 5 out of 140 are not all the same.
    const picks = new Set<string>();
    for (let round = 0; round < 10; round++) {
      const again = await source.relatedProducts(current, 5);
      picks.add(JSON.stringify(again.ok ? again.value.map((product) => product.id) : []));
    }
    expect(picks.size).toBeGreaterThan(1);
  });
});

describe('the live shop source when the content service fails', () => {
  it('says "error" at once for a 500', async () => {
    const source = live();
    await source.taxonomy();
    double.setMode('ecommerce_product', 'fail-500');
    const before = double.itemRequests('ecommerce_product').length;
    expect(await source.listProducts(emptyFilters(), 'display_name', 0)).toMatchObject({ ok: false, kind: 'error' });
    expect(double.itemRequests('ecommerce_product').length - before).toBe(1);
  });

  it('says "error" at once when Directus refuses the question (here 401; alike 400 and 403), without asking again', async () => {
    const source = live();
    await source.taxonomy();
    double.setMode('ecommerce_product', 'unauthorized');
    const before = double.itemRequests('ecommerce_product').length;
    expect(await source.listProducts(emptyFilters(), 'display_name', 0)).toMatchObject({ ok: false, kind: 'error', error: 'HTTP 401' });
    expect(double.itemRequests('ecommerce_product').length - before).toBe(1);
  });

  it('retries a busy service and then answers', async () => {
    const delays: number[] = [];
    const source = live({ sleep: async (ms) => void delays.push(ms) });
    await source.taxonomy();
    double.setMode('ecommerce_product', 'fail-then-succeed', 2);
    expect(await source.listProducts(emptyFilters(), 'display_name', 0)).toMatchObject({ ok: true });
    expect(delays).toEqual([1000, 2000]);
  });

  it('says "not found" for an answer that is not JSON', async () => {
    const source = live();
    double.setMode('ecommerce_category', 'malformed');
    expect(await source.taxonomy()).toMatchObject({ ok: false, kind: 'not-found' });
    double.clearModes();
    // The failure was not kept.
    expect(await source.taxonomy()).toMatchObject({ ok: true });
  });
});

describe('the live shop source with a broken product', () => {
  let directory: string;
  let brokenDouble: DirectusDouble;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'shop-live-'));
    await cp(fileURLToPath(new URL('../../site/_content/demo/', import.meta.url)), directory, { recursive: true, filter: (source) => !source.includes('/files') });
    const file = path.join(directory, 'ecommerce_product.json');
    const items = JSON.parse(await readFile(file, 'utf8')) as Array<Record<string, unknown>>;
    const first = items.find((item) => item.id === 101)!;
    first.price_brutto = '12,50';
    await writeFile(file, JSON.stringify(items));
    // A taxonomy entry without a slug and one whose slug is taken: both are skipped, by build and live alike.
    const makersFile = path.join(directory, 'ecommerce_manufacturer.json');
    const makers = JSON.parse(await readFile(makersFile, 'utf8')) as Array<Record<string, unknown>>;
    makers.push({ ...makers[0], id: 901, slug: '' }, { ...makers[1], id: 902, display_name: 'Doppelt' });
    await writeFile(makersFile, JSON.stringify(makers));
    brokenDouble = await startDirectusDouble({ contentDirectory: directory });
  });
  afterAll(async () => {
    await brokenDouble.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('leaves it out of the list with one console warning, and shows the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const source = liveShopSource({ contentUrl: brokenDouble.url, projectDomain: demoDomain, sanitizeHtml: (html) => html, sleep: noWait });
    const taxonomyWarnings = (await source.taxonomy(), warn.mock.calls.length);
    const wanted = filters({ category: 'verlobungsringe' });
    const result = await source.listProducts(wanted, 'display_name', 0);
    const ids = result.ok ? result.value.products.map((product) => product.id) : [];
    expect(ids).not.toContain(101);
    expect(ids.length).toBeGreaterThan(0);
    const listWarnings = warn.mock.calls.slice(taxonomyWarnings).map(([message]) => String(message));
    expect(listWarnings).toEqual(['Shop: ecommerce_product item 101, field "price_brutto": "12,50" is not a price; skipped.']);
    // The same answer again comes from memory and warns no more.
    await source.listProducts(wanted, 'display_name', 0);
    expect(warn.mock.calls.length - taxonomyWarnings).toBe(1);
  });

  it('skips the same taxonomy entries as the build, with the same warnings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const source = liveShopSource({ contentUrl: brokenDouble.url, projectDomain: demoDomain, sanitizeHtml: (html) => html, sleep: noWait });
    const taxonomy = await source.taxonomy();
    const notAboutProducts = (message: string) => !message.startsWith('ecommerce_product ');
    const liveWarnings = warn.mock.calls.map(([message]) => String(message).replace(/^Shop: /, '')).filter(notAboutProducts);

    const buildWarnings: string[] = [];
    const content = directusSource({ url: brokenDouble.url, cache: false, retryDelayMs: 1, maxRetryDelayMs: 4 });
    const catalog = await loadCatalog(content, demoDomain, (message) => buildWarnings.push(message));

    expect(liveWarnings).toEqual([
      'ecommerce_manufacturer item 901, field "slug": is required; skipped.',
      `ecommerce_manufacturer item 902, field "slug": "${catalog.manufacturers[1]!.slug}" is already used by item ${String(catalog.manufacturers[1]!.id)}; skipped.`,
    ]);
    expect(buildWarnings.filter(notAboutProducts)).toEqual(liveWarnings);
    const makersLive = taxonomy.ok ? taxonomy.value.manufacturers.map((maker) => maker.slug) : [];
    expect(makersLive).toEqual(catalog.manufacturers.map((maker) => maker.slug));
  });

  it('says "not found" for its page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const source = liveShopSource({ contentUrl: brokenDouble.url, projectDomain: demoDomain, sanitizeHtml: (html) => html, sleep: noWait });
    const slug = shop.rawProducts.map((item) => item as { id: number; slug: string }).find((item) => item.id === 101)!.slug;
    expect(await source.productBySlug(slug)).toMatchObject({ ok: false, kind: 'not-found' });
  });
});

describe('the shop config { kind: "live" }', () => {
  it('creates the live source, loaded on its first question', async () => {
    const source = createShopSource(
      { kind: 'live', contentUrl: double.url, projectDomain: demoDomain },
      { sanitizeHtml: (html) => sanitizeCmsHtml(html), sleep: noWait },
    );
    expect(source.kind).toBe('live');
    expect(double.requests).toHaveLength(0);
    expect(await source.taxonomy()).toEqual(await staticSource.taxonomy());
  });
});
