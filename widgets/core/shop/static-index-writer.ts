import { rankedSortFields, shopIndexFormat, type FacetKind, type RankedSortField, type ShopIndexJson, type SortFileJson } from './static-index.ts';
import { sortRanks } from './sort-ranks.ts';
import type { ProductSummary } from './types.ts';

/**
 * The build's side of the static shop's index (static-index.ts): the published products' filter
 * and sort fields as columns, in id order, every text written once.
 */
export interface ShopIndexFiles {
  index: ShopIndexJson;
  sorts: SortFileJson[];
}

/** The value each ranked sort field orders by, as the content API holds it. */
const sortValues: Record<RankedSortField, (product: ProductSummary) => string | null> = {
  display_name: (product) => product.displayName,
  // The build writes '' for a product without a creation date; Directus has NULL there.
  date_created: (product) => product.dateCreated || null,
};

/** A product's filterable texts by kind, with the meaning productListFilter gives them (ids as text, as Directus compares them). */
function facetsOf(product: ProductSummary): Array<{ kind: FacetKind; group: string; key: string }> {
  return [
    ...(product.category ? [{ kind: 'category' as const, group: '', key: product.category.slug }] : []),
    ...(product.manufacturer ? [{ kind: 'manufacturer' as const, group: '', key: String(product.manufacturer.id) }] : []),
    ...product.subcategoryIds.map((id) => ({ kind: 'subcategory' as const, group: '', key: String(id) })),
    ...product.tags.map((tag) => ({ kind: 'tag' as const, group: '', key: tag })),
    // Rows of one group merge: the filter asks whether the product has the value in that group at all.
    ...product.attributes.flatMap(({ groupId, values }) => values.map((value) => ({ kind: 'attribute' as const, group: String(groupId), key: value }))),
  ];
}

/** A short name for the index's content, so a sort file of another build is recognised (FNV-1a). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0') + text.length.toString(16);
}

export function shopIndexFiles(summaries: readonly ProductSummary[]): ShopIndexFiles {
  // Id order, as every sort breaks its ties (directus-sort.ts compares ids like any value).
  const idRanks = sortRanks(summaries.map((product) => product.id));
  const products = summaries.map((product, index) => ({ product, rank: idRanks[index]! })).sort((a, b) => a.rank - b.rank).map(({ product }) => product);
  const ids = products.map((product) => product.id);
  const wholeNumbers = ids.every((id) => Number.isSafeInteger(id));

  // One table of texts, grouped by kind (and attribute group) in order of first use.
  type Table = { kind: FacetKind; group?: string; keys: string[]; positions: Map<string, number> };
  const tables = new Map<string, Table>();
  const perProduct = products.map((product) => facetsOf(product));
  for (const { kind, group, key } of perProduct.flat()) {
    const name = `${kind}:${group}`;
    const table: Table = tables.get(name) ?? { kind, ...(kind === 'attribute' ? { group } : {}), keys: [], positions: new Map() };
    tables.set(name, table);
    if (!table.positions.has(key)) table.positions.set(key, table.keys.push(key) - 1);
  }
  const offsets = new Map<string, number>();
  let offset = 0;
  for (const [name, table] of tables) {
    offsets.set(name, offset);
    offset += table.keys.length;
  }
  const of = perProduct.map((facets) => {
    const positions = [...new Set(facets.map(({ kind, group, key }) => offsets.get(`${kind}:${group}`)! + tables.get(`${kind}:${group}`)!.positions.get(key)!))];
    return positions.length === 1 ? positions[0]! : positions;
  });

  const body = {
    ids: wholeNumbers ? { steps: (ids as number[]).map((id, index) => (index === 0 ? id : id - (ids[index - 1] as number))) } : ids,
    prices: products.map((product) => (product.priceBrutto === null ? null : Number(product.priceBrutto))),
    facets: { kinds: [...tables.values()].map(({ kind, group, keys }) => ({ kind, ...(group !== undefined ? { group } : {}), keys })), of },
  };
  const rankColumns = rankedSortFields.map((field) => ({ field, ranks: sortRanks(products.map(sortValues[field])) }));
  const build = fingerprint(JSON.stringify([body, rankColumns]));
  return {
    index: { format: shopIndexFormat, build, ...body },
    sorts: rankColumns.map(({ field, ranks }) => ({ format: shopIndexFormat, build, field, ranks })),
  };
}
