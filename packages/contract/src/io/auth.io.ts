import { z } from 'zod';
import {
  ZBindPhoneRequestSchema,
  ZLoginRequestSchema,
  ZRegisterRequestSchema,
  ZResetPassRequestSchema,
  ZSendCodeFindPassRequestSchema,
  ZSendCodeRequestSchema,
  ZSendCodeResponseSchema,
  ZSetOwnPasswordRequestSchema,
  ZTokenResponseSchema,
  ZUserInfoSchema,
  ZVisitorTokenSchema,
  ZWechatLoginCodeResponseSchema,
  ZWechatLoginResultRequestSchema,
  ZWechatLoginResultSchema,
} from '../auth.js';
import { ZSetDisplayCurrencyRequestSchema } from '../money.js';
import type { TRouteIo } from '../route-def.js';

/** What each of AuthRoutes takes and answers (see TRouteIo). */
export const AuthIo = {
  visitorToken: { data: ZVisitorTokenSchema },
  sendPhoneCode: { body: ZSendCodeRequestSchema, data: ZSendCodeResponseSchema },
  sendPhoneCodeRegister: { body: ZSendCodeRequestSchema, data: ZSendCodeResponseSchema },
  sendPhoneCodeFindPass: { body: ZSendCodeFindPassRequestSchema, data: ZSendCodeResponseSchema },
  sendPhoneCodeBind: { body: ZSendCodeRequestSchema, data: ZSendCodeResponseSchema },
  register: { body: ZRegisterRequestSchema, data: z.object({ uid: z.number() }) },
  login: { body: ZLoginRequestSchema, data: ZTokenResponseSchema },
  resetPass: { body: ZResetPassRequestSchema, data: z.null() },
  logout: { data: z.null() },
  setOwnPassword: { body: ZSetOwnPasswordRequestSchema, data: z.null() },
  bindPhone: { body: ZBindPhoneRequestSchema, data: ZTokenResponseSchema },
  wechatLoginCode: { data: ZWechatLoginCodeResponseSchema },
  wechatCallback: { data: 'raw' },
  wechatLoginResult: { body: ZWechatLoginResultRequestSchema, data: ZWechatLoginResultSchema },
  getUserInfo: { data: ZUserInfoSchema },
  setDisplayCurrency: { body: ZSetDisplayCurrencyRequestSchema, data: ZSetDisplayCurrencyRequestSchema },
} as const satisfies Record<string, TRouteIo>;
