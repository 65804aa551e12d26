import { Errors } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { messageForPhone, msgKey, resetsCountdown, toBindMessage, toRebindNotice } from './bind-messages';

describe('bind topic messages', () => {
  const m = { phone: '13800000001', msg: '绑定成功', firstShopId: 7 };

  it('keeps only messages for the phone being bound', () => {
    expect(messageForPhone(m, '13800000001')).toEqual(m);
    expect(messageForPhone(m, ' 13800000001 ')).toEqual(m);
    expect(messageForPhone(m, '13800000002')).toBeNull();
    expect(messageForPhone(m, null)).toBeNull();
  });

  it('drops malformed payloads and normalises firstShopId', () => {
    expect(toBindMessage(null)).toBeNull();
    expect(toBindMessage('绑定成功')).toBeNull();
    expect(toBindMessage({ phone: 1, msg: 'x' })).toBeNull();
    expect(toBindMessage({ phone: '1', msg: 'x' })).toEqual({ phone: '1', msg: 'x', firstShopId: null });
    expect(toBindMessage({ phone: '1', msg: 'x', firstShopId: '7' })?.firstShopId).toBeNull();
  });

  it('resets the countdown for wrong password and already-bound shops', () => {
    expect(resetsCountdown(Errors.TEMU_WRONG_PASSWORD.msg)).toBe(true);
    expect(resetsCountdown(Errors.SHOP_ALREADY_BOUND.msg)).toBe(true);
    expect(resetsCountdown(Errors.TEMU_LOGIN_LOCKED.msg)).toBe(false);
    expect(resetsCountdown(Errors.CODE_WRONG.msg)).toBe(false);
  });

  it('maps known texts to translation keys, progress counts included', () => {
    expect(msgKey('Temu账号和密码错误')).toEqual({ key: 'msg.TEMU_WRONG_PASSWORD' });
    expect(msgKey('登录成功，正在获取店铺列表…')).toEqual({ key: 'progress.loggedIn' });
    expect(msgKey('已获取3个店铺，正在同步店铺数据…')).toEqual({ key: 'progress.shopsFetched', params: { n: 3 } });
    expect(msgKey('something new')).toBeNull();
  });
});

describe('rebind/topic', () => {
  it('accepts {accountId, phone, platform} only', () => {
    expect(toRebindNotice({ accountId: 3, phone: '13800000001', platform: 'temu' })).toEqual({
      accountId: 3,
      phone: '13800000001',
      platform: 'temu',
    });
    expect(toRebindNotice({ phone: '1', platform: 'amazon' })).toBeNull();
    expect(toRebindNotice(undefined)).toBeNull();
  });
});
