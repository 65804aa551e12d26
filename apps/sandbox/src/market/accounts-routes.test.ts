import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { marketAccountsPlugin, renderAccountsHtml } from './accounts-routes.js';
import { createWorld } from './world.js';

const world = createWorld({ profile: 'demo', now: () => new Date('2026-11-21T06:00:00Z') });

describe('market accounts routes', () => {
  it('lists Temu accounts and Shein sellers with their shops', async () => {
    const app = Fastify();
    await app.register(marketAccountsPlugin(world));
    const body = (await app.inject({ method: 'GET', url: '/accounts' })).json();
    expect(body.temu).toHaveLength(5);
    expect(body.temu[0]).toMatchObject({ demo: true, needsSmsCode: false, password: expect.stringMatching(/^Temu@/) });
    expect(body.temu[0].shops[0]).toEqual({
      shopId: world.temuAccounts[0]!.shopIds[0],
      name: expect.any(String),
      semiManaged: false,
    });
    expect(body.shein).toHaveLength(3);
    expect(Object.keys(body.shein[0]).sort()).toEqual(['account', 'demo', 'name', 'shops', 'supplierId']);
    const img = await app.inject({ method: 'GET', url: world.skcs(world.shops[0]!.shopId)[0]!.imageUrl });
    expect(img.headers['content-type']).toContain('image/svg+xml');
    await app.close();
  });

  it('renders a Chinese HTML fragment with one table per marketplace', () => {
    const html = renderAccountsHtml(world);
    expect(html.match(/<table>/g)).toHaveLength(2);
    for (const text of [
      'Temu 主账号',
      'SHEIN 卖家',
      '需要短信验证码',
      world.temuAccounts[2]!.phone,
      '半托管',
      '子账号',
    ]) {
      expect(html).toContain(text);
    }
  });
});
