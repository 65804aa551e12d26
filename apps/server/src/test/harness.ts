import { buildSandbox, type TSandboxOptions } from '@ksa/sandbox/app';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type TConfig } from '../config.js';
import type { TDbHandle } from '../db/client.js';
import type { TClock } from '../lib/clock.js';
import { openTestDb, type TEngine } from './engines.js';

/** A clock tests can move: codes expire, tokens age, without sleeping. */
export const movableClock = () => {
  let offset = 0;
  const clock: TClock & { advance: (ms: number) => void } = {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
  return clock;
};

type TRes = {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number; msg: string; errorId?: string; data: any };
};

export type THarness = {
  app: FastifyInstance;
  sandbox: ReturnType<typeof buildSandbox>;
  sandboxUrl: string;
  db: TDbHandle;
  clock: ReturnType<typeof movableClock>;
  /** POST form-encoded (the spec's default) and return status + envelope. */
  post: (url: string, body?: Record<string, unknown>, token?: string, ip?: string) => Promise<TRes>;
  get: (
    url: string,
    token?: string,
  ) => Promise<{ status: number; headers?: Record<string, unknown>; body: { code: number; msg: string; data: any } }>;
  /** The last code the sandbox SMS inbox received for a phone. */
  lastCode: (phone: string) => Promise<string | null>;
  close: () => Promise<void>;
};

/**
 * The real server (in-process, app.inject) with a real database engine and the real SMS
 * sandbox listening on a free port, so codes travel the same path as in production.
 */
export const startHarness = async (
  engine: TEngine,
  overrides: Partial<TConfig> = {},
  logStream?: { write: (line: string) => void },
  sandboxOpts: TSandboxOptions = {},
): Promise<THarness> => {
  const sandbox = buildSandbox({ logger: false, ...sandboxOpts });
  const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const base = loadConfig(
    {
      ...process.env,
      DATA_DIR: '/tmp/ksa-test-unused',
      SANDBOX_URL: sandboxUrl,
      DATABASE_URL: '',
      REDIS_URL: '',
      MQTT_URL: '',
    },
    { secret: Buffer.alloc(32, 7), sealKey: Buffer.alloc(32, 9) },
  );
  const config: TConfig = {
    ...base,
    webDist: undefined,
    syncIntervalMinutes: 0,
    fxRefreshMinutes: 0,
    selectionSyncMinutes: 0,
    uploadSweep: { ...base.uploadSweep, everyMs: 0 },
    payment: { ...base.payment, reconcileSeconds: 0 },
    // The console's uniform answer floor is tested where it matters (admin-probe.test.ts), not paid everywhere.
    adminCodeFloorMs: 0,
    ...overrides,
  };
  const db = await openTestDb(engine);
  const clock = movableClock();
  const app = await buildApp({
    config: logStream ? { ...config, logLevel: 'debug' } : config,
    db,
    clock,
    logger: Boolean(logStream),
    logStream,
  });
  await app.ready();
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    body?: Record<string, unknown>,
    token?: string,
    ip?: string,
  ) => {
    const res = await app.inject({
      method,
      url,
      // A different client address per call keeps the per-IP budgets out of tests that are not about them.
      remoteAddress: ip ?? `10.${seq % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST' ? { payload: new URLSearchParams(body as Record<string, string>).toString() } : {}),
    });
    // HTML pages (OAuth callbacks) come back as text in msg.
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return {
      status: res.statusCode,
      headers: res.headers,
      body: isJson ? res.json() : { code: -1, msg: res.body, data: null },
    };
  };
  return {
    app,
    sandbox,
    sandboxUrl,
    db,
    clock,
    post: (url, body = {}, token, ip) => call('POST', url, body, token, ip),
    get: (url, token) => call('GET', url, undefined, token),
    lastCode: async (phone) => {
      const res = await fetch(`${sandboxUrl}/sms/messages?phone=${phone}`);
      const list = (await res.json()) as { code: string | null }[];
      return list[0]?.code ?? null;
    },
    close: async () => {
      await app.close();
      await sandbox.close();
      await db.close();
    },
  };
};

let seq = 0;
/** A phone number unique within the test run. */
export const freshPhone = () =>
  `139${String(process.pid % 10_000).padStart(4, '0')}${String(seq++ % 10_000).padStart(4, '0')}`;

/** Registers a BOSS through the real flow and returns a logged-in token. */
export const registerBoss = async (h: THarness, phone = freshPhone(), password = 'Passw0rd!') => {
  await h.post('/api/phone/sendPhoneCodeRegister', { phone });
  const code = await h.lastCode(phone);
  const reg = await h.post('/api/auth/register', { userName: phone, password, code: code ?? '' });
  if (reg.body.code !== 0) {
    throw new Error(`register failed: ${reg.body.msg}`);
  }
  const login = await h.post('/api/auth/login', { userName: phone, password });
  return { phone, password, token: login.body.data.token as string, uid: reg.body.data.uid as number };
};
