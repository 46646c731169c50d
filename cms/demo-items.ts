import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isRecord, type UnknownRecord } from '../widgets/core/shapes.ts';
import { settingsChoiceId, settingsChoiceJunction, settingsChoiceRowId, settingsChoices } from './schema/model.ts';
import { languageItems, languagesCollection } from './schema/translations.ts';
import { paymentMethodItems } from './schema/payment-methods.ts';
import { sizeGuidesOf } from './schema/size-guides.ts';

/**
 * The embedded demo content (site/_content/demo/, items as the API hands them out, relations
 * expanded) turned into what Directus stores: relations as ids, one-to-many and many-to-many
 * parts as items of their own collections, files by uuid. Seeded in this order, so every
 * reference exists before it is used.
 */
export interface SeedCollection {
  collection: string;
  items: UnknownRecord[];
  /** The field that names an item, when not `id`. */
  key?: string;
}

export interface SeedFile {
  id: string;
  /** The file in site/_content/demo/files/. */
  source: string;
  title: string;
  folder: 'products' | 'pages';
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Directus keys files by uuid; a demo name such as "page-home" gets a fixed one made from it. */
function fileIdOf(demoId: string): string {
  if (uuidPattern.test(demoId)) return demoId;
  const hex = createHash('sha1').update(`juwelier-demo-file:${demoId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An HTML page body goes into the field Directus edits in its WYSIWYG (`body_html`); Markdown stays in `body`. */
const withHtmlBodyInItsEditor = (entry: UnknownRecord): UnknownRecord =>
  (entry.body_format ?? 'html') === 'html' && typeof entry.body === 'string' ? { ...without(entry, ['body']), body_html: entry.body } : entry;

const idOf = (value: unknown): unknown => (isRecord(value) ? value.id : value);
const without = (item: UnknownRecord, fields: string[]) => Object.fromEntries(Object.entries(item).filter(([field]) => !fields.includes(field)));

export async function loadDemoSeed(directory: string): Promise<{ files: SeedFile[]; collections: SeedCollection[] }> {
  const read = async (collection: string) => JSON.parse(await readFile(path.join(directory, `${collection}.json`), 'utf8')) as UnknownRecord[];
  const projects = await read('projects');
  const projectIds = new Map(projects.map((project) => [project.domain, project.id]));
  /** `project: { domain }` → the project's id. */
  const owned = async (collection: string, more: (item: UnknownRecord) => UnknownRecord = (item) => item) =>
    (await read(collection)).map((item) => more({ ...item, project: projectIds.get(isRecord(item.project) ? item.project.domain : undefined) ?? null }));

  const products = await read('ecommerce_product');
  const files = new Map<string, SeedFile>();
  const addFile = (image: unknown, folder: SeedFile['folder']) => {
    if (!isRecord(image) || typeof image.id !== 'string') return null;
    const id = fileIdOf(image.id);
    if (!files.has(id)) files.set(id, { id, source: path.join(directory, 'files', `${image.id}.jpg`), title: String(image.title ?? ''), folder });
    return id;
  };

  const personalizations = new Map<unknown, UnknownRecord>();
  for (const product of products) if (isRecord(product.personalization)) personalizations.set(product.personalization.id, product.personalization);

  const sizeGuides = sizeGuidesOf(products);
  const productItems = (await owned('ecommerce_product')).map((product) => ({
    ...without(product, ['images', 'subcategories', 'variants', 'attributes', 'ratings']),
    manufacturer: idOf(product.manufacturer) ?? null,
    category: idOf(product.category) ?? null,
    personalization: idOf(product.personalization) ?? null,
    size_guide: sizeGuides.guideOf(product.id),
  }));
  // Junction rows get ids from their product and position, so a second seed finds the same rows.
  const junctionId = (productId: unknown, index: number) => Number(productId) * 100 + index + 1;
  const productFiles = products.flatMap((product) =>
    (product.images as unknown[]).map((image, index) => ({
      id: junctionId(product.id, index),
      ecommerce_product_id: product.id,
      directus_files_id: addFile(image, 'products'),
      sort: index + 1,
    })),
  );
  const productSubcategories = products.flatMap((product) =>
    (product.subcategories as UnknownRecord[]).map((entry, index) => ({ id: junctionId(product.id, index), ecommerce_product_id: product.id, subcategory_id: idOf(entry.subcategory_id) })),
  );
  const variants = products.flatMap((product) => (product.variants as UnknownRecord[]).map((variant) => ({ ...variant, product: product.id })));
  const pages = await owned('pages', (page) => ({
    ...page,
    image: page.image ? addFile(page.image, 'pages') : null,
    translations: ((page.translations as UnknownRecord[] | undefined) ?? []).map(withHtmlBodyInItsEditor),
  }));
  const settings = await owned('ecommerce_settings');

  /*
   * Texts refer to files as /assets/{id} (as Directus' editor inserts them): such a file is
   * uploaded too and the reference follows it to its uuid.
   */
  const withFileLinks = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value.replace(/\/assets\/([\w-]+)/g, (link, demoId: string) =>
        existsSync(path.join(directory, 'files', `${demoId}.jpg`)) ? `/assets/${addFile({ id: demoId, title: demoId }, 'pages')}` : link,
      );
    }
    if (Array.isArray(value)) return value.map(withFileLinks);
    return isRecord(value) ? Object.fromEntries(Object.entries(value).map(([field, entry]) => [field, withFileLinks(entry)])) : value;
  };

  const collections: SeedCollection[] = [
    // Before everything that has translations: each names its language.
    { collection: languagesCollection, items: languageItems, key: 'code' },
    { collection: 'projects', items: projects },
    { collection: 'company', items: await owned('company') },
    { collection: 'company_content', items: await owned('company_content') },
    { collection: 'legal_content', items: await owned('legal_content') },
    { collection: 'cookie_consents', items: await owned('cookie_consents') },
    { collection: 'menus', items: await owned('menus') },
    { collection: 'pages', items: pages },
    { collection: 'social', items: await owned('social') },
    // The payment methods a shop may accept, by the ids settings and shipping methods name.
    { collection: 'ecommerce_payment_method', items: paymentMethodItems },
    {
      collection: 'ecommerce_settings',
      // The bank account as its form keeps it: a list of one.
      items: settings.map((item) => ({ ...without(item, settingsChoices.map(({ field }) => field)), bank_details: item.bank_details ? [item.bank_details] : null })),
    },
    { collection: 'ecommerce_manufacturer', items: await owned('ecommerce_manufacturer') },
    { collection: 'ecommerce_category', items: await owned('ecommerce_category') },
    { collection: 'ecommerce_subcategory', items: await owned('ecommerce_subcategory', (item) => ({ ...item, category: idOf(item.category) })) },
    { collection: 'ecommerce_tag', items: await owned('ecommerce_tag') },
    { collection: 'ecommerce_attribute_group', items: await owned('ecommerce_attribute_group') },
    { collection: 'ecommerce_personalization', items: [...personalizations.values()] },
    { collection: 'ecommerce_size_guide', items: sizeGuides.guides },
    { collection: 'ecommerce_product', items: productItems },
    { collection: 'ecommerce_product_variant', items: variants },
    {
      collection: 'ecommerce_attribute',
      items: (await read('ecommerce_attribute')).map((row) => ({ ...row, product: idOf(row.product), attribute_group: idOf(row.attribute_group) })),
    },
    { collection: 'ecommerce_product_rating', items: (await read('ecommerce_product_rating')).map((rating) => ({ ...rating, product: idOf(rating.product) })) },
    { collection: 'ecommerce_product_subcategory', items: productSubcategories },
    { collection: 'ecommerce_product_files', items: productFiles },
    // The settings' choices after the entries they name: ids (the filters) or {payment_id: {id}} (the payment methods).
    ...settingsChoices.map(({ field, junctionField }) => ({
      collection: settingsChoiceJunction(field),
      items: settings.flatMap((item) =>
        ((item[field] as unknown[] | undefined) ?? []).map((choice, index) => ({
          id: settingsChoiceRowId(item.id, index),
          ecommerce_settings_id: item.id,
          [junctionField]: settingsChoiceId(choice, junctionField),
        })),
      ),
    })),
  ];
  const linked = collections.map((seed) => ({ ...seed, items: seed.items.map((item) => withFileLinks(item) as UnknownRecord) }));
  return { files: [...files.values()], collections: linked };
}
