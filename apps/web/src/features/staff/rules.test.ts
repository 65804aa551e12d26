import { describe, expect, it } from 'vitest';
import '../../i18n';
import {
  applySelectAll,
  assignPasswordError,
  assignPhoneError,
  assignShopsError,
  matchesOption,
  operatorErrors,
  staffCodeError,
} from './rules';

describe('staff form rules (spec §5)', () => {
  it('phone: empty, not 11 digits, not 1[3-9]…', () => {
    expect(assignPhoneError('')).toBe('手机号不能为空');
    expect(assignPhoneError('1380013800')).toBe('请输入正确的手机号');
    expect(assignPhoneError('1380013800a')).toBe('请输入正确的手机号');
    expect(assignPhoneError('12800138000')).toBe('请输入有效的手机号');
    expect(assignPhoneError('13800138000')).toBeNull();
  });
  it('a new staff member’s code: six digits', () => {
    expect(staffCodeError('')).toBe('请输入验证码');
    expect(staffCodeError('12345')).toBe('请输入验证码');
    expect(staffCodeError('123456')).toBeNull();
  });
  it('password: required only for a new phone; 6-12 letters, digits, symbols, no Chinese', () => {
    expect(assignPasswordError('', true)).toBe('密码不能为空');
    expect(assignPasswordError('', false)).toBeNull();
    expect(assignPasswordError('abc12', true)).toBe('密码必须为6-12位字符组合');
    expect(assignPasswordError('密码abc123', true)).toBe('密码必须为6-12位字符组合');
    expect(assignPasswordError('abc123!@', true)).toBeNull();
  });
  it('shops: at least one TEMU or SHEIN shop', () => {
    expect(assignShopsError([], [])).toBe('请选择要分配的店铺');
    expect(assignShopsError([], [3])).toBeNull();
  });
  it('operator: entity and shop required', () => {
    expect(operatorErrors([], [])).toEqual({ entity: '请选择主账号', shops: '请选择店铺名称' });
    expect(operatorErrors([1], [2])).toEqual({ entity: null, shops: null });
  });
  it('select-all -1 selects every option, or clears them all when all were selected', () => {
    expect(applySelectAll([1, -1], [1], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(applySelectAll([1, 2, 3, -1], [1, 2, 3], [1, 2, 3])).toEqual([]);
    expect(applySelectAll([2], [1, 2], [1, 2, 3])).toEqual([2]);
  });
  it('filter matches label or value, case-insensitively', () => {
    expect(matchesOption('abc', { label: 'ABC店', value: 7 })).toBe(true);
    expect(matchesOption('7', { label: 'x', value: 17 })).toBe(true);
    expect(matchesOption('zz', { label: 'x', value: 1 })).toBe(false);
  });
});
