import { type TBindMessage, type TErrorId, Topics, userTopicSuffix } from '@ksa/contract';
import { msgFromWire, type TMsg, type TMsgParams } from '../../lib/error-text';
import type { TRebindNotice } from './types';

/** Topic suffixes below the user's prefix, from the contract's topic builders. */
export const BindTopics = {
  progress: userTopicSuffix(Topics.bindProgress),
  error: userTopicSuffix(Topics.bindError),
  finish: userTopicSuffix(Topics.bindFinish),
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
  const msgParams = p.msgParams && typeof p.msgParams === 'object' ? (p.msgParams as TMsgParams) : undefined;
  return {
    phone: p.phone,
    msg: p.msg,
    ...(typeof p.msgId === 'string' ? { msgId: p.msgId } : {}),
    ...(msgParams ? { msgParams } : {}),
    firstShopId,
  };
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

/** What a bind message says, by its catalogue id (its text when the id is unknown to this client). */
export const bindMsg = (m: TBindMessage): TMsg => msgFromWire(m.msgId, m.msgParams, m.msg);

/**
 * Errors after which the user must fetch a new code, so the 59 s countdown is cleared: the two of
 * spec §8, plus the two bindAccount replies that themselves say 请重新获取验证码.
 */
const RESETS_COUNTDOWN = new Set<TErrorId>([
  'TEMU_WRONG_PASSWORD',
  'SHOP_ALREADY_BOUND',
  'BIND_CODE_NOT_FETCHED',
  'BIND_CREDENTIALS_CHANGED',
]);
export const resetsCountdown = (m: TMsg) => typeof m !== 'string' && RESETS_COUNTDOWN.has(m.id);

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
