import { describe, expect, it } from 'vitest';
import {
  ApiRoutes,
  Errors,
  findRoute,
  formatError,
  lengthUnits,
  PASSWORD_RE,
  PHONE_RE,
  parseShopId,
  parseShopIds,
  permissionKeysFor,
  type TErrorId,
  Topics,
  ZBindPhoneRequestSchema,
  ZLoginRequestSchema,
  ZResetPassRequestSchema,
} from './index.js';

describe('[CONTRACT] fields and rules', () => {
  it('phone rule: leading 1, then 3-9, then 9 digits', () => {
    expect(PHONE_RE.test('13800138000')).toBe(true);
    expect(PHONE_RE.test('12800138000')).toBe(false);
    expect(PHONE_RE.test('1380013800')).toBe(false);
    expect(PHONE_RE.test('138001380001')).toBe(false);
  });

  it('password: 6-12 letters, digits and common symbols, no Chinese or spaces', () => {
    for (const ok of ['abc123', 'A!b@c#1234', '123456789012', '~`!@#$%^&*()']) {
      expect(PASSWORD_RE.test(ok), ok).toBe(true);
    }
    for (const bad of ['abc12', '1234567890123', '密码abc123', 'abc 123', 'abc123\n']) {
      expect(PASSWORD_RE.test(bad), bad).toBe(false);
    }
  });

  it('reads a shop id the way the request layer does: x-123 means 123; lists and comma strings alike', () => {
    expect(parseShopId('x-123')).toBe(123);
    expect(parseShopId('123')).toBe(123);
    expect(parseShopId(123)).toBe(123);
    expect(parseShopId('')).toBeNull();
    expect(parseShopId('abc')).toBeNull();
    expect(parseShopIds('1,2,x-3')).toEqual([1, 2, 3]);
    expect(parseShopIds(['1', 'g-2', 3])).toEqual([1, 2, 3]);
    expect(parseShopIds('1,,2')).toEqual([1, 2]);
    expect(parseShopIds('1,a')).toBeNull();
  });

  it('counts double-byte characters as 2 length units', () => {
    expect(lengthUnits('abc')).toBe(3);
    expect(lengthUnits('店铺A')).toBe(5);
  });

  it('names the first bad login field by its catalogue id, whose text is the spec message', () => {
    const first = (b: unknown) => ZLoginRequestSchema.safeParse(b).error?.issues[0]?.message as TErrorId;
    const text = (b: unknown) => formatError(first(b));
    expect(text({})).toBe('请输入手机号');
    expect(text({ userName: '138' })).toBe('请输入正确的手机号');
    expect(text({ userName: '13800138000', password: '1' })).toBe('密码必须为6-12位字符组合');
    expect(text({ userName: '13800138000' })).toBe('请输入密码');
    expect(ZLoginRequestSchema.safeParse({ userName: 13800138000, code: 123456 }).success).toBe(true);
    const reset = (b: unknown) =>
      formatError(ZResetPassRequestSchema.safeParse(b).error?.issues[0]?.message as TErrorId);
    expect(reset({})).toBe('您没有填写手机号');
    expect(reset({ phone: '1380013800' })).toBe('手机号格式错误');
  });

  it('carries the id itself when two ids share a text (no text-to-id lookup can tell them apart)', () => {
    const byText = new Map<string, TErrorId[]>();
    for (const id of Object.keys(Errors) as TErrorId[]) {
      byText.set(Errors[id].msg, [...(byText.get(Errors[id].msg) ?? []), id]);
    }
    // The catalogue does have shared texts: the case the ids settle.
    expect([...byText.values()].some((ids) => ids.length > 1)).toBe(true);
    // PHONE_FORMAT, BINDPHONE_PHONE_FORMAT and ASSIGN_PHONE_FORMAT read the same; bind-phone's is the one it says.
    expect(Errors.BINDPHONE_PHONE_FORMAT.msg).toBe(Errors.PHONE_FORMAT.msg);
    const bad = ZBindPhoneRequestSchema.safeParse({ phone: '1380013800', password: 'abc123', code: '123456' });
    expect(bad.error?.issues[0]?.message).toBe('BINDPHONE_PHONE_FORMAT');
  });

  it('keeps the spec texts verbatim', () => {
    expect(Errors.SHOP_EMPTY).toMatchObject({ code: 9999, msg: 'shop is empty' });
    expect(Errors.LOGIN_EXPIRED.code).toBe(401);
    expect(Errors.VISITOR_BLOCKED.msg).toBe('Request was blocked by the interceptor');
    expect(Errors.HIDE_ALL.msg).toBe('请至少需保留一个店铺数据，不可全部隐藏');
    expect(Errors.FORBIDDEN.msg).toBe('版块功能受限，联系BOSS获取使用许可');
  });

  it('BOSS holds every permission; staff only those granted', () => {
    expect(permissionKeysFor('boss', [])).toHaveLength(4);
    expect(permissionKeysFor('manager', ['1', '9'])).toEqual(['lookCost']);
  });

  it('builds per-user topics under u/{uid}/ with the seed names as suffix', () => {
    expect(Topics.bindProgress(7)).toBe('u/7/web_test/topic');
    expect(Topics.bindError(7)).toBe('u/7/web_bind_error/topic');
    expect(Topics.bindFinish(7)).toBe('u/7/web_bind_finish/topic');
  });

  it('declares every route once, with a known access rule', () => {
    const keys = Object.values(ApiRoutes).map((d) => `${d.method} ${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(findRoute('POST', '/api/auth/login?x=1')).toBe(ApiRoutes.login);
    expect(findRoute('GET', '/api/auth/login')).toBeUndefined();
  });
});
