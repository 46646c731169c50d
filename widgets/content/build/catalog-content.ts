import type { Catalog } from '../../core/catalog/catalog.ts';
import { projectFilter } from '../../core/directus-filter.ts';
import { defaultLanguage, languages, type Language } from '../../core/languages.ts';
import { attributeGroupsWithValues, keepUsable, reshapeTaxonomy } from '../catalog-rules.ts';
import { reshapeProduct } from '../reshape-catalog-product.ts';
import type { ContentSource } from '../source.ts';
import { previewedAsPublished, shownStatus } from './shown-status.ts';
import { itemInLanguage, missingTranslationWarnings, picturesDescribedIn, type MissingTranslation, type TranslatableCollection } from '../translated-item.ts';

/** One project's catalog items as the content service keeps them, every language in them. */
interface RawCatalog {
  manufacturers: unknown[];
  categories: unknown[];
  subcategories: unknown[];
  tags: unknown[];
  attributeGroups: unknown[];
  products: unknown[];
  attributes: unknown[];
}

async function readRawCatalog(source: ContentSource, domain: string, drafts: boolean): Promise<RawCatalog> {
  const project = projectFilter(domain);
  const all = (collection: string, filter = project) => source.readItems(collection, { filter, sort: ['id'], limit: -1 });
  const [manufacturers, categories, subcategories, tags, attributeGroups, products] = await Promise.all([
    all('ecommerce_manufacturer'),
    all('ecommerce_category'),
    all('ecommerce_subcategory'),
    all('ecommerce_tag'),
    all('ecommerce_attribute_group'),
    all('ecommerce_product', { ...project, status: shownStatus(drafts) }),
  ]);
  const groupIds = attributeGroups.flatMap((group) => (group && typeof group === 'object' && 'id' in group ? [group.id] : []));
  const attributes = groupIds.length
    ? await source.readItems('ecommerce_attribute', { filter: { attribute_group: { _in: groupIds } }, limit: -1 })
    : [];
  return { manufacturers, categories, subcategories, tags, attributeGroups, products: drafts ? previewedAsPublished(products) : products, attributes };
}

function catalogIn(raw: RawCatalog, lang: Language, warn: (message: string) => void, missing: (gap: MissingTranslation) => void): Catalog {
  const inLanguage = (collection: TranslatableCollection, items: unknown[]) => items.map((item) => itemInLanguage(collection, item, lang, missing));
  const taxonomy = reshapeTaxonomy(
    {
      manufacturers: inLanguage('ecommerce_manufacturer', raw.manufacturers),
      categories: inLanguage('ecommerce_category', raw.categories),
      subcategories: inLanguage('ecommerce_subcategory', raw.subcategories),
      tags: inLanguage('ecommerce_tag', raw.tags),
      attributeGroups: inLanguage('ecommerce_attribute_group', raw.attributeGroups),
    },
    warn,
  );
  const products = keepUsable(
    'ecommerce_product',
    inLanguage('ecommerce_product', raw.products),
    (item, position) => picturesDescribedIn(reshapeProduct(item, taxonomy, position), lang),
    warn,
    'slug',
  );
  const productIds = new Set(products.map((product) => String(product.id)));
  return {
    products,
    manufacturers: [...taxonomy.manufacturers],
    categories: taxonomy.categories,
    subcategories: [...taxonomy.subcategories],
    tags: [...taxonomy.tags],
    attributeGroups: attributeGroupsWithValues(taxonomy.attributeGroups, raw.attributes, productIds, warn),
  };
}

/**
 * The catalog of one project in every language of the site, read once at build time. Broken
 * entries are skipped with one warning each, by the rules the live shop applies too
 * (catalog-rules.ts). Whatever refers to a skipped entry is skipped in turn (a product of a
 * skipped category). Only published products of the project are read at all; drafts and other
 * projects' items never reach the catalog. A text left untranslated shows in German, and the
 * build says once per field which items lack it (translated-item.ts).
 *
 * The shop settings are the opposite: without them there is no checkout, so a broken settings
 * item fails the build (reshapeShopSettings).
 *
 * `drafts`: the preview of drafts, which reads the draft products too (shown-status.ts).
 */
export async function loadCatalogs(source: ContentSource, domain: string, warn: (message: string) => void, drafts = false): Promise<Record<Language, Catalog>> {
  const raw = await readRawCatalog(source, domain, drafts);
  // A broken item is broken in every language: said once.
  const said = new Set<string>();
  const warnOnce = (message: string) => {
    if (!said.has(message)) warn(message);
    said.add(message);
  };
  const gaps: MissingTranslation[] = [];
  const catalogs = Object.fromEntries(languages.map((lang) => [lang, catalogIn(raw, lang, warnOnce, (gap) => gaps.push(gap))])) as Record<Language, Catalog>;
  const sold = new Set(catalogs[defaultLanguage].products.map((product) => String(product.id)));
  const shown = gaps.filter((gap) => gap.collection !== 'ecommerce_product' || sold.has(String(gap.itemId)));
  for (const message of missingTranslationWarnings(shown)) warn(message);
  return catalogs;
}

/** The catalog in one language (German unless asked), untranslated fields named as loadCatalogs does. */
export async function loadCatalog(source: ContentSource, domain: string, warn: (message: string) => void, lang: Language = defaultLanguage): Promise<Catalog> {
  const gaps: MissingTranslation[] = [];
  const catalog = catalogIn(await readRawCatalog(source, domain, false), lang, warn, (gap) => gaps.push(gap));
  for (const message of missingTranslationWarnings(gaps)) warn(message);
  return catalog;
}
