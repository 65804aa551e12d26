import type { FastifyRequest } from 'fastify';
import type { TInbox } from '../sms/inbox.js';

/** What every feature plugin receives from buildSandbox: one clock so tests can move time for all of them. */
export type TSandboxContext = {
  now: () => number;
  publicUrl?: string;
  /** One SMS inbox: Aliyun sends and Temu's login codes both land here. */
  inbox: TInbox;
};

/** Absolute base URL for links we hand out (avatars, demo redirects); falls back to the Host the caller used. */
export const baseUrlOf = (ctx: TSandboxContext, req: FastifyRequest): string =>
  ctx.publicUrl ?? `${req.protocol}://${req.host}`;
