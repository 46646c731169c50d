import { describe, expect, it } from 'vitest';
import { loadCatalog, loadCatalogs } from '../../widgets/content/build/catalog-content.ts';
import { demoSource } from '../../widgets/content/build/demo-source.ts';
import type { ContentSource, ItemQuery } from '../../widgets/content/source.ts';
import { categoryForPage } from '../../widgets/core/catalog/category-pages.ts';
import { matchesFilter } from '../../widgets/core/directus-filter.ts';

const domain = 'juwelier-albrecht.de';
const project = { domain };

/** A content source over literal collections, filtering like Directus (and like the demo source). */
function memorySource(collections: Record<string, unknown[]>): ContentSource & { queries: Array<[string, ItemQuery]> } {
  const queries: Array<[string, ItemQuery]> = [];
  return {
    name: 'test content',
    queries,
    fileSource: (id) => id,
    async readItems(collection, query = {}) {
      queries.push([collection, query]);
      const items = collections[collection] ?? [];
      return query.filter ? items.filter((item) => matchesFilter(item, query.filter!)) : items;
    },
  };
}

const category = (id: number, slug: string, extra = {}) => ({ id, project, display_name: slug.toUpperCase(), slug, ...extra });
const product = (id: number, slug: string, extra = {}) => ({
  id,
  status: 'published',
  project,
  display_name: `Produkt ${id}`,
  slug,
  price_brutto: '10.00',
  category: { id: 1 },
  ...extra,
});

async function load(collections: Record<string, unknown[]>) {
  const warnings: string[] = [];
  const source = memorySource({ ecommerce_category: [category(1, 'uhren')], ...collections });
  const catalog = await loadCatalog(source, domain, (message) => warnings.push(message));
  return { catalog, warnings, queries: source.queries };
}

describe('loading the shop catalog', () => {
  it('asks only for the project\'s published products, all of them (spec §7)', async () => {
    const { queries } = await load({});
    const [, productQuery] = queries.find(([collection]) => collection === 'ecommerce_product')!;
    expect(productQuery).toMatchObject({ filter: { project: { domain: { _eq: domain } }, status: { _eq: 'published' } }, limit: -1 });
  });

  it('skips a broken product with one warning naming collection, item and field; the rest stays', async () => {
    const { catalog, warnings } = await load({
      ecommerce_product: [product(1, 'ring-a'), product(2, 'ring-b', { price_brutto: '12,50' }), product(3, 'ring-c', { slug: null })],
    });
    expect(catalog.products.map((entry) => entry.id)).toEqual([1]);
    expect(warnings).toEqual([
      'ecommerce_product item 2, field "price_brutto": "12,50" is not a price; skipped.',
      'ecommerce_product item 3, field "slug": is required; skipped.',
    ]);
  });

  it('skips a broken category, and with it the products filed under it', async () => {
    const { catalog, warnings } = await load({
      ecommerce_category: [category(1, 'uhren'), category(2, '', { display_name: 'Schmuck' })],
      ecommerce_product: [product(1, 'uhr'), product(2, 'kette', { category: { id: 2 } })],
    });
    expect(catalog.categories.map((entry) => entry.slug)).toEqual(['uhren']);
    expect(catalog.products.map((entry) => entry.slug)).toEqual(['uhr']);
    expect(warnings).toEqual([
      'ecommerce_category item 2, field "slug": is required; skipped.',
      'ecommerce_product item 2, field "category": 2 is no category of this shop; skipped.',
    ]);
  });

  it('keeps the first of two items with the same slug and warns about the second', async () => {
    const { catalog, warnings } = await load({
      ecommerce_manufacturer: [
        { id: 1, project, display_name: 'Nordkap', slug: 'nordkap' },
        { id: 2, project, display_name: 'Nordkap (doppelt)', slug: 'nordkap' },
      ],
      ecommerce_product: [product(7, 'taucheruhr'), product(8, 'taucheruhr', { display_name: 'Kopie' })],
    });
    expect(catalog.manufacturers.map((entry) => entry.displayName)).toEqual(['Nordkap']);
    expect(catalog.products.map((entry) => entry.id)).toEqual([7]);
    expect(warnings).toEqual([
      'ecommerce_manufacturer item 2, field "slug": "nordkap" is already used by item 1; skipped.',
      'ecommerce_product item 8, field "slug": "taucheruhr" is already used by item 7; skipped.',
    ]);
  });

  it('offers as filter values only what published products of the catalog have', async () => {
    const { catalog } = await load({
      ecommerce_attribute_group: [{ id: 1, project, display_name: 'Stein' }],
      ecommerce_attribute: [
        { id: 1, product: 1, attribute_group: 1, display_values: ['Saphir', 'Brillant'] },
        { id: 2, product: 2, attribute_group: 1, display_values: ['Tansanit'] },
        { id: 3, product: 3, attribute_group: 1, display_values: ['Rubin'] },
      ],
      ecommerce_product: [product(1, 'ring'), product(2, 'entwurf', { status: 'draft' }), product(3, 'kaputt', { price_brutto: 'x' })],
    });
    expect(catalog.attributeGroups).toEqual([{ id: 1, displayName: 'Stein', values: ['Brillant', 'Saphir'] }]);
  });

  it('lets a bug in the reshape code stop the build instead of hiding it as a skipped item', async () => {
    const failing = memorySource({});
    failing.readItems = async () => [null as unknown as object, { get id(): never { throw new TypeError('bug'); } }];
    await expect(loadCatalog(failing, domain, () => {})).rejects.toThrow(TypeError);
  });
});

describe('the embedded demo catalog', () => {
  it('loads without a single warning', async () => {
    const warnings: string[] = [];
    const catalog = await loadCatalog(demoSource(), domain, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(catalog.products.length).toBeGreaterThanOrEqual(120);
  });

  it('never shows drafts or another project\'s items', async () => {
    const catalog = await loadCatalog(demoSource(), domain, () => {});
    const ids = catalog.products.map((entry) => entry.id);
    expect(ids).toContain(101);
    expect(ids).not.toContain(103);
    expect(catalog.products.map((entry) => entry.displayName)).not.toContain('Entwurf – nie anzeigen');
    expect(ids.filter((id) => Number(id) >= 201 && Number(id) <= 204)).toEqual([]);
    expect(catalog.products.find((entry) => entry.slug === 'taucheruhr-automatik-42-mm')?.priceBrutto).toBe('849.90');
    expect(catalog.categories.map((entry) => entry.slug)).not.toContain('werkzeug');
    expect(catalog.manufacturers.map((entry) => entry.slug)).not.toContain('fremdmarke');
    expect(catalog.tags.map((entry) => entry.slug)).not.toContain('fremd');
    expect(catalog.attributeGroups.map((entry) => entry.displayName)).not.toContain('Härte');
    // "Tansanit" exists only on a draft ring.
    expect(catalog.attributeGroups.find((entry) => entry.displayName === 'Stein')?.values).not.toContain('Tansanit');
  });

  it('has a category for every category page of the route table', async () => {
    const catalog = await loadCatalog(demoSource(), domain, () => {});
    const pages = ['watches', 'jewelry', 'accessories', 'wedding_rings', 'beads', 'engagement_rings', 'optics', 'for_kids', 'home_fabrics', 'decoratives', 'room_fragrances', 'bicycles'] as const;
    expect(pages.map((page) => categoryForPage(catalog.categories, page)?.displayName)).toEqual([
      'Uhren', 'Schmuck', 'Accessoires', 'Trauringe', 'Perlen', 'Verlobungsringe', 'Optik', 'Für Kinder', 'Heimtextilien', 'Dekoration', 'Raumdüfte', 'Fahrräder',
    ]);
    expect(categoryForPage(catalog.categories, 'contact')).toBeUndefined();
    expect(categoryForPage(catalog.categories, 'home')).toBeUndefined();
  });
});

describe('the catalog in each language', () => {
  const ring = product(7, 'ring', {
    display_name: 'Ring Weißgold',
    description: '<p>Von Hand poliert.</p>',
    images: [{ id: 'ring', width: 800, height: 800, title: 'Ring in Weißgold' }],
    translations: [
      { languages_code: 'en', display_name: 'White gold ring' },
      { languages_code: 'fr', display_name: 'Bague or blanc', description: '<p>Polie à la main.</p>' },
    ],
  });

  it('shows each language’s texts, German where one is left out, and names each missing field once in the build’s log', async () => {
    const warnings: string[] = [];
    const source = memorySource({ ecommerce_category: [category(1, 'uhren')], ecommerce_product: [ring] });
    const catalogs = await loadCatalogs(source, domain, (message) => warnings.push(message));
    expect(catalogs.de.products[0]).toMatchObject({ displayName: 'Ring Weißgold', description: '<p>Von Hand poliert.</p>' });
    expect(catalogs.en.products[0]).toMatchObject({ displayName: 'White gold ring', description: '<p>Von Hand poliert.</p>' });
    expect(catalogs.fr.products[0]).toMatchObject({ displayName: 'Bague or blanc', description: '<p>Polie à la main.</p>' });
    // The picture's title is German; on the other languages' pages the product's name describes it.
    expect(catalogs.de.products[0]!.images[0]!.title).toBe('Ring in Weißgold');
    expect(catalogs.fr.products[0]!.images[0]!.title).toBe('Bague or blanc');
    expect(warnings).toEqual([
      'ecommerce_category, field "display_name": no English text in item 1; the German text shows.',
      'ecommerce_product, field "description": no English text in item 7; the German text shows.',
      'ecommerce_category, field "display_name": no French text in item 1; the German text shows.',
    ]);
  });
});
