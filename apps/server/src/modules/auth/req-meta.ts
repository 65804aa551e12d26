import type { FastifyRequest } from 'fastify';

/** Who made the request, for sessions and the audit log. */
export const reqMeta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
export type TReqMetaOf = ReturnType<typeof reqMeta>;
