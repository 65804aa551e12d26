import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { fakeClock } from '../sms/sms-test-kit.js';
import { call, openGateway, ROUTER, signedBody, tokenOf } from './temu-open-test-kit.js';

let app: FastifyInstance;
let clock: ReturnType<typeof fakeClock>;

beforeEach(async () => {
  ({ app, clock } = await openGateway());
});
afterEach(() => app.close());

const INFO = 'bg.open.accesstoken.info.get';

/** A rejection must carry exactly its code and no result, and still come back as HTTP 200. */
const expectRejected = (body: Record<string, unknown>, code: number) => {
  expect(body).toMatchObject({ success: false, errorCode: code, result: null });
  expect(typeof body.errorMsg).toBe('string');
  expect(typeof body.requestId).toBe('string');
};

describe('Temu gateway checks', () => {
  it('accepts a well-signed call and answers in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: ROUTER,
      payload: signedBody({ type: INFO, now: clock.now() }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, errorCode: 1000000, errorMsg: '' });
    expect(body.result.mallId).toBe(101);
    expect(body.result.apiScopeList).toContain('bg.goods.salesv2.get');
    // Seeded tokens are 90-day tokens issued 30 days before world.today.
    expect(body.result.expiredTime * 1000 - clock.now()).toBeGreaterThan(59 * 86_400_000);
  });

  it('refuses a wrong sign with 7000015', async () => {
    const body = signedBody({ type: INFO, now: clock.now(), secret: 'not-the-secret' });
    expectRejected(await call(app, body), 7000015);
  });

  it('refuses a lowercase sign and a tampered business param', async () => {
    const body = signedBody({ type: INFO, now: clock.now() });
    expectRejected(await call(app, { ...body, sign: String(body.sign).toLowerCase() }), 7000015);
    expectRejected(await call(app, { ...body, pageNo: 2 }), 7000015);
  });

  it('refuses a stale or malformed timestamp', async () => {
    const stale = signedBody({ type: INFO, now: clock.now() - 301_000 });
    expectRejected(await call(app, stale), 7000011);
    const ahead = signedBody({ type: INFO, now: clock.now() + 301_000 });
    expectRejected(await call(app, ahead), 7000011);
    const edge = signedBody({ type: INFO, now: clock.now() - 300_000 });
    expect((await call(app, edge)).success).toBe(true);
    const ms = signedBody({ type: INFO, now: clock.now(), business: {} });
    ms.timestamp = clock.now();
    expectRejected(await call(app, ms), 7000010);
  });

  it('refuses a data_type other than JSON', async () => {
    const body = signedBody({ type: INFO, now: clock.now(), business: { data_type: 'XML' } });
    expectRejected(await call(app, body), 7000013);
  });

  it('refuses an unknown type with 7000016', async () => {
    expectRejected(await call(app, signedBody({ type: 'bg.goods.list.get', now: clock.now() })), 7000016);
  });

  it('refuses a token presented by another app with 7000006', async () => {
    const body = signedBody({ type: INFO, now: clock.now(), appKey: 'other-app-key' });
    expectRejected(await call(app, body), 7000006);
  });

  it('refuses an unknown token with 7000018', async () => {
    const body = signedBody({ type: INFO, now: clock.now(), accessToken: 'x'.repeat(48) });
    expectRejected(await call(app, body), 7000018);
  });

  it('refuses an expired token with 7000007, after the admin route or after 90 days', async () => {
    const admin = await app.inject({
      method: 'POST',
      url: '/temu-open/admin/expire-token',
      payload: { access_token: tokenOf(101) },
    });
    expect(admin.statusCode).toBe(200);
    expectRejected(await call(app, signedBody({ type: INFO, now: clock.now() })), 7000007);
    expect((await call(app, signedBody({ type: INFO, now: clock.now(), mallId: 102 }))).success).toBe(true);
    clock.advance(61 * 86_400_000);
    expectRejected(await call(app, signedBody({ type: INFO, now: clock.now(), mallId: 102 })), 7000007);
  });

  it('refuses a type outside the token scope with 7000019', async () => {
    await app.inject({
      method: 'POST',
      url: '/temu-open/admin/set-scopes',
      payload: { access_token: tokenOf(101), apiScopeList: [INFO] },
    });
    expect((await call(app, signedBody({ type: INFO, now: clock.now() }))).success).toBe(true);
    const sales = signedBody({ type: 'bg.goods.salesv2.get', now: clock.now() });
    expectRejected(await call(app, sales), 7000019);
  });

  it('rate-limits each token at 5 qps with 4000004 and recovers after a second', async () => {
    const codes = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push((await call(app, signedBody({ type: INFO, now: clock.now() }))).errorCode);
    }
    expect(codes).toEqual([1000000, 1000000, 1000000, 1000000, 1000000, 4000004]);
    // Another shop's token has its own bucket.
    expect((await call(app, signedBody({ type: INFO, now: clock.now(), mallId: 102 }))).success).toBe(true);
    clock.advance(1000);
    expect((await call(app, signedBody({ type: INFO, now: clock.now() }))).success).toBe(true);
  });
});
