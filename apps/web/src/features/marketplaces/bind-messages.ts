import { Errors, type TBindMessage, type TErrorId } from '@ksa/contract';
import type { TRebindNotice } from './types';

/** Topic suffixes below the user's prefix (contract Topics.bindProgress / bindError / bindFinish). */
export const BindTopics = {
  progress: 'web_test/topic',
  error: 'web_bind_error/topic',
  finish: 'web_bind_finish/topic',
} as const;
export type TBindTopicKind = keyof typeof BindTopics;

/** MQTT payloads are untrusted JSON: keep only well-formed bind messages. */
export const toBindMessage = (payload: unknown): TBindMessage | null => {
  if (!payload || typeof payload !== 'object') {
    return null;
  }
  const p = payload as Record<string, unknown>;
  if (typeof p.phone !== 'string' || typeof p.msg !== 'string') {
    return null;
  }
  const firstShopId = typeof p.firstShopId === 'number' && Number.isInteger(p.firstShopId) ? p.firstShopId : null;
  return { phone: p.phone, msg: p.msg, firstShopId };
};

/**
 * Spec §4: only messages for the phone being bound count. Another main account bound from a second
 * tab publishes on the same topics; its messages must not end this modal's loading.
 */
export const messageForPhone = (payload: unknown, phone: string | null): TBindMessage | null => {
  const m = toBindMessage(payload);
  if (!m || !phone || m.phone.trim() !== phone.trim()) {
    return null;
  }
  return m;
};

/**
 * Errors after which the user must fetch a new code, so the 59 s countdown is cleared: the two of
 * spec §8, plus the two bindAccount replies that themselves say 请重新获取验证码.
 */
const RESETS_COUNTDOWN = new Set<string>([
  Errors.TEMU_WRONG_PASSWORD.msg,
  Errors.SHOP_ALREADY_BOUND.msg,
  Errors.BIND_CODE_NOT_FETCHED.msg,
  Errors.BIND_CREDENTIALS_CHANGED.msg,
]);
export const resetsCountdown = (msg: string) => RESETS_COUNTDOWN.has(msg);

/** Server texts this feature may show; each has a translation under `msg.<id>` in marketplaces.json. */
export const KnownMsgIds = [
  'BIND_ACCOUNT_REQUIRED',
  'PASSWORD_REQUIRED',
  'BIND_CREDENTIALS_REQUIRED',
  'BIND_CODE_NOT_FETCHED',
  'BIND_CREDENTIALS_CHANGED',
  'BIND_CODE_REQUIRED',
  'BIND_FAILED',
  'BIND_OK',
  'BIND_OK_NO_CODE',
  'TEMU_WRONG_PASSWORD',
  'TEMU_LOGIN_LOCKED',
  'SHOP_ALREADY_BOUND',
  'ACCOUNT_NOT_BOUND',
  'MARKETPLACE_UNAVAILABLE',
  'TEMU_TOKEN_INVALID',
  'AUTH_PAGE_FAILED',
  'AUTHORIZED_OK',
  'CODE_WRONG',
  'UNBIND_FAILED',
  'DELETE_FAILED',
] as const satisfies readonly TErrorId[];

const byText = new Map<string, string>(KnownMsgIds.map((id) => [Errors[id].msg, `msg.${id}`]));
const SHOPS_FETCHED = /^已获取(\d+)个店铺，正在同步店铺数据…?$/;

/** i18n key (and params) for a known server or progress text; null means show the text as sent. */
export const msgKey = (msg: string): { key: string; params?: Record<string, number> } | null => {
  const known = byText.get(msg);
  if (known) {
    return { key: known };
  }
  if (msg.startsWith('登录成功，正在获取店铺列表')) {
    return { key: 'progress.loggedIn' };
  }
  const m = SHOPS_FETCHED.exec(msg);
  return m ? { key: 'progress.shopsFetched', params: { n: Number(m[1]) } } : null;
};

/** rebind/topic payloads: {accountId, phone, platform}; anything else is ignored. */
export const toRebindNotice = (payload: unknown): TRebindNotice | null => {
  if (!payload || typeof payload !== 'object') {
    return null;
  }
  const p = payload as Record<string, unknown>;
  if (typeof p.phone !== 'string' || (p.platform !== 'temu' && p.platform !== 'shein')) {
    return null;
  }
  return { accountId: typeof p.accountId === 'number' ? p.accountId : null, phone: p.phone, platform: p.platform };
};
