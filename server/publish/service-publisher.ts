import type { LocalOrderServiceOptions } from '../orders/service-options.ts';
import { createPublisher, type Publisher } from './publisher.ts';
import { publishMessage } from './publish-report.ts';
import { buildSite } from './site-build.ts';

/**
 * The order service's publisher (PUBLISH_HOOK_SECRET): builds into the site folder the service
 * reads its catalog from, waits 2 s for the rest of a burst of saves, reports each state (to the
 * log unless a report is given: Directus with ORDER_STORE=directus), and has the service read the
 * new catalog after a publish.
 */
export function servicePublisher(publish: NonNullable<LocalOrderServiceOptions['publish']>, siteDir: string | undefined, now: () => Date, published: () => Promise<void>): Publisher {
  const noFolder = { ok: false as const, seconds: 0, message: 'The service knows no site folder (ORDER_SERVICE_SITE_DIR) to publish into.' };
  return createPublisher({
    settleMs: publish.settleMs ?? 2000,
    now,
    build: publish.build ?? (() => (siteDir ? buildSite(siteDir) : Promise.resolve(noFolder))),
    report: publish.report ?? (async (state) => console.info(`[publish] ${publishMessage(state)}`)),
    published,
  });
}
