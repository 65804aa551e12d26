import { describe, expect, it } from 'vitest';
import { bindMsg, messageForPhone, resetsCountdown, toBindMessage, toRebindNotice } from './bind-messages';

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
    expect(resetsCountdown({ id: 'TEMU_WRONG_PASSWORD' })).toBe(true);
    expect(resetsCountdown({ id: 'SHOP_ALREADY_BOUND' })).toBe(true);
    expect(resetsCountdown({ id: 'TEMU_LOGIN_LOCKED' })).toBe(false);
    expect(resetsCountdown({ id: 'CODE_WRONG' })).toBe(false);
    // A text without an id never matches: wording is not an interface.
    expect(resetsCountdown('Temu账号和密码错误')).toBe(false);
  });

  it('reads a message by its id and values, whatever its wording; unknown ids keep the sent text', () => {
    const progress = toBindMessage({ phone: '1', msg: '任意措辞', msgId: 'BIND_SYNCING', msgParams: { n: 3 } });
    expect(bindMsg(progress!)).toEqual({ id: 'BIND_SYNCING', params: { n: 3 } });
    expect(bindMsg({ phone: '1', msg: '新消息', msgId: 'NOT_IN_THIS_CLIENT', firstShopId: null })).toBe('新消息');
    expect(bindMsg({ phone: '1', msg: '绑定成功', firstShopId: null })).toBe('绑定成功');
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
