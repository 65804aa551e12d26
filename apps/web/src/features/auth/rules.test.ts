import { describe, expect, it } from 'vitest';
import {
  canSubmitLogin,
  checkCode,
  checkConfirm,
  checkPassword,
  checkPhone,
  checkTerms,
  isPhoneCodePasswordValid,
} from './rules';

describe('auth field rules', () => {
  it('phone: required, then the contract phone pattern, with per-screen texts', () => {
    expect(checkPhone('login', '')).toBe('validation.phoneRequired');
    expect(checkPhone('login', '   ')).toBe('validation.phoneRequired');
    expect(checkPhone('login', undefined)).toBe('validation.phoneRequired');
    expect(checkPhone('reset', '')).toBe('validation.resetPhoneRequired');
    expect(checkPhone('reset', '1380013800')).toBe('validation.resetPhoneFormat');
    expect(checkPhone('reset', '138001380001')).toBe('validation.resetPhoneFormat');
    expect(checkPhone('bind', '')).toBe('validation.bindPhoneEmpty');
    expect(checkPhone('bind', 'abcdefghijk')).toBe('validation.bindPhoneFormat');
    expect(checkPhone('login', '13800138000')).toBeNull();
    expect(checkPhone('login', '12800138000')).toBe('validation.phoneFormat');
  });

  it('password: required, then 6-12 letters, digits or common symbols, no Chinese', () => {
    expect(checkPassword('login', '')).toBe('validation.passwordRequired');
    expect(checkPassword('reset', '')).toBe('validation.resetPasswordRequired');
    expect(checkPassword('bind', '')).toBe('validation.bindPasswordEmpty');
    expect(checkPassword('login', 'abc12')).toBe('validation.passwordFormat');
    expect(checkPassword('login', 'abcdefghijk12')).toBe('validation.passwordFormat');
    expect(checkPassword('login', '密码abc123')).toBe('validation.passwordFormat');
    expect(checkPassword('login', 'abc 123')).toBe('validation.passwordFormat');
    expect(checkPassword('login', 'abc123')).toBeNull();
    expect(checkPassword('login', 'A!b@c#1$2%3^')).toBeNull();
  });

  it('code: required only (the server judges 验证码输入错误)', () => {
    expect(checkCode('login', '')).toBe('validation.codeRequired');
    expect(checkCode('reset', ' ')).toBe('validation.resetCodeRequired');
    expect(checkCode('bind', null)).toBe('validation.bindCodeEmpty');
    expect(checkCode('login', '123456')).toBeNull();
  });

  it('confirm: 请再次输入密码 when empty, then the screen’s mismatch text', () => {
    expect(checkConfirm('login', '', 'abc123')).toBe('validation.confirmRequired');
    expect(checkConfirm('reset', '', 'abc123')).toBe('validation.confirmRequired');
    expect(checkConfirm('login', 'abc124', 'abc123')).toBe('validation.passwordMismatch');
    expect(checkConfirm('reset', 'abc124', 'abc123')).toBe('validation.resetPasswordMismatch');
    expect(checkConfirm('bind', 'abc124', 'abc123')).toBe('validation.resetPasswordMismatch');
    expect(checkConfirm('login', 'abc123', 'abc123')).toBeNull();
  });

  it('terms must be ticked', () => {
    expect(checkTerms(undefined)).toBe('validation.termsRequired');
    expect(checkTerms(false)).toBe('validation.termsRequired');
    expect(checkTerms(true)).toBeNull();
  });

  it('login button: 11-character phone, plus a password on the account tab', () => {
    expect(canSubmitLogin('account', '1380013800', 'x')).toBe(false);
    expect(canSubmitLogin('account', '13800138000', '')).toBe(false);
    expect(canSubmitLogin('account', '13800138000', 'x')).toBe(true);
    expect(canSubmitLogin('phone', '13800138000', undefined)).toBe(true);
    expect(canSubmitLogin('phone', '', undefined)).toBe(false);
  });

  it('reset / bind confirm button waits for all four fields', () => {
    const ok = { phone: '13800138000', code: '123456', password: 'abc123', confirmPassword: 'abc123' };
    expect(isPhoneCodePasswordValid('reset', ok)).toBe(true);
    expect(isPhoneCodePasswordValid('reset', { ...ok, code: '' })).toBe(false);
    expect(isPhoneCodePasswordValid('reset', { ...ok, confirmPassword: 'abc' })).toBe(false);
    expect(isPhoneCodePasswordValid('bind', { ...ok, phone: '1380013800' })).toBe(false);
    expect(isPhoneCodePasswordValid('reset', {})).toBe(false);
  });
});
