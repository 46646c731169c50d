import { productSorts } from '../../widgets/core/catalog/shop-settings.ts';
import type { ProductSummary, ShopFilters, ShopTaxonomy } from '../../widgets/core/shop/types.ts';
import type { ProductSort } from '../../widgets/core/catalog/shop-settings.ts';

/**
 * A deterministic shop of any size for the benchmark: the same products on every run (a seeded
 * generator), with the spread a real catalog has: German names with umlauts (the collator's
 * work), prices on request, shared prices (ties), several attribute groups and tags.
 */

/** mulberry32: small, fast, and the same sequence everywhere. */
function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = ['Ring', 'Kette', 'Armband', 'Uhr', 'Ohrstecker', 'Anhänger', 'Brosche', 'Collier', 'Manschettenknöpfe', 'Öse', 'Ähre', 'Zeitmesser'];
const qualities = ['Gelbgold', 'Weißgold', 'Roségold', 'Platin', 'Sterlingsilber', 'Edelstahl', 'Titan', 'Carbon'];
const details = ['mit Brillant', 'mit Saphir', 'matt', 'poliert', 'Vintage', 'klassisch', 'Größe 54', 'Größe 56', 'Ø 40 mm', 'Ø 42 mm'];

export interface BenchShop {
  products: ProductSummary[];
  taxonomy: ShopTaxonomy;
}

export function benchShop(count: number, seed = 4273): BenchShop {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const some = <T>(list: readonly T[], most: number) => [...new Set(Array.from({ length: Math.floor(random() * (most + 1)) }, () => pick(list)))];

  const categories = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, displayName: `Kategorie ${index + 1}`, slug: `kategorie-${index + 1}` }));
  const manufacturers = Array.from({ length: 40 }, (_, index) => ({ id: index + 1, displayName: `Hersteller ${index + 1}`, slug: `hersteller-${index + 1}`, descriptionHtml: '' }));
  const subcategories = Array.from({ length: 60 }, (_, index) => ({
    id: 100 + index,
    displayName: `Unterkategorie ${index}`,
    slug: `unterkategorie-${index}`,
    categoryId: (index % 12) + 1,
  }));
  const tags = ['neuheit', 'bestseller', 'geschenkidee', 'handgefertigt', 'nachhaltig', 'limitiert', 'online-exklusiv', 'sale'];
  const attributeGroups = Array.from({ length: 8 }, (_, group) => ({
    id: group + 1,
    displayName: `Gruppe ${group + 1}`,
    values: Array.from({ length: 10 + group * 2 }, (_, value) => `Wert ${group + 1}.${value}`),
    valueLabels: {},
  }));

  const products = Array.from({ length: count }, (_, index): ProductSummary => {
    const category = pick(categories);
    const price = random() < 0.05 ? null : `${Math.floor(random() * 400) * 25 + 19}.${pick(['00', '50', '90'])}`;
    const day = Math.floor(random() * 1100);
    return {
      id: index + 1,
      slug: `produkt-${index + 1}`,
      displayName: `${pick(words)} ${pick(qualities)} ${pick(details)}`,
      image: { src: `/img/${index + 1}.webp`, srcset: '', width: 800, height: 800, alt: '' },
      manufacturer: random() < 0.03 ? null : pick(manufacturers),
      category,
      subcategoryIds: some(subcategories.filter((subcategory) => subcategory.categoryId === category.id), 2).map((subcategory) => subcategory.id),
      tags: some(tags, 2),
      attributes: some(attributeGroups, 4).map((group) => ({ groupId: group.id, values: some(group.values, 2) })).filter((entry) => entry.values.length > 0),
      stock: Math.floor(random() * 5),
      priceBrutto: price,
      variantPrices: [],
      unitPrice: null,
      ratings: some([1, 2, 3, 4, 5], 3),
      dateCreated: new Date(Date.UTC(2023, 0, 1) + day * 86_400_000 + Math.floor(random() * 86_400) * 1000).toISOString().slice(0, 19),
    };
  });
  const prices = products.flatMap((product) => (product.priceBrutto ? [Number(product.priceBrutto)] : []));
  return {
    products,
    taxonomy: {
      categories,
      manufacturers: manufacturers.map((entry) => ({ ...entry })),
      subcategories,
      tags: tags.map((slug) => ({ slug, displayName: slug })),
      attributeGroups,
      priceBounds: { lowest: Math.min(...prices).toFixed(2), highest: Math.max(...prices).toFixed(2) },
    },
  };
}

export interface BenchQuery {
  name: string;
  filters: ShopFilters;
  sort: ProductSort;
  page: number;
}

const none: ShopFilters = { query: null, category: null, manufacturers: [], subcategories: [], attributes: {}, tag: null, priceMin: null, priceMax: null, sort: null, page: 0 };

/** What shoppers do: browse, page, narrow by shelf, brand, price and attributes, and sort. */
export function benchQueries(): BenchQuery[] {
  const query = (name: string, filters: Partial<ShopFilters>, sort: ProductSort = '-date_created', page = 0): BenchQuery => ({
    name,
    filters: { ...none, ...filters },
    sort,
    page,
  });
  return [
    query('all products, newest first', {}),
    query('all products, page 25 ("show more")', {}, '-date_created', 25),
    query('one category', { category: 'kategorie-3' }),
    query('category + 2 manufacturers', { category: 'kategorie-3', manufacturers: ['hersteller-4', 'hersteller-9'] }, 'price_brutto'),
    query('3 subcategories', { subcategories: ['unterkategorie-2', 'unterkategorie-14', 'unterkategorie-26'] }, 'display_name'),
    query('tag', { tag: 'geschenkidee' }, '-price_brutto'),
    query('price range', { priceMin: '100.00', priceMax: '1500.00' }, 'price_brutto'),
    query('two attribute groups', { attributes: { 1: ['Wert 1.2', 'Wert 1.5'], 4: ['Wert 4.1', 'Wert 4.3', 'Wert 4.7'] } }, '-display_name'),
    query('everything at once', {
      category: 'kategorie-5',
      manufacturers: ['hersteller-1', 'hersteller-2', 'hersteller-3', 'hersteller-17'],
      tag: 'neuheit',
      priceMax: '5000.00',
      attributes: { 2: ['Wert 2.0', 'Wert 2.1', 'Wert 2.2', 'Wert 2.3'] },
    }, 'date_created'),
    query('unknown manufacturer (empty list)', { manufacturers: ['gibts-nicht'] }),
    ...productSorts.map((sort) => query(`sort ${sort}, page 3`, {}, sort, 3)),
  ];
}
