import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { availableEngines } from '../../test/engines.js';
import { freshPhone, registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { seedShops } from '../shop-tabs/shop-tabs.fixture.js';

const [engine] = await availableEngines();

/**
 * Every rule and message of spec §5 for the assignment, add-manager, shipper and operator forms, and
 * the consent rules (a new phone needs its code; the BOSS sets no password for a new person).
 */
describe(`staff form validation (§5) on ${engine}`, () => {
  let h: THarness;
  let token: string;
  let shop = 0;

  beforeAll(async () => {
    h = await startHarness(engine!);
    const boss = await registerBoss(h);
    token = boss.token;
    [shop = 0] = await seedShops(h, boss.uid, [{ platform: 'temu', name: '校验店' }]);
  });
  afterAll(async () => {
    await h?.close();
  });

  const staffCount = async () =>
    Number((await rows<{ n: number }>(h.db.db, sql`select count(*)::int n from users where role <> 'boss'`))[0]!.n);

  const cases: [string, string, () => Record<string, unknown>, string][] = [
    // Assignment (管理员/店铺权限分配)
    [
      'assign',
      '/api/order/distributeShopToUserNoCode',
      () => ({ phone: '', temuShopIdList: String(shop), password: 'abc123' }),
      '手机号不能为空',
    ],
    [
      'assign',
      '/api/order/distributeShopToUserNoCode',
      () => ({ phone: '1380013800', temuShopIdList: String(shop), password: 'abc123' }),
      '请输入正确的手机号',
    ],
    [
      'assign',
      '/api/order/distributeShopToUserNoCode',
      () => ({ phone: '12345678901', temuShopIdList: String(shop), password: 'abc123' }),
      '请输入有效的手机号',
    ],
    [
      'assign',
      '/api/order/distributeShopToUserNoCode',
      () => ({ phone: freshPhone(), password: 'abc123' }),
      '请选择要分配的店铺',
    ],
    [
      'assign',
      '/api/order/distributeShopToUserNoCode',
      () => ({ phone: freshPhone(), temuShopIdList: String(shop) }),
      '该手机号还不是您的员工，请向其手机发送验证码，凭对方收到的验证码添加',
    ],
    [
      'assign',
      '/api/order/distributeShopToUserNoCode',
      () => ({ phone: freshPhone(), temuShopIdList: String(shop), password: 'abc12' }),
      '密码必须为6-12位字符组合',
    ],
    [
      'assign',
      '/api/order/distributeShopToUserNoCode',
      () => ({ phone: freshPhone(), temuShopIdList: String(shop), password: '密码abc1234' }),
      '密码必须为6-12位字符组合',
    ],
    [
      'assign',
      '/api/order/distributeShopToUserNoCode',
      () => ({ phone: freshPhone(), temuShopIdList: String(shop), password: 'abcdefg1234567' }),
      '密码必须为6-12位字符组合',
    ],
    ['continue', '/api/order/checkUserWorkerPhone', () => ({ phone: '' }), '手机号不能为空'],
    ['continue', '/api/order/checkUserWorkerPhone', () => ({ phone: '138001380001' }), '请输入正确的手机号'],
    ['continue', '/api/order/checkUserWorkerPhone', () => ({ phone: '10800138000' }), '请输入有效的手机号'],
    // Add store manager modal
    [
      'add',
      '/api/order/distributeShopToUser',
      () => ({ phone: '', password: 'abc123', checkPass: 'abc123', code: '123456', shopIdStr: String(shop) }),
      '请输入手机号码',
    ],
    [
      'add',
      '/api/order/distributeShopToUser',
      () => ({ phone: freshPhone(), password: 'abc123', checkPass: 'abc123', code: '123456', shopIdStr: String(shop) }),
      '新员工的登录密码由本人首次登录后设置，BOSS 不能代为设置',
    ],
    [
      'add',
      '/api/order/distributeShopToUser',
      () => ({ phone: freshPhone(), password: 'abc123', checkPass: '', code: '123456', shopIdStr: String(shop) }),
      '请再次输入密码',
    ],
    [
      'add',
      '/api/order/distributeShopToUser',
      () => ({ phone: freshPhone(), password: 'abc123', checkPass: 'abc124', code: '123456', shopIdStr: String(shop) }),
      '两次密码输入不一致!',
    ],
    [
      'add',
      '/api/order/distributeShopToUser',
      () => ({ phone: freshPhone(), password: 'abc123', checkPass: 'abc123', code: '', shopIdStr: String(shop) }),
      '请输入验证码',
    ],
    [
      'add',
      '/api/order/distributeShopToUser',
      () => ({ phone: freshPhone(), password: 'abc123', checkPass: 'abc123', code: '123456', shopIdStr: '' }),
      '请选择店铺名称',
    ],
    ['add-code', '/api/order/sendCodeForBindAndDistribute', () => ({ phone: '' }), '请输入手机号码'],
    // Warehouse shipper
    ['shipper', '/api/auth/saveWorkerUser', () => ({ phone: '', password: 'abc123' }), '手机号不能为空'],
    ['shipper', '/api/auth/saveWorkerUser', () => ({ phone: '138', password: 'abc123' }), '请输入正确的手机号'],
    [
      'shipper',
      '/api/auth/saveWorkerUser',
      () => ({ phone: freshPhone(), password: '' }),
      '该手机号还不是您的员工，请向其手机发送验证码，凭对方收到的验证码添加',
    ],
    ['shipper', '/api/auth/saveWorkerUser', () => ({ phone: freshPhone(), code: '12345' }), '验证码输入错误'],
    [
      'shipper',
      '/api/auth/saveWorkerUser',
      () => ({ phone: freshPhone(), password: 'a b c 1' }),
      '密码必须为6-12位字符组合',
    ],
    ['shipper-pass', '/api/auth/settingMgtUserPass', () => ({ phone: freshPhone(), password: '' }), '密码不能为空'],
    // Edit operator
    [
      'operator',
      '/api/order/saveOperator',
      () => ({ phone: freshPhone(), entityStr: '', shopIdStr: String(shop), password: 'abc123' }),
      '请选择主账号',
    ],
    [
      'operator',
      '/api/order/saveOperator',
      () => ({ phone: freshPhone(), entityStr: '-1', shopIdStr: '', password: 'abc123' }),
      '请选择店铺名称',
    ],
    ['operator', '/api/order/getShopListForOwnerByEntity', () => ({ entityStr: '' }), '请选择主账号'],
  ];

  it.each(cases.map((c, i) => [i, ...c] as const))('#%i %s: %s → %s', async (_i, _form, path, body, expected) => {
    const before = await staffCount();
    const res = await h.post(path, body(), token);
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toBe(expected);
    expect(await staffCount()).toBe(before);
  });
});
