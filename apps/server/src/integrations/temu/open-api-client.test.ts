import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MarketplaceAuthError,
  MarketplacePermanentError,
  MarketplaceRateLimitError,
  MarketplaceTransientError,
} from '../marketplace-types.js';
import { failure, fakeFetch, hangingFetch } from './market-test-kit.js';
import { createTemuOpenApi } from './open-api-client.js';
import { fail, makeApi as make, ok, SECRET } from './open-api-test-kit.js';

// An independent reimplementation of §1.3, so a bug in signTemu cannot hide behind itself.
const referenceSign = (body: Record<string, unknown>): string => {
  const keys = Object.keys(body)
    .filter((k) => k !== 'sign')
    .sort();
  const text = keys.map((k) => k + (typeof body[k] === 'string' ? body[k] : JSON.stringify(body[k]))).join('');
  return createHash('md5')
    .update(SECRET + text + SECRET)
    .digest('hex')
    .toUpperCase();
};

describe('Temu Open API call', () => {
  it('posts one flat, signed JSON body to the region gateway', async () => {
    const { api, calls } = make(() => ok({ fine: 1 }));
    const result = await api.call('CN', 'bg.goods.salesv2.get', 'tok', { pageNo: 2, skip: null, gone: undefined });
    expect(result).toEqual({ fine: 1 });
    const [call] = calls;
    expect(call?.url).toBe('http://sandbox.test/temu-open/openapi/router');
    expect(call?.method).toBe('POST');
    expect(call?.headers['content-type']).toBe('application/json');
    const body = call?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'bg.goods.salesv2.get',
      app_key: 'ksa-temu-app-key',
      access_token: 'tok',
      data_type: 'JSON',
      timestamp: 1740801600,
      pageNo: 2,
    });
    expect(Object.keys(body)).not.toContain('skip');
    expect(Object.keys(body)).not.toContain('gone');
    expect(body.sign).toBe(referenceSign(body));
  });

  it.each([
    [7000007, MarketplaceAuthError, true, false],
    [3000034, MarketplaceAuthError, true, false],
    [7000018, MarketplaceAuthError, true, false],
    [4000004, MarketplaceRateLimitError, false, true],
    [4000000, MarketplaceTransientError, false, true],
    [7000015, MarketplacePermanentError, false, false],
    [7000022, MarketplacePermanentError, false, false],
  ])('maps errorCode %i', async (code, kind, needsRelogin, retryable) => {
    const { api } = make(() => fail(code));
    const error = await failure(api.call('CN', 'x', 'tok'));
    expect(error).toBeInstanceOf(kind);
    expect(error).toMatchObject({ source: 'temu-open', code: String(code), needsRelogin, retryable });
  });

  it('treats 5xx, HTML pages and 429 as retryable', async () => {
    for (const reply of [
      { status: 502, text: 'bad gateway' },
      { status: 200, text: '<html>' },
    ]) {
      const error = await failure(make(() => reply).api.call('CN', 'x', 'tok'));
      expect(error).toBeInstanceOf(MarketplaceTransientError);
    }
    const limited = await failure(
      make(() => ({ status: 429, headers: { 'retry-after': '3' } })).api.call('CN', 'x', 't'),
    );
    expect(limited).toBeInstanceOf(MarketplaceRateLimitError);
    expect((limited as MarketplaceRateLimitError).retryAfterMs).toBe(3_000);
  });

  it('turns a timeout into a transient TIMEOUT error', async () => {
    const api = createTemuOpenApi({ appKey: 'k', appSecret: 's', fetch: hangingFetch, timeoutMs: 20 });
    const error = await failure(api.call('US', 'x', 'tok'));
    expect(error).toBeInstanceOf(MarketplaceTransientError);
    expect(error).toMatchObject({ code: 'TIMEOUT', retryable: true });
  });

  it('defaults to the real gateways', async () => {
    const fake = fakeFetch(() => ok({}));
    const api = createTemuOpenApi({ appKey: 'k', appSecret: 's', fetch: fake.fetch });
    await api.call('CN', 'x', 't');
    await api.call('EU', 'x', 't');
    expect(fake.calls.map((c) => c.url)).toEqual([
      'https://openapi.kuajingmaihuo.com/openapi/router',
      'https://openapi-b-eu.temu.com/openapi/router',
    ]);
  });
});
