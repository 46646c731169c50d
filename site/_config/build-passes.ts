import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ShopBuild } from './shop-catalog.ts';

/**
 * A large catalog is rendered in passes (build.mjs): Eleventy keeps every page it rendered until
 * its write() returns, so 10,000 products × 3 languages in one run held 3.3 GB and spent a quarter
 * of the build collecting garbage. The first pass renders the whole site with the pages and files
 * of the first products; each further pass renders only the per-product templates for the next
 * products (and the next share of the list's own pages). What the content service delivered is loaded once and shared by all passes.
 */
export interface ProductPass {
  /** Positions in the shop's product list (ShopBuild.productFiles): from `start`, up to but not including `end`. */
  start: number;
  end: number;
  /** Only the per-product templates: every pass but the first. */
  productsOnly: boolean;
}

/** The templates with a page or file per product; the passes after the first render only these. */
export const perProductTemplates = ['site/shop-products.11ty.ts', 'site/shop-list-pages.11ty.ts'];

/** Every other template of the site (relative to the project, as Eleventy's ignores take them), for the passes that leave them out. */
export function templatesBesidesPerProduct(siteDir = 'site'): string[] {
  const notTemplates = ['_includes', '_config', '_content'];
  return readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.11ty.ts') && !notTemplates.includes(file.split(path.sep)[0]!))
    .map((file) => [siteDir, ...file.split(path.sep)].join('/'))
    .filter((file) => !perProductTemplates.includes(file))
    .sort();
}

/** Loads shared by the passes of one build: each runs once, however many passes ask for it. */
export class BuildSession {
  readonly #loads = new Map<string, Promise<unknown>>();
  /** How many products the shop has, known once its build was loaded; the passes after the first depend on it. */
  productCount = 0;

  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let loaded = this.#loads.get(key) as Promise<T> | undefined;
    if (!loaded) this.#loads.set(key, (loaded = load()));
    return loaded;
  }
}

/** How many products the passes go through: a pass takes the same products in every language. */
export const productPositions = (shop: ShopBuild) => Math.max(0, ...Object.values(shop.byLanguage).map((inLanguage) => inLanguage.productFiles.length));

/**
 * The pages and files of this pass's products, in every language (all of them without passes, as
 * in the dev server): a pass renders products `start` to `end` of each language's shop.
 */
export function shopOfPass(shop: ShopBuild, pass: ProductPass | undefined) {
  const shops = Object.values(shop.byLanguage);
  const productFiles = shops.flatMap(({ lang, productFiles: files }) => (pass ? files.slice(pass.start, pass.end) : files).map((file) => ({ ...file, lang })));
  const summaries = shops.flatMap(({ lang, summaries: cards }) => (pass ? cards.slice(pass.start, pass.end) : cards).map((summary) => ({ lang, summary })));
  if (!pass) return { productFiles, summaries, productPages: shop.productPages, listPages: shop.listPages };
  const details = new Set(productFiles.map((file) => file.detail));
  // The list's pages go with the passes in the same shares as the products, language by language.
  const listPages = shops.flatMap(({ lang, productFiles: files }) => {
    const own = shop.listPages.filter((page) => page.lang === lang);
    const share = (position: number) => Math.round((position / Math.max(1, files.length)) * own.length);
    return own.slice(share(pass.start), share(pass.end));
  });
  return {
    productFiles,
    // Summaries and product files are made from the same list of products, in its order.
    summaries,
    productPages: shop.productPages.filter((page) => details.has(page.detail)),
    listPages,
  };
}
