import { Errors } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { msgText, type TMsg } from '../../lib/error-text';
import { checkBindForm, checkCredentials } from './bind-rules';

/** The rules return catalogue ids; the user sees the spec's texts (zh-CN). */
const text = (m: TMsg | null) => (m === null ? null : msgText(m));

const fetchedFor = { phone: '13800000001', password: 'secret1' };
const ok = { phone: '13800000001', password: 'secret1', code: '123456', fetchedFor };

describe('checkCredentials (before 获取验证码)', () => {
  it('asks for the account first, then the password', () => {
    expect(text(checkCredentials({ phone: '', password: '' }))).toBe('请输入账号');
    expect(text(checkCredentials({ phone: '  ', password: 'x' }))).toBe(Errors.BIND_ACCOUNT_REQUIRED.msg);
    expect(text(checkCredentials({ phone: '13800000001', password: '' }))).toBe('请输入密码');
    expect(text(checkCredentials({ phone: '13800000001', password: 'x' }))).toBeNull();
  });
});

describe('checkBindForm (before 确定, spec §5 order)', () => {
  it('passes a complete form whose code was fetched for the same phone and password', () => {
    expect(text(checkBindForm(ok))).toBeNull();
    expect(text(checkBindForm({ ...ok, phone: ' 13800000001 ' }))).toBeNull();
  });

  it('needs phone and password', () => {
    expect(text(checkBindForm({ ...ok, phone: '' }))).toBe('请输入账号和密码！');
    expect(text(checkBindForm({ ...ok, password: '' }))).toBe(Errors.BIND_CREDENTIALS_REQUIRED.msg);
  });

  it('needs a fetched code', () => {
    expect(text(checkBindForm({ ...ok, fetchedFor: null }))).toBe('绑定异常，请重新获取验证码！');
  });

  it('refuses a phone or password changed after fetching the code', () => {
    const changed = '当前账号密码与获取验证码时不一致，请重新获取验证码！';
    expect(text(checkBindForm({ ...ok, phone: '13800000002' }))).toBe(changed);
    expect(text(checkBindForm({ ...ok, password: 'secret2' }))).toBe(changed);
  });

  it('needs the code last', () => {
    expect(text(checkBindForm({ ...ok, code: ' ' }))).toBe('请输入验证码！');
    // The order matters: a missing fetch wins over an empty code.
    expect(text(checkBindForm({ ...ok, code: '', fetchedFor: null }))).toBe(Errors.BIND_CODE_NOT_FETCHED.msg);
  });
});
