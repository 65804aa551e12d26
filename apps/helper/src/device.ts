import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DEVICE_TOKEN_HEADER, DeviceRoutes, type TRegisteredDevice } from '@ksa/contract';
import type { TLog } from './log.js';

type TStored = TRegisteredDevice & { uid: string };

const UID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The helper's device registration. The user's session token (from the web's token report) is used once to
 * register; afterwards only the device's own token is kept (file mode 0600), so signing out the device on the
 * server ends it without touching the user's sessions.
 */
export const createDeviceLink = (opts: { serverUrl: string; dataDir: string; log: TLog; fetch?: typeof fetch }) => {
  const doFetch = opts.fetch ?? fetch;
  const fileOf = (uid: string) => join(opts.dataDir, `device-${uid}.json`);
  const post = (path: string, headers: Record<string, string>, body: unknown) =>
    doFetch(`${opts.serverUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });

  const stored = async (uid: string): Promise<TStored | null> => {
    try {
      const s = JSON.parse(await readFile(fileOf(uid), 'utf8')) as TStored;
      return s.uid === uid && typeof s.token === 'string' ? s : null;
    } catch {
      return null;
    }
  };

  // A stored token still alive on the server answers the heartbeat with code 0.
  const alive = async (device: TStored) => {
    const res = await post(DeviceRoutes.deviceHeartbeat.path, { [DEVICE_TOKEN_HEADER]: device.token }, {});
    const body = (await res.json().catch(() => ({}))) as { code?: number };
    return body.code === 0;
  };

  return {
    /** Registers this machine for the user unless a live registration exists; returns whether one exists now. */
    async ensureRegistered(uid: string, userToken: string): Promise<boolean> {
      if (!UID.test(uid)) {
        return false;
      }
      try {
        const existing = await stored(uid);
        if (existing && (await alive(existing))) {
          return true;
        }
        const res = await post(
          DeviceRoutes.registerDevice.path,
          { authorization: `Bearer ${userToken}` },
          { kind: 'helper', name: hostname().slice(0, 64) || 'helper', platform: process.platform },
        );
        const body = (await res.json().catch(() => ({}))) as { code?: number; msg?: string; data?: TRegisteredDevice };
        if (body.code !== 0 || !body.data) {
          opts.log.warn('device registration refused', { uid, code: body.code, msg: body.msg });
          return false;
        }
        await writeFile(fileOf(uid), JSON.stringify({ uid, ...body.data }), { mode: 0o600 });
        opts.log.info('device registered', { uid, deviceId: body.data.deviceId });
        return true;
      } catch (error) {
        opts.log.warn('device registration failed', { uid, error: String(error) });
        return false;
      }
    },
    async forget(uid: string) {
      if (UID.test(uid)) {
        await rm(fileOf(uid), { force: true });
      }
    },
  };
};

export type TDeviceLink = ReturnType<typeof createDeviceLink>;
