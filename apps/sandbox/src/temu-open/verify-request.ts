import { TEMU_OPEN_APPS } from './apps.js';
import { TEMU_CODES } from './envelope.js';
import type { TParams } from './params.js';
import { signTemu } from './sign.js';
import type { TTemuToken, TTemuTokenStore } from './tokens.js';
import { isTemuOpenType, type TTemuOpenType } from './type-names.js';

/** Temu accepts a timestamp within ±300 s of its own clock (research §1.2). */
export const TIMESTAMP_WINDOW_S = 300;

export type TGatewayRejection = { code: number; message: string };
export type TGatewayPass = { type: TTemuOpenType; token: TTemuToken };

const reject = (code: number, message: string): TGatewayRejection => ({ code, message });

const timestampSeconds = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{10}$/.test(text) ? Number(text) : null;
};

/**
 * The gateway's checks, in the order that lets each test case see exactly one code: envelope format first,
 * then the signature (which needs the app), then the type, then the token and what it may call.
 */
export const verifyTemuRequest = (
  params: TParams,
  input: { now: number; tokens: TTemuTokenStore },
): TGatewayPass | TGatewayRejection => {
  if (params.data_type !== 'JSON') {
    return reject(TEMU_CODES.dataTypeInvalid, 'data_type 不合法，仅支持 JSON');
  }
  const ts = timestampSeconds(params.timestamp);
  if (ts === null) {
    return reject(TEMU_CODES.timestampInvalid, 'timestamp 不合法，需为10位秒级时间戳');
  }
  if (Math.abs(Math.floor(input.now / 1000) - ts) > TIMESTAMP_WINDOW_S) {
    return reject(TEMU_CODES.timestampExpired, 'timestamp 已过期');
  }
  // Uppercase hex only, as documented: a client sending lowercase would fail against the real gateway too.
  // An unknown app_key cannot be checked any further; the platform reports it as a bad signature.
  const app = typeof params.app_key === 'string' ? TEMU_OPEN_APPS[params.app_key] : undefined;
  if (!app || typeof params.sign !== 'string' || signTemu(params, app.secret) !== params.sign) {
    return reject(TEMU_CODES.signInvalid, '签名验证失败');
  }
  if (!isTemuOpenType(params.type)) {
    return reject(TEMU_CODES.typeNotExists, `type not exists: ${String(params.type)}`);
  }
  const token = typeof params.access_token === 'string' ? input.tokens.get(params.access_token) : undefined;
  if (!token) {
    return reject(TEMU_CODES.tokenNotExists, 'access_token 不存在');
  }
  if (token.appKey !== params.app_key) {
    return reject(TEMU_CODES.tokenAppMismatch, 'access_token 与 app_key 不匹配');
  }
  if (token.expiredTime * 1000 <= input.now) {
    return reject(TEMU_CODES.tokenExpired, 'access_token 已过期');
  }
  if (!token.apiScopeList.includes(params.type)) {
    return reject(TEMU_CODES.tokenLacksApi, `access_token 未授权该接口: ${params.type}`);
  }

  return { type: params.type, token };
};
