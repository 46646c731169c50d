import type { Server } from 'node:http';
import { act, createRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, success } from '../../widgets/core/result.ts';
import { KlarnaPayment, type KlarnaHandle } from '../../widgets/checkout/payments/KlarnaPayment.tsx';
import type { KlarnaCustomer, KlarnaPaymentsApi } from '../../widgets/checkout/payments/klarna-payments.ts';
import type { KlarnaSessionRequest } from '../../widgets/content/order-service-wire.ts';
import { klarnaSandboxPassword, klarnaSandboxUser } from '../../sandbox/klarna-api-double.ts';
import { nodeRequest } from '../support/node-request.ts';
import { klarnaDoubleScriptAt } from '../../sandbox/payment-doubles.ts';
import { startThirdPartyDoubles } from '../../sandbox/third-party-doubles.ts';
import { render } from './product-form-helpers.tsx';

/**
 * Klarna's part is the browser suite's double of api.js, run here in place of the network load;
 * it authorizes at the Klarna REST double, where the order service's stand-in opens the session.
 */
let doubles: Server;
let doublesUrl: string;

beforeAll(async () => {
  ({ url: doublesUrl, server: doubles } = await startThirdPartyDoubles(0));
});
afterAll(() => new Promise((resolve) => doubles.close(resolve)));

/** A session for 349.00 € at the Klarna double, as the order service opens it: its client token. */
async function klarnaSession(): Promise<string> {
  const line = { type: 'physical', reference: 'ring', name: 'Ring', quantity: 1, unit_price: 34900, tax_rate: 1900, total_amount: 34900, total_tax_amount: 5572 };
  const body = { purchase_country: 'DE', purchase_currency: 'EUR', locale: 'de-DE', order_amount: 34900, order_tax_amount: 5572, order_lines: [line] };
  const reply = await nodeRequest(`${doublesUrl}/klarna-api/payments/v1/sessions`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${klarnaSandboxUser}:${klarnaSandboxPassword}`).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (JSON.parse(reply.body) as { client_token: string }).client_token;
}

const scriptDouble = () =>
  vi.fn(async (_url: string) => {
    new Function(klarnaDoubleScriptAt(doublesUrl))();
    return success((window as unknown as { Klarna: { Payments: KlarnaPaymentsApi } }).Klarna.Payments);
  });

const delivery = { firstName: 'Anna', lastName: 'Muster', company: '', street: 'Hauptstraße', number: '5', zipCode: '79098', city: 'Freiburg', country: 'DE' };
const anna: KlarnaCustomer = { email: 'anna@example.org', shippingAddress: delivery, invoiceAddress: null };

/** The order as the checkout holds it when Klarna is chosen (only passed through here). */
const orderNow = { orderUuid: 'draft', cart: { products: [] }, checkout: {}, totals: { total: '349.00' }, language: 'de' } as unknown as KlarnaSessionRequest;

const session = () => vi.fn(async () => success({ clientToken: await klarnaSession() }));

afterEach(() => {
  delete (window as { Klarna?: unknown }).Klarna;
});

async function renderKlarna({ loadScript = scriptDouble(), postKlarnaSession = session() } = {}) {
  const handle = createRef<KlarnaHandle>();
  const container = await render(
    <KlarnaPayment scriptUrl="https://klarna.test/api.js" orderService={{ postKlarnaSession }} orderUuid="uuid-7" amount="349.00" sessionOrder={() => orderNow} handle={handle} loadScript={loadScript} />,
  );
  return {
    container,
    handle,
    loadScript,
    postKlarnaSession,
    klarnaBox: () => container.querySelector('.klarna-double'),
    /**
     * Klarna's form is on the page and Klarna has answered load(): it answers after drawing the
     * form (the double: on the next task), and only then does the order button reach Klarna.
     */
    async shown() {
      await vi.waitFor(() => expect(container.querySelector('.klarna-double')).not.toBeNull());
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    },
    alert: () => container.querySelector('[role="alert"]')?.textContent ?? null,
    button: (label: string) => [...container.querySelectorAll('button')].find((button) => button.textContent === label) ?? null,
    async authorize(customer: KlarnaCustomer = anna) {
      let result: Awaited<ReturnType<KlarnaHandle['authorize']>> | undefined;
      await act(async () => {
        result = await handle.current!.authorize(customer);
      });
      return result!;
    },
  };
}

describe('paying later with Klarna', () => {
  it("opens a session for the order and shows Klarna's form; the checkout's authorize gets Klarna's token", async () => {
    const klarna = await renderKlarna();
    await klarna.shown();
    expect(klarna.klarnaBox()?.textContent).toContain('Klarna – Später bezahlen');
    expect(klarna.postKlarnaSession).toHaveBeenCalledWith({ ...orderNow, orderUuid: 'uuid-7' });
    expect(klarna.loadScript).toHaveBeenCalledWith('https://klarna.test/api.js');

    const authorization = await klarna.authorize();
    expect(authorization).toEqual({ ok: true, value: expect.stringMatching(/^klarna-auth-/) });
  });

  it('tells Klarna, with the authorization, who pays and where the goods go', async () => {
    const klarna = await renderKlarna();
    await klarna.shown();
    const invoice = { ...delivery, firstName: 'Bernd', company: 'Muster GmbH', street: 'Marktplatz', number: '1', zipCode: '10115', city: 'Berlin' };
    await klarna.authorize({ ...anna, invoiceAddress: invoice });
    const sent = (window as unknown as { Klarna: { Payments: { authorizedWith: unknown } } }).Klarna.Payments.authorizedWith;
    expect(sent).toEqual({
      billing_address: { given_name: 'Bernd', family_name: 'Muster', organization_name: 'Muster GmbH', email: 'anna@example.org', street_address: 'Marktplatz 1', postal_code: '10115', city: 'Berlin', country: 'DE' },
      shipping_address: { given_name: 'Anna', family_name: 'Muster', email: 'anna@example.org', street_address: 'Hauptstraße 5', postal_code: '79098', city: 'Freiburg', country: 'DE' },
    });
  });

  it('asks the shopper to wait when the order button comes before Klarna is ready', async () => {
    let answer: (value: ReturnType<typeof success<{ clientToken: string }>>) => void = () => {};
    const postKlarnaSession = vi.fn(() => new Promise<ReturnType<typeof success<{ clientToken: string }>>>((resolve) => (answer = resolve)));
    const klarna = await renderKlarna({ postKlarnaSession: postKlarnaSession as unknown as ReturnType<typeof session> });
    expect(klarna.container.querySelector('[role="status"]')!.textContent).toBe('Klarna wird geladen …');

    expect(await klarna.authorize()).toEqual({ ok: false, error: 'Klarna ist noch nicht bereit. Bitte warten Sie einen Moment und bestellen Sie dann erneut.' });
    const clientToken = await klarnaSession();
    await act(async () => answer(success({ clientToken })));
    await klarna.shown();
    expect((await klarna.authorize()).ok).toBe(true);
  });

  it('gives the translated refusal when Klarna does not approve, and keeps the form for another try', async () => {
    const klarna = await renderKlarna();
    await klarna.shown();
    await act(async () => klarna.container.querySelector<HTMLInputElement>('.klarna-double input[type="checkbox"]')!.click());

    expect(await klarna.authorize()).toEqual({
      ok: false,
      error: 'Klarna hat die Zahlung nicht bestätigt. Bitte prüfen Sie Ihre Angaben bei Klarna oder wählen Sie eine andere Zahlungsart.',
    });
    expect(klarna.klarnaBox()).not.toBeNull();
    expect(klarna.container.querySelector('.klarna-payment__form')!.hasAttribute('hidden')).toBe(false);
  });

  it('says so when the session cannot be opened, and opens it on retry', async () => {
    const postKlarnaSession = vi.fn().mockResolvedValueOnce(failure('Could not start klarna session')).mockResolvedValue(success({ clientToken: 't-2' }));
    const klarna = await renderKlarna({ postKlarnaSession });
    await vi.waitFor(() =>
      expect(klarna.alert()).toBe('Die Zahlung mit Klarna konnte nicht vorbereitet werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.'),
    );
    expect(klarna.klarnaBox()).toBeNull();

    await act(async () => klarna.button('Erneut versuchen')!.click());
    await klarna.shown();
    expect(klarna.alert()).toBeNull();
    expect(postKlarnaSession).toHaveBeenCalledTimes(2);
  });

  it("says so when Klarna's script does not load, without asking the order service for a session", async () => {
    const postKlarnaSession = session();
    const klarna = await renderKlarna({ loadScript: vi.fn(async () => failure('load-failed')) as unknown as ReturnType<typeof scriptDouble>, postKlarnaSession });
    await vi.waitFor(() => expect(klarna.alert()).toBe('Klarna konnte nicht geladen werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.'));
    expect(postKlarnaSession).not.toHaveBeenCalled();
    expect(klarna.button('Erneut versuchen')).not.toBeNull();
    // The order button then repeats what failed and what to do, not "please wait".
    expect(await klarna.authorize()).toEqual({ ok: false, error: 'Klarna konnte nicht geladen werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.' });
  });
});
