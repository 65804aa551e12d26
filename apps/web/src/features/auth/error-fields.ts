import type { TErrorId } from '@ksa/contract';

/** The form field a server error belongs under (您还未注册 → phone); the rest are toasts. */
export type TAuthField = 'phone' | 'code' | 'password';

export const AuthErrorField: Partial<Record<TErrorId, TAuthField>> = {
  PHONE_FORMAT: 'phone',
  RESET_PHONE_FORMAT: 'phone',
  BINDPHONE_PHONE_FORMAT: 'phone',
  PHONE_NOT_REGISTERED: 'phone',
  PHONE_ALREADY_REGISTERED: 'phone',
  PHONE_TAKEN: 'phone',
  CODE_WRONG: 'code',
  CODE_EXPIRED: 'code',
  CODE_TOO_MANY_TRIES: 'code',
  PASSWORD_WRONG: 'password',
  PASSWORD_FORMAT: 'password',
};
