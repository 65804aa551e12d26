import type { TDeviceLink } from './device.js';
import type { TLog } from './log.js';
import type { THelperState } from './state.js';

export type TTokenResult = { ok: true; uid: string; registered: boolean } | { ok: false; msg: string };
export type TTokenReport = (body: Record<string, unknown>) => Promise<TTokenResult>;

const UID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The web's token report (spec §4: sys_uid + inine_token): remembers the user and registers this machine as a
 * device with the server, so the BOSS's getBossHasAtLeastOneDevice turns true.
 */
export const createTokenReport =
  (deps: { state: THelperState; device: TDeviceLink; log: TLog }): TTokenReport =>
  async (body) => {
    const uid = String(body.sys_uid ?? '');
    const token = body.inine_token;
    if (!UID.test(uid) || typeof token !== 'string' || token.length < 16 || token.length > 512) {
      return { ok: false, msg: 'sys_uid and inine_token required' };
    }
    deps.log.info('token report', { uid });
    const registered = await deps.device.ensureRegistered(uid, token);
    deps.state.setUser(uid, registered);
    return { ok: true, uid, registered };
  };
