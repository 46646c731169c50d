import { describe, expect, it, vi } from 'vitest';
import { createOrderService } from '../../widgets/content/order-service.ts';
import type { ProductRating, ProductRequest } from '../../widgets/content/order-service-wire.ts';

const project = 'juwelier-albrecht.de';

const productRequest: ProductRequest = {
  productId: 101,
  productName: 'Taucheruhr Nordkap',
  variantId: 7,
  variantName: '42 mm',
  name: 'Anna Berg',
  email: 'anna@example.org',
  phone: '',
  message: 'Ist sie lieferbar?',
  language: 'de',
};

const productRating: ProductRating = { productId: 101, rating: 5, name: 'Anna', comment: 'Wunderschön.', language: 'en' };

/** A service whose every call is answered by `reply`; the calls are kept for inspection. */
function serviceAnswering(reply: () => Promise<Response>, baseUrl = '') {
  const fetchImpl = vi.fn((_url: string | URL | Request, _init?: RequestInit) => reply());
  return { service: createOrderService({ baseUrl, project, fetchImpl: fetchImpl as unknown as typeof fetch }), fetchImpl };
}

const json = (body: unknown, status = 200) => () => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the order service client', () => {
  it('posts a product request as JSON with the project, on the same origin by default', async () => {
    const { service, fetchImpl } = serviceAnswering(json({ status: 'ok', id: 'r-1' }));
    const result = await service.postRequest(productRequest);
    expect(result).toEqual({ ok: true, value: { status: 'ok', id: 'r-1' } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/ecom/request');
    expect(init!.method).toBe('POST');
    expect(init!.headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json' });
    expect(JSON.parse(String(init!.body))).toEqual({
      project,
      product_id: 101,
      product_name: 'Taucheruhr Nordkap',
      variant_id: 7,
      variant_name: '42 mm',
      name: 'Anna Berg',
      email: 'anna@example.org',
      phone: '',
      message: 'Ist sie lieferbar?',
      language: 'de',
    });
  });

  it('posts a rating to the configured service origin', async () => {
    const { service, fetchImpl } = serviceAnswering(json({ status: 'ok' }), 'https://orders.example.org/');
    expect((await service.postRating(productRating)).ok).toBe(true);
    expect(fetchImpl.mock.calls[0]![0]).toBe('https://orders.example.org/ecom/rating');
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]!.body))).toEqual({
      project,
      product_id: 101,
      rating: 5,
      name: 'Anna',
      comment: 'Wunderschön.',
      language: 'en',
    });
  });

  it.each([
    ['a reply whose status is not ok', json({ status: 'error', message: 'nope' })],
    ['a reply without a status', json({ id: 3 })],
    ['HTTP 500, even with status ok', json({ status: 'ok' }, 500)],
    ['HTTP 400', json({ status: 'error' }, 400)],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a reply that is not JSON', () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 200 }))],
    ['a JSON reply that is not an object', json(['ok'])],
  ])('gives the spec errors for %s', async (_case, reply) => {
    const { service } = serviceAnswering(reply);
    expect(await service.postRequest(productRequest)).toEqual({ ok: false, error: 'Could not post request' });
    expect(await service.postRating(productRating)).toEqual({ ok: false, error: 'Could not post rating' });
    expect(await service.postOrder(order)).toEqual({ ok: false, error: 'Could not post order' });
    expect(await service.postPaypalTransaction({ orderId: 5, paypal: { id: 'PAY-1' } })).toEqual({
      ok: false,
      error: 'Could not post PayPal Transaction',
    });
    expect(await service.postKlarnaOrder({ authorizationToken: 'tok', orderUuid: 'u-1' })).toEqual({
      ok: false,
      error: 'Could not place klarna order',
    });
  });

  it('sends the order, PayPal and Klarna bodies of the spec', async () => {
    const { service, fetchImpl } = serviceAnswering(json({ status: 'ok', message: 'ok' }));
    await service.postOrder(order);
    await service.postPaypalTransaction({ orderId: 5, paypal: { id: 'PAY-1' } });
    await service.postKlarnaOrder({ authorizationToken: 'tok', orderUuid: 'u-1' });
    const sent = fetchImpl.mock.calls.map(([url, init]) => [url, JSON.parse(String(init!.body))]);
    expect(sent).toEqual([
      ['/ecom/order', { project, order_uuid: order.orderUuid, cart: order.cart, checkout: order.checkout, totals: order.totals, language: 'de' }],
      ['/ecom/order/paypal_transaction', { project, order_id: 5, paypal: { id: 'PAY-1' } }],
      ['/ecom/klarna/order', { project, authorization_token: 'tok', order_uuid: 'u-1' }],
    ]);
  });

  it('opens a Klarna session for the order as it stands and hands back only the client token', async () => {
    const { service, fetchImpl } = serviceAnswering(json({ status: 'ok', client_token: 'klarna-client-1', session_id: 's-9' }));
    expect(await service.postKlarnaSession({ ...order, language: 'fr' })).toEqual({
      ok: true,
      value: { clientToken: 'klarna-client-1' },
    });
    expect(fetchImpl.mock.calls[0]![0]).toBe('/ecom/klarna/session');
    // The order's own body: the service prices the session from it, never from an amount the browser names.
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]!.body))).toEqual({ project, order_uuid: order.orderUuid, cart: order.cart, checkout: order.checkout, totals: order.totals, language: 'fr' });
  });

  it.each([
    ['status ok without a token', json({ status: 'ok' })],
    ['an empty token', json({ status: 'ok', client_token: '' })],
    ['a token with an error status', json({ status: 'error', client_token: 'x' })],
    ['HTTP 502', json({ status: 'ok', client_token: 'x' }, 502)],
  ])('cannot start a Klarna session on %s', async (_case, reply) => {
    const { service } = serviceAnswering(reply);
    expect(await service.postKlarnaSession(order)).toEqual({
      ok: false,
      error: 'Could not start klarna session',
    });
  });

  it('judges the Klarna order by its message field (spec §5), the others by status', async () => {
    const klarna = { authorizationToken: 'tok', orderUuid: 'u-1' };
    expect((await serviceAnswering(json({ status: 'ok', message: 'declined' })).service.postKlarnaOrder(klarna)).ok).toBe(false);
    expect((await serviceAnswering(json({ message: 'ok' })).service.postKlarnaOrder(klarna)).ok).toBe(true);
    expect((await serviceAnswering(json({ message: 'ok' })).service.postOrder(order)).ok).toBe(false);
  });

  it('tells an order the shop changed under (a price, the stock, a product gone) from one that merely failed', async () => {
    const refusal = (code: string) => json({ status: 'error', code, message: 'refused' }, 422);
    for (const code of ['price_changed', 'unavailable', 'over_stock', 'personalization']) {
      expect(await serviceAnswering(refusal(code)).service.postOrder(order)).toEqual({ ok: false, error: 'Order does not match the shop' });
    }
    // Another refusal, another status or an unreadable refusal: the spec's message, and a retry may help.
    for (const reply of [refusal('totals'), json({ code: 'price_changed' }, 500), () => Promise.resolve(new Response('<html>', { status: 422 }))]) {
      expect(await serviceAnswering(reply).service.postOrder(order)).toEqual({ ok: false, error: 'Could not post order' });
    }
    // Only the order reads the refusal; the others keep their own message.
    expect(await serviceAnswering(refusal('price_changed')).service.postRequest(productRequest)).toEqual({ ok: false, error: 'Could not post request' });
  });

  it('reads the live stock answer, leaving out what it cannot read', async () => {
    const answer = json({ status: 'ok', stock: [{ product_id: 101, variant_id: null, available: 2 }, { product_id: '102', variant_id: 7, available: null }, { product_id: 103, available: -1 }, 'x'] });
    const { service } = serviceAnswering(answer);
    expect(await service.liveStock([{ productId: 101, variantId: null }])).toEqual({
      ok: true,
      value: [
        { productId: 101, variantId: null, available: 2 },
        { productId: '102', variantId: 7, available: null },
      ],
    });
    expect(await serviceAnswering(json({ status: 'ok' })).service.liveStock([{ productId: 101, variantId: null }])).toEqual({ ok: false, error: 'Could not read the stock' });
  });

  it('names the lines a refusal for want of stock is about by their cart ids, with the pieces left', async () => {
    const soldOut = json({ status: 'error', code: 'unavailable', message: 'sold out', fields: ['cart.products[0].count'], shortages: [{ lines: [0], available: 0 }] }, 422);
    expect(await serviceAnswering(soldOut).service.postOrder(order)).toEqual({ ok: false, error: 'Order does not match the shop', shortages: [{ cartIds: ['c1'], available: 0 }] });
    // A line the order did not send is nobody's shortage.
    const foreign = json({ status: 'error', code: 'over_stock', message: 'only 1', shortages: [{ lines: [3], available: 1 }] }, 422);
    expect(await serviceAnswering(foreign).service.postOrder(order)).toEqual({ ok: false, error: 'Order does not match the shop' });
  });
});

const order = {
  orderUuid: 'order-uuid-1',
  totals: { subtotal: '1290.00', shipping: '0.00', wrapping: '0.00', total: '1290.00', vatContained: '205.97', taxPercent: 19 },
  cart: {
    products: [
      {
        cartId: 'c1',
        product: { id: 101, display_name: 'Taucheruhr Nordkap' },
        variant: null,
        personalization: null,
        count: 1,
        priceBrutto: '1290.00',
      },
    ],
    totalCount: 1,
    totalPriceBrutto: '1290.00',
    timestamp: 0,
  },
  checkout: {
    customerEmail: 'anna@example.org',
    shippingAddress: null,
    invoiceAddress: null,
    comment: '',
    paymentMethod: '1',
    shippingMethod: '1',
    shippingCost: 0,
    presentWrap: false,
    timestamp: 0,
  },
  language: 'de' as const,
};
