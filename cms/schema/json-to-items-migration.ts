import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import { isRecord } from '../../widgets/core/shapes.ts';
import { translationRowItemField } from '../../widgets/content/translation-rows.ts';
import type { Rest } from '../rest.ts';
import { settingsChoiceId, settingsChoiceJunction, settingsChoiceRowId } from './model.ts';
import { paymentMethodItems } from './payment-methods.ts';
import { sizeGuidesOf } from './size-guides.ts';
import { languageItems, languagesCollection, translatedCollections, translationsJunction } from './translations.ts';

/**
 * Fields an earlier schema kept as JSON and the current one keeps as items of their own: an item's
 * `translations` (rows of its translations junction, cms/schema/translations.ts), the shop's
 * accepted `payment_methods` (a many-to-many relation) and a product's `size_guide` (an item of
 * the size guides, cms/schema/size-guides.ts). Applying the schema replaces such a field, which
 * would drop what editors wrote in it; so before the schema is applied, the JSON is read (and
 * written to a file beside the database, in case), the field removed, and afterwards every entry
 * is made the items the new schema keeps. A Directus without such fields is left alone.
 */
interface JsonBecameItems {
  collection: string;
  field: string;
  /** Makes the items of the kept values; returns how many. */
  restore(rest: Rest, items: SavedItem[]): Promise<number>;
}

interface SavedItem {
  id: unknown;
  value: unknown;
}

const entriesOf = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : []);
const paymentIdOf = (entry: UnknownRecord) => settingsChoiceId(entry, 'payment_id');

/** Creates what rows will name where it is missing (the languages, the payment methods). */
async function ensureItems(rest: Rest, collection: string, key: string, items: UnknownRecord[]): Promise<void> {
  const known = new Set((await rest.get<UnknownRecord[]>(`items/${collection}`, { limit: -1, fields: key })).map((item) => String(item[key])));
  const missing = items.filter((item) => !known.has(String(item[key])));
  if (missing.length) await rest.send('POST', `items/${collection}`, missing);
}

async function createRows(rest: Rest, collection: string, rows: UnknownRecord[]): Promise<number> {
  if (rows.length) await rest.send('POST', `items/${collection}`, rows);
  return rows.length;
}

const conversions: JsonBecameItems[] = [
  ...translatedCollections.map(
    (collection): JsonBecameItems => ({
      collection,
      field: 'translations',
      async restore(rest, items) {
        await ensureItems(rest, languagesCollection, 'code', languageItems);
        const rows = items.flatMap((item) =>
          entriesOf(item.value).filter((entry) => typeof entry.languages_code === 'string').map((entry) => ({ ...entry, [translationRowItemField]: item.id })),
        );
        return createRows(rest, translationsJunction(collection), rows);
      },
    }),
  ),
  {
    collection: 'ecommerce_settings',
    field: 'payment_methods',
    async restore(rest, items) {
      const ids = [...new Set(items.flatMap((item) => entriesOf(item.value).map((entry) => String(paymentIdOf(entry)))))];
      const unknown = ids.filter((id) => !paymentMethodItems.some((method) => String(method.id) === id)).map((id) => ({ id: Number(id), display_name: `Zahlungsart ${id}` }));
      await ensureItems(rest, 'ecommerce_payment_method', 'id', [...paymentMethodItems.filter((method) => ids.includes(String(method.id))), ...unknown]);
      const rows = items.flatMap((item) =>
        entriesOf(item.value).map((entry, index) => ({ id: settingsChoiceRowId(item.id, index), ecommerce_settings_id: item.id, payment_id: paymentIdOf(entry) })),
      );
      return createRows(rest, settingsChoiceJunction('payment_methods'), rows);
    },
  },
  {
    collection: 'ecommerce_product',
    field: 'size_guide',
    async restore(rest, items) {
      const { guides, guideOf } = sizeGuidesOf(items.map((item) => ({ id: item.id, size_guide: item.value })));
      await createRows(rest, 'ecommerce_size_guide', guides);
      for (const item of items) await rest.send('PATCH', `items/ecommerce_product/${encodeURIComponent(String(item.id))}`, { size_guide: guideOf(item.id) });
      return guides.length;
    },
  },
];

export type SavedJsonFields = Array<{ conversion: JsonBecameItems; items: SavedItem[] }>;

export async function takeJsonFields(rest: Rest, dataDirectory: string, log: (line: string) => void): Promise<SavedJsonFields> {
  const fields = await rest.get<UnknownRecord[]>('fields');
  const found = conversions.filter(({ collection, field }) => fields.some((entry) => entry.collection === collection && entry.field === field && entry.type === 'json'));
  if (!found.length) return [];
  const saved: SavedJsonFields = [];
  for (const conversion of found) {
    const items = await rest.get<UnknownRecord[]>(`items/${conversion.collection}`, { limit: -1, fields: `id,${conversion.field}` });
    saved.push({
      conversion,
      items: items.map((item) => ({ id: item.id, value: item[conversion.field] })).filter((item) => (Array.isArray(item.value) ? item.value.length > 0 : isRecord(item.value))),
    });
  }
  const backup = path.join(dataDirectory, `json-before-items-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(backup, `${JSON.stringify(saved.map(({ conversion, items }) => ({ collection: conversion.collection, field: conversion.field, items })), null, 2)}\n`);
  for (const { collection, field } of found) await rest.send('DELETE', `fields/${collection}/${field}`);
  log(`Schema: ${found.length} JSON field(s) kept in ${backup}, to become items of their own (translations, accepted payment methods, size guides).`);
  return saved;
}

/** Makes the kept JSON the items the current schema keeps, once it has them. */
export async function restoreJsonFields(rest: Rest, saved: SavedJsonFields, log: (line: string) => void): Promise<void> {
  let made = 0;
  for (const { conversion, items } of saved) made += await conversion.restore(rest, items);
  if (saved.length) log(`Schema: ${made} item(s) made from ${saved.length} JSON field(s).`);
}
