import type { Rest } from './rest.ts';
import { replaceFlow, type OperationSpec } from './flows.ts';
import { collections } from './schema/model.ts';

/**
 * A slug names a page of the site (/shop/<slug>, ?category=<slug>): two items of one project with
 * the same slug would make one of them vanish at the next build. This Flow refuses such a save
 * before it is kept (a blocking filter on create and update), with a message the editor reads in
 * the admin app. Another project may use the same slug. A new item whose project the save does not
 * name (an editor's, whose role sets it afterwards) is compared with every item of that slug.
 * A script finds the verdict; the refusal is Directus' Throw Error operation (400, SLUG_TAKEN), an
 * error of Directus' own shape, whose message every user reads, not only the Administrator.
 */
const flowName = 'Slug unique per project';

const slugCollections = collections.filter((spec) => spec.fields.some((field) => field.field === 'slug')).map((spec) => spec.collection);

/** What the save names: the slug, the project (when given) and the items it changes. */
const namesScript = `module.exports = function (data) {
  var trigger = data.$trigger;
  var payload = trigger.payload || {};
  if (payload.slug === undefined || payload.slug === null) return { check: false };
  var keys = trigger.keys !== undefined ? [].concat(trigger.keys) : [];
  var project = payload.project === undefined || payload.project === null ? null : (typeof payload.project === 'object' ? payload.project.id : payload.project);
  return { check: true, slug: String(payload.slug), project: project, keys: keys.length ? keys : [-1] };
};`;

/** Whether another item of the same project has the slug, and what the editor reads if so. */
const verdictScript = `module.exports = function (data) {
  var names = data.names;
  var projectOf = function (value) { return value !== null && typeof value === 'object' ? value.id : value; };
  var edited = [].concat(data.edited || []);
  var project = names.project !== null ? names.project : (edited[0] ? projectOf(edited[0].project) : null);
  var keys = names.keys.map(String);
  var clash = [].concat(data.same_slug || []).filter(function (item) {
    return keys.indexOf(String(item.id)) < 0 && (project === null || String(projectOf(item.project)) === String(project));
  });
  if (clash.length === 0) return { taken: false, message: '' };
  return { taken: true, message: 'Der Slug "' + names.slug + '" ist in diesem Projekt schon vergeben (Eintrag ' + clash[0].id + '). Bitte wählen Sie einen anderen: zwei Einträge mit einem Slug hätten eine Adresse.' };
};`;

const operations: OperationSpec[] = [
  { key: 'refuse', name: 'Refuse a slug in use', type: 'throw-error', options: { code: 'SLUG_TAKEN', status: '400', message: '{{verdict.message}}' } },
  { key: 'slug_free', name: 'Slug free?', type: 'condition', options: { filter: { verdict: { taken: { _eq: false } } } }, reject: 'refuse' },
  { key: 'verdict', name: 'Is the slug taken?', type: 'exec', options: { code: verdictScript }, resolve: 'slug_free' },
  {
    key: 'edited',
    name: 'Read the edited items',
    type: 'item-read',
    options: { collection: '{{$trigger.collection}}', permissions: '$full', query: { filter: { id: { _in: '{{names.keys}}' } }, fields: ['id', 'project'], limit: -1 } },
    resolve: 'verdict',
  },
  {
    key: 'same_slug',
    name: 'Read the items with this slug',
    type: 'item-read',
    options: { collection: '{{$trigger.collection}}', permissions: '$full', query: { filter: { slug: { _eq: '{{names.slug}}' } }, fields: ['id', 'project'], limit: -1 } },
    resolve: 'edited',
  },
  { key: 'no_slug', name: 'No slug saved', type: 'transform', options: { json: {} } },
  { key: 'slug_saved', name: 'Slug saved?', type: 'condition', options: { filter: { names: { check: { _eq: true } } } }, resolve: 'same_slug', reject: 'no_slug' },
  { key: 'names', name: 'What the save names', type: 'exec', options: { code: namesScript }, resolve: 'slug_saved' },
];

export async function ensureUniqueSlugFlow(rest: Rest, log: (line: string) => void): Promise<void> {
  await replaceFlow(
    rest,
    {
      name: flowName,
      icon: 'fingerprint',
      description: 'Refuses a slug another item of the same project has: it would give two items one address.',
      options: { type: 'filter', scope: ['items.create', 'items.update'], collections: slugCollections },
      sideBranches: ['no_slug', 'refuse'],
    },
    operations,
  );
  log(`Flow "${flowName}": ${slugCollections.join(', ')}.`);
}
