import { describe, expect, it } from 'vitest';
import { MarketplaceAuthError, MarketplaceError } from '../marketplace-types.js';
import { collect } from './market-test-kit.js';
import { createTemuOpenApiSource } from './open-api-source.js';
import { makeApi as make, ok } from './open-api-test-kit.js';

describe('Temu Open API typed methods', () => {
  it('asks for return packages in ≤ 31-day windows and pages through each', async () => {
    const { api, calls } = make((call) => {
      const { pageNo } = call.body as { pageNo: number };
      const rows = Array.from({ length: pageNo === 1 ? 100 : 3 }, (_, i) => ({ packageSn: `P${pageNo}-${i}` }));
      return ok({ total: 103, returnSupplierPackageDTOList: rows });
    });
    const from = new Date('2025-01-01T00:00:00Z');
    const to = new Date('2025-03-12T00:00:00Z'); // 70 days
    const pages = await collect(api.returnPackages('tok', from, to));
    expect(pages.map((p) => p.length)).toEqual([100, 3, 100, 3, 100, 3]);
    const windows = calls
      .map((c) => c.body as { outboundTimeStart: number; outboundTimeEnd: number; pageNo: number })
      .filter((b) => b.pageNo === 1);
    expect(windows).toHaveLength(3);
    expect(windows[0]?.outboundTimeStart).toBe(from.getTime());
    expect(windows[2]?.outboundTimeEnd).toBe(to.getTime() - 1);
    for (const w of windows) {
      expect(w.outboundTimeEnd - w.outboundTimeStart).toBeLessThan(31 * 86_400_000);
    }
  });

  it('reads token info and mall info', async () => {
    const { api, calls } = make((call) =>
      (call.body as { type: string }).type === 'bg.mall.info.get'
        ? ok({ semiManagedMall: true })
        : ok({ mallId: 634418212345, expiredTime: 1767225600, apiScopeList: ['bg.goods.salesv2.get'] }),
    );
    expect(await api.tokenInfo('tok')).toEqual({
      mallId: '634418212345',
      expiresAt: '2026-01-01T00:00:00.000Z',
      apiScopes: ['bg.goods.salesv2.get'],
    });
    expect(await api.mallInfo('tok')).toEqual({ semiManaged: true, mallName: null });
    await api.tokenInfo('tok', 'PA');
    expect((calls[2]!.body as { type: string }).type).toBe('bg.open.accesstoken.info.get.global');
  });

  it('is a MarketplaceError hierarchy', () => {
    expect(new MarketplaceAuthError('temu-open', '1', 'x')).toBeInstanceOf(MarketplaceError);
  });
});

const sku = (id: number, counts: number) => ({
  productSkuId: id,
  skuExtCode: `E${id}`,
  className: '红色-M',
  inventoryNumInfo: { warehouseInventoryNum: counts, waitReceiveNum: 1, waitDeliveryInventoryNum: 2 },
});

const mall = (type: string, body: Record<string, unknown>) => {
  if (type === 'bg.open.accesstoken.info.get') {
    return ok({ mallId: 42, expiredTime: 1767225600, apiScopeList: [] });
  }
  if (type === 'bg.mall.info.get') {
    return ok({ semiManagedMall: false });
  }
  if (type === 'bg.goods.salesv2.get') {
    const n = body.pageNo === 1 ? 100 : 1;
    const rows = Array.from({ length: n }, (_, i) => ({ productSkcId: i, skuQuantityDetailList: [sku(i, 5)] }));
    return ok({ total: 101, subOrderList: rows });
  }
  if (type === 'bg.glo.goods.list.get') {
    const row = {
      productId: 7,
      productSkcId: 70,
      productName: '连衣裙',
      createdAt: Date.parse('2025-01-01T20:00:00Z'),
      categories: { cat1: { catName: '女装' }, cat2: { catName: '连衣裙' } },
      productSkuSummaries: [
        { productSkuId: 700, extCode: 'X', productSkuSpecList: [{ specName: '红' }], supplierPrice: 1234 },
      ],
    };
    return ok({ totalCount: 1, data: [row] });
  }
  return ok({});
};

describe('createTemuOpenApiSource', () => {
  const source = () =>
    createTemuOpenApiSource(
      make((c) => mall((c.body as { type: string }).type, c.body as Record<string, unknown>)).api,
      'tok',
      'CN',
    );

  it("lists the token's one mall", async () => {
    expect(await source().listShops()).toEqual([
      { externalId: '42', platform: 'temu', name: 'Temu 42', semiManaged: false, currency: 'CNY' },
    ]);
  });

  it('maps goods to SKCs of the shop, in Beijing days', async () => {
    const [page] = await collect(source().products('42'));
    expect(page?.[0]).toMatchObject({
      shopExternalId: '42',
      productId: '7',
      skcId: '70',
      category: '连衣裙',
      categoryPath: ['女装', '连衣裙'],
      createdDay: '2025-01-02',
      offShelfDay: null,
      skus: [{ skuId: '700', extCode: 'X', className: '红', priceCents: 1234 }],
    });
  });

  it('pages salesv2 into stock rows', async () => {
    const pages = await collect(source().stock('42'));
    expect(pages.map((p) => p.length)).toEqual([100, 1]);
    expect(pages[0]?.[0]).toMatchObject({ skuId: '0', warehouse: 5, waitReceive: 1, waitDelivery: 2, unavailable: 0 });
  });

  it('refuses another mall and declares what it cannot serve', async () => {
    const s = source();
    await expect(collect(s.products('99'))).rejects.toThrow(/mall 42/);
    expect([s.skuDays('42', 'a', 'b'), s.finance('42'), s.deliveryRatings('42'), s.activities('42')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([s.reviews('42', 'a', 'b'), s.notices('42', 'a', 'b'), s.orders?.('42', 'a', 'b')]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
