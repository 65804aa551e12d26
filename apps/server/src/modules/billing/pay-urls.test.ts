import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { billingCounts, seedShop } from './billing.fixture.js';

const engines = await availableEngines();

/**
 * Issue 24 finding 10: in production the payment notify and return URLs come only from configuration
 * (PUBLIC_URL / PAY_NOTIFY_BASE_URL); a forged Host header never chooses them.
 */
describe.each(engines)(
  '[BILLING] notify and return URLs never come from the Host header in production on %s',
  (engine) => {
    let h: THarness;
    let boss: Awaited<ReturnType<typeof registerBoss>>;

    const submit = async (body: Record<string, string>, host: string) => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/pay/submitOrder',
        headers: { authorization: boss.token, host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
      return { status: res.statusCode, body: res.json() };
    };

    beforeAll(async () => {
      h = await startHarness(engine, { production: true }, undefined, { profile: 'tiny' });
      h.app.deps.config.payment.notifyBaseUrl = undefined;
      h.app.deps.config.wechat.publicBaseUrl = undefined;
      boss = await registerBoss(h);
    });
    afterAll(async () => {
      await h?.close();
    });

    it('without PUBLIC_URL an order is refused (nothing created), whatever Host says', async () => {
      const shop = await seedShop(h, boss.uid, '生产店', null);
      const before = await billingCounts(h);
      const r = await submit({ shopIds: String(shop), month: '1', payType: '1', price: '69.00' }, 'attacker.example');
      expect(r.body.errorId).toBe('PUBLIC_URL_MISSING');
      expect(JSON.stringify(r.body)).not.toContain('attacker.example');
      expect(await billingCounts(h)).toEqual(before);
    });

    it('with PUBLIC_URL set, the notify and return URLs are the configured ones, not the request’s Host', async () => {
      h.app.deps.config.payment.notifyBaseUrl = 'https://pay.seller.example';
      h.app.deps.config.wechat.publicBaseUrl = 'https://seller.example';
      const shop = await seedShop(h, boss.uid, '生产店2', null);
      const r = await submit(
        {
          shopIds: String(shop),
          month: '1',
          payType: '1',
          price: '69.00',
          pageUrl: 'http://attacker.example/renew',
        },
        'attacker.example',
      );
      expect(r.body.code).toBe(0);
      const pay = new URL(r.body.data.payUrl);
      expect(pay.searchParams.get('notify_url')).toBe('https://pay.seller.example/api/pay/alipay/notify');
      expect(pay.searchParams.get('return_url')).toBe('https://seller.example/paySuccess');
      expect(r.body.data.payUrl).not.toContain('attacker.example');
    });
  },
);
