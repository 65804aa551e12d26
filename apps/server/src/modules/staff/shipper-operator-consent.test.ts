import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { availableEngines } from '../../test/engines.js';
import { freshPhone, registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { seedEntity, setOwnPasswordBySms, smsClock, staffCode } from './staff.fixture.js';

const engines = await availableEngines();

/** Issue 10 part 6: warehouse shippers and operators are enrolled only with the code that reached them. */
describe.each(engines)('consent for shippers and operators on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let entity: Awaited<ReturnType<typeof seedEntity>>;
  const sms = smsClock();

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, sms.sandbox);
    boss = await registerBoss(h);
    entity = await seedEntity(h, boss.uid, `consent-${engine}-${process.pid}`, ['一号店', '二号店']);
  });
  afterAll(async () => {
    await h?.close();
  });

  const accounts = async (phone: string) =>
    (await rows<{ n: number }>(h.db.db, sql`select count(*)::int n from users where phone = ${phone}`))[0]!.n;
  const opLines = async () =>
    (
      await rows<{ n: number }>(
        h.db.db,
        sql`select count(*)::int n from audit_log where event like 'op.%' and boss_id = ${boss.uid}`,
      )
    )[0]!.n;
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('a shipper needs their code; without it, with a wrong one or with a BOSS-set password nothing changes', async () => {
    const phone = freshPhone();
    const lines = await opLines();
    const save = (body: Record<string, unknown>) => h.post('/api/auth/saveWorkerUser', { phone, ...body }, boss.token);
    expect((await save({ password: 'ship123' })).body.errorId).toBe('STAFF_CONSENT_REQUIRED');
    const code = await staffCode(h, boss.token, phone, 'shipper');
    expect((await save({ code: wrongOf(code) })).body.errorId).toBe('CODE_WRONG');
    expect((await save({ code, password: 'ship123' })).body.errorId).toBe('STAFF_OWN_PASSWORD');
    expect(await accounts(phone)).toBe(0);
    expect(await opLines()).toBe(lines);
    expect((await save({ code })).body).toMatchObject({ code: 0, msg: '添加成功' });
    const list = await h.post('/api/order/getWarehouseMgtTemuUserList', {}, boss.token);
    expect(list.body.data.map((s: { username: string }) => s.username)).toContain(phone);
    expect((await h.post('/api/auth/user/getWorker/password', { phone }, boss.token)).body.data.passwordSet).toBe(
      false,
    );
    // The shipper sets their own password, then the mobile app's password login works.
    const token = await setOwnPasswordBySms(h, phone, 'ship456');
    expect((await h.post('/api/order/getUserInfo', {}, token)).body.data.role).toBe('shipper');
    const log = await h.post('/api/order/getOperationLog', { pageIndex: 1, pageSize: 5 }, boss.token);
    expect(log.body.data.list[0].detail).toMatch(/^添加仓库发货员 \d{3}\*{4}\d{4}（本人已验证）$/);
  });

  it('a shipper phone that was never accepted registers on its own', async () => {
    const phone = freshPhone();
    const code = await staffCode(h, boss.token, phone, 'shipper');
    h.clock.advance(301_000);
    expect((await h.post('/api/auth/saveWorkerUser', { phone, code }, boss.token)).body.errorId).toBe('CODE_EXPIRED');
    expect((await registerBoss(h, phone)).uid).toBeGreaterThan(0);
  });

  it('an operator needs their code; once accepted they are edited without one', async () => {
    const phone = freshPhone();
    const body = { phone, entityStr: String(entity.accountId), shopIdStr: String(entity.shopIds[0]) };
    const save = (extra: Record<string, unknown>) =>
      h.post('/api/order/saveOperator', { ...body, ...extra }, boss.token);
    const lines = await opLines();
    expect((await save({ password: 'oper123' })).body.errorId).toBe('STAFF_CONSENT_REQUIRED');
    const code = await staffCode(h, boss.token, phone, 'operator');
    expect((await save({ code: wrongOf(code) })).body.errorId).toBe('CODE_WRONG');
    expect((await save({ code: '' })).body.errorId).toBe('STAFF_CONSENT_REQUIRED');
    expect(await accounts(phone)).toBe(0);
    expect(await opLines()).toBe(lines);
    const saved = await save({ code });
    expect(saved.body).toMatchObject({ code: 0, msg: '保存成功', data: { created: true } });
    const token = await setOwnPasswordBySms(h, phone, 'oper456');
    // Edited without a code: the operator's view follows on the next request.
    const edit = await save({ shopIdStr: '-1' });
    expect(edit.body.data).toEqual({ workId: saved.body.data.workId, created: false });
    const seen = (await h.post('/api/shop/getBossShopList', {}, token)).body.data.map(
      (s: { mallId: number }) => s.mallId,
    );
    expect(seen.sort()).toEqual([...entity.shopIds].sort());
  });

  it('an operator phone that was never accepted registers on its own', async () => {
    const phone = freshPhone();
    const code = await staffCode(h, boss.token, phone, 'operator');
    const res = await h.post(
      '/api/order/saveOperator',
      { phone, entityStr: String(entity.accountId), shopIdStr: '-1', code: wrongOf(code) },
      boss.token,
    );
    expect(res.body.code).toBe(1);
    expect(await accounts(phone)).toBe(0);
    expect((await registerBoss(h, phone)).uid).toBeGreaterThan(0);
  });
});
