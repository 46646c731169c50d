import { withShippingTimeDefault } from '../../core/catalog/shipping-time.ts';
import type { ProductSort } from '../../core/catalog/shop-settings.ts';
import type { ItemId, TaxonomyRef } from '../../core/catalog/taxonomy.ts';
import { isRecord } from '../../core/shapes.ts';
import { shopTaxonomyOf, toProductDetail, type SanitizeHtml } from '../../core/shop/from-catalog.ts';
import { productPageMeta, validPageIndex } from '../../core/shop/page-meta.ts';
import {
  attributeValuesQuery,
  emptyLastParts,
  priceListQuery,
  productBySlugQuery,
  productListQuery,
  productsByIdQuery,
  ratingsQuery,
  taxonomyQuery,
  type ProductsWithAttribute,
  type ShopItemsQuery,
} from '../../core/shop/product-query.ts';
import { randomPick } from '../../core/shop/random-pick.ts';
import { isSlug } from '../../core/shop/slug.ts';
import type { ListSort, ProductSummary, ShopFetchResult, ShopFilters, ShopSource, ShopTaxonomy } from '../../core/shop/types.ts';
import { reshapeProduct, type CatalogTaxonomy } from '../reshape-catalog-product.ts';
import { ContentError } from '../source.ts';
import { createFetchJson, shopCacheMs, type FetchJsonOptions, type ParseJson } from './fetch-json.ts';
import { attributeGroupsWithValues, keepReshaped, productsWithAttributeOf, reshapeTaxonomy } from '../catalog-rules.ts';
import { listedPrice, reshapeLiveSummary } from './live-reshape.ts';
import { liveImage, shopItemsUrl } from './live-url.ts';
import { itemInLanguage, picturesDescribedIn, type TranslatableCollection } from '../translated-item.ts';
import { withPlainTranslations } from '../translation-rows.ts';
import { defaultLanguage, type Language } from '../../core/languages.ts';

export interface LiveShopSourceOptions extends FetchJsonOptions {
  /** The Directus base URL (public role; the browser sends no token). */
  contentUrl: string;
  projectDomain: string;
  /** The settings' delivery time for products that state none, as the build fills it into the static catalog. */
  defaultShippingTime?: number | null;
  /** Sanitizes descriptions; by default DOMPurify (sanitize-live.ts), loaded on first use. */
  sanitizeHtml?: SanitizeHtml;
  /** The page's language: items are read with their translations and shown in it (translated-item.ts). German unless given. */
  lang?: Language;
}

/** Directus answers a list as { data: [...] }, and with `meta` as { data, meta: { filter_count } }. */
/** The live shop warns in the browser's console, where a shop owner testing the shop looks. */
const warn = (message: string) => console.warn(`Shop: ${message}`);

const itemsOf: ParseJson<unknown[]> = (json) => (isRecord(json) && Array.isArray(json.data) ? json.data : null);

function countedItemsOf(json: unknown): { items: unknown[]; filterCount: number } | null {
  const items = itemsOf(json);
  const count = isRecord(json) && isRecord(json.meta) ? json.meta.filter_count : undefined;
  // Some Directus versions send counts as strings.
  const filterCount = typeof count === 'string' && /^\d+$/.test(count) ? Number(count) : count;
  return items && Number.isSafeInteger(filterCount) ? { items, filterCount: filterCount as number } : null;
}

interface LoadedTaxonomy {
  taxonomy: ShopTaxonomy;
  /** Every published product's id (from the price list), to pick related products from. */
  publishedIds: ItemId[];
  /** The accepted entries, as the build's product reshape resolves a product's relations against them. */
  entries: CatalogTaxonomy;
  /** Which published products have an attribute value, from the rows read for the taxonomy (see ProductsWithAttribute). */
  productsWithAttribute: ProductsWithAttribute;
}

/**
 * A card names its maker and category as the loaded taxonomy does (in the page's language), as
 * the build's cards do; the product's own copy of their names is the German one.
 */
function namedAsLoaded(summary: ProductSummary, entries: CatalogTaxonomy): ProductSummary {
  const named = (ref: TaxonomyRef | null, loaded: readonly TaxonomyRef[]): TaxonomyRef | null => {
    const found = ref && loaded.find((entry) => String(entry.id) === String(ref.id));
    return found ? { id: found.id, displayName: found.displayName, slug: found.slug } : ref;
  };
  return { ...summary, manufacturer: named(summary.manufacturer, entries.manufacturers), category: named(summary.category, entries.categories) };
}

/**
 * The shop straight from the content API (Directus REST, public role), queried from the browser
 * with the spec's parameters (product-query.ts). Raw items stop here: they are reshaped with the
 * build's rules into the same ProductSummary / ProductDetail the static catalog holds.
 */
export function liveShopSource(options: LiveShopSourceOptions): ShopSource {
  const { contentUrl, projectDomain } = options;
  const lang = options.lang ?? defaultLanguage;
  const inLanguage = (collection: TranslatableCollection) => (items: readonly unknown[]) => items.map((item) => itemInLanguage(collection, item, lang));
  const fetchJson = createFetchJson(options);
  const now = options.now ?? Date.now;
  const get = <T>(collection: string, query: ShopItemsQuery, parse: ParseJson<T>) =>
    fetchJson(shopItemsUrl(contentUrl, collection, query), (json) => parse(withPlainTranslations(json)));
  const imageOf = (image: Parameters<typeof liveImage>[1]) => liveImage(contentUrl, image);
  // The card's picture described by the product's name in the page's language, as the build does (picturesDescribedIn).
  const describedIn = (summary: ProductSummary): ProductSummary =>
    lang === defaultLanguage || !summary.image ? summary : { ...summary, image: { ...summary.image, alt: summary.displayName } };
  const summariesOf = (items: readonly unknown[]) =>
    keepReshaped(inLanguage('ecommerce_product')(items), (raw, position) => describedIn(reshapeLiveSummary(raw, position, imageOf)), warn);

  let sanitizer: Promise<SanitizeHtml> | null = null;
  const sanitizeHtml = () =>
    (sanitizer ??= options.sanitizeHtml
      ? Promise.resolve(options.sanitizeHtml)
      : import('./sanitize-live.ts').then((module) => (html: string) => module.sanitizeLiveHtml(html, contentUrl)));

  async function fetchTaxonomy(): Promise<ShopFetchResult<LoadedTaxonomy>> {
    const collection = (name: TranslatableCollection, fields: string[]) =>
      get(name, taxonomyQuery(projectDomain, [...fields, 'translations.*']), (json) => {
        const items = itemsOf(json);
        return items && inLanguage(name)(items);
      });
    const answers = await Promise.all([
      collection('ecommerce_category', ['id', 'display_name', 'slug', 'safety_information']),
      collection('ecommerce_manufacturer', ['id', 'display_name', 'slug', 'description', 'legal_name', 'postal_address', 'electronic_address', 'eu_responsible_person']),
      collection('ecommerce_subcategory', ['id', 'display_name', 'slug', 'category']),
      collection('ecommerce_tag', ['id', 'slug', 'display_name']),
      collection('ecommerce_attribute_group', ['id', 'display_name']),
      get('ecommerce_product', priceListQuery(projectDomain), itemsOf),
    ]);
    const failed = answers.find((answer) => !answer.ok);
    if (failed && !failed.ok) return failed;
    const [categories, manufacturers, subcategories, tags, attributeGroups, priceItems] = answers.map((answer) => (answer.ok ? answer.value : []));
    const entries = reshapeTaxonomy({ categories: categories!, manufacturers: manufacturers!, subcategories: subcategories!, tags: tags!, attributeGroups: attributeGroups! }, warn);
    const prices = keepReshaped(priceItems!, listedPrice, warn);
    const groupIds = entries.attributeGroups.map((group) => group.id);
    const rows = groupIds.length ? await get('ecommerce_attribute', attributeValuesQuery(groupIds), itemsOf) : { ok: true as const, value: [] };
    if (!rows.ok) return rows;
    const publishedIds = new Set(prices.map((entry) => String(entry.id)));
    const productsOfValue = new Map<string, Set<string>>();
    const groups = attributeGroupsWithValues(entries.attributeGroups, rows.value, publishedIds, warn, productsOfValue);
    const taxonomy = shopTaxonomyOf({ ...entries, attributeGroups: groups }, prices.map((entry) => entry.price), await sanitizeHtml());
    return { ok: true, value: { taxonomy, entries, publishedIds: prices.map((entry) => entry.id), productsWithAttribute: productsWithAttributeOf(productsOfValue) } };
  }

  // Kept like any answer (5 minutes); a failure is forgotten, so the next question asks again.
  let taxonomyCache: { loading: Promise<ShopFetchResult<LoadedTaxonomy>>; until: number } | null = null;
  function loadTaxonomy(): Promise<ShopFetchResult<LoadedTaxonomy>> {
    if (taxonomyCache && taxonomyCache.until > now()) return taxonomyCache.loading;
    const loading = fetchTaxonomy().then((result) => {
      if (!result.ok) taxonomyCache = null;
      return result;
    });
    taxonomyCache = { loading, until: now() + shopCacheMs };
    return loading;
  }

  return {
    kind: 'live',
    async taxonomy() {
      const loaded = await loadTaxonomy();
      return loaded.ok ? { ok: true, value: loaded.value.taxonomy } : loaded;
    },

    async listProducts(filters: ShopFilters, sort: ListSort, pageIndex: number) {
      const loaded = await loadTaxonomy();
      if (!loaded.ok) return loaded;
      const page = validPageIndex(pageIndex);
      // Searched words go to Directus' own search, which ranks nothing: its matches are listed by name.
      const order: ProductSort = sort === 'relevance' ? 'display_name' : sort;
      const query = productListQuery(filters, order, page, loaded.value.taxonomy, projectDomain, loaded.value.productsWithAttribute);
      // Reshaped while parsing, so a broken product is reported once per answer, not per render.
      const ask = (partQuery: ShopItemsQuery) =>
        get('ecommerce_product', partQuery, (json) => {
          const counted = countedItemsOf(json);
          return counted && { products: summariesOf(counted.items), filterCount: counted.filterCount };
        });
      const parts = emptyLastParts(query);
      const answer = await ask(parts ? parts.valued : query);
      if (!answer.ok) return answer;
      let { products, filterCount } = answer.value;
      if (parts) {
        // The products on request, after the priced ones (productListQuery's order, in two questions).
        const rest = await ask(parts.empty(answer.value.filterCount, answer.value.products.length));
        if (!rest.ok) return rest;
        products = [...products, ...rest.value.products];
        filterCount += rest.value.filterCount;
      }
      return { ok: true, value: { products: products.map((product) => namedAsLoaded(product, loaded.value.entries)), meta: productPageMeta(filterCount, page, products.length) } };
    },

    async productBySlug(slug: string) {
      if (!isSlug(slug)) return { ok: false, kind: 'not-found', error: `No product has the slug "${slug}"` };
      const loaded = await loadTaxonomy();
      if (!loaded.ok) return loaded;
      const found = await get('ecommerce_product', productBySlugQuery(slug, projectDomain), itemsOf);
      if (!found.ok) return found;
      const raw = found.value[0];
      if (!isRecord(raw) || raw.id === undefined || raw.id === null) {
        return { ok: false, kind: 'not-found', error: `No published product has the slug "${slug}"` };
      }
      const ratings = await get('ecommerce_product_rating', ratingsQuery(raw.id as ItemId), itemsOf);
      if (!ratings.ok) return ratings;
      try {
        const translated = itemInLanguage('ecommerce_product', { ...raw, ratings: ratings.value }, lang);
        const product = withShippingTimeDefault(picturesDescribedIn(reshapeProduct(translated, loaded.value.entries), lang), options.defaultShippingTime ?? null);
        const images = product.images.map(imageOf);
        return { ok: true, value: toProductDetail(product, images, await sanitizeHtml(), loaded.value.taxonomy) };
      } catch (error) {
        // The build would have left this product out of the shop; the page says "not found" too.
        if (!(error instanceof ContentError)) throw error;
        warn(`${error.message}; skipped.`);
        return { ok: false, kind: 'not-found', error: error.message };
      }
    },

    // Spec §7: random products of the same filter, the caller's limit; picked here (productsByIdQuery).
    async relatedProducts(product: { id: ItemId }, limit: number) {
      if (!(limit >= 1)) return { ok: true, value: [] as ProductSummary[] };
      const loaded = await loadTaxonomy();
      if (!loaded.ok) return loaded;
      const others = loaded.value.publishedIds.filter((id) => String(id) !== String(product.id));
      const picked = randomPick(others, Math.floor(limit));
      if (!picked.length) return { ok: true, value: [] as ProductSummary[] };
      const order = new Map(picked.map((id, index) => [String(id), index]));
      return get('ecommerce_product', productsByIdQuery(picked, projectDomain), (json) => {
        const items = itemsOf(json);
        // Directus answers in id order; the page shows them in the order picked.
        return items && summariesOf(items).map((summary) => namedAsLoaded(summary, loaded.value.entries)).sort((a, b) => (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0));
      });
    },
  };
}
