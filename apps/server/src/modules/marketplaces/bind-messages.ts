import { formatError, type TBindMessage, type TErrorId, Topics } from '@ksa/contract';
import type { TDeps } from '../../deps.js';

/** A bind message in the catalogue's words, with its id and values so clients can translate it. */
export const bindMessage = (
  phone: string,
  id: TErrorId,
  params: Record<string, string | number> = {},
  firstShopId: number | null = null,
): TBindMessage => ({
  phone,
  msg: formatError(id, params),
  msgId: id,
  ...(Object.keys(params).length ? { msgParams: params } : {}),
  firstShopId,
});

/** The seed's three bind topics, per user; each message names the phone being bound. */
export const bindProgress = (deps: TDeps, uid: number, m: TBindMessage) =>
  deps.realtime.publish(Topics.bindProgress(uid), m);
export const bindError = (deps: TDeps, uid: number, m: TBindMessage) => deps.realtime.publish(Topics.bindError(uid), m);
export const bindFinish = (deps: TDeps, uid: number, m: TBindMessage) =>
  deps.realtime.publish(Topics.bindFinish(uid), m);
