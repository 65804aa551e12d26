import { Errors } from '@ksa/contract';

/** The phone and password a code was fetched with: 确定 must send the very same pair. */
export type TFetchedFor = { phone: string; password: string } | null;

export type TBindFormState = {
  phone: string;
  password: string;
  code: string;
  fetchedFor: TFetchedFor;
};

/** Before 获取验证码 (spec §5 Bind form): account, then password. */
export const checkCredentials = ({ phone, password }: Pick<TBindFormState, 'phone' | 'password'>): string | null => {
  if (!phone.trim()) {
    return Errors.BIND_ACCOUNT_REQUIRED.msg;
  }
  if (!password) {
    return Errors.PASSWORD_REQUIRED.msg;
  }
  return null;
};

/**
 * Before 确定 (spec §5 Bind form), in the spec's order. Returns the message to show, or null when
 * the form may be sent. The server checks the same again; this only saves a round trip.
 */
export const checkBindForm = ({ phone, password, code, fetchedFor }: TBindFormState): string | null => {
  if (!phone.trim() || !password) {
    return Errors.BIND_CREDENTIALS_REQUIRED.msg;
  }
  if (!fetchedFor) {
    return Errors.BIND_CODE_NOT_FETCHED.msg;
  }
  if (fetchedFor.phone !== phone.trim() || fetchedFor.password !== password) {
    return Errors.BIND_CREDENTIALS_CHANGED.msg;
  }
  if (!code.trim()) {
    return Errors.BIND_CODE_REQUIRED.msg;
  }
  return null;
};
