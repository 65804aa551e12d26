import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWith, openSellerCentre, sessionOf, type TSellerKit } from './seller-test-kit.js';

const IMG = 'http://127.0.0.1:1/temu-storage/objects/agent-seller-image/abc-0001.png';

describe('[TEMU-SELLER] 商品发布: spec query-or-add by name and product add', () => {
  let kit: TSellerKit;
  let session: string;
  // The seller centre allows 10 requests a second per session: each call here is a second after the last.
  const post = (url: string, payload: unknown, s = session) => {
    kit.clock.advance(1_000);
    return kit.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-temu-session': s } });
  };
  const spec = async (parentSpecId: number, specName: string) =>
    (await post('/temu-seller/api/spec/queryOrAdd', { parentSpecId, specName })).json();

  beforeAll(async () => {
    kit = await openSellerCentre();
    session = await sessionOf(kit.app);
  });
  afterAll(async () => {
    await kit.app.close();
  });

  it('answers code 1000000 with one id per name: the same name again is the same spec', async () => {
    const white = await spec(1001, 'White');
    expect(white).toMatchObject({
      success: true,
      errorCode: 1_000_000,
      result: { parentSpecId: 1001, specName: 'White' },
    });
    expect((await spec(1001, 'White')).result.specId).toBe(white.result.specId);
    expect((await spec(1001, 'Black')).result.specId).not.toBe(white.result.specId);
    expect(await spec(9999, 'White')).toMatchObject({ success: false, errorCode: 4_000_001, errorMsg: '父规格不存在' });
    expect((await spec(1001, 'x'.repeat(41))).errorCode).toBe(4_000_002);
  });

  it('needs a live session', async () => {
    expect(
      (await post('/temu-seller/api/spec/queryOrAdd', { parentSpecId: 1001, specName: 'A' }, 'nope')).statusCode,
    ).toBe(401);
  });

  it('adds a product to an own shop, which the product list then shows; refuses what Temu would refuse', async () => {
    const m = (await spec(3001, 'M')).result.specId;
    const white = (await spec(1001, 'White')).result.specId;
    const body = {
      mallId: 101,
      productName: 'Pure Cotton T-Shirt',
      images: [IMG],
      skus: [{ extCode: 'S1', specIds: [white, m], priceCents: 2164 }],
    };
    expect((await post('/temu-seller/api/product/add', { ...body, mallId: 201 })).json().errorCode).toBe(4_000_003);
    expect(
      (await post('/temu-seller/api/product/add', { ...body, productName: 'x'.repeat(251) })).json().errorCode,
    ).toBe(4_000_004);
    expect(
      (await post('/temu-seller/api/product/add', { ...body, images: ['https://example.com/a.png'] })).json().errorCode,
    ).toBe(4_000_005);
    expect(
      (await post('/temu-seller/api/product/add', { ...body, skus: [{ specIds: [123], priceCents: 1 }] })).json()
        .errorCode,
    ).toBe(4_000_006);

    const added = (await post('/temu-seller/api/product/add', body)).json();
    expect(added).toMatchObject({ success: true, errorCode: 1_000_000 });
    const list = (await getWith(kit.app, session, '/temu-seller/api/products?mallId=101&pageSize=500')).json();
    const row = list.list.find((p: { productId: number }) => p.productId === added.result.productId);
    expect(row).toMatchObject({
      name: 'Pure Cotton T-Shirt',
      imageUrl: IMG,
      skus: [{ extCode: 'S1', className: 'White-M', priceCents: 2164 }],
    });
    expect(row.skus[0].skuId).toBe(added.result.skuIds[0]);
  });
});
