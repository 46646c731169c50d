import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import { isRecord } from '../../widgets/core/shapes.ts';
import { translationRowItemField } from '../../widgets/content/translation-rows.ts';
import type { Rest } from '../rest.ts';
import { settingsChoiceJunction, settingsChoiceRowId } from './model.ts';
import { paymentMethodItems } from './payment-methods.ts';
import { languageItems, languagesCollection, translatedCollections, translationsJunction } from './translations.ts';

/**
 * Fields an earlier schema kept as JSON and the current one keeps as rows of their own: an item's
 * `translations` (cms/schema/translations.ts) and the shop's accepted `payment_methods` (a
 * many-to-many relation). Applying the schema replaces such a field, which would drop what editors
 * wrote in it; so before the schema is applied, the JSON is read (and written to a file beside the
 * database, in case), the field removed, and afterwards every entry is made a row. A Directus
 * without such fields is left alone.
 */
interface JsonBecameRows {
  collection: string;
  field: string;
  junction: string;
  /** The junction rows of one item's entries. */
  rowsOf(itemId: unknown, entries: UnknownRecord[]): UnknownRecord[];
  /** What the rows name, made first where it is missing (the languages, the payment methods). */
  namedItems(entries: UnknownRecord[]): { collection: string; key: string; items: UnknownRecord[] };
}

const paymentIdOf = (entry: UnknownRecord) => (isRecord(entry.payment_id) ? entry.payment_id.id : entry.payment_id);

const conversions: JsonBecameRows[] = [
  ...translatedCollections.map(
    (collection): JsonBecameRows => ({
      collection,
      field: 'translations',
      junction: translationsJunction(collection),
      rowsOf: (itemId, entries) => entries.filter((entry) => typeof entry.languages_code === 'string').map((entry) => ({ ...entry, [translationRowItemField]: itemId })),
      namedItems: () => ({ collection: languagesCollection, key: 'code', items: languageItems }),
    }),
  ),
  {
    collection: 'ecommerce_settings',
    field: 'payment_methods',
    junction: settingsChoiceJunction('payment_methods'),
    rowsOf: (itemId, entries) => entries.map((entry, index) => ({ id: settingsChoiceRowId(itemId, index), ecommerce_settings_id: itemId, payment_id: paymentIdOf(entry) })),
    namedItems: (entries) => {
      const ids = [...new Set(entries.map((entry) => String(paymentIdOf(entry))))];
      const known = paymentMethodItems.filter((item) => ids.includes(String(item.id)));
      const unknown = ids.filter((id) => !known.some((item) => String(item.id) === id)).map((id) => ({ id: Number(id), display_name: `Zahlungsart ${id}` }));
      return { collection: 'ecommerce_payment_method', key: 'id', items: [...known, ...unknown] };
    },
  },
];

export type SavedJsonFields = Array<{ conversion: JsonBecameRows; items: Array<{ id: unknown; entries: UnknownRecord[] }> }>;

export async function takeJsonFields(rest: Rest, dataDirectory: string, log: (line: string) => void): Promise<SavedJsonFields> {
  const fields = await rest.get<UnknownRecord[]>('fields');
  const found = conversions.filter(({ collection, field }) => fields.some((entry) => entry.collection === collection && entry.field === field && entry.type === 'json'));
  if (!found.length) return [];
  const saved: SavedJsonFields = [];
  for (const conversion of found) {
    const items = await rest.get<UnknownRecord[]>(`items/${conversion.collection}`, { limit: -1, fields: `id,${conversion.field}` });
    saved.push({
      conversion,
      items: items
        .map((item) => ({ id: item.id, entries: Array.isArray(item[conversion.field]) ? (item[conversion.field] as unknown[]).filter(isRecord) : [] }))
        .filter((item) => item.entries.length),
    });
  }
  const backup = path.join(dataDirectory, `json-before-rows-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(backup, `${JSON.stringify(saved.map(({ conversion, items }) => ({ collection: conversion.collection, field: conversion.field, items })), null, 2)}\n`);
  for (const { collection, field } of found) await rest.send('DELETE', `fields/${collection}/${field}`);
  log(`Schema: ${found.length} JSON field(s) kept in ${backup}, to become rows (translations, accepted payment methods).`);
  return saved;
}

/** Makes the kept JSON entries rows of their junctions, once the schema has them. */
export async function restoreJsonFields(rest: Rest, saved: SavedJsonFields, log: (line: string) => void): Promise<void> {
  let rows = 0;
  for (const { conversion, items } of saved) {
    const named = conversion.namedItems(items.flatMap((item) => item.entries));
    const known = new Set((await rest.get<UnknownRecord[]>(`items/${named.collection}`, { limit: -1, fields: named.key })).map((item) => String(item[named.key])));
    const missing = named.items.filter((item) => !known.has(String(item[named.key])));
    if (missing.length) await rest.send('POST', `items/${named.collection}`, missing);
    const junctionRows = items.flatMap((item) => conversion.rowsOf(item.id, item.entries));
    if (junctionRows.length) await rest.send('POST', `items/${conversion.junction}`, junctionRows);
    rows += junctionRows.length;
  }
  if (saved.length) log(`Schema: ${rows} entries of ${saved.length} JSON field(s) are now rows.`);
}
