import { describe, expect, it } from 'vitest';
import { MarketplaceAuthError, MarketplaceRateLimitError, MarketplaceTransientError } from '../marketplace-types.js';
import { collect, failure, fakeFetch, hangingFetch, type TCall, type TReply } from './market-test-kit.js';
import { createTemuSellerCentreHttp, temuSellerSandboxBase } from './seller-centre-http.js';
import { createSellerCentreSource } from './seller-centre-source.js';

const make = (answer: (call: TCall, index: number) => TReply | Promise<TReply>) => {
  const fake = fakeFetch(answer);
  const client = createTemuSellerCentreHttp({
    baseUrl: temuSellerSandboxBase('http://sandbox.test'),
    fetch: fake.fetch,
    now: () => new Date('2025-03-01T20:00:00Z'),
  });
  return { client, calls: fake.calls, source: createSellerCentreSource(client, 'S1') };
};
const query = (call: TCall) => Object.fromEntries(new URL(call.url).searchParams);

describe('Temu seller centre login', () => {
  it('posts the credentials and reads every outcome', async () => {
    const replies: TReply[] = [
      { json: { success: true, session: 'S1', expiresAt: '2025-03-02T00:00:00Z', uid: 'u1' } },
      { json: { success: false, errorCode: 'NEED_SMS_CODE', challengeId: 'c1' } },
      { status: 401, json: { success: false, errorCode: 'WRONG_PASSWORD', errorMsg: 'Temu账号和密码错误' } },
      { status: 429, json: { success: false, errorCode: 'TOO_MANY_ATTEMPTS' } },
    ];
    const { client, calls } = make((_, i) => replies[i] ?? {});
    expect(await client.startLogin('13800138000', 'pw')).toEqual({
      kind: 'ok',
      session: 'S1',
      expiresAt: '2025-03-02T00:00:00.000Z',
      uid: 'u1',
    });
    expect(calls[0]).toMatchObject({
      url: 'http://sandbox.test/temu-seller/api/login',
      method: 'POST',
      body: { phone: '13800138000', password: 'pw' },
    });
    expect(await client.startLogin('p', 'pw')).toEqual({ kind: 'needCode', challengeId: 'c1' });
    expect(await client.startLogin('p', 'pw')).toEqual({ kind: 'wrongPassword' });
    expect(await client.startLogin('p', 'pw')).toEqual({ kind: 'locked' });
  });

  it('verifies the SMS code', async () => {
    const replies: TReply[] = [
      { status: 400, json: { success: false, errorCode: 'WRONG_CODE' } },
      { status: 400, json: { success: false, errorCode: 'CHALLENGE_EXPIRED' } },
      { json: { success: true, session: 'S2', expiresAt: 1740873600000, uid: 'u1' } },
    ];
    const { client, calls } = make((_, i) => replies[i] ?? {});
    expect(await client.verifyCode('c1', '000000')).toEqual({ kind: 'wrongCode' });
    expect(await client.verifyCode('c1', '000000')).toEqual({ kind: 'expired' });
    expect(await client.verifyCode('c1', '123456')).toMatchObject({ kind: 'ok', session: 'S2' });
    expect(calls[2]).toMatchObject({
      url: 'http://sandbox.test/temu-seller/api/login/verify',
      body: { code: '123456' },
    });
  });
});

describe('Temu seller centre session calls', () => {
  it('sends the session header and maps an expired session to needsRelogin', async () => {
    const { source, calls } = make(() => ({ status: 401, json: { errorCode: 'SESSION_EXPIRED' } }));
    const error = await failure(source.listShops());
    expect(error).toBeInstanceOf(MarketplaceAuthError);
    expect(error).toMatchObject({
      source: 'temu-seller',
      code: 'SESSION_EXPIRED',
      needsRelogin: true,
      retryable: false,
    });
    expect(calls[0]?.headers['x-temu-session']).toBe('S1');
  });

  it('maps 429 to rate limited and 5xx or timeouts to transient', async () => {
    const limited = await failure(
      make(() => ({ status: 429, json: { errorCode: 'RATE_LIMITED' } })).source.listShops(),
    );
    expect(limited).toBeInstanceOf(MarketplaceRateLimitError);
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', retryable: true });
    const down = await failure(make(() => ({ status: 503, text: 'busy' })).source.listShops());
    expect(down).toBeInstanceOf(MarketplaceTransientError);
    const client = createTemuSellerCentreHttp({ baseUrl: 'http://x', fetch: hangingFetch, timeoutMs: 20 });
    expect(await failure(client.account('S'))).toMatchObject({ code: 'TIMEOUT', retryable: true });
  });

  it("lists the account's shops", async () => {
    const shop = { mallId: 634418, mallName: '店铺A', semiManaged: true, openedDay: '2024-05-01' };
    const { source } = make(() => ({ json: { uid: 'u1', phone: '138', shops: [shop] } }));
    expect(await source.listShops()).toEqual([
      {
        externalId: '634418',
        platform: 'temu',
        name: '店铺A',
        semiManaged: true,
        currency: 'CNY',
        openedDay: '2024-05-01',
      },
    ]);
  });

  it('asks for daily sales in ≤ 92-day windows and pages through each', async () => {
    const { source, calls } = make((call) => {
      const q = query(call);
      const n = q.page === '1' ? 500 : 7;
      const row = { skcId: 1, skuId: 2, day: q.from, units: 3, salesCents: 4500 };
      return { json: { total: 507, page: Number(q.page), pageSize: 500, list: Array(n).fill(row) } };
    });
    const pages = await collect(source.skuDays('634418', '2024-01-01', '2024-12-31'));
    expect(pages.map((p) => p.length)).toEqual([500, 7, 500, 7, 500, 7, 500, 7]);
    expect(pages[0]?.[0]).toEqual({ skcId: '1', skuId: '2', day: '2024-01-01', units: 3, salesCents: 4500 });
    const windows = calls.map(query).filter((q) => q.page === '1');
    expect(windows.map((q) => [q.from, q.to])).toEqual([
      ['2024-01-01', '2024-04-01'],
      ['2024-04-02', '2024-07-02'],
      ['2024-07-03', '2024-10-02'],
      ['2024-10-03', '2024-12-31'],
    ]);
    expect(calls[0]?.url).toMatch(/^http:\/\/sandbox\.test\/temu-seller\/api\/sales\/daily\?mallId=634418&page=1/);
  });

  it('reads stock, finance and activities with enrolments given side by side', async () => {
    const { source } = make((call) => {
      const path = new URL(call.url).pathname.split('/api/')[1];
      if (path === 'stock') {
        return { json: [{ skuId: 2, warehouse: 5, waitReceive: 1, waitDelivery: 0, unavailable: 0 }] };
      }
      if (path === 'finance') {
        return { json: { balanceCents: 100, pendingCents: 50, currency: 'CNY', at: '2025-03-01T00:00:00Z' } };
      }
      const activities = [{ activityId: 9, name: '秒杀', type: 'flash', startDay: '2025-03-01', endDay: '2025-03-07' }];
      const enrollments = [{ enrollId: 1, activityId: 9, skcId: 3, activityStock: 10, records: [] }];
      return { json: { activities, enrollments } };
    });
    const [stock] = await collect(source.stock('1'));
    expect(stock).toEqual([
      { skuId: '2', warehouse: 5, waitReceive: 1, waitDelivery: 0, unavailable: 0, day: '2025-03-02' },
    ]);
    expect(await source.finance('1')).toEqual({
      balanceCents: 100,
      pendingCents: 50,
      currency: 'CNY',
      at: '2025-03-01T00:00:00.000Z',
    });
    const [activity] = (await source.activities('1')) ?? [];
    expect(activity?.enrollments).toEqual([{ enrollId: '1', skcId: '3', activityStock: 10, records: [] }]);
    expect(source.orders?.('1', 'a', 'b')).toBeNull();
  });
});
