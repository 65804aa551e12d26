import { createHash } from 'node:crypto';
import { Topics } from '@ksa/contract';
import { totals } from '@ksa/sandbox/market/truth';
import { sql } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { empowerInSandbox } from '../../db/seed/sandbox-empower.js';
import { bjDay } from '../../lib/days.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { syncHooks } from '../index.js';
import { runShopSync } from '../sync/sync-runner.js';

const engines = await availableEngines();

type TMsg = { topic: string; body: any };

/** Binds real sandbox accounts through the API, syncs, and checks the database against the world. */
describe.each(engines)('[MARKETPLACES] bind, sync and unbind on %s', (engine) => {
  let h: THarness;
  let base: string;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  const inbox: TMsg[] = [];
  const foreignInbox: TMsg[] = [];
  const clients: MqttClient[] = [];

  const listen = async (token: string, sink: TMsg[]) => {
    const c = (await h.post('/api/realtime/token', {}, token)).body.data;
    const client = await mqtt.connectAsync(`${base.replace('http', 'ws')}/mqtt`, { ...c, reconnectPeriod: 0 });
    await client.subscribeAsync(`${c.prefix}#`);
    client.on('message', (topic, p) => sink.push({ topic, body: JSON.parse(p.toString()) }));
    clients.push(client);
  };
  const waitFor = async (pred: (m: TMsg) => boolean, ms = 10_000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const hit = inbox.find(pred);
      if (hit) {
        return hit;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('message not received');
  };
  const count = async (table: string, shopIds: number[]) =>
    (
      await rows<{ n: number }>(
        h.db.db,
        sql`select count(*)::int as n from ${sql.raw(table)} where shop_id = any(${sql.param(shopIds)}::int[])`,
      )
    )[0]!.n;

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, { profile: 'tiny' });
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    boss = await registerBoss(h);
    other = await registerBoss(h);
    await listen(boss.token, inbox);
    await listen(other.token, foreignInbox);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await h?.close();
  });

  const temu = () => h.sandbox.world.temuAccounts[0]!;

  it('refuses a wrong Temu password with the spec message, also on the error topic', async () => {
    const res = await h.post('/api/auth/sendTemuCode', { phone: temu().phone, password: 'wrong-pass' }, boss.token);
    expect(res.body).toMatchObject({ code: 1, msg: 'Temu账号和密码错误' });
    await waitFor((m) => m.topic === Topics.bindError(boss.uid) && m.body.msg === 'Temu账号和密码错误');
  });

  it('checks the bind form rules on the server too', async () => {
    expect((await h.post('/api/auth/sendTemuCode', { phone: temu().phone }, boss.token)).body.msg).toBe(
      '请输入账号和密码！',
    );
    const noCode = await h.post(
      '/api/auth/bindAccount',
      { phone: temu().phone, password: temu().password, code: '123456' },
      boss.token,
    );
    expect(noCode.body.msg).toBe('绑定异常，请重新获取验证码！');
    expect(
      (await h.post('/api/auth/bindAccount', { phone: temu().phone, password: temu().password }, boss.token)).body.msg,
    ).toBe('请输入验证码！');
  });

  it('binds a Temu main account (with the SMS code when Temu asks), shows progress, and syncs its shops', async () => {
    const acc = temu();
    const sent = await h.post('/api/auth/sendTemuCode', { phone: acc.phone, password: acc.password }, boss.token);
    expect(sent.body.code).toBe(0);
    if (sent.body.data.needCode) {
      const code = await h.lastCode(acc.phone);
      expect(
        (
          await h.post(
            '/api/auth/bindAccount',
            { phone: acc.phone, password: acc.password, code: '000000' },
            boss.token,
          )
        ).body.code,
      ).toBe(1);
      const pw = await h.post('/api/auth/bindAccount', { phone: acc.phone, password: 'changed!', code }, boss.token);
      expect(pw.body.msg).toBe('当前账号密码与获取验证码时不一致，请重新获取验证码！');
      expect(
        (await h.post('/api/auth/bindAccount', { phone: acc.phone, password: acc.password, code }, boss.token)).body
          .code,
      ).toBe(0);
    }
    const finish = await waitFor((m) => m.topic === Topics.bindFinish(boss.uid));
    expect(finish.body.msg).toBe(sent.body.data.needCode ? '绑定成功' : '绑定成功，无需等待验证码');
    expect(finish.body.phone).toBe(acc.phone);
    expect(inbox.some((m) => m.topic === Topics.bindProgress(boss.uid))).toBe(true);
    // Bind messages of one user never reach another user.
    expect(foreignInbox).toHaveLength(0);

    const list = (await h.post('/api/shop/getBossShopList', {}, boss.token)).body.data;
    expect(list.map((s: any) => s.mallName).sort()).toEqual(
      acc.shopIds.map((id) => h.sandbox.world.shop(id)!.name).sort(),
    );
    expect(list[0].mallId).toBe(finish.body.firstShopId);

    await h.app.deps.syncQueue.idle();
    const status = (await h.post('/api/shop/syncStatus', {}, boss.token)).body.data;
    expect(status.every((s: any) => s.status === 'ok' && s.lastSuccessAt)).toBe(true);
    await waitFor((m) => m.topic === Topics.shopRefresh(boss.uid, list[0].mallId));
  });

  it('a main account bound by login gets its malls’ Open API tokens from 授权管理: stock orders appear at once', async () => {
    const acc = temu();
    const world = h.sandbox.world;
    const full = acc.shopIds.filter((id) => !world.shop(id)!.semiManaged).map(String);
    expect(full.length).toBeGreaterThan(0);
    const own = (await h.post('/api/shop/getBossShopList', {}, boss.token)).body.data as {
      mallId: number;
      mallName: string;
    }[];
    const byName = new Map(own.map((s) => [s.mallName, s.mallId]));
    const shopIds = full.map((m) => byName.get(world.shop(Number(m))!.name)!);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/delivery/list',
      headers: { authorization: boss.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ shopIds, pageSize: 500 }),
    });
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.list.every((r: { actionable: boolean }) => r.actionable)).toBe(true);
    // The tokens are a second source of the same shops, not accounts of their own in 解绑账号.
    const accounts = (await h.post('/api/order/getTemuAccountList', {}, boss.token)).body.data;
    expect(accounts.map((a: { kind: string }) => a.kind)).toEqual(['temu_seller']);
  });

  it('keeps the marketplace password and session sealed: no plaintext in the database or any reply', async () => {
    const acc = temu();
    const dump = JSON.stringify(await rows(h.db.db, sql`select * from marketplace_accounts`));
    expect(dump).not.toContain(acc.password);
    expect(dump).toMatch(/"secret_sealed":"v1\./);
    const replies = JSON.stringify([
      (await h.post('/api/order/getTemuAccountList', {}, boss.token)).body,
      (await h.post('/api/shop/syncStatus', {}, boss.token)).body,
      (await h.post('/api/shop/getBossShopList', {}, boss.token)).body,
    ]);
    expect(replies).not.toContain(acc.password);
    expect(replies).not.toContain('secret');
  });

  it('stores exactly what the marketplace reports (sales per shop equal the ground truth)', async () => {
    const list = (await h.post('/api/shop/getBossShopList', {}, boss.token)).body.data as any[];
    const world = h.sandbox.world;
    const today = bjDay(new Date());
    for (const s of list) {
      const ext = Number(
        (await rows<{ e: string }>(h.db.db, sql`select external_id as e from shops where id = ${s.mallId}`))[0]!.e,
      );
      const truth = totals(world, [ext], world.firstDay, today, new Date());
      const [got] = await rows<{ units: number; sales: string }>(
        h.db.db,
        sql`select coalesce(sum(units),0)::int as units, coalesce(sum(sales_cents),0)::bigint as sales from sku_daily_sales where shop_id = ${s.mallId}`,
      );
      expect(got!.units).toBe(truth.units);
      expect(Number(got!.sales)).toBe(truth.salesCents);
      const [agg] = await rows<{ units: number }>(
        h.db.db,
        sql`select coalesce(sum(units),0)::int as units from shop_daily where shop_id = ${s.mallId}`,
      );
      expect(agg!.units).toBe(truth.units);
      expect(await count('skcs', [s.mallId])).toBe(world.skcs(ext).length);
    }
  });

  it('is idempotent and survives marketplace errors mid-sync without duplicates', async () => {
    const ids = ((await h.post('/api/shop/getBossShopList', {}, boss.token)).body.data as any[]).map((s) => s.mallId);
    const snapshot = async () =>
      rows(
        h.db.db,
        sql`select shop_id, day, sku_id, units, sales_cents from sku_daily_sales where shop_id = any(${sql.param(ids)}::int[]) order by 1, 2, 3`,
      );
    const before = await snapshot();
    await runShopSync(h.app.deps, syncHooks, { shopId: ids[0], mode: 'full' });
    expect(await snapshot()).toEqual(before);

    await fetch(`${h.sandboxUrl}/temu-seller/admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/temu-seller/api/sales/daily', status: 500, count: 2 }),
    });
    await runShopSync(h.app.deps, syncHooks, { shopId: ids[0], mode: 'full' });
    expect(await snapshot()).toEqual(before);
  });

  it('another BOSS cannot bind the same account, and sees none of its data', async () => {
    const res = await h.post('/api/auth/sendTemuCode', { phone: temu().phone, password: temu().password }, other.token);
    expect(res.body.msg).toBe('该账号下的店铺已被其他账号绑定');
    expect((await h.post('/api/shop/getBossShopList', {}, other.token)).body.data).toEqual([]);
    expect((await h.post('/api/shop/syncStatus', {}, other.token)).body.data).toEqual([]);
    expect((await h.post('/api/order/getTemuAccountList', {}, other.token)).body.data).toEqual([]);
  });

  it('a dropped marketplace session marks the account for re-login and asks the user to rebind', async () => {
    const ids = ((await h.post('/api/shop/getBossShopList', {}, boss.token)).body.data as any[]).map((s) => s.mallId);
    await fetch(`${h.sandboxUrl}/temu-seller/admin/expire-sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uid: temu().uid }),
    });
    await runShopSync(h.app.deps, syncHooks, { shopId: ids[0], mode: 'incremental' });
    await waitFor((m) => m.topic === Topics.rebind(boss.uid));
    const accounts = (await h.post('/api/order/getTemuAccountList', {}, boss.token)).body.data;
    expect(accounts[0].status).toBe('needs_relogin');
    const info = (await h.post('/api/order/getUserInfo', {}, boss.token)).body.data;
    expect(info.needRebindPhones).toEqual([temu().phone]);
  });

  it('authorizes a Shein seller through the empower page and syncs the store', async () => {
    const url = (await h.post('/api/shein/auth/authorizationUrl', { clientId: 'tab123456' }, boss.token)).body
      .data as string;
    const seller = h.sandbox.world.sheinSellers[0]!;
    const { state, redirect: target } = await empowerInSandbox(h.sandboxUrl, url, seller.supplierId);
    expect(state).toMatch(new RegExp(`^tab123456-${boss.uid}-`));
    const cb = await h.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
    expect(cb.body).toContain('授权成功！');
    const msg = await waitFor((m) => m.topic === Topics.sheinBind(boss.uid, 'tab123456'));
    expect(msg.body).toMatchObject({ ok: true, msg: '授权成功！' });
    // The page hands the same result to its opener (a realtime message may come late or not at all), through the
    // one inline script the CSP allows by hash.
    const attr = /data-result="([^"]*)"/.exec(cb.body)?.[1] ?? '';
    const fromPage = JSON.parse(
      attr
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
    expect(fromPage).toEqual({ type: 'ksa:shein-bind', ...msg.body });
    const script = /<script>([\s\S]*?)<\/script>/.exec(cb.body)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(String(cb.headers['content-security-policy'])).toContain(hash);
    expect(script).toContain('postMessage');
    await h.app.deps.syncQueue.idle();
    const shein = (await h.post('/api/order/getAccountSheinShopList', {}, boss.token)).body.data;
    expect(shein).toHaveLength(seller.shopIds.length);
    expect(
      await count(
        'sku_daily_sales',
        shein.map((s: any) => s.shopId),
      ),
    ).toBeGreaterThan(0);
    // The same state cannot be used twice.
    expect((await h.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` })).statusCode).toBe(400);
  });

  it('binds a pasted Temu Open API token after validating it, and refuses bad ones', async () => {
    const spare = h.sandbox.world.temuAccounts.find((a) => !a.demo)!;
    const tokens: any[] = await (await fetch(`${h.sandboxUrl}/temu-open/admin/tokens`))
      .json()
      .then((b: any) => b.tokens ?? b.list ?? b);
    const tok = tokens.find((t) => String(t.mallId) === String(spare.shopIds[0]))!;
    expect(
      (await h.post('/api/auth/bindTemuOpenToken', { region: 'CN', accessToken: 'x'.repeat(48) }, boss.token)).body.msg,
    ).toMatch(/access_token 无效/);
    const ok = await h.post('/api/auth/bindTemuOpenToken', { region: 'CN', accessToken: tok.accessToken }, boss.token);
    expect(ok.body).toMatchObject({ code: 0, data: { mallName: h.sandbox.world.shop(spare.shopIds[0]!)!.name } });
    expect(Date.parse(ok.body.data.expiresAt)).toBeGreaterThan(Date.now());
    expect(
      (await h.post('/api/auth/bindTemuOpenToken', { region: 'CN', accessToken: tok.accessToken }, other.token)).body
        .msg,
    ).toBe('该账号下的店铺已被其他账号绑定');
    await h.app.deps.syncQueue.idle();
    const st = (await h.post('/api/shop/syncStatus', {}, boss.token)).body.data.find(
      (s: any) => s.shopId === ok.body.data.shopId,
    );
    expect(st).toMatchObject({ status: 'ok' });
    expect(st.credentialExpiresAt).toBe(ok.body.data.expiresAt);
  });

  it('throttles manual refresh to once per 5 minutes per shop', async () => {
    const shopId = (await h.post('/api/shop/getBossShopList', {}, boss.token)).body.data[0].mallId;
    expect((await h.post('/api/shop/refresh', { shopId }, boss.token)).body.code).toBe(0);
    const again = await h.post('/api/shop/refresh', { shopId }, boss.token);
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^数据刚刷新过，请\d+秒后再试$/);
    expect((await h.post('/api/shop/refresh', { shopId }, other.token)).status).toBe(404);
    // Five minutes later, moved in the database: the marketplaces check request timestamps against real time.
    await h.db.db.execute(
      sql`update shop_sync_state set last_refresh_request_at = now() - interval '301 seconds' where shop_id = ${shopId}`,
    );
    expect((await h.post('/api/shop/refresh', { shopId }, boss.token)).body.code).toBe(0);
    await h.app.deps.syncQueue.idle();
  });

  it('unbinding removes the shops and every synced row', async () => {
    const all = (await h.post('/api/order/getTemuAccountList', {}, boss.token)).body.data;
    expect(all.map((a: any) => a.kind).sort()).toEqual(['temu_open', 'temu_seller']);
    const accounts = all.filter((a: any) => a.kind === 'temu_seller');
    const ids = accounts[0].shops.map((s: any) => s.shopId);
    expect(await count('sku_daily_sales', ids)).toBeGreaterThan(0);
    expect(
      (await h.post('/api/auth/deleteMyTemuAcount', { accountId: accounts[0].accountId }, other.token)).status,
    ).toBe(404);
    expect(
      (await h.post('/api/auth/deleteMyTemuAcount', { accountId: accounts[0].accountId }, boss.token)).body.msg,
    ).toBe('删除成功');
    for (const t of ['skcs', 'skus', 'sku_daily_sales', 'shop_daily', 'stock_snapshots', 'returns', 'reviews']) {
      expect(await count(t, ids), t).toBe(0);
    }
    const shein = (await h.post('/api/order/getAccountSheinShopList', {}, boss.token)).body.data;
    expect((await h.post('/api/shein/auth/unbindShop', { shopId: shein[0].shopId }, boss.token)).body.msg).toBe(
      '解绑成功',
    );
    const open = all.find((a: any) => a.kind === 'temu_open');
    expect((await h.post('/api/auth/deleteMyTemuAcount', { accountId: open.accountId }, boss.token)).body.code).toBe(0);
    expect((await h.post('/api/shop/getBossShopList', {}, boss.token)).body.data).toEqual([]);
    const [left] = await rows<{ n: number }>(
      h.db.db,
      sql`select count(*)::int as n from marketplace_accounts where boss_id = ${boss.uid}`,
    );
    expect(left!.n).toBe(0);
  });
});
