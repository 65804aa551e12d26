import type { TErrorId } from '@ksa/contract';

/**
 * Every auth message key whose zh-CN text must equal the contract's catalogue entry. The locale
 * files carry translations for the other languages; messages.test.ts keeps zh-CN from drifting.
 * `{n}` in the catalogue is written `{{n}}` in the locale files (i18next interpolation).
 */
export const AuthMessageIds = {
  'validation.phoneRequired': 'PHONE_REQUIRED',
  'validation.phoneFormat': 'PHONE_FORMAT',
  'validation.passwordRequired': 'PASSWORD_REQUIRED',
  'validation.passwordFormat': 'PASSWORD_FORMAT',
  'validation.codeRequired': 'CODE_REQUIRED',
  'validation.confirmRequired': 'CONFIRM_PASSWORD_REQUIRED',
  'validation.passwordMismatch': 'PASSWORD_MISMATCH',
  'validation.termsRequired': 'TERMS_REQUIRED',
  'validation.resetPhoneRequired': 'RESET_PHONE_REQUIRED',
  'validation.resetPhoneFormat': 'RESET_PHONE_FORMAT',
  'validation.resetCodeRequired': 'RESET_CODE_REQUIRED',
  'validation.resetPasswordRequired': 'RESET_PASSWORD_REQUIRED',
  'validation.resetPasswordMismatch': 'RESET_PASSWORD_MISMATCH',
  'validation.bindPhoneEmpty': 'BINDPHONE_PHONE_EMPTY',
  'validation.bindPhoneFormat': 'BINDPHONE_PHONE_FORMAT',
  'validation.bindPasswordEmpty': 'BINDPHONE_PASSWORD_EMPTY',
  'validation.bindCodeEmpty': 'BINDPHONE_CODE_EMPTY',
  'feedback.phoneNotRegistered': 'PHONE_NOT_REGISTERED',
  'feedback.phoneAlreadyRegistered': 'PHONE_ALREADY_REGISTERED',
  'feedback.phoneTaken': 'PHONE_TAKEN',
  'feedback.codeWrong': 'CODE_WRONG',
  'feedback.codeExpired': 'CODE_EXPIRED',
  'feedback.codeTooManyTries': 'CODE_TOO_MANY_TRIES',
  'feedback.passwordWrong': 'PASSWORD_WRONG',
  'feedback.accountNoPassword': 'ACCOUNT_NO_PASSWORD',
  'feedback.loginDelayed': 'LOGIN_DELAYED',
  'feedback.sendOk': 'SEND_OK',
  'feedback.sendFailed': 'SEND_FAILED',
  'feedback.sendTooSoon': 'SEND_TOO_SOON',
  'feedback.sendDailyLimit': 'SEND_DAILY_LIMIT',
  'feedback.sendIpLimit': 'SEND_IP_LIMIT',
  'feedback.tooManyRequests': 'TOO_MANY_REQUESTS',
  'feedback.loginFailed': 'LOGIN_FAILED',
  'feedback.registerFailed': 'REGISTER_FAILED',
  'feedback.bindFailed': 'BIND_FAILED',
  'feedback.wechatExpired': 'WECHAT_LOGIN_EXPIRED',
  'feedback.wechatFailed': 'WECHAT_FAILED',
  'feedback.unknown': 'UNKNOWN',
} as const satisfies Record<string, TErrorId>;

export type TAuthMessageKey = keyof typeof AuthMessageIds;
export type TValidationKey = Extract<TAuthMessageKey, `validation.${string}`>;
