import type { Catalog } from '../../widgets/core/catalog/catalog.ts';
import { missingNetQuantityWarning } from '../../widgets/core/catalog/net-quantity-warning.ts';
import { missingManufacturerDetailsWarning, missingManufacturerWarning } from '../../widgets/core/catalog/product-safety.ts';
import type { Product } from '../../widgets/core/catalog/product.ts';
import { missingShippingTimeWarning, withShippingTimeDefault } from '../../widgets/core/catalog/shipping-time.ts';
import type { ProductSort } from '../../widgets/core/catalog/shop-settings.ts';
import type { ImageRef } from '../../widgets/core/image.ts';
import { defaultLanguage, type Language } from '../../widgets/core/languages.ts';
import type { Alternate } from '../../widgets/core/seo.ts';
import { emptyFilters } from '../../widgets/core/shop/filters.ts';
import { shopTaxonomyOf, toProductDetail, toProductSummary, type SanitizeHtml } from '../../widgets/core/shop/from-catalog.ts';
import { isReservedShopSlug, shopPaths } from '../../widgets/core/shop/shop-paths.ts';
import { relatedPicks } from '../../widgets/core/shop/related.ts';
import { createStaticCatalog } from '../../widgets/core/shop/static-catalog.ts';
import { productCardPath, productDetailPath, type StaticFirstPageFile, type StaticProductFile } from '../../widgets/core/shop/static-files.ts';
import { shopIndexFiles, type ShopIndexFiles } from '../../widgets/core/shop/static-index-writer.ts';
import type { ProductDetail, ProductSummary, ShopImage, ShopManufacturer, ShopTaxonomy } from '../../widgets/core/shop/types.ts';
import { shopRoots } from './shop-roots.ts';
import { shopListPages, type ShopListPage } from './shop-list-pages.ts';

/** One prerendered product page: a product in one language's shop. */
export interface ShopProductPage {
  lang: Language;
  root: string;
  path: string;
  detail: ProductDetail;
  /** The other products the page suggests, as its JSON file carries them. */
  related: ProductSummary[];
  /** The same product in every shop root, for hreflang and the language switcher. */
  alternates: Alternate[];
}

/** The shop in one language: its products, lists and static JSON, in that language's words. */
export interface ShopInLanguage {
  lang: Language;
  root: string;
  summaries: ProductSummary[];
  /** What the list filters and sorts: /data/shop/<lang>/index.json and the sort files beside it. */
  indexFiles: ShopIndexFiles;
  details: ProductDetail[];
  /** One file per product page: the product and its suggestions. */
  productFiles: StaticProductFile[];
  taxonomy: ShopTaxonomy;
  /** The list's first page in the settings' default order, as the router's first page shows it. */
  firstPage: ProductSummary[];
  /** The same page with the API's meta, as the router reads it from /data/shop/<lang>/first-page.json. */
  firstPageFile: StaticFirstPageFile;
  /** Manufacturers with at least one product in the shop, for the brands page. */
  brands: ShopManufacturer[];
}

/**
 * Everything the shop's templates and static JSON are made from; computed once per build. The
 * pages' lists hold every language's entries, language after language (build passes take their
 * share of each language, shopOfPass).
 */
export interface ShopBuild {
  roots: Array<{ lang: Language; path: string }>;
  /** The shop of each language that has a root. */
  byLanguage: Partial<Record<Language, ShopInLanguage>>;
  productPages: ShopProductPage[];
  /** The list's own pages besides the root's first (shop-list-pages.ts). */
  listPages: ShopListPage[];
  /** One file per sort field and language. */
  sortFiles: Array<{ lang: Language; file: ShopIndexFiles['sorts'][number] }>;
}

/** The shop of the root's language: throws for a language without a shop, which no template asks for. */
export function shopIn(shop: ShopBuild, lang: Language): ShopInLanguage {
  const found = shop.byLanguage[lang];
  if (!found) throw new Error(`The shop has no root in the language "${lang}".`);
  return found;
}

interface ShopBuildInput {
  /** The catalog in each language (site-content.ts). */
  catalogs: Record<Language, Catalog>;
  defaultSort: ProductSort;
  /** The shop's delivery time for products that state none (withShippingTimeDefault). */
  defaultShippingTime: number | null;
  shopImage(ref: ImageRef): Promise<ShopImage>;
  sanitizeHtml: SanitizeHtml;
  /** Serves the images of a sanitized description from the site (content-images.ts); `where` names it in warnings. */
  bodyImages(html: string, where: string): Promise<string>;
  warn(message: string): void;
}

/**
 * A product the shop cannot give its own address is skipped with one warning, like any other
 * broken catalog entry (README, "Content errors"): a slug that names a shop page of its own
 * (/shop/marken) or that is no URL segment at all, or an id that cannot name its card's file
 * (Directus' numbers and uuids always can).
 */
function reachableProducts(products: readonly Product[], warn: (message: string) => void): Product[] {
  return products.filter((product) => {
    if (isReservedShopSlug(product.slug)) {
      warn(`ecommerce_product item ${product.id}, field "slug": "${product.slug}" is the address of a shop page; skipped.`);
      return false;
    }
    if (productDetailPath(defaultLanguage, product.slug) === null) {
      warn(`ecommerce_product item ${product.id}, field "slug": "${product.slug}" cannot be a shop address; skipped.`);
      return false;
    }
    if (productCardPath(defaultLanguage, product.id) === null) {
      warn(`ecommerce_product item ${String(product.id)}: the id cannot name a file of the shop's list; skipped.`);
      return false;
    }
    return true;
  });
}

/** Descriptions with their images served from the site: the static JSON and the prerendered pages share them. */
async function withLocalImages(taxonomy: ShopTaxonomy, details: ProductDetail[], bodyImages: ShopBuildInput['bodyImages']) {
  const described = async <T extends { descriptionHtml: string }>(item: T, where: string): Promise<T> =>
    item.descriptionHtml ? { ...item, descriptionHtml: await bodyImages(item.descriptionHtml, where) } : item;
  const manufacturers = await Promise.all(taxonomy.manufacturers.map((entry) => described(entry, `ecommerce_manufacturer item ${entry.id} ("${entry.slug}")`)));
  return {
    taxonomy: { ...taxonomy, manufacturers },
    details: await Promise.all(details.map((detail) => described(detail, `ecommerce_product item ${detail.id} ("${detail.slug}")`))),
  };
}

type OneLanguageInput = Omit<ShopBuildInput, 'catalogs'> & { catalog: Catalog; lang: Language; root: string; warnAboutContent: boolean };

async function buildShopIn({ catalog, lang, root, defaultSort, defaultShippingTime, shopImage, sanitizeHtml, bodyImages, warn, warnAboutContent }: OneLanguageInput): Promise<ShopInLanguage> {
  // The languages share their products' content problems: said once, of the first language.
  const contentWarn = warnAboutContent ? warn : () => {};
  const products = reachableProducts(catalog.products, contentWarn).map((product) => withShippingTimeDefault(product, defaultShippingTime));
  if (warnAboutContent) {
    for (const check of [missingShippingTimeWarning, missingNetQuantityWarning, missingManufacturerWarning]) {
      for (const warning of products.map(check)) if (warning) warn(warning);
    }
    for (const manufacturer of catalog.manufacturers) {
      const count = products.filter((product) => product.manufacturer && String(product.manufacturer.id) === String(manufacturer.id)).length;
      const warning = count > 0 ? missingManufacturerDetailsWarning(manufacturer, count) : null;
      if (warning) warn(warning);
    }
  }
  const sanitized = shopTaxonomyOf(catalog, products.map((product) => product.priceBrutto), sanitizeHtml);
  const { taxonomy, details } = await withLocalImages(
    sanitized,
    await Promise.all(products.map(async (product) => toProductDetail(product, await Promise.all(product.images.map(shopImage)), sanitizeHtml, sanitized))),
    bodyImages,
  );
  const summaries = products.map((product, index) => toProductSummary(product, details[index]!.images[0] ?? null));
  const stocked = new Set(summaries.flatMap((summary) => (summary.manufacturer ? [String(summary.manufacturer.id)] : [])));
  const firstPage = createStaticCatalog(summaries).query(emptyFilters(), defaultSort, 0, taxonomy);
  return {
    lang,
    root,
    summaries,
    indexFiles: shopIndexFiles(summaries),
    details,
    productFiles: details.map((detail) => ({ detail, related: relatedPicks(summaries, detail) })),
    taxonomy,
    firstPage: firstPage.products,
    firstPageFile: { sort: defaultSort, page: firstPage },
    brands: taxonomy.manufacturers.filter((manufacturer) => stocked.has(String(manufacturer.id))),
  };
}

export async function buildShop({ catalogs, ...input }: ShopBuildInput): Promise<ShopBuild> {
  const roots = shopRoots();
  const shops: ShopInLanguage[] = [];
  // One language after another: the image pipeline and the content checks then run as before, once.
  for (const [position, { lang, path }] of roots.entries()) {
    shops.push(await buildShopIn({ ...input, catalog: catalogs[lang], lang, root: path, warnAboutContent: position === 0 }));
  }
  const byLanguage = Object.fromEntries(shops.map((shop) => [shop.lang, shop])) as ShopBuild['byLanguage'];
  return {
    roots,
    byLanguage,
    sortFiles: shops.flatMap(({ lang, indexFiles }) => indexFiles.sorts.map((file) => ({ lang, file }))),
    listPages: shops.flatMap((shop) =>
      shopListPages(createStaticCatalog(shop.summaries), shop.taxonomy, shop.brands, input.defaultSort, roots, shop.lang),
    ),
    productPages: shops.flatMap(({ lang, root, productFiles }) =>
      productFiles.map(({ detail, related }) => ({
        lang,
        root,
        path: shopPaths(root).product(detail.slug),
        detail,
        related,
        alternates: roots.map((other) => ({ lang: other.lang, path: shopPaths(other.path).product(detail.slug) })),
      })),
    ),
  };
}
