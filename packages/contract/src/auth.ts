import { z } from 'zod';
import { issue } from './errors.js';
import { boolField, codeField, passwordField, phoneField, textField } from './fields.js';
import { Roles } from './permissions.js';

export const ZSendCodeRequestSchema = z.object({ phone: phoneField() });
export const ZSendCodeFindPassRequestSchema = z.object({
  phone: phoneField('RESET_PHONE_REQUIRED', 'RESET_PHONE_FORMAT'),
});
export const ZSendCodeResponseSchema = z.object({ countdown: z.number().int(), expiresIn: z.number().int() });
export type TSendCodeResponse = z.infer<typeof ZSendCodeResponseSchema>;

export const ZRegisterRequestSchema = z.object({
  userName: phoneField(),
  password: passwordField(),
  code: codeField(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

/** Password login (BOSS tab) or SMS-code login (店长/财务 tab); exactly one of password / code. */
export const ZLoginRequestSchema = z
  .object({
    userName: phoneField(),
    password: passwordField().optional(),
    code: codeField().optional(),
    remember: boolField(),
  })
  .refine((b) => b.password !== undefined || b.code !== undefined, { error: issue('PASSWORD_REQUIRED') });
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZTokenResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type TTokenResponse = z.infer<typeof ZTokenResponseSchema>;

export const ZResetPassRequestSchema = z.object({
  phone: phoneField('RESET_PHONE_REQUIRED', 'RESET_PHONE_FORMAT'),
  code: codeField('RESET_CODE_REQUIRED', 'CODE_WRONG'),
  password: passwordField('RESET_PASSWORD_REQUIRED', 'PASSWORD_FORMAT'),
});
export type TResetPassRequest = z.infer<typeof ZResetPassRequestSchema>;

/**
 * A staff member added with their SMS code has no password: after an SMS-code login they set their
 * own (the BOSS never picks it). Refused once a password exists; changing one is 找回密码.
 */
export const ZSetOwnPasswordRequestSchema = z
  .object({
    password: passwordField(),
    confirmPassword: passwordField('CONFIRM_PASSWORD_REQUIRED', 'PASSWORD_MISMATCH'),
  })
  .refine((b) => b.password === b.confirmPassword, {
    error: issue('PASSWORD_MISMATCH'),
    path: ['confirmPassword'],
  });

export const ZBindPhoneRequestSchema = z.object({
  phone: phoneField('BINDPHONE_PHONE_EMPTY', 'BINDPHONE_PHONE_FORMAT'),
  password: passwordField('BINDPHONE_PASSWORD_EMPTY', 'PASSWORD_FORMAT'),
  code: codeField('BINDPHONE_CODE_EMPTY', 'CODE_WRONG'),
});
export type TBindPhoneRequest = z.infer<typeof ZBindPhoneRequestSchema>;

export const ZUserInfoSchema = z.object({
  uid: z.number().int(),
  userId: z.number().int(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  nickName: z.string(),
  wechatUId: z.string().nullable(),
  role: z.enum(Roles),
  /** The BOSS whose tenant this user works in (their own uid for a BOSS). */
  bossUid: z.number().int(),
  registerTime: z.string(),
  /**
   * The first day with synced sales in the user's shops. Date ranges are clamped to the registration
   * date (spec §4) or to this day when it is earlier: our sync brings history from before registration.
   */
  dataSince: z.string().nullable(),
  isFirst: z.boolean(),
  isVisitor: z.boolean(),
  /** Security deviation from the spec: we never show a password, only whether one is set. */
  hasPassword: z.boolean(),
  /** The currency dashboards show amounts in (each day converted at that day's ECB reference rate). */
  displayCurrency: z.string(),
  needRebindPhones: z.array(z.string()),
  permissions: z.array(z.object({ permsCode: z.string(), permissionId: z.string() })),
});
export type TUserInfo = z.infer<typeof ZUserInfoSchema>;

export const ZWechatLoginCodeResponseSchema = z.object({
  loginId: z.string(),
  pollKey: z.string(),
  qrUrl: z.string(),
  topic: z.string(),
  expiresIn: z.number().int(),
});
export type TWechatLoginCodeResponse = z.infer<typeof ZWechatLoginCodeResponseSchema>;

export const ZWechatLoginResultRequestSchema = z.object({
  loginId: textField('BAD_REQUEST', 'BAD_REQUEST', /^[A-Za-z0-9_-]{22,64}$/, 64),
  pollKey: textField('BAD_REQUEST', 'BAD_REQUEST', /^[A-Za-z0-9_-]{22,64}$/, 64),
});
export const ZWechatLoginResultSchema = z.object({
  status: z.enum(['pending', 'confirmed', 'expired']),
  token: z.string().optional(),
  expiresAt: z.string().optional(),
  needPhone: z.boolean().optional(),
});
export type TWechatLoginResult = z.infer<typeof ZWechatLoginResultSchema>;

export const ZRealtimeTokenSchema = z.object({
  url: z.string(),
  username: z.string(),
  password: z.string(),
  clientId: z.string(),
  prefix: z.string(),
  expiresAt: z.string(),
});
export type TRealtimeToken = z.infer<typeof ZRealtimeTokenSchema>;

export const ZVisitorTokenSchema = z.object({ token: z.string() });

export const ZHealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.object({ engine: z.enum(['pglite', 'postgresql']), ok: z.boolean(), latencyMs: z.number() }),
  broker: z.object({ kind: z.enum(['embedded', 'external']), ok: z.boolean(), clustered: z.boolean() }),
  limiter: z.enum(['memory', 'redis']),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealthSchema>;
