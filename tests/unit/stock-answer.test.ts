import { describe, expect, it } from 'vitest';
import { fixtureCatalog, orderBody, project } from '../support/order-fixtures.ts';
import { folders, post, serve } from '../support/order-service-harness.ts';

/**
 * The live stock answer: what is left of a product or variant as the next order would find it,
 * asked by the product page and the cart so a piece sold since the build is not offered for long.
 */
const ask = (url: string, items: unknown) => post(`${url}/ecom/stock`, { project, items });

describe('the live stock answer', () => {
  it('counts what orders placed since the build hold, per product and variant, and leaves out what the shop does not sell', async () => {
    const { siteDir, dataDir } = await folders();
    const { url } = await serve({ siteDir, dataDir });
    const items = [
      { product_id: 101, variant_id: null },
      { product_id: 102, variant_id: 7 },
      { product_id: 104 },
      { product_id: 999 },
      { product_id: 102, variant_id: 9 },
    ];
    expect(await ask(url, items)).toEqual({
      status: 200,
      body: {
        status: 'ok',
        stock: [
          { product_id: 101, variant_id: null, available: 3 },
          { product_id: 102, variant_id: 7, available: 2 },
          { product_id: 104, variant_id: null, available: 0 },
        ],
      },
    });
    // Two rings ordered: one left, for the next page that asks.
    for (const uuid of ['first', 'second']) expect((await post(`${url}/ecom/order`, orderBody(uuid))).status).toBe(200);
    expect((await ask(url, [{ product_id: 101, variant_id: null }])).body).toEqual({ status: 'ok', stock: [{ product_id: 101, variant_id: null, available: 1 }] });
  });

  it('says "no limit" (null) where the shop orders more in', async () => {
    const { url } = await serve({ catalog: fixtureCatalog({ purchase_to_order: true }) });
    expect((await ask(url, [{ product_id: 102, variant_id: 8 }])).body).toEqual({ status: 'ok', stock: [{ product_id: 102, variant_id: 8, available: null }] });
  });

  it('refuses a question that names nothing, or more items than a cart holds', async () => {
    const { siteDir, dataDir } = await folders();
    const { url } = await serve({ siteDir, dataDir });
    expect((await ask(url, [])).status).toBe(400);
    expect((await ask(url, Array.from({ length: 51 }, () => ({ product_id: 101 })))).status).toBe(400);
    expect((await ask(url, [{ variant_id: 7 }])).status).toBe(400);
  });
});
