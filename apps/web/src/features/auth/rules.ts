import { PASSWORD_RE, PHONE_RE } from '@ksa/contract';
import type { TValidationKey } from './messages';

/**
 * Pure field checks: each returns the i18n key of the spec's message (§5), or null when valid.
 * Three message sets exist because the spec words the same rules differently per screen.
 */
export type TRuleSet = 'login' | 'reset' | 'bind';

type TSetKeys = {
  phoneRequired: TValidationKey;
  phoneFormat: TValidationKey;
  passwordRequired: TValidationKey;
  codeRequired: TValidationKey;
  mismatch: TValidationKey;
};

const SetKeys: Record<TRuleSet, TSetKeys> = {
  login: {
    phoneRequired: 'validation.phoneRequired',
    phoneFormat: 'validation.phoneFormat',
    passwordRequired: 'validation.passwordRequired',
    codeRequired: 'validation.codeRequired',
    mismatch: 'validation.passwordMismatch',
  },
  reset: {
    phoneRequired: 'validation.resetPhoneRequired',
    phoneFormat: 'validation.resetPhoneFormat',
    passwordRequired: 'validation.resetPasswordRequired',
    codeRequired: 'validation.resetCodeRequired',
    mismatch: 'validation.resetPasswordMismatch',
  },
  bind: {
    phoneRequired: 'validation.bindPhoneEmpty',
    phoneFormat: 'validation.bindPhoneFormat',
    passwordRequired: 'validation.bindPasswordEmpty',
    codeRequired: 'validation.bindCodeEmpty',
    mismatch: 'validation.resetPasswordMismatch',
  },
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The spec only asks for "11 digits" on some screens; we check the stricter contract regex
 * everywhere because the server rejects anything else with the same text anyway.
 */
export const checkPhone = (set: TRuleSet, value: unknown): TValidationKey | null => {
  const v = text(value).trim();
  if (v === '') {
    return SetKeys[set].phoneRequired;
  }
  return PHONE_RE.test(v) ? null : SetKeys[set].phoneFormat;
};

export const checkPassword = (set: TRuleSet, value: unknown): TValidationKey | null => {
  const v = text(value);
  if (v === '') {
    return SetKeys[set].passwordRequired;
  }
  return PASSWORD_RE.test(v) ? null : 'validation.passwordFormat';
};

export const checkCode = (set: TRuleSet, value: unknown): TValidationKey | null =>
  text(value).trim() === '' ? SetKeys[set].codeRequired : null;

export const checkConfirm = (set: TRuleSet, value: unknown, password: unknown): TValidationKey | null => {
  const v = text(value);
  if (v === '') {
    return 'validation.confirmRequired';
  }
  return v === text(password) ? null : SetKeys[set].mismatch;
};

export const checkTerms = (value: unknown): TValidationKey | null =>
  value === true ? null : 'validation.termsRequired';

/** Spec §5 Login: enabled once the phone has 11 characters and, on the BOSS tab, a password exists. */
export const canSubmitLogin = (tab: 'account' | 'phone', userName: unknown, password: unknown): boolean =>
  text(userName).trim().length === 11 && (tab === 'phone' || text(password) !== '');

export type TPhoneCodePasswordValues = {
  phone?: unknown;
  code?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
};

/** Reset page and bind form: the confirm button stays disabled until all four fields pass. */
export const isPhoneCodePasswordValid = (set: TRuleSet, v: TPhoneCodePasswordValues): boolean =>
  checkPhone(set, v.phone) === null &&
  checkCode(set, v.code) === null &&
  checkPassword(set, v.password) === null &&
  checkConfirm(set, v.confirmPassword, v.password) === null;
