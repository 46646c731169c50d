import { shopTimeZone } from '../../widgets/core/withdrawal/receipt-time.ts';
import type { PublishState } from './publisher.ts';

/**
 * Where the editor reads how the last publish went: the singleton `site_publish` in Directus
 * (cms/schema/model.ts), in German, with the date and time in the shop's zone ("Live seit
 * 27.11.2026, 14:02:31": a report of yesterday must not read as one of today) or the build's
 * reason and that the site shows what it showed before.
 */
const clock = new Intl.DateTimeFormat('de-DE', { timeZone: shopTimeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function publishMessage(state: PublishState): string {
  if (state.state === 'building') return `Wird veröffentlicht … (gestartet ${clock.format(state.startedAt)})`;
  if (state.state === 'live') return `Live seit ${clock.format(state.finishedAt)} (Build ${Math.round(state.seconds)} s)`;
  return `Nicht veröffentlicht (${clock.format(state.finishedAt)}); die Website zeigt weiter den vorigen Stand. ${state.message}`;
}

export function directusPublishReport(url: string, token: string, fetchImpl: typeof fetch = fetch) {
  return async (state: PublishState): Promise<void> => {
    const body = {
      status: state.state,
      message: publishMessage(state),
      started_at: state.startedAt.toISOString(),
      finished_at: state.state === 'building' ? null : state.finishedAt.toISOString(),
    };
    const response = await fetchImpl(new URL('items/site_publish', url.replace(/\/*$/, '/')), {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Directus answered ${response.status} to the publish report: ${(await response.text()).slice(0, 300)}`);
  };
}
