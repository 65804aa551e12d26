import type { TRouteDef } from '@ksa/contract';
import { ZEnvelope } from '@ksa/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { stripCostFields } from '../lib/cost-fields.js';

type THandler<B extends z.ZodType, Q extends z.ZodType, D extends z.ZodType, P extends z.ZodType = z.ZodUnknown> = (
  req: FastifyRequest<{ Body: z.output<B>; Querystring: z.output<Q>; Params: z.output<P> }>,
  reply: FastifyReply,
) => Promise<{ data: z.input<D>; msg?: string }>;

/**
 * Registers one catalogue route: the contract's schemas validate the body/query and the
 * envelope, the route definition travels in config so the access check and OpenAPI see it.
 */
export function apiRoute<
  B extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
  D extends z.ZodType = z.ZodNull,
  P extends z.ZodType = z.ZodUnknown,
>(
  app: FastifyInstance,
  def: TRouteDef,
  schema: { body?: B; query?: Q; params?: P; data?: D },
  handler: THandler<B, Q, D, P>,
) {
  const data = schema.data ?? z.null();
  const options: RouteOptions = {
    method: def.method,
    url: def.path,
    config: { api: def },
    schema: {
      tags: [def.tag],
      summary: def.summary,
      ...(schema.body ? { body: schema.body } : {}),
      ...(schema.query ? { querystring: schema.query } : {}),
      ...(schema.params ? { params: schema.params } : {}),
      ...(def.access === 'public' ? {} : { security: [{ token: [] }] }),
      response: { 200: ZEnvelope(data) },
    },
    handler: async (req, reply) => {
      const out = await handler(req as never, reply);
      const auth = req.auth;
      const data = auth && !auth.permissions.includes('lookCost') ? stripCostFields(out.data) : out.data;
      return { code: 0, msg: out.msg ?? 'success', data: data ?? null };
    },
  };
  app.route(options);
}

/** A catalogue route that answers something other than the envelope (redirects, HTML). */
export function rawRoute(
  app: FastifyInstance,
  def: TRouteDef,
  handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  app.route({
    method: def.method,
    url: def.path,
    config: { api: def },
    schema: { tags: [def.tag], summary: def.summary, hide: false },
    handler,
  });
}

/**
 * A catalogue route whose body is validated like apiRoute's (same error envelope, same OpenAPI body) but whose
 * success is a file (a generated PDF): the bytes with their type, as an attachment named `name`.
 */
export function fileRoute<B extends z.ZodType>(
  app: FastifyInstance,
  def: TRouteDef,
  schema: { body: B },
  handler: (
    req: FastifyRequest<{ Body: z.output<B> }>,
  ) => Promise<{ bytes: Uint8Array; contentType: string; name: string }>,
) {
  app.route({
    method: def.method,
    url: def.path,
    config: { api: def },
    schema: {
      tags: [def.tag],
      summary: def.summary,
      body: schema.body,
      ...(def.access === 'public' ? {} : { security: [{ token: [] }] }),
    },
    handler: async (req, reply) => {
      const out = await handler(req as never);
      return reply
        .header('content-type', out.contentType)
        .header('content-disposition', `attachment; filename="${out.name}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(out.bytes.buffer, out.bytes.byteOffset, out.bytes.byteLength));
    },
  });
}
