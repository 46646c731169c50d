import { describe, expect, it } from 'vitest';
import { directusCopier } from '../../server/directus-copy.ts';
import { localOrderServiceFromEnv } from '../../server/order-service-env.ts';

/**
 * ORDER_STORE=directus: what the order service accepts is copied to an item in Directus, created
 * with the service's token, with the entry in its hidden `journal` field. (npm run test:directus runs the whole service against a real Directus.)
 */

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

function directusStub(reply: (request: Sent) => Response) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Sent = {
      method: init?.method ?? 'GET',
      url: String(input),
      authorization: new Headers(init?.headers).get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return reply(request);
  }) as typeof fetch;
  return { sent, fetchImpl };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the Directus copy', () => {
  it('creates one item per entry, with the editors\' fields and the entry itself, using the token', async () => {
    const stub = directusStub(() => json(200, { data: { id: 1 } }));
    const journal = directusCopier({ url: 'http://cms.test', token: 'secret', collection: 'shop_order', toItem: (entry: { n: number }) => ({ order_number: String(entry.n) }), fetchImpl: stub.fetchImpl });
    await journal.append({ n: 10001 });
    expect(stub.sent).toEqual([{ method: 'POST', url: 'http://cms.test/items/shop_order', authorization: 'Bearer secret', body: { order_number: '10001', journal: { n: 10001 } } }]);
  });

  it('fails when Directus refuses the item, so the outbox tries again later', async () => {
    const stub = directusStub(() => json(403, { errors: [{ message: "You don't have permission to access this." }] }));
    const journal = directusCopier({ url: 'http://cms.test', token: 'wrong', collection: 'shop_order', toItem: () => ({}), fetchImpl: stub.fetchImpl });
    await expect(journal.append({})).rejects.toThrow(/HTTP 403/);
  });
});

describe('ORDER_STORE', () => {
  it('refuses to start with an unknown store or without the Directus address and token', () => {
    expect(() => localOrderServiceFromEnv(undefined, { ORDER_STORE: 'database' })).toThrow(/ORDER_STORE=database is not known/);
    expect(() => localOrderServiceFromEnv(undefined, { ORDER_STORE: 'directus', DIRECTUS_URL: 'http://cms.test' })).toThrow(/DIRECTUS_URL and DIRECTUS_TOKEN/);
  });
});
