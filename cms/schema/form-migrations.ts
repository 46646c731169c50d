import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import { isRecord } from '../../widgets/core/shapes.ts';
import type { Rest } from '../rest.ts';

/**
 * Values an earlier schema kept in a shape the admin app's current forms do not show, brought
 * into the shape they edit (after the schema is applied, on every start; nothing to do the second time).
 */

/** JSON objects the admin app now edits as a form of one entry (a list, cms/schema/repeaters.ts): the bank account. */
const singleEntryForms = [{ collection: 'ecommerce_settings', field: 'bank_details' }];

/** Wraps such an object, stored by an earlier schema, into its list of one, so the form shows it. */
export async function wrapSingleEntryForms(rest: Rest, log: (line: string) => void): Promise<void> {
  let wrapped = 0;
  for (const { collection, field } of singleEntryForms) {
    for (const item of await rest.get<UnknownRecord[]>(`items/${collection}`, { limit: -1, fields: `id,${field}` })) {
      if (!isRecord(item[field])) continue;
      await rest.send('PATCH', `items/${collection}/${encodeURIComponent(String(item.id))}`, { [field]: [item[field]] });
      wrapped++;
    }
  }
  if (wrapped) log(`Schema: ${wrapped} record(s) made a form of one entry (bank details).`);
}

/**
 * A page's HTML body, which an earlier schema kept in `body` beside Markdown ones, moves to
 * `body_html`, the field Directus edits in its WYSIWYG (a Markdown body stays in `body`).
 */
export async function moveHtmlBodies(rest: Rest, log: (line: string) => void): Promise<void> {
  const rows = await rest.get<UnknownRecord[]>('items/pages_translations', {
    limit: -1,
    fields: 'id,body,body_format,body_html',
    filter: JSON.stringify({ _and: [{ body: { _nnull: true } }, { body_html: { _null: true } }, { _or: [{ body_format: { _eq: 'html' } }, { body_format: { _null: true } }] }] }),
  });
  for (const row of rows) await rest.send('PATCH', `items/pages_translations/${String(row.id)}`, { body_html: row.body, body: null });
  if (rows.length) log(`Schema: ${rows.length} HTML page text(s) moved into the WYSIWYG field.`);
}
