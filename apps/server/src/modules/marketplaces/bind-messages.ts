import { type TBindMessage, Topics } from '@ksa/contract';
import type { TDeps } from '../../deps.js';

/** The seed's three bind topics, per user; each message names the phone being bound. */
export const bindProgress = (deps: TDeps, uid: number, m: TBindMessage) =>
  deps.realtime.publish(Topics.bindProgress(uid), m);
export const bindError = (deps: TDeps, uid: number, m: TBindMessage) => deps.realtime.publish(Topics.bindError(uid), m);
export const bindFinish = (deps: TDeps, uid: number, m: TBindMessage) =>
  deps.realtime.publish(Topics.bindFinish(uid), m);
