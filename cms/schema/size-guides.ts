import { isRecord, type UnknownRecord } from '../../widgets/core/shapes.ts';
import { sizeGuideTableText } from '../../widgets/content/size-guide-table.ts';

/**
 * Size guides as Directus keeps them: items of their own (a ring size table is shared by every
 * ring), each product naming one, the table typed as text (a row per line, cells split by "|",
 * the first line the header) in German and in each translation. The spec's content embeds the
 * guide in the product with its table as a list of rows: made into items here, the same guide
 * once, numbered in the order the products (by id) first name them.
 */
export function sizeGuidesOf(products: readonly UnknownRecord[]): { guides: UnknownRecord[]; guideOf: (productId: unknown) => number | null } {
  const byContent = new Map<string, number>();
  const guides: UnknownRecord[] = [];
  const ofProduct = new Map<string, number>();
  for (const product of [...products].sort((a, b) => Number(a.id) - Number(b.id))) {
    const guide = product.size_guide;
    if (!isRecord(guide)) continue;
    const key = JSON.stringify(guide);
    let id = byContent.get(key);
    if (id === undefined) {
      id = guides.length + 1;
      byContent.set(key, id);
      const translations = Array.isArray(guide.translations) ? guide.translations.filter(isRecord) : [];
      guides.push({
        id,
        display_name: guide.display_name,
        table: sizeGuideTableText(guide.table),
        translations: translations.map((entry) => ({ ...entry, ...(entry.table === undefined ? {} : { table: sizeGuideTableText(entry.table) }) })),
      });
    }
    ofProduct.set(String(product.id), id);
  }
  return { guides, guideOf: (productId) => ofProduct.get(String(productId)) ?? null };
}
