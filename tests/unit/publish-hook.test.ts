import { describe, expect, it } from 'vitest';
import type { PublishState } from '../../server/publish/publisher.ts';
import { failureMessage } from '../../server/publish/site-build.ts';
import { publishMessage } from '../../server/publish/publish-report.ts';
import { orderBody } from '../support/order-fixtures.ts';
import { folders, post, serve } from '../support/order-service-harness.ts';
import { setStock } from '../support/order-service-process.ts';

const secret = 'p'.repeat(40);
const publishRequest = (url: string, token?: string) => fetch(`${url}/ecom/_publish`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the build hook of the order service', () => {
  it('builds once a save asks with the secret, and the service then prices orders from the new catalog', async () => {
    const { siteDir, dataDir } = await folders();
    const states: PublishState[] = [];
    // The "build": the retailer sold the rings in the shop and set the stock to 0 in the CMS.
    const { url, local } = await serve({ siteDir, dataDir, publish: { secret, settleMs: 10, report: async (state) => void states.push(state), build: async () => (await setStock(siteDir, 'ring-aurora', 0), { ok: true, seconds: 1 }) } });
    expect((await post(`${url}/ecom/order`, orderBody('before'))).status).toBe(200);

    expect((await publishRequest(url)).status).toBe(401);
    expect((await publishRequest(url, 'x'.repeat(40))).status).toBe(401);
    expect(await (await publishRequest(url, secret)).json()).toEqual({ status: 'queued' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await local.published();

    expect(states.map((state) => state.state)).toEqual(['building', 'live']);
    expect((await post(`${url}/ecom/order`, orderBody('after'))).body).toMatchObject({ code: 'unavailable' });
  });

  it('does not exist without PUBLISH_HOOK_SECRET', async () => {
    const { siteDir, dataDir } = await folders();
    const { url } = await serve({ siteDir, dataDir });
    expect((await publishRequest(url, secret)).status).toBe(404);
  });
});

describe('what the editor reads of a publish', () => {
  it('says on which day and at what time the site went live, or why it did not and that the old one stays', () => {
    const at = new Date('2026-11-27T13:02:31Z');
    expect(publishMessage({ state: 'live', startedAt: at, finishedAt: at, seconds: 12.4 })).toBe('Live seit 27.11.2026, 14:02:31 (Build 12 s)');
    expect(publishMessage({ state: 'failed', startedAt: at, finishedAt: at, seconds: 9, message: '✗ 1 link(s) would lead nowhere' })).toBe(
      'Nicht veröffentlicht (27.11.2026, 14:02:31); die Website zeigt weiter den vorigen Stand. ✗ 1 link(s) would lead nowhere',
    );
  });

  it('takes the build’s marked reason with the lines under it', () => {
    const output = 'Built 685 pages\nDone in 9 s\n\n✗ 1 link(s) would lead nowhere; dist keeps the site it held before:\n  /uhrn – no page or file at /uhrn\n    on /404.html, / and 33 more pages\nnode:internal stack';
    expect(failureMessage(output)).toBe('✗ 1 link(s) would lead nowhere; dist keeps the site it held before:\n  /uhrn – no page or file at /uhrn\n    on /404.html, / and 33 more pages');
  });
});
