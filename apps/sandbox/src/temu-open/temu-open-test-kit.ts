import Fastify, { type FastifyInstance } from 'fastify';
import { fakeClock } from '../sms/sms-test-kit.js';
import { KSA_APP_KEY, TEMU_OPEN_APPS } from './apps.js';
import { signTemu } from './sign.js';
import { temuOpenPlugin } from './temu-open-plugin.js';
import { createTestWorld, TEST_T0 } from './temu-test-world.js';
import { accessTokenFor } from './tokens.js';

export const ROUTER = '/temu-open/openapi/router';
export const world = createTestWorld();
export const tokenOf = (mallId: number): string => accessTokenFor(world.seed, mallId);

/** A fresh gateway on a clock the test moves by hand. */
export const openGateway = async (): Promise<{ app: FastifyInstance; clock: ReturnType<typeof fakeClock> }> => {
  const clock = fakeClock(TEST_T0);
  const app = Fastify();
  await app.register(temuOpenPlugin({ world, now: clock.now }));
  await app.ready();
  return { app, clock };
};

/** Common params plus business params, signed the way a correct client signs them; overrides are signed too. */
export const signedBody = (input: {
  type: string;
  now: number;
  mallId?: number;
  appKey?: string;
  accessToken?: string;
  business?: Record<string, unknown>;
  secret?: string;
}): Record<string, unknown> => {
  const appKey = input.appKey ?? KSA_APP_KEY;
  const body: Record<string, unknown> = {
    type: input.type,
    app_key: appKey,
    access_token: input.accessToken ?? tokenOf(input.mallId ?? 101),
    timestamp: Math.floor(input.now / 1000),
    data_type: 'JSON',
    ...input.business,
  };
  body.sign = signTemu(body, input.secret ?? TEMU_OPEN_APPS[appKey]?.secret ?? '');
  return body;
};

export const call = async (app: FastifyInstance, body: Record<string, unknown>) =>
  (await app.inject({ method: 'POST', url: ROUTER, payload: body })).json();
