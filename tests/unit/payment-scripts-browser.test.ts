import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withModuleInChromium } from '../support/chromium-bundle.ts';
import { klarnaSandboxPassword, klarnaSandboxUser } from '../../sandbox/klarna-api-double.ts';
import { paypalSandboxSecret } from '../../sandbox/paypal-api-double.ts';
import { startThirdPartyDoubles } from '../../sandbox/third-party-doubles.ts';

/**
 * The payment loaders in real Chromium against the browser suite's doubles: PayPal's own loader
 * (@paypal/paypal-js) must accept the SDK double and build the address PayPal expects, and
 * Klarna's script must come up through klarnaAsyncCallback, as in the shop. The scripts act for the
 * shopper at the REST doubles on the origin they were loaded from, where "the server" (this test)
 * made the PayPal order or the Klarna session.
 */
type Loaders = typeof import('../support/payment-loaders-entry.ts');
const entry = fileURLToPath(new URL('../support/payment-loaders-entry.ts', import.meta.url));

let page: Page;
let doublesUrl: string;
let doubles: Server;
let finish: () => void;
let closed: Promise<unknown>;

beforeAll(async () => {
  ({ url: doublesUrl, server: doubles } = await startThirdPartyDoubles(0));
  let ready!: (page: Page) => void;
  const pageReady = new Promise<Page>((resolve) => (ready = resolve));
  const done = new Promise<void>((resolve) => (finish = resolve));
  closed = withModuleInChromium(entry, 'paymentLoaders', async (opened) => {
    ready(opened);
    await done;
  });
  page = await Promise.race([pageReady, closed.then(() => Promise.reject(new Error('Chromium closed early')))]);
}, 60_000);

afterAll(async () => {
  finish?.();
  await closed;
  await new Promise((resolve) => doubles?.close(resolve));
});

describe('the payment scripts in Chromium', () => {
  it("loads PayPal's SDK with paypal-js as PayPal expects it, approves an order the server made at PayPal's REST double, and the server then captures it", async () => {
    const paypalApi = `${doublesUrl}/paypal-api`;
    const tokenReply = await fetch(`${paypalApi}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`server-client:${paypalSandboxSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const bearer = { authorization: `Bearer ${((await tokenReply.json()) as { access_token: string }).access_token}`, 'content-type': 'application/json' };
    const created = await fetch(`${paypalApi}/v2/checkout/orders`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [{ invoice_id: `A-${Date.now()}`, amount: { currency_code: 'EUR', value: '89.90' } }] }),
    });
    const orderId = ((await created.json()) as { id: string }).id;

    const approved = await page.evaluate(
      async ({ sdkUrl, orderId }) => {
        const loaders = (window as unknown as { paymentLoaders: Loaders }).paymentLoaders;
        const loaded = await loaders.loadPaypalSdk({ clientId: 'test-client', sdkUrl, language: 'de' });
        if (!loaded.ok) return { error: loaded.error };
        const container = document.body.appendChild(document.createElement('div'));
        const data = await new Promise<unknown>((resolve) => {
          void loaded
            .value({ createOrder: async () => orderId, onApprove: async (approval) => resolve(approval), onError: (error) => resolve({ error: String(error) }) })
            .render(container)
            .then(() => container.querySelector('button')!.click());
        });
        return { data, script: document.querySelector<HTMLScriptElement>('script[src*="/paypal/sdk/js"]')!.src };
      },
      { sdkUrl: `${doublesUrl}/paypal/sdk/js`, orderId },
    );
    expect(approved).toMatchObject({ data: { orderID: orderId, payerID: expect.any(String) } });
    const query = new URL((approved as { script: string }).script).searchParams;
    expect(Object.fromEntries(query)).toEqual({ 'client-id': 'test-client', currency: 'EUR', intent: 'capture', components: 'buttons', locale: 'de_DE' });
    const capture = await fetch(`${paypalApi}/v2/checkout/orders/${orderId}/capture`, { method: 'POST', headers: bearer, body: '{}' });
    expect(capture.status).toBe(201);
    expect(await capture.json()).toMatchObject({ id: orderId, status: 'COMPLETED' });
  });

  it('answers a PayPal script that is refused with a failure value, not an exception', async () => {
    const outcome = await page.evaluate(async (sdkUrl) => {
      const loaders = (window as unknown as { paymentLoaders: Loaders }).paymentLoaders;
      return loaders.loadPaypalSdk({ clientId: 'invalid', sdkUrl, language: 'fr' });
    }, `${doublesUrl}/paypal/sdk/js`);
    expect(outcome).toEqual({ ok: false, error: 'load-failed' });
  });

  it("brings up Klarna Payments, shows its form in the container and authorizes", async () => {
    const line = { type: 'physical', reference: 'ring', name: 'Ring', quantity: 1, unit_price: 34900, tax_rate: 1900, total_amount: 34900, total_tax_amount: 5572 };
    const session = await fetch(`${doublesUrl}/klarna-api/payments/v1/sessions`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${klarnaSandboxUser}:${klarnaSandboxPassword}`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ purchase_country: 'DE', purchase_currency: 'EUR', locale: 'de-DE', order_amount: 34900, order_tax_amount: 5572, order_lines: [line] }),
    });
    const clientToken = ((await session.json()) as { client_token: string }).client_token;
    const outcome = await page.evaluate(async ({ scriptUrl, clientToken }) => {
      const loaders = (window as unknown as { paymentLoaders: Loaders }).paymentLoaders;
      const [loaded, again] = await Promise.all([loaders.loadKlarnaPayments(scriptUrl), loaders.loadKlarnaPayments(scriptUrl)]);
      if (!loaded.ok || !again.ok) return { error: 'not loaded' };
      const container = document.body.appendChild(document.createElement('div'));
      container.id = 'klarna-here';
      const shown = await loaders.showKlarnaForm(loaded.value, clientToken, '#klarna-here');
      const address = { firstName: 'Anna', lastName: 'Muster', company: '', street: 'Hauptstraße', number: '5', zipCode: '79098', city: 'Freiburg', country: 'DE' };
      const authorization = await loaders.authorizeKlarna(loaded.value, { email: 'anna@example.org', shippingAddress: address, invoiceAddress: null });
      return { shown, text: container.textContent, authorization, scripts: document.querySelectorAll(`script[src="${scriptUrl}"]`).length };
    }, { scriptUrl: `${doublesUrl}/klarna/api.js`, clientToken });
    expect(outcome).toEqual({
      shown: true,
      text: expect.stringContaining('Klarna – Später bezahlen'),
      authorization: { approved: true, token: expect.stringMatching(/^klarna-auth-/) },
      scripts: 1,
    });
  });
});
