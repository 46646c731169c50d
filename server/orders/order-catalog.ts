import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { characteristicsOf, type LineCharacteristic } from '../../widgets/core/cart.ts';
import type { NetQuantity } from '../../widgets/core/catalog/net-quantity.ts';
import type { ItemId } from '../../widgets/core/catalog/taxonomy.ts';
import type { Money } from '../../widgets/core/money.ts';
import { parsePublicShopSettings, type PublicShopSettings } from '../../widgets/core/public-shop-settings.ts';
import { parseSeller, sellerPath, type Seller } from '../../widgets/core/legal/seller.ts';
import { contractTextsPath, parseContractTexts, type ContractTextsByLanguage } from '../../widgets/core/legal/contract-texts.ts';
import { defaultVariantDisplayName, type PersonalizationField } from '../../widgets/core/catalog/product.ts';
import { parseProductFile, shopDataDirectory } from '../../widgets/core/shop/static-files.ts';
import { defaultLanguage, languages, type Language } from '../../widgets/core/languages.ts';
import type { ProductDetail } from '../../widgets/core/shop/types.ts';

/**
 * What the order service prices an order from: the shop settings and every published product,
 * read from the files the build wrote into the site folder it serves (`data/settings.json`, `data/seller.json`,
 * `data/contract-texts.json`, `data/shop/<lang>/products/<slug>.json`). The shopper's browser read the same files, so an order made
 * from the page in front of them matches; an order that does not was tampered with or is stale.
 */

export interface OrderableVariant {
  id: ItemId;
  displayName: string;
  /** null: the product's price applies. */
  priceBrutto: Money | null;
  stock: number;
  reorderPossible: boolean;
  /** Working days until dispatch; null: the product's applies. */
  shippingTime: number | null;
  /** The build writes active variants only; a file that says otherwise is believed. */
  active: boolean;
  /** What the variant holds, for the unit price; null: the product's applies. */
  netQuantity: NetQuantity | null;
}

export interface OrderableProduct {
  id: ItemId;
  slug: string;
  displayName: string;
  /** null: price on request, cannot be ordered. */
  priceBrutto: Money | null;
  stock: number;
  reorderPossible: boolean;
  /** Working days until dispatch (the build filled in the shop's default); null where none is known. */
  shippingTime: number | null;
  /** The essential characteristics its page lists (the attribute table); the confirmation names them. */
  characteristics: LineCharacteristic[];
  /** What one piece holds, for the unit price the confirmation repeats (§ 4 PAngV); null for goods sold by the piece. */
  netQuantity: NetQuantity | null;
  /** Holds batteries: the confirmation says where they go back (BattDG). */
  containsBatteries: boolean;
  variants: OrderableVariant[];
  /** What the product page calls the variant choice ("Ringgröße"); null where the product names none. */
  variantLabel: string | null;
  /**
   * Each field with the label the product page shows it under; a mail prints values under these
   * labels. `otherOptions`: a choice field's options in the shop's other languages, which a cart
   * filled on another language's page carries.
   */
  personalization: { id: ItemId; fields: Array<PersonalizationField & { otherOptions?: string[] }> } | null;
}

export interface OrderCatalog {
  settings: PublicShopSettings;
  /** By String(product.id), in German: prices and stock, the same in every language. */
  products: ReadonlyMap<string, OrderableProduct>;
  /** The same products as each language's shop names them; an order is checked and confirmed in its own (productsIn). */
  byLanguage: Partial<Record<Language, ReadonlyMap<string, OrderableProduct>>>;
  /** Who sells, for the mails' signature (`data/seller.json`); null when the build wrote none. */
  seller: Seller | null;
  /** The AGB and the withdrawal policy every confirmation carries (`data/contract-texts.json`); null when the build wrote none. */
  contractTexts: ContractTextsByLanguage | null;
}

/** Keeps only what an order needs from a product page's file (descriptions, images and suggestions stay on disk). */
export function orderableProduct(detail: ProductDetail): OrderableProduct {
  return {
    id: detail.id,
    slug: detail.slug,
    displayName: detail.displayName,
    priceBrutto: detail.priceBrutto,
    stock: detail.stock,
    reorderPossible: detail.reorderPossible,
    shippingTime: detail.shippingTime,
    characteristics: characteristicsOf(detail),
    netQuantity: detail.netQuantity,
    containsBatteries: detail.containsBatteries,
    variants: detail.variants.map((variant) => ({
      id: variant.id,
      displayName: variant.displayName,
      priceBrutto: variant.priceBrutto,
      stock: variant.stock,
      reorderPossible: variant.reorderPossible,
      shippingTime: variant.shippingTime,
      active: (variant as { active?: unknown }).active !== false,
      netQuantity: variant.netQuantity,
    })),
    // The build writes the spec's default label where the product names none; a mail says "variant" in its own language then.
    variantLabel: detail.variantDisplayName && detail.variantDisplayName !== defaultVariantDisplayName ? detail.variantDisplayName : null,
    personalization: detail.personalization ? { id: detail.personalization.id, fields: detail.personalization.fields } : null,
  };
}

export function orderCatalog(
  settings: PublicShopSettings,
  products: readonly OrderableProduct[],
  seller: Seller | null = null,
  contractTexts: ContractTextsByLanguage | null = null,
  otherLanguages: Partial<Record<Language, readonly OrderableProduct[]>> = {},
): OrderCatalog {
  const byId = (list: readonly OrderableProduct[]) => new Map(list.map((product) => [String(product.id), product]));
  const byLanguage: OrderCatalog['byLanguage'] = { [defaultLanguage]: byId(products) };
  for (const [lang, list] of Object.entries(otherLanguages) as Array<[Language, OrderableProduct[]]>) byLanguage[lang] = byId(list);
  return { settings, products: byId(products), byLanguage: withOtherOptions(byLanguage), seller, contractTexts };
}

/** The products of an order in `lang`: as that language's shop names them, German where it has none. */
export function productsIn(catalog: OrderCatalog, lang: Language): ReadonlyMap<string, OrderableProduct> {
  return catalog.byLanguage[lang] ?? catalog.products;
}

/** Each choice field learns its options in the other languages (a German cart may be ordered from the English checkout). */
function withOtherOptions(byLanguage: OrderCatalog['byLanguage']): OrderCatalog['byLanguage'] {
  const maps = Object.entries(byLanguage) as Array<[Language, ReadonlyMap<string, OrderableProduct>]>;
  return Object.fromEntries(
    maps.map(([lang, products]) => [
      lang,
      new Map(
        [...products].map(([id, product]) => {
          if (!product.personalization) return [id, product];
          const fields = product.personalization.fields.map((field) => {
            if (field.type !== 'select') return field;
            const elsewhere = maps.flatMap(([other, list]) => (other === lang ? [] : (list.get(id)?.personalization?.fields.find((entry) => entry.key === field.key)?.options ?? [])));
            const otherOptions = [...new Set(elsewhere)].filter((option) => !field.options.includes(option));
            return otherOptions.length ? { ...field, otherOptions } : field;
          });
          return [id, { ...product, personalization: { ...product.personalization, fields } }];
        }),
      ),
    ]),
  );
}

class CatalogFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`The order service cannot read ${file}: ${reason}`);
  }
}

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CatalogFileError(file, `not valid JSON (${(error as Error).message})`);
  }
}

/**
 * A data file the build may not have written (a site without company data, an older build): null
 * when it is absent; one that is there but not what the build writes stops the start, naming it.
 */
async function loadOptional<T>(siteDir: string, publicPath: string, parse: (json: unknown) => T | null, what: string): Promise<T | null> {
  const file = path.join(siteDir, ...publicPath.split('/'));
  const json = await readJson(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (json === null) return null;
  const parsed = parse(json);
  if (!parsed) throw new CatalogFileError(file, `not the ${what} the build writes`);
  return parsed;
}

/** Reads `count` files at a time: a catalog of thousands of products should not open them all at once. */
async function inBatches<T, R>(items: readonly T[], count: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += count) results.push(...(await Promise.all(items.slice(start, start + count).map(each))));
  return results;
}

/**
 * The catalog of a built site folder; null when the folder holds no settings file (a site built
 * without the shop, or a bare test folder): then the service takes no orders. A file that is
 * there but unreadable stops the start with an error naming it, rather than refusing orders later.
 */
export async function loadOrderCatalog(siteDir: string): Promise<OrderCatalog | null> {
  const settingsFile = path.join(siteDir, 'data', 'settings.json');
  let settingsJson: unknown;
  try {
    settingsJson = await readJson(settingsFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const settings = parsePublicShopSettings(settingsJson);
  if (!settings) throw new CatalogFileError(settingsFile, 'not the shop settings the build writes');

  const german = await loadProductFiles(siteDir, defaultLanguage);
  const otherLanguages: Partial<Record<Language, OrderableProduct[]>> = {};
  for (const lang of languages.filter((other) => other !== defaultLanguage)) {
    const products = await loadProductFiles(siteDir, lang);
    // A language the build wrote no shop in is ordered from in German.
    if (products.length > 0) otherLanguages[lang] = products;
  }
  const seller = await loadOptional(siteDir, sellerPath, parseSeller, 'seller file');
  return orderCatalog(settings, german, seller, await loadOptional(siteDir, contractTextsPath, parseContractTexts, 'contract texts'), otherLanguages);
}

/** One language's product files (`data/shop/<lang>/products/*.json`); none where the build wrote no shop in it. */
async function loadProductFiles(siteDir: string, lang: Language): Promise<OrderableProduct[]> {
  const productsDir = path.join(siteDir, ...shopDataDirectory(lang).split('/'), 'products');
  const names = await readdir(productsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return inBatches(names.filter((name) => name.endsWith('.json')).sort(), 32, async (name) => {
    const file = path.join(productsDir, name);
    const parsed = parseProductFile(await readJson(file));
    if (!parsed) throw new CatalogFileError(file, 'not a product file the build writes');
    return orderableProduct(parsed.detail);
  });
}
