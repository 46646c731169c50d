import type { Rest } from './rest.ts';
import { replaceFlow, type OperationSpec } from './flows.ts';
import { translatedCollections, translationsJunction } from './schema/translations.ts';
import { translationRowItemField } from '../widgets/content/translation-rows.ts';

/**
 * An editor reads the translations of their own project's items only; they may change and delete
 * translation rows without an item filter in their role (editorial-roles.ts), because Directus'
 * translations interface (11.16) breaks with a filtered update permission: its rich-text panes
 * fail to mount ("Node cannot be null"), so no description could be edited. This Flow keeps the
 * boundary instead: a change or deletion of rows the user cannot read (another project's), and a
 * row given to an item the user cannot read, are refused before they are kept, with a message,
 * for every user but those who read everything.
 */
const flowName = 'Translations of the own project';

/**
 * What the save names: the rows it changes or deletes (an update names them in keys, a deletion in
 * its payload), and the item a new or changed row would belong to (its `translated_item`).
 */
const namesScript = `module.exports = function (data) {
  var trigger = data.$trigger;
  var payload = trigger.payload || {};
  var keys = trigger.event.indexOf('create') >= 0 ? [] : trigger.keys !== undefined ? [].concat(trigger.keys) : [].concat(payload);
  var target = Array.isArray(payload) ? undefined : payload.${translationRowItemField};
  if (target !== null && typeof target === 'object') target = target.id;
  return {
    keys: keys.length ? keys : [-1],
    count: keys.length,
    parent: String(trigger.collection).replace(/_translations$/, ''),
    target: target === undefined || target === null ? -1 : target,
    check_target: target !== undefined && target !== null
  };
};`;

/** Whether the user can read every row the save names and the item it would give a row to. */
const verdictScript = `module.exports = function (data) {
  var rowsReadable = [].concat(data.readable || []).length >= data.rows.count;
  var targetReadable = !data.rows.check_target || [].concat(data.target_item || []).length > 0;
  return { own: rowsReadable && targetReadable };
};`;

const operations: OperationSpec[] = [
  {
    key: 'refuse',
    name: 'Refuse another project’s translation',
    type: 'throw-error',
    options: { code: 'FORBIDDEN_PROJECT', status: '403', message: 'Diese Übersetzung gehört zu einem Eintrag eines anderen Projekts; Sie können nur die Ihres Projekts ändern.' },
  },
  { key: 'own_rows', name: 'Own rows only?', type: 'condition', options: { filter: { verdict: { own: { _eq: true } } } }, reject: 'refuse' },
  { key: 'verdict', name: 'Can the user read them all?', type: 'exec', options: { code: verdictScript }, resolve: 'own_rows' },
  {
    key: 'target_item',
    name: 'Read the item the row would belong to, as the user',
    type: 'item-read',
    options: { collection: '{{rows.parent}}', permissions: '$trigger', query: { filter: { id: { _eq: '{{rows.target}}' } }, fields: ['id'], limit: 1 } },
    resolve: 'verdict',
  },
  {
    key: 'readable',
    name: 'Read the rows as the user',
    type: 'item-read',
    options: { collection: '{{$trigger.collection}}', permissions: '$trigger', query: { filter: { id: { _in: '{{rows.keys}}' } }, fields: ['id'], limit: -1 } },
    resolve: 'target_item',
  },
  { key: 'rows', name: 'What the save names', type: 'exec', options: { code: namesScript }, resolve: 'readable' },
];

export async function ensureOwnTranslationsFlow(rest: Rest, log: (line: string) => void): Promise<void> {
  const junctions = translatedCollections.map(translationsJunction);
  await replaceFlow(
    rest,
    {
      name: flowName,
      icon: 'translate',
      description: 'Refuses a change of translations the user cannot read, or a translation for an item they cannot read: another project’s.',
      options: { type: 'filter', scope: ['items.create', 'items.update', 'items.delete'], collections: junctions },
      sideBranches: ['refuse'],
    },
    operations,
  );
  log(`Flow "${flowName}": ${junctions.length} translation collections.`);
}
