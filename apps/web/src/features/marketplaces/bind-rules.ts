import { msgOf, type TMsg } from '../../lib/error-text';

/** The phone and password a code was fetched with: 确定 must send the very same pair. */
export type TFetchedFor = { phone: string; password: string } | null;

export type TBindFormState = {
  phone: string;
  password: string;
  code: string;
  fetchedFor: TFetchedFor;
};

/** Before 获取验证码 (spec §5 Bind form): account, then password. */
export const checkCredentials = ({ phone, password }: Pick<TBindFormState, 'phone' | 'password'>): TMsg | null => {
  if (!phone.trim()) {
    return msgOf('BIND_ACCOUNT_REQUIRED');
  }
  if (!password) {
    return msgOf('PASSWORD_REQUIRED');
  }
  return null;
};

/**
 * Before 确定 (spec §5 Bind form), in the spec's order. Returns the message to show, or null when
 * the form may be sent. The server checks the same again; this only saves a round trip.
 */
export const checkBindForm = ({ phone, password, code, fetchedFor }: TBindFormState): TMsg | null => {
  if (!phone.trim() || !password) {
    return msgOf('BIND_CREDENTIALS_REQUIRED');
  }
  if (!fetchedFor) {
    return msgOf('BIND_CODE_NOT_FETCHED');
  }
  if (fetchedFor.phone !== phone.trim() || fetchedFor.password !== password) {
    return msgOf('BIND_CREDENTIALS_CHANGED');
  }
  if (!code.trim()) {
    return msgOf('BIND_CODE_REQUIRED');
  }
  return null;
};
