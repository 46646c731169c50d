import { describe, expect, it, vi } from 'vitest';
import { createOrderService } from '../../widgets/content/order-service.ts';

/** Spec §7 HTTP defaults: the XSRF-TOKEN cookie goes along as X-XSRF-TOKEN, to the site's own origin only. */
describe('the order service client in the browser', () => {
  const rating = { productId: 1, rating: 5, name: '', comment: '', language: 'de' as const };

  function headersSentTo(baseUrl: string) {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"status":"ok"}'));
    const service = createOrderService({ baseUrl, project: 'juwelier-albrecht.de', fetchImpl: fetchImpl as unknown as typeof fetch });
    return service.postRating(rating).then(() => fetchImpl.mock.calls[0]![1]!.headers as Record<string, string>);
  }

  it('forwards the XSRF cookie on the same origin, and never to another host', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D';
    expect((await headersSentTo(''))['x-xsrf-token']).toBe('abc=');
    expect((await headersSentTo('https://orders.example.org'))['x-xsrf-token']).toBeUndefined();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect((await headersSentTo(''))['x-xsrf-token']).toBeUndefined();
  });
});
