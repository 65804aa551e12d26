import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { fakeClock } from '../sms/sms-test-kit.js';
import { KSA_SHEIN_APP, type TSheinApp } from './apps.js';
import { sheinPlugin } from './shein-plugin.js';
import { createTestWorld } from './shein-test-world.js';
import { decryptSecretKey, sheinSignature } from './signature.js';

/** 2025-03-01 16:00 Beijing: 'today' of the test world. */
export const T0 = Date.parse('2025-03-01T08:00:00Z');
export const CALLBACK = 'http://127.0.0.1:3000/api/shein/auth/callback?from=bind';
export const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** Totals a numeric field over API rows or world records alike. */
export const sum = (rows: readonly object[], field: string): number =>
  rows.reduce((n, r) => n + Number((r as Record<string, unknown>)[field] ?? 0), 0);

export type TCredentials = { openKeyId: string; secretKey: string; supplierId: number | string };

export const setup = () => {
  const clock = fakeClock(T0);
  const world = createTestWorld();
  const app: FastifyInstance = Fastify();
  app.register(sheinPlugin({ world, now: clock.now }));
  return { app, clock, world };
};

/** Headers as a well-behaved client signs them; the path is Shein's (no /shein-open prefix). */
export const signedHeaders = (
  idHeader: string,
  id: string,
  secret: string,
  path: string,
  ts: number,
  randomKey = 'rk123',
) => ({
  [idHeader]: id,
  'x-lt-timestamp': String(ts),
  'x-lt-signature': sheinSignature({ id, secret, path, timestamp: ts, randomKey }),
  'content-type': 'application/json;charset=UTF-8',
});

/** The seller presses 授权 on the empower page; returns the callback URL the page navigates to. */
export const empower = async (
  app: FastifyInstance,
  supplierId: string,
  opts: { appid?: string; state?: string } = {},
) => {
  const res = await app.inject({
    method: 'POST',
    url: '/shein-sem/api/empower',
    payload: {
      appid: opts.appid ?? KSA_SHEIN_APP.appid,
      sellerSupplierId: supplierId,
      state: opts.state ?? 'st-1',
      redirectUrl: b64(CALLBACK),
    },
  });
  expect(res.json().code).toBe('0');
  return new URL(res.json().info.redirect as string);
};

export const getByToken = async (
  app: FastifyInstance,
  tempToken: string,
  ts: number,
  sheinApp: TSheinApp = KSA_SHEIN_APP,
) =>
  (
    await app.inject({
      method: 'POST',
      url: '/shein-open/open-api/auth/get-by-token',
      headers: signedHeaders('x-lt-appid', sheinApp.appid, sheinApp.secretKey, '/open-api/auth/get-by-token', ts),
      payload: { tempToken },
    })
  ).json();

/** Whole binding as our server does it: empower → callback tempToken → get-by-token → decrypt. */
export const bind = async (app: FastifyInstance, supplierId: string, ts: number): Promise<TCredentials> => {
  const callback = await empower(app, supplierId);
  const reply = await getByToken(app, callback.searchParams.get('tempToken') ?? '', ts);
  expect(reply.code).toBe('0');
  return {
    openKeyId: reply.info.openKeyId,
    secretKey: decryptSecretKey(reply.info.secretKey, KSA_SHEIN_APP.secretKey),
    supplierId: reply.info.supplierId,
  };
};

export const call = async (app: FastifyInstance, creds: TCredentials, path: string, body: unknown, ts: number) =>
  app.inject({
    method: 'POST',
    url: `/shein-open${path}`,
    headers: signedHeaders('x-lt-openKeyId', creds.openKeyId, creds.secretKey, path, ts),
    payload: JSON.stringify(body),
  });
