import Fastify, { type FastifyInstance } from 'fastify';
import { createInbox, type TInbox } from '../sms/inbox.js';
import { fakeClock } from '../sms/sms-test-kit.js';
import { temuOpenPlugin } from '../temu-open/temu-open-plugin.js';
import { createTestWorld, TEST_ACCOUNTS, TEST_T0 } from '../temu-open/temu-test-world.js';
import { createTemuTokenStore } from '../temu-open/tokens.js';
import { temuSellerPlugin } from './temu-seller-plugin.js';

export const world = createTestWorld();
export const [PASSWORD_ACCOUNT, SMS_ACCOUNT] = TEST_ACCOUNTS as [(typeof TEST_ACCOUNTS)[0], (typeof TEST_ACCOUNTS)[0]];

export type TSellerKit = { app: FastifyInstance; clock: ReturnType<typeof fakeClock>; inbox: TInbox };

/** Seller centre and open API on one token store and one clock, registered the way app.ts does. */
export const openSellerCentre = async (): Promise<TSellerKit> => {
  const clock = fakeClock(TEST_T0);
  const inbox = createInbox();
  const tokens = createTemuTokenStore(world, clock.now);
  const app = Fastify();
  await app.register(temuOpenPlugin({ world, now: clock.now, tokens }));
  await app.register(temuSellerPlugin({ world, inbox, now: clock.now, tokens }));
  await app.ready();
  return { app, clock, inbox };
};

export const login = async (app: FastifyInstance, phone: string, password: string) =>
  (await app.inject({ method: 'POST', url: '/temu-seller/api/login', payload: { phone, password } })).json();

export const verify = async (app: FastifyInstance, challengeId: string, code: string) =>
  (await app.inject({ method: 'POST', url: '/temu-seller/api/login/verify', payload: { challengeId, code } })).json();

/** A session of the password-only account (shops 101 and 102). */
export const sessionOf = async (app: FastifyInstance): Promise<string> =>
  (await login(app, PASSWORD_ACCOUNT.phone, PASSWORD_ACCOUNT.password)).session;

export const getWith = (app: FastifyInstance, session: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { 'x-temu-session': session } });
