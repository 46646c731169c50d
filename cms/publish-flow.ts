import type { Rest } from './rest.ts';
import { replaceFlow, type OperationSpec } from './flows.ts';
import { collections, isContent } from './schema/model.ts';

/**
 * Publish → live: every save, new item or deletion of content (not orders, not what the services
 * report) calls the site's build hook (the order service's POST /ecom/_publish with
 * PUBLISH_HOOK_SECRET, server/publish/). It runs after the save (an action, not a filter): the
 * editor does not wait for the build, and reads how it went in "Veröffentlichung" (site_publish),
 * written by the service: "Live seit 14:02:31", or why the site stayed as it was.
 */
const flowName = 'Publish → live';

const contentCollections = collections.filter(isContent).map((spec) => spec.collection);

const operations: OperationSpec[] = [
  {
    key: 'build_hook',
    name: 'Call the site’s build hook',
    type: 'request',
    options: {
      method: 'POST',
      url: '{{$env.ORDER_SERVICE_URL}}/ecom/_publish',
      headers: [{ header: 'Authorization', value: 'Bearer {{$env.PUBLISH_HOOK_SECRET}}' }],
    },
  },
];

export async function ensurePublishFlow(rest: Rest, log: (line: string) => void): Promise<void> {
  await replaceFlow(
    rest,
    {
      name: flowName,
      icon: 'published_with_changes',
      description: 'Baut die Website nach jeder Änderung an Inhalten neu und veröffentlicht sie; das Ergebnis steht unter „Veröffentlichung“.',
      options: { type: 'action', scope: ['items.create', 'items.update', 'items.delete'], collections: [...contentCollections, 'directus_files'] },
    },
    operations,
  );
  log(`Flow "${flowName}": saves in ${contentCollections.length} collections and the files call the build hook.`);
}
