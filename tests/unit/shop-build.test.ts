import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '../../widgets/content/build/sanitize.ts';
import { loadCatalog } from '../../widgets/content/build/catalog-content.ts';
import { demoSource } from '../../widgets/content/build/demo-source.ts';
import type { ImageRef } from '../../widgets/core/image.ts';
import { buildShop, shopIn } from '../../site/_config/shop-catalog.ts';
import { shopSitemapEntries } from '../../site/_config/shop-sitemap.ts';

const catalog = await loadCatalog(demoSource(), 'juwelier-albrecht.de', () => {});
const shopImage = async (ref: ImageRef) => ({ src: `/img/${ref.id}.jpeg`, srcset: '', width: ref.width, height: ref.height, alt: ref.title });
const sanitizeHtml = (html: string) => sanitizeCmsHtml(html, { siteHost: 'juwelier-albrecht.de' });

/** Marks each description it was given, as the build's image step would rewrite its images. */
const markedImages = async (html: string, where: string) => `${html}<!-- images of ${where} -->`;

async function build(
  products = catalog.products,
  defaultSort: '-date_created' | 'display_name' = '-date_created',
  bodyImages = async (html: string, _where: string) => html,
  defaultShippingTime: number | null = 3,
) {
  const warnings: string[] = [];
  const shop = await buildShop({
    // The same products in every language: what this file checks does not depend on the words.
    catalogs: { de: { ...catalog, products }, en: { ...catalog, products }, fr: { ...catalog, products } },
    defaultSort,
    defaultShippingTime,
    shopImage,
    sanitizeHtml,
    bodyImages,
    warn: (message) => warnings.push(message),
  });
  return { shop, warnings };
}

describe('the shop the build prerenders', () => {
  it('gives every published product a page in each shop root, with the three as alternates', async () => {
    const { shop } = await build();
    expect(shop.productPages).toHaveLength(catalog.products.length * 3);
    const page = shop.productPages.find((entry) => entry.lang === 'en' && entry.detail.slug === 'polarkreis-fliegeruhr-42-mm')!;
    expect(page.path).toBe('/en/shop/polarkreis-fliegeruhr-42-mm');
    expect(page.alternates).toEqual([
      { lang: 'de', path: '/shop/polarkreis-fliegeruhr-42-mm' },
      { lang: 'en', path: '/en/shop/polarkreis-fliegeruhr-42-mm' },
      { lang: 'fr', path: '/fr/shop/polarkreis-fliegeruhr-42-mm' },
    ]);
  });

  it('skips a product whose slug is a shop page of its own, with one warning naming it', async () => {
    const [first, ...rest] = catalog.products;
    const { shop, warnings } = await build([{ ...first!, slug: 'warenkorb' }, ...rest]);
    expect(shopIn(shop, 'de').details.map((detail) => detail.slug)).not.toContain('warenkorb');
    expect(shopIn(shop, 'de').summaries).toHaveLength(rest.length);
    expect(warnings).toEqual([`ecommerce_product item ${first!.id}, field "slug": "warenkorb" is the address of a shop page; skipped.`]);
  });

  it('shows the first 20 products of the default sort on the list', async () => {
    const { shop } = await build(catalog.products, 'display_name');
    expect(shopIn(shop, 'de').firstPage).toHaveLength(20);
    const names = shopIn(shop, 'de').firstPage.map((product) => product.displayName);
    const collator = new Intl.Collator();
    expect([...names].sort(collator.compare)).toEqual(names);
    expect(names[0]).toBe([...catalog.products.map((product) => product.displayName)].sort(collator.compare)[0]);
  });

  it('sanitizes descriptions and takes the price bounds from the published prices', async () => {
    const [first, ...rest] = catalog.products;
    const { shop } = await build([{ ...first!, description: '<p onclick="x()">Gold<script>alert(1)</script></p>', priceBrutto: '0.50' }, ...rest]);
    expect(shopIn(shop, 'de').details[0]!.descriptionHtml).toBe('<p>Gold</p>');
    expect(shopIn(shop, 'de').taxonomy.priceBounds?.lowest).toBe('0.50');
  });

  it('puts a table of a description in a box that scrolls on its own, so a phone shows it without widening the page', async () => {
    const [first, ...rest] = catalog.products;
    const { shop } = await build([{ ...first!, description: '<table><tr><th>Größe</th><td>52</td></tr></table>' }, ...rest]);
    expect(shopIn(shop, 'de').details[0]!.descriptionHtml).toMatch(/^<div class="table-scroll" tabindex="0"><table>[\s\S]*<\/table><\/div>$/);
  });

  it('serves the images of product and maker descriptions from the site, in the pages and the JSON alike', async () => {
    const { shop } = await build(undefined, undefined, markedImages);
    const detail = shopIn(shop, 'de').details.find((entry) => entry.slug === 'polarkreis-fliegeruhr-42-mm')!;
    const marked = `<!-- images of ecommerce_product item ${detail.id} ("${detail.slug}") -->`;
    expect(detail.descriptionHtml.endsWith(marked)).toBe(true);
    expect(shopIn(shop, 'de').productFiles.find((file) => file.detail.slug === detail.slug)!.detail.descriptionHtml).toBe(detail.descriptionHtml);
    expect(shop.productPages.filter((page) => page.detail.slug === detail.slug).every((page) => page.detail.descriptionHtml === detail.descriptionHtml)).toBe(true);
    const maker = shopIn(shop, 'de').taxonomy.manufacturers.find((entry) => entry.descriptionHtml)!;
    expect(maker.descriptionHtml).toMatch(new RegExp(`<!-- images of ecommerce_manufacturer item ${maker.id} \\("${maker.slug}"\\) -->$`));
    expect(shopIn(shop, 'de').brands.every((brand) => !brand.descriptionHtml || brand.descriptionHtml.includes('<!-- images of ecommerce_manufacturer'))).toBe(true);
  });

  it('lists on the brands page only makers with products in the shop', async () => {
    const { shop } = await build();
    const withProducts = new Set(catalog.products.map((product) => product.manufacturer?.slug));
    expect(shopIn(shop, 'de').brands.length).toBeGreaterThan(0);
    expect(shopIn(shop, 'de').brands.every((brand) => withProducts.has(brand.slug))).toBe(true);
  });

  it("puts list, brands, every product page and the list's own pages into the sitemap", async () => {
    const { shop } = await build();
    const paths = shopSitemapEntries(shop).map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/shop', '/en/shop', '/fr/shop', '/shop/marken', '/en/shop/brands', '/fr/shop/marques', '/fr/shop/solitaerring-weissgold-025-ct', '/shop/seite/2', '/en/shop/category/uhren', '/fr/shop/marques/albrecht-atelier']),
    );
    expect(paths).toHaveLength(6 + catalog.products.length * 3 + shop.listPages.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("writes the list's pages so that each product is on exactly one page of the whole range, and on one of each facet it has", async () => {
    const { shop } = await build();
    const german = shop.listPages.filter((page) => page.lang === 'de');
    const wholeRange = [...shopIn(shop, 'de').firstPage, ...german.filter((page) => page.facet === null).flatMap((page) => page.page.products)].map((product) => product.slug);
    expect(wholeRange.length).toBe(catalog.products.length);
    expect(new Set(wholeRange).size).toBe(catalog.products.length);
    const watches = german.filter((page) => page.facet?.kind === 'category' && page.facet.slug === 'uhren').flatMap((page) => page.page.products);
    expect(watches.length).toBe(catalog.products.filter((product) => product.category?.slug === 'uhren').length);
    expect(german.every((page) => page.page.products.length > 0 && page.page.products.length <= 20)).toBe(true);
  });

  it('keeps the first page of a category whose last product was unpublished, empty, in every language: the filters still link to it', async () => {
    const { shop } = await build(catalog.products.filter((product) => product.category?.slug !== 'uhren'));
    const watches = shop.listPages.filter((page) => page.facet?.kind === 'category' && page.facet.slug === 'uhren');
    expect(watches.map((page) => page.path).sort()).toEqual(['/en/shop/category/uhren', '/fr/shop/categorie/uhren', '/shop/kategorie/uhren']);
    expect(watches.every((page) => page.page.products.length === 0 && page.page.meta.filter_count === 0)).toBe(true);
  });

  it("gives a product without a delivery time of its own the shop's default, and keeps every product's own", async () => {
    const { shop, warnings } = await build();
    const detail = (slug: string) => shopIn(shop, 'de').details.find((entry) => entry.slug === slug)!;
    expect(catalog.products.find((product) => product.slug === 'duftkerze-feige-und-zeder')!.shippingTime).toBeNull();
    expect(detail('duftkerze-feige-und-zeder').shippingTime).toBe(3);
    const ownTimes = catalog.products.filter((product) => product.shippingTime !== null && product.shippingTime !== 3);
    expect(ownTimes.length).toBeGreaterThan(0);
    for (const product of ownTimes) expect(detail(product.slug).shippingTime).toBe(product.shippingTime);
    expect(warnings.filter((warning) => warning.includes('shipping_time'))).toEqual([]);
  });

  it('warns, naming the product and the field, for each product left without a delivery time when the settings name no default', async () => {
    const { shop, warnings } = await build(catalog.products, '-date_created', async (html) => html, null);
    const missing = catalog.products.filter((product) => product.shippingTime === null);
    expect(missing.length).toBeGreaterThan(0);
    expect(shopIn(shop, 'de').details.find((entry) => entry.slug === 'duftkerze-feige-und-zeder')!.shippingTime).toBeNull();
    expect(warnings.filter((warning) => warning.includes('"shipping_time"'))).toHaveLength(missing.length);
    expect(warnings).toContain(
      'ecommerce_product item 1129 ("duftkerze-feige-und-zeder"), field "shipping_time": no delivery time, and the shop settings name no default_shipping_time; its page states none (Art. 246a § 1 Nr. 7 EGBGB).',
    );
  });
});

