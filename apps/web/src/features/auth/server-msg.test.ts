import { Errors, formatError } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { bindPromptTab } from './bind-prompt';
import { fieldForServerMsg, matchServerMsg, usableServerMsg } from './server-msg';

describe('server messages', () => {
  it('maps the catalogue texts back to our keys', () => {
    expect(matchServerMsg(Errors.PHONE_NOT_REGISTERED.msg)?.key).toBe('feedback.phoneNotRegistered');
    expect(matchServerMsg(Errors.PHONE_ALREADY_REGISTERED.msg)?.key).toBe('feedback.phoneAlreadyRegistered');
    expect(matchServerMsg('something else')).toBeNull();
  });

  it('extracts the number of patterned messages (429 rate limit)', () => {
    expect(matchServerMsg(formatError('SEND_TOO_SOON', { n: 42 }))).toEqual({
      key: 'feedback.sendTooSoon',
      params: { n: '42' },
    });
  });

  it('puts field messages under their field', () => {
    expect(fieldForServerMsg(Errors.PHONE_NOT_REGISTERED.msg)).toBe('phone');
    expect(fieldForServerMsg(Errors.RESET_PHONE_FORMAT.msg)).toBe('phone');
    expect(fieldForServerMsg(Errors.CODE_WRONG.msg)).toBe('code');
    expect(fieldForServerMsg(Errors.CODE_EXPIRED.msg)).toBe('code');
    expect(fieldForServerMsg(Errors.PASSWORD_WRONG.msg)).toBe('password');
    expect(fieldForServerMsg(Errors.SEND_FAILED.msg)).toBeNull();
  });

  it('treats a missing msg as unusable so the caller falls back', () => {
    expect(usableServerMsg(undefined)).toBeNull();
    expect(usableServerMsg('')).toBeNull();
    expect(usableServerMsg('未知错误')).toBeNull();
    expect(usableServerMsg('您还未注册')).toBe('您还未注册');
  });
});

describe('bind prompt', () => {
  const boss = { role: 'boss', phone: '13800138000', wechatUId: 'wx1' } as Parameters<typeof bindPromptTab>[0];

  it('asks a BOSS for the missing phone first, then WeChat', () => {
    expect(bindPromptTab(boss, false)).toBeNull();
    expect(bindPromptTab({ ...boss!, phone: null, wechatUId: null }, false)).toBe('phone');
    expect(bindPromptTab({ ...boss!, wechatUId: null }, false)).toBe('wechat');
  });

  it('never prompts visitors, staff or anonymous sessions', () => {
    expect(bindPromptTab({ ...boss!, phone: null }, true)).toBeNull();
    expect(bindPromptTab({ ...boss!, role: 'manager', phone: null }, false)).toBeNull();
    expect(bindPromptTab(null, false)).toBeNull();
  });
});
