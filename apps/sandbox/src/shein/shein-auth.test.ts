import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KSA_SHEIN_APP, OTHER_SHEIN_APP } from './apps.js';
import { SHEIN_ERRORS } from './errors.js';
import { bind, call, empower, getByToken, setup, signedHeaders, T0 } from './shein-test-kit.js';
import { decryptSecretKey } from './signature.js';

const STORE_INFO = '/open-api/openapi-business-backend/query-store-info';
let ctx: ReturnType<typeof setup>;

beforeEach(() => {
  ctx = setup();
});
afterEach(() => ctx.app.close());

describe('get-by-token', () => {
  it('binds end to end: tempToken → keys → a signed call sees the seller’s stores', async () => {
    const target = await empower(ctx.app, '10001', { state: 'st-x' });
    const reply = await getByToken(ctx.app, target.searchParams.get('tempToken') ?? '', T0);
    expect(reply).toMatchObject({ code: '0', msg: 'OK', bbl: null });
    expect(reply.info).toMatchObject({
      appid: KSA_SHEIN_APP.appid,
      state: 'st-x',
      supplierId: 10001,
      supplierSource: 1,
      supplierBusinessMode: 'mixed',
    });
    expect(reply.info.openKeyId).toMatch(/^[0-9A-F]{32}$/);
    const secretKey = decryptSecretKey(reply.info.secretKey, KSA_SHEIN_APP.secretKey);
    expect(secretKey).toMatch(/^[0-9A-F]{32}$/);
    const stores = (await call(ctx.app, { ...reply.info, secretKey }, STORE_INFO, {}, T0)).json();
    expect(stores.info.storeList.map((s: { storeId: number }) => s.storeId)).toEqual([9001, 9002]);
  });

  it('uses a tempToken once', async () => {
    const token = (await empower(ctx.app, '10001')).searchParams.get('tempToken') ?? '';
    expect((await getByToken(ctx.app, token, T0)).code).toBe('0');
    expect((await getByToken(ctx.app, token, T0)).code).toBe(SHEIN_ERRORS.tempTokenUsed.code);
    expect((await getByToken(ctx.app, 'made-up', T0)).code).toBe(SHEIN_ERRORS.tempTokenInvalid.code);
  });

  it('expires a tempToken after 10 minutes', async () => {
    const token = (await empower(ctx.app, '10001')).searchParams.get('tempToken') ?? '';
    ctx.clock.advance(10 * 60_000);
    expect((await getByToken(ctx.app, token, ctx.clock.now())).code).toBe(SHEIN_ERRORS.tempTokenExpired.code);
  });

  it('does not let another app redeem our tempToken', async () => {
    const token = (await empower(ctx.app, '10001')).searchParams.get('tempToken') ?? '';
    expect((await getByToken(ctx.app, token, T0, OTHER_SHEIN_APP)).code).toBe(SHEIN_ERRORS.tempTokenInvalid.code);
    expect((await getByToken(ctx.app, token, T0)).code).toBe('0');
  });

  it('checks the app signature before touching the tempToken', async () => {
    const token = (await empower(ctx.app, '10001')).searchParams.get('tempToken') ?? '';
    const path = '/open-api/auth/get-by-token';
    const send = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: `/shein-open${path}`, headers, payload: { tempToken: token } });
    const wrongSecret = signedHeaders('x-lt-appid', KSA_SHEIN_APP.appid, OTHER_SHEIN_APP.secretKey, path, T0);
    expect((await send(wrongSecret)).json().code).toBe(SHEIN_ERRORS.signatureInvalid.code);
    const unknown = signedHeaders('x-lt-appid', 'NOPE', KSA_SHEIN_APP.secretKey, path, T0);
    expect((await send(unknown)).json().code).toBe(SHEIN_ERRORS.appidUnknown.code);
    const stale = signedHeaders('x-lt-appid', KSA_SHEIN_APP.appid, KSA_SHEIN_APP.secretKey, path, T0 - 5 * 60_000 - 1);
    expect((await send(stale)).json().code).toBe(SHEIN_ERRORS.timestampExpired.code);
    expect((await getByToken(ctx.app, token, T0)).code).toBe('0');
  });

  it('gives another app its own keys, unreadable with ours', async () => {
    const ours = await bind(ctx.app, '10001', T0);
    const target = await empower(ctx.app, '10001', { appid: OTHER_SHEIN_APP.appid });
    const theirs = await getByToken(ctx.app, target.searchParams.get('tempToken') ?? '', T0, OTHER_SHEIN_APP);
    expect(theirs.info.openKeyId).not.toBe(ours.openKeyId);
    expect(() => decryptSecretKey(theirs.info.secretKey, KSA_SHEIN_APP.secretKey)).toThrow();
  });
});

describe('re-authorise and revoke', () => {
  it('rotates the secretKey on re-authorisation and keeps the openKeyId', async () => {
    const first = await bind(ctx.app, '10001', T0);
    const second = await bind(ctx.app, '10001', T0);
    expect(second.openKeyId).toBe(first.openKeyId);
    expect(second.secretKey).not.toBe(first.secretKey);
    expect((await call(ctx.app, first, STORE_INFO, {}, T0)).json().code).toBe(SHEIN_ERRORS.signatureInvalid.code);
    expect((await call(ctx.app, second, STORE_INFO, {}, T0)).json().code).toBe('0');
  });

  it('revokes: the openKeyId then answers revoked, and a new binding gets a new one', async () => {
    const creds = await bind(ctx.app, '10001', T0);
    const revoke = (supplierId: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/shein-sem/api/revoke',
        payload: { appid: KSA_SHEIN_APP.appid, supplierId },
      });
    expect((await revoke(creds.supplierId)).json().info).toEqual({ revoked: true });
    expect((await revoke('10001')).json().info).toEqual({ revoked: false });
    expect((await call(ctx.app, creds, STORE_INFO, {}, T0)).json().code).toBe(SHEIN_ERRORS.authorizationRevoked.code);
    const again = await bind(ctx.app, '10001', T0);
    expect(again.openKeyId).not.toBe(creds.openKeyId);
  });
});
