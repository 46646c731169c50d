import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { EditorialUser } from '../editorial-roles.ts';
import type { Rest } from '../rest.ts';
import { startOrderService, waitUntilListening, type ServiceOptions } from './order-store.ts';
import { signIn } from './signed-in.ts';
import { checklist } from './checklist.ts';

/** The order service with its build hook, building from Directus with the build's token, uncached; `extraEnv` adds to it (the preview of drafts). */
export function startPublishingService(options: ServiceOptions & { buildToken: string; publishSecret: string }, extraEnv: Record<string, string> = {}) {
  return startOrderService(options, {
    PUBLISH_HOOK_SECRET: options.publishSecret,
    CONTENT_URL: options.directusUrl,
    CONTENT_TOKEN: options.buildToken,
    CONTENT_CACHE_DURATION: '0s',
    ...extraEnv,
  });
}

/**
 * Publish → live, end to end: the order service runs with its build hook (PUBLISH_HOOK_SECRET) over
 * the site built from Directus; the editor, signed in, changes the contact page's German title,
 * and the flow "Publish → live" has the site rebuilt and published: the new title is in the
 * published page and "Veröffentlichung" says "Live seit …" (the time from the save to the live page
 * is measured). Then the editor mistypes a menu entry ("uhrn"): the build refuses to publish,
 * "Veröffentlichung" names the broken link, and the published site stays as it was. Put right, it
 * goes live again.
 */
export async function checkPublishLive(
  rest: Rest,
  options: ServiceOptions & { buildToken: string; publishSecret: string; editor: EditorialUser },
): Promise<{ checked: number; problems: string[]; seconds: number | null }> {
  const tally = checklist();
  const { problems, expect } = tally;
  const service = startPublishingService(options);
  const url = `http://127.0.0.1:${options.port}`;
  const editor = await signIn(rest.url, options.editor);
  const contactPage = path.join(options.siteDir, 'kontakt', 'index.html');
  const publishState = async () => (await rest.get<UnknownRecord>('items/site_publish', { fields: 'status,message,finished_at' })) ?? {};
  /** Waits until the publish state is `status` with a finish after `since`; the state then. */
  const publishedAfter = async (since: Date, status: string) => {
    for (let tries = 0; tries < 240; tries++) {
      const state = await publishState();
      if (state.status === status && typeof state.finished_at === 'string' && new Date(state.finished_at) >= since) return state;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return await publishState();
  };
  let seconds: number | null = null;
  try {
    await waitUntilListening(url, service.output);
    const [page] = await rest.get<UnknownRecord[]>('items/pages', { 'filter[key][_eq]': 'contact', fields: 'id,translations.*' });
    const translations = (page?.translations ?? []) as UnknownRecord[];
    const marker = `Kontakt · Live-Probe ${Date.now()}`;
    const saved = new Date();
    const edit = await editor('PATCH', `items/pages/${String(page?.id)}`, { translations: translations.map((entry) => (entry.languages_code === 'de' ? { ...entry, title: marker } : entry)) });
    expect(edit.status === 200, `the editor's change of the contact page answered ${edit.status}`);
    const live = await publishedAfter(saved, 'live');
    const published = await readFile(contactPage, 'utf8').catch(() => '');
    seconds = (Date.now() - saved.getTime()) / 1000;
    expect(live.status === 'live' && String(live.message).startsWith('Live seit') && published.includes(marker), `after the change: "Veröffentlichung" says ${JSON.stringify(live)}, the published page ${published.includes(marker) ? 'has' : 'lacks'} the new title`);

    const [menu] = await rest.get<UnknownRecord[]>('items/menus', { 'filter[language][_eq]': 'de', 'filter[project][domain][_eq]': options.projectDomain, fields: 'id,entries' });
    const entries = (menu?.entries ?? []) as UnknownRecord[];
    const mistyped = entries.map((entry) => (entry.path === 'uhren' ? { ...entry, path: 'uhrn' } : entry));
    const broke = new Date();
    await editor('PATCH', `items/menus/${String(menu?.id)}`, { entries: mistyped });
    const failed = await publishedAfter(broke, 'failed');
    const stillPublished = await readFile(contactPage, 'utf8').catch(() => '');
    expect(failed.status === 'failed' && String(failed.message).includes('/uhrn'), `after the mistyped menu entry: "Veröffentlichung" says ${JSON.stringify(failed).slice(0, 400)}`);
    expect(stillPublished.includes(marker) && stillPublished.includes('href="/uhren"') && !stillPublished.includes('href="/uhrn"'), 'after the refused build the published site changed');

    const mended = new Date();
    await editor('PATCH', `items/menus/${String(menu?.id)}`, { entries });
    expect((await publishedAfter(mended, 'live')).status === 'live', 'the mended menu did not go live again');
  } catch (error) {
    problems.push(`${error instanceof Error ? error.message : String(error)}\n${service.output().slice(-1500)}`);
  } finally {
    await service.stop();
  }
  return { checked: tally.checked, problems, seconds };
}
