import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrderServiceFromEnv } from '../../server/order-service-env.ts';
import { readBuildConfig } from '../../site/_config/build-options.ts';
import { paymentProps } from '../../site/_config/payment-props.ts';
import { startPaymentSandbox } from '../../sandbox/payment-sandbox.ts';
import { createOrderService } from '../../widgets/content/order-service.ts';
import { orderBody, project, writeFixtureSite } from '../support/order-fixtures.ts';
import { readAll } from '../support/serve-once.ts';

/**
 * `npm start`'s payment sandbox: the environment it hands the build and the order service (the
 * names both read) makes a PayPal and a Klarna payment go through, and the checkout names it.
 */
let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
let siteDir: string;

beforeAll(async () => {
  sandbox = await startPaymentSandbox(0);
  siteDir = await mkdtemp(path.join(tmpdir(), 'sandbox-site-'));
  await writeFixtureSite(siteDir);
});
afterAll(async () => {
  await new Promise((resolve) => sandbox.server.close(resolve));
  await rm(siteDir, { recursive: true, force: true });
});

describe('the payment sandbox of npm start', () => {
  it('points the build at its scripts and tells the checkout that no money moves', () => {
    const props = paymentProps(readBuildConfig(sandbox.env));
    expect(props).toEqual({ paypalSdkUrl: `${sandbox.url}/paypal/sdk/js`, klarnaScriptUrl: `${sandbox.url}/klarna/api.js`, sandbox: true });
  });

  it('lets the order service configured from its environment take a PayPal payment and a Klarna authorization', async () => {
    const local = localOrderServiceFromEnv(siteDir, { ...sandbox.env, PAYPAL_CLIENT_ID: 'demo-paypal-client' });
    await local.ready;
    const server = createServer((request, response) => void local.service(request, response, () => readAll(request)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = createOrderService({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, project });
    try {
      const paypalOrder = orderBody(crypto.randomUUID());
      const placed = await client.postOrder({ orderUuid: paypalOrder.order_uuid, cart: paypalOrder.cart, checkout: { ...paypalOrder.checkout, paymentMethod: '4' }, totals: paypalOrder.totals, language: 'de' });
      expect(placed.ok).toBe(true);
      const opened = await client.createPaypalOrder({ orderUuid: paypalOrder.order_uuid });
      const paypalOrderId = opened.ok ? opened.value.paypalOrderId : '';
      await fetch(`${sandbox.url}/paypal-api/__buyer/approve/${paypalOrderId}`, { method: 'POST' });
      expect(await client.postPaypalTransaction({ orderId: paypalOrder.order_uuid, paypal: { id: paypalOrderId } })).toMatchObject({ ok: true, value: { payment: 'paid' } });

      const klarnaOrder = orderBody(crypto.randomUUID());
      const draft = { ...klarnaOrder.checkout, paymentMethod: '3' };
      const session = await client.postKlarnaSession({ orderUuid: klarnaOrder.order_uuid, cart: klarnaOrder.cart, checkout: draft, totals: klarnaOrder.totals, language: 'de' });
      const authorized = await fetch(`${sandbox.url}/klarna-api/__buyer/authorize`, { method: 'POST', body: JSON.stringify({ client_token: session.ok ? session.value.clientToken : '', approve: true }) });
      const token = ((await authorized.json()) as { authorization_token: string }).authorization_token;
      await client.postOrder({ orderUuid: klarnaOrder.order_uuid, cart: klarnaOrder.cart, checkout: draft, totals: klarnaOrder.totals, language: 'de' });
      expect(await client.postKlarnaOrder({ authorizationToken: token, orderUuid: klarnaOrder.order_uuid })).toMatchObject({ ok: true, value: { message: 'ok' } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
