import type { Rest } from './rest.ts';
import { replaceFlow, type OperationSpec } from './flows.ts';
import { translatedCollections, translationsJunction } from './schema/translations.ts';

/**
 * An editor reads the translations of their own project's items only; they may change and delete
 * translation rows without an item filter in their role (editorial-roles.ts), because Directus'
 * translations interface (11.16) breaks with a filtered update permission: its rich-text panes
 * fail to mount ("Node cannot be null"), so no description could be edited. This Flow keeps the
 * boundary instead: a change or deletion of rows the user cannot read (another project's) is
 * refused before it is kept, with a message, for every user but those who read everything.
 */
const flowName = 'Translations of the own project';

/** The rows the save changes or deletes (an update names them in keys, a deletion in its payload). */
const keysScript = `module.exports = function (data) {
  var trigger = data.$trigger;
  var keys = trigger.keys !== undefined ? [].concat(trigger.keys) : [].concat(trigger.payload || []);
  return { keys: keys.length ? keys : [-1], count: keys.length };
};`;

const verdictScript = `module.exports = function (data) {
  var readable = [].concat(data.readable || []).length;
  return { own: readable >= data.rows.count };
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
    key: 'readable',
    name: 'Read the rows as the user',
    type: 'item-read',
    options: { collection: '{{$trigger.collection}}', permissions: '$trigger', query: { filter: { id: { _in: '{{rows.keys}}' } }, fields: ['id'], limit: -1 } },
    resolve: 'verdict',
  },
  { key: 'rows', name: 'Which rows the save names', type: 'exec', options: { code: keysScript }, resolve: 'readable' },
];

export async function ensureOwnTranslationsFlow(rest: Rest, log: (line: string) => void): Promise<void> {
  const junctions = translatedCollections.map(translationsJunction);
  await replaceFlow(
    rest,
    {
      name: flowName,
      icon: 'translate',
      description: 'Refuses a change of translations the user cannot read: those of another project’s items.',
      options: { type: 'filter', scope: ['items.update', 'items.delete'], collections: junctions },
      sideBranches: ['refuse'],
    },
    operations,
  );
  log(`Flow "${flowName}": ${junctions.length} translation collections.`);
}
