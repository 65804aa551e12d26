import { createCipheriv, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MarketplaceAuthError,
  MarketplacePermanentError,
  MarketplaceRateLimitError,
  MarketplaceTransientError,
} from '../marketplace-types.js';
import { failure, fakeFetch, hangingFetch, type TCall, type TReply } from '../temu/market-test-kit.js';
import { createSheinClient, sheinAuthorizeUrl, sheinSandboxConfig } from './shein-client.js';

const APP = sheinSandboxConfig('http://sandbox.test/');
const NOW = 1740709414000;
const CREDS = { openKeyId: 'OPENKEY1', secretKey: 'SECRET1' };

const make = (answer: (call: TCall) => TReply) => {
  const fake = fakeFetch(answer);
  const client = createSheinClient({ ...APP, fetch: fake.fetch, now: () => new Date(NOW), randomKey: () => 'abcde' });
  return { client, calls: fake.calls };
};

// Independent reimplementations of §2.3 and §2.4 (encrypting side), so the client is checked against the spec.
const expectedSignature = (id: string, secret: string, path: string, randomKey: string) =>
  randomKey +
  Buffer.from(
    createHmac('sha256', secret + randomKey)
      .update(`${id}&${NOW}&${path}`)
      .digest('hex'),
  ).toString('base64');
const encrypt = (plain: string, appSecretKey: string) => {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(appSecretKey.slice(0, 16)), Buffer.from('space-station-de'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
};

describe('Shein authorisation', () => {
  it('builds the empower URL with a base64 redirect', () => {
    const url = sheinAuthorizeUrl({
      empowerBase: 'https://sem.example/',
      appId: 'A1',
      redirectUrl: 'https://www.baidu.com',
      state: 'S',
    });
    expect(url).toBe('https://sem.example/#/empower?appid=A1&redirectUrl=aHR0cHM6Ly93d3cuYmFpZHUuY29t&state=S');
    expect(make(() => ({})).client.authorizeUrl('https://www.baidu.com', 'S')).toMatch(
      /^http:\/\/sandbox\.test\/shein-sem\/#\/empower\?appid=KSA-SHEIN-APP-0001&/,
    );
  });

  it('exchanges a tempToken, signing with APP_ID and decrypting the secretKey', async () => {
    const info = {
      openKeyId: 'OK1',
      secretKey: encrypt('PLAIN-SECRET', APP.appSecretKey),
      supplierId: 'SUP1',
      appid: APP.appId,
    };
    const { client, calls } = make(() => ({ json: { code: '0', msg: 'OK', info } }));
    expect(await client.exchangeTempToken('temp-1')).toMatchObject({
      openKeyId: 'OK1',
      secretKey: 'PLAIN-SECRET',
      supplierId: 'SUP1',
    });
    const [call] = calls;
    expect(call?.url).toBe('http://sandbox.test/shein-open/open-api/auth/get-by-token');
    expect(call?.body).toEqual({ tempToken: 'temp-1' });
    expect(call?.headers).toMatchObject({
      'x-lt-appid': APP.appId,
      'x-lt-timestamp': String(NOW),
      'x-lt-signature': expectedSignature(APP.appId, APP.appSecretKey, '/open-api/auth/get-by-token', 'abcde'),
    });
  });

  it('refuses a secretKey that does not decrypt', async () => {
    const { client } = make(() => ({ json: { code: '0', info: { openKeyId: 'x', secretKey: 'AAAA' } } }));
    expect(await failure(client.exchangeTempToken('t'))).toBeInstanceOf(MarketplacePermanentError);
  });
});

describe('Shein signed calls', () => {
  it('sends the openKeyId headers and the JSON body', async () => {
    const { client, calls } = make(() => ({ json: { code: '0', msg: 'OK', info: { ok: 1 } } }));
    expect(await client.call('/open-api/order/order-list', { page: 1 }, CREDS)).toEqual({ ok: 1 });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ page: 1 });
    expect(calls[0]?.headers).toMatchObject({
      'x-lt-openkeyid': 'OPENKEY1',
      'x-lt-timestamp': String(NOW),
      'x-lt-signature': expectedSignature('OPENKEY1', 'SECRET1', '/open-api/order/order-list', 'abcde'),
      'content-type': 'application/json;charset=UTF-8',
    });
  });

  it.each([
    [{ status: 200, json: { code: 'openapi00005', msg: 'openKeyId not found' } }, MarketplaceAuthError],
    [
      { status: 200, json: { code: 'openapi00006', msg: 'authorization has been revoked by the seller' } },
      MarketplaceAuthError,
    ],
    [{ status: 401, json: { code: '401', msg: 'no' } }, MarketplaceAuthError],
    [{ status: 429, json: { code: 'openapi00007', msg: 'request too frequent' } }, MarketplaceRateLimitError],
    [{ status: 200, json: { code: 'E1', msg: 'Rate limit exceeded' } }, MarketplaceRateLimitError],
    [{ status: 503, json: { code: 'openapi00099', msg: 'system busy, please retry' } }, MarketplaceTransientError],
    [
      { status: 200, json: { code: 'openapi00003', msg: 'timestamp expired (allowed skew 5 minutes)' } },
      MarketplacePermanentError,
    ],
    [
      { status: 200, json: { code: 'biz00002', msg: 'store not authorized for this supplier' } },
      MarketplacePermanentError,
    ],
    [{ status: 502, text: 'bad gateway' }, MarketplaceTransientError],
    [{ status: 200, json: { code: 'openapi00002', msg: 'IP is not in the whitelist' } }, MarketplacePermanentError],
  ])('maps %j', async (reply, kind) => {
    const error = await failure(make(() => reply).client.call('/p', {}, CREDS));
    expect(error).toBeInstanceOf(kind);
    expect(error).toMatchObject({ source: 'shein', code: 'json' in reply ? reply.json.code : 'HTTP_502' });
  });

  it('turns a timeout into a transient error', async () => {
    const client = createSheinClient({ ...APP, fetch: hangingFetch, timeoutMs: 20 });
    expect(await failure(client.call('/p', {}, CREDS))).toMatchObject({ code: 'TIMEOUT', retryable: true });
  });
});
