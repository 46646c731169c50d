import { access } from 'node:fs/promises';
import path from 'node:path';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { EditorialUser } from '../editorial-roles.ts';
import type { Rest } from '../rest.ts';
import { waitUntilListening, type ServiceOptions } from './order-store.ts';
import { startPublishingService } from './publish-live.ts';
import { signIn } from './signed-in.ts';
import { checklist } from './checklist.ts';

/**
 * The preview of drafts, end to end: the order service runs with its build hook and the preview
 * (PREVIEW_TOKEN); the editor renames a draft product and opens the preview link Directus gives
 * the product (the collection's preview URL with the product's slug). The link lets this browser
 * in and leads to the product's page, which shows the new name under the preview's note once the
 * build with the drafts has run (the time from the save is measured); the published site still
 * has no page for the draft. Without the link's cookie the preview is refused; it is never indexed,
 * only Directus may frame it, and it takes no orders.
 */
export async function checkDraftPreview(
  rest: Rest,
  options: ServiceOptions & { buildToken: string; publishSecret: string; previewToken: string; previewPort: number; previewDir: string; editor: EditorialUser },
): Promise<{ checked: number; problems: string[]; seconds: number | null }> {
  const tally = checklist();
  const { problems, expect } = tally;
  const service = startPublishingService(options, {
    PREVIEW_TOKEN: options.previewToken,
    PREVIEW_PORT: String(options.previewPort),
    PREVIEW_SITE_DIR: options.previewDir,
  });
  let seconds: number | null = null;
  try {
    await waitUntilListening(`http://127.0.0.1:${options.port}`, service.output);
    const editor = await signIn(rest.url, options.editor);
    const collection = await editor('GET', 'collections/ecommerce_product');
    const template = String(((collection.body.data as UnknownRecord | undefined)?.meta as UnknownRecord | undefined)?.preview_url ?? '');
    expect(template.includes('/_preview?token=') && template.includes('{{slug}}'), `the products' preview URL the editor sees is "${template}"`);
    const [draft] = await rest.get<UnknownRecord[]>('items/ecommerce_product', { 'filter[status][_eq]': 'draft', 'filter[project][domain][_eq]': options.projectDomain, 'filter[slug][_eq]': 'herbstkollektion-ring-tansanit', fields: 'id,slug' });
    if (!draft) throw new Error('the demo has no draft product "herbstkollektion-ring-tansanit" to preview');
    const marker = `Vorschau-Probe ${Date.now()}`;
    const saved = Date.now();
    const edit = await editor('PATCH', `items/ecommerce_product/${String(draft.id)}`, { display_name: marker });
    expect(edit.status === 200, `the editor's change of the draft product answered ${edit.status}`);

    const link = template.replace('{{slug}}', String(draft.slug));
    const entry = await fetch(link, { redirect: 'manual' });
    const cookie = (entry.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const target = new URL(entry.headers.get('location') ?? '/', link);
    expect(entry.status === 303 && target.pathname === `/shop/${String(draft.slug)}` && cookie.startsWith('draft_preview='), `the preview link answered ${entry.status}, leading to ${target.pathname}`);
    const page = () => fetch(target, { headers: { cookie, 'sec-fetch-dest': 'iframe' } });
    let shown = await page();
    let html = await shown.text();
    for (let tries = 0; tries < 240 && !(shown.status === 200 && html.includes(marker)); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      shown = await page();
      html = await shown.text();
    }
    seconds = (Date.now() - saved) / 1000;
    expect(shown.status === 200 && html.includes(marker) && html.includes('class="draft-preview-note"'), `the preview of the draft answered ${shown.status} without the new name under the preview's note: ${html.slice(0, 300)}`);
    const csp = shown.headers.get('content-security-policy') ?? '';
    expect(shown.headers.get('x-robots-tag')?.includes('noindex') === true && csp.includes(`frame-ancestors ${new URL(options.directusUrl).origin}`) && !shown.headers.has('x-frame-options'), `the preview's headers: X-Robots-Tag ${String(shown.headers.get('x-robots-tag'))}, CSP ${csp.slice(-120)}`);

    // Directus' admin app frames nothing outside itself unless told (CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC).
    const adminPolicy = (await fetch(new URL('admin/', options.directusUrl))).headers.get('content-security-policy') ?? '';
    const frameSources = adminPolicy.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('frame-src ')) ?? '';
    expect(frameSources.split(' ').includes(target.origin), `Directus' admin app may not frame the preview: "${frameSources || adminPolicy}"`);

    const stranger = await fetch(target, { headers: { 'sec-fetch-dest': 'document' } });
    expect(stranger.status === 401 && !(await stranger.text()).includes(marker), `without the preview's cookie the draft answered ${stranger.status}`);
    const wrongToken = await fetch(link.replace(/token=[^&]+/, 'token=guessed'), { redirect: 'manual' });
    expect(wrongToken.status === 401 && !wrongToken.headers.has('set-cookie'), `a guessed token answered ${wrongToken.status}`);
    const order = await fetch(new URL('/ecom/order', target), { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(order.status === 405, `an order posted to the preview answered ${order.status}`);
    const published = await access(path.join(options.siteDir, 'shop', String(draft.slug), 'index.html')).then(() => true, () => false);
    expect(!published, 'the draft product has a page on the published site');
  } catch (error) {
    problems.push(`${error instanceof Error ? error.message : String(error)}\n${service.output().slice(-1500)}`);
  } finally {
    await service.stop();
  }
  return { checked: tally.checked, problems, seconds };
}
