import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHEIN_ERRORS } from './errors.js';
import { bind, call, setup, signedHeaders, T0, type TCredentials } from './shein-test-kit.js';

const STORE_INFO = '/open-api/openapi-business-backend/query-store-info';
const ORDERS = '/open-api/order/order-list';
let ctx: ReturnType<typeof setup>;
let creds: TCredentials;

beforeEach(async () => {
  ctx = setup();
  creds = await bind(ctx.app, '10001', T0);
});
afterEach(() => ctx.app.close());

const post = async (path: string, body: unknown, ts = ctx.clock.now()) =>
  (await call(ctx.app, creds, path, body, ts)).json();

describe('signature guard', () => {
  const send = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/shein-open${STORE_INFO}`, headers, payload: {} });

  it('rejects a wrong signature, a stale timestamp, an unknown openKeyId and missing headers', async () => {
    const wrong = signedHeaders('x-lt-openKeyId', creds.openKeyId, 'F'.repeat(32), STORE_INFO, T0);
    expect((await send(wrong)).json().code).toBe(SHEIN_ERRORS.signatureInvalid.code);
    const otherPath = signedHeaders('x-lt-openKeyId', creds.openKeyId, creds.secretKey, ORDERS, T0);
    expect((await send(otherPath)).json().code).toBe(SHEIN_ERRORS.signatureInvalid.code);
    expect((await post(STORE_INFO, {}, T0 + 5 * 60_000 + 1)).code).toBe(SHEIN_ERRORS.timestampExpired.code);
    expect((await post(STORE_INFO, {}, T0 - 5 * 60_000)).code).toBe('0');
    const unknown = signedHeaders('x-lt-openKeyId', 'A'.repeat(32), creds.secretKey, STORE_INFO, T0);
    expect((await send(unknown)).json().code).toBe(SHEIN_ERRORS.openKeyIdUnknown.code);
    const missing = await send({ 'x-lt-openKeyId': creds.openKeyId });
    expect(missing.json()).toMatchObject({ code: SHEIN_ERRORS.headerMissing.code, info: null, bbl: null });
    expect(missing.json().msg).toContain('x-lt-signature');
  });

  it('limits each app to 10 calls a second, shared by every seller that authorised it', async () => {
    const second = await bind(ctx.app, '10002', T0);
    const codes = [];
    for (let i = 0; i < 10; i++) {
      codes.push((await call(ctx.app, i % 2 ? second : creds, STORE_INFO, {}, T0)).statusCode);
    }
    expect(codes.every((c) => c === 200)).toBe(true);
    // The other seller has used half of the app's quota: the 11th call of the second is refused for both.
    for (const who of [creds, second]) {
      const limited = await call(ctx.app, who, STORE_INFO, {}, T0);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe(SHEIN_ERRORS.rateLimited.code);
    }
    ctx.clock.advance(1000);
    expect((await post(STORE_INFO, {})).code).toBe('0');
  });

  it('injects faults for retry tests, then recovers', async () => {
    const admin = (method: 'POST' | 'DELETE', payload?: unknown) =>
      ctx.app.inject({ method, url: '/shein-open/admin/faults', payload: payload as object });
    expect((await admin('POST', { path: `/shein-open${STORE_INFO}`, status: 502, count: 2 })).json().code).toBe('0');
    expect((await call(ctx.app, creds, STORE_INFO, {}, T0)).statusCode).toBe(502);
    expect((await call(ctx.app, creds, STORE_INFO, {}, T0)).json().code).toBe(SHEIN_ERRORS.systemBusy.code);
    expect((await call(ctx.app, creds, STORE_INFO, {}, T0)).statusCode).toBe(200);
    await admin('POST', { path: STORE_INFO, status: 500, count: 5 });
    await admin('DELETE');
    expect((await call(ctx.app, creds, STORE_INFO, {}, T0)).statusCode).toBe(200);
  });

  it('answers a body that is not JSON in the envelope, after the signature check', async () => {
    const headers = signedHeaders('x-lt-openKeyId', creds.openKeyId, creds.secretKey, STORE_INFO, T0);
    const res = await ctx.app.inject({ method: 'POST', url: `/shein-open${STORE_INFO}`, headers, payload: '{oops' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: SHEIN_ERRORS.paramInvalid.code, info: null });
  });
});
