import type { LocalOrderServiceOptions } from '../orders/service-options.ts';
import { createDraftBuilds, oneBuildAtATime, type DraftBuilds } from './draft-builds.ts';
import { createPublisher, type Publisher } from './publisher.ts';
import { publishMessage } from './publish-report.ts';
import { buildSite } from './site-build.ts';

/**
 * The order service's publisher (PUBLISH_HOOK_SECRET): builds into the site folder the service
 * reads its catalog from, waits 2 s for the rest of a burst of saves, reports each state (to the
 * log unless a report is given: Directus with ORDER_STORE=directus), and has the service read the
 * new catalog after a publish. With a preview of drafts, each save makes it stale and each publish
 * build is followed by a build of the drafts into the preview's folder, never two builds at once.
 */
export function servicePublisher(
  publish: NonNullable<LocalOrderServiceOptions['publish']>,
  siteDir: string | undefined,
  now: () => Date,
  published: () => Promise<void>,
): { publisher: Publisher; drafts: DraftBuilds | null } {
  const noFolder = { ok: false as const, seconds: 0, message: 'The service knows no site folder (ORDER_SERVICE_SITE_DIR) to publish into.' };
  const inTurn = oneBuildAtATime();
  const draftOptions = publish.drafts;
  const drafts = draftOptions
    ? createDraftBuilds({ now, build: () => inTurn(draftOptions.build ?? (() => buildSite(draftOptions.siteDir, { ...process.env, CONTENT_DRAFTS: '1' }))) })
    : null;
  const report = publish.report ?? (async (state) => console.info(`[publish] ${publishMessage(state)}`));
  const publisher = createPublisher({
    settleMs: publish.settleMs ?? 2000,
    now,
    build: () => inTurn(publish.build ?? (() => (siteDir ? buildSite(siteDir) : Promise.resolve(noFolder)))),
    report: async (state) => {
      await report(state);
      // The drafts follow each publish build, whether it published or not.
      if (state.state !== 'building') drafts?.request();
    },
    published,
  });
  return {
    publisher: {
      ...publisher,
      request() {
        drafts?.stale();
        publisher.request();
      },
    },
    drafts,
  };
}
