import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sanitizeCmsHtml } from '../../widgets/content/build/sanitize.ts';
import { liveShopSource } from '../../widgets/content/shop/live-source.ts';
import { isRecord, type UnknownRecord } from '../../widgets/core/shapes.ts';

/**
 * What a visitor without a token can get from Directus: the project's published products and
 * their parts, nothing of drafts, archived products or other projects, also when asked for by id
 * or by a filter naming them, and nothing of pages, settings or company data. Each finding is a
 * sentence; none is a pass.
 */
export interface VisibilityResult {
  checked: number;
  problems: string[];
}

const idOf = (value: unknown) => String(isRecord(value) ? value.id : value);

async function anonymous(contentUrl: string, pathAndQuery: string): Promise<{ status: number; data: unknown }> {
  const response = await fetch(new URL(pathAndQuery, contentUrl));
  const body = (await response.json().catch(() => ({}))) as { data?: unknown };
  return { status: response.status, data: body.data };
}

export async function checkPublicVisibility(options: { contentUrl: string; projectDomain: string; demoDirectory: string }): Promise<VisibilityResult> {
  const { contentUrl, projectDomain } = options;
  const read = async (name: string) => JSON.parse(await readFile(path.join(options.demoDirectory, `${name}.json`), 'utf8')) as UnknownRecord[];
  const products = await read('ecommerce_product');
  const isShown = (product: UnknownRecord) => product.status === 'published' && isRecord(product.project) && product.project.domain === projectDomain;
  const hidden = products.filter((product) => !isShown(product));
  const shownIds = new Set(products.filter(isShown).map((product) => String(product.id)));
  const hiddenIds = hidden.map((product) => String(product.id));
  const result: VisibilityResult = { checked: 0, problems: [] };
  const expect = (condition: boolean, problem: string) => {
    result.checked++;
    if (!condition) result.problems.push(problem);
  };
  const isEmpty = (data: unknown) => data === null || data === undefined || (Array.isArray(data) && data.length === 0);

  for (const product of hidden) {
    const { status, data } = await anonymous(contentUrl, `items/ecommerce_product/${String(product.id)}`);
    expect(status === 403 || (status < 300 && isEmpty(data)), `GET /items/ecommerce_product/${String(product.id)} (${String(product.status)}, ${idOf(product.project)}): HTTP ${status}`);
  }

  const byFilter = (collection: string, field: string) =>
    anonymous(contentUrl, `items/${collection}?limit=-1&filter=${encodeURIComponent(JSON.stringify({ [field]: { _in: hiddenIds } }))}`);
  for (const [collection, field] of [
    ['ecommerce_product', 'id'],
    ['ecommerce_product_variant', 'product'],
    ['ecommerce_attribute', 'product'],
    ['ecommerce_product_rating', 'product'],
    ['ecommerce_product_files', 'ecommerce_product_id'],
    ['ecommerce_product_subcategory', 'ecommerce_product_id'],
    // A draft's texts in other languages stay as hidden as the draft.
    ['ecommerce_product_translations', 'translated_item'],
  ] as const) {
    const { status, data } = await byFilter(collection, field);
    expect(status === 403 || isEmpty(data), `${collection} of hidden products, asked for by filter: HTTP ${status}, ${Array.isArray(data) ? data.length : '?'} item(s)`);
  }

  // Everything the public may list belongs to a shown product.
  const all = await anonymous(contentUrl, 'items/ecommerce_product?limit=-1&fields=id');
  const listed = Array.isArray(all.data) ? all.data.map(idOf) : [];
  expect(listed.length === shownIds.size && listed.every((id) => shownIds.has(id)), `anonymous product list: ${listed.length} products, ${shownIds.size} shown ones expected`);
  for (const [collection, field] of [
    ['ecommerce_product_variant', 'product'],
    ['ecommerce_attribute', 'product'],
    ['ecommerce_product_rating', 'product'],
    ['ecommerce_product_translations', 'translated_item'],
  ] as const) {
    const { data } = await anonymous(contentUrl, `items/${collection}?limit=-1&fields=id,${field}`);
    const strays = Array.isArray(data) ? data.filter((item) => isRecord(item) && !shownIds.has(idOf(item[field]))) : [];
    expect(Array.isArray(data) && strays.length === 0, `anonymous ${collection} list: ${strays.length} item(s) of hidden products`);
  }

  // Taxonomy of another project stays with it.
  for (const collection of ['ecommerce_category', 'ecommerce_manufacturer', 'ecommerce_tag']) {
    const { data } = await anonymous(contentUrl, `items/${collection}?limit=-1&fields=id,project.domain`);
    const foreign = Array.isArray(data) ? data.filter((item) => !(isRecord(item) && isRecord(item.project) && item.project.domain === projectDomain)) : [];
    expect(Array.isArray(data) && foreign.length === 0, `anonymous ${collection} list: ${foreign.length} item(s) of other projects`);
  }

  for (const collection of ['pages', 'pages_translations', 'legal_content_translations', 'company', 'ecommerce_settings', 'legal_content', 'menus']) {
    const { status } = await anonymous(contentUrl, `items/${collection}`);
    expect(status === 403, `anonymous GET /items/${collection}: HTTP ${status}, 403 expected`);
  }

  // And the live shop never shows them: "not found", or the shown product another project's item shares its slug with.
  const live = liveShopSource({ contentUrl, projectDomain, sanitizeHtml: (html) => sanitizeCmsHtml(html) });
  for (const product of hidden) {
    const answer = await live.productBySlug(String(product.slug));
    const fine = answer.ok ? shownIds.has(String(answer.value.id)) : answer.kind === 'not-found';
    expect(fine, `live shop page of ${String(product.slug)} (${String(product.status)}, ${idOf(product.project)}): ${answer.ok ? `shows item ${String(answer.value.id)}` : answer.kind}`);
  }
  return result;
}
