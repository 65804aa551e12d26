import type { TRouteDef, TRouteIo } from '@ksa/contract';
import { ZEnvelope } from '@ksa/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { stripCostFields } from '../lib/cost-fields.js';

/** A catalogue route with its schemas (ApiRoutes.x). */
export type TIoRoute = TRouteDef & { io: TRouteIo };
type TOut<I, K extends 'body' | 'query' | 'params'> = I extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;
/** What the handler of route R answers in the envelope's data: the input side of its reply schema. */
export type TDataIn<R extends TIoRoute> = R['io'] extends { data: infer D extends z.ZodType } ? z.input<D> : never;
/** The request of route R as its schemas parse it. */
export type TIoRequest<R extends TIoRoute> = FastifyRequest<{
  Body: TOut<R['io'], 'body'>;
  Querystring: TOut<R['io'], 'query'>;
  Params: TOut<R['io'], 'params'>;
}>;

type THandler<R extends TIoRoute> = (
  req: TIoRequest<R>,
  reply: FastifyReply,
) => Promise<{ data: TDataIn<R>; msg?: string }>;

/** The request half of a route's schemas, as Fastify takes them (validation and OpenAPI). */
const requestSchema = (io: TRouteIo) => ({
  ...(io.body ? { body: io.body } : {}),
  ...(io.query ? { querystring: io.query } : {}),
  ...(io.params ? { params: io.params } : {}),
});

/**
 * Registers one catalogue route: its definition's schemas (`ApiRoutes.x.io`) validate the body/query/params
 * and the envelope and type the handler, so a handler answering another shape does not compile; the
 * definition travels in config so the access check and OpenAPI see it.
 */
export function apiRoute<R extends TIoRoute>(app: FastifyInstance, def: R, handler: THandler<R>) {
  const data = def.io.data;
  if (typeof data === 'string') {
    throw new Error(`${def.method} ${def.path} answers '${data}', not an envelope: register it with ${data}Route`);
  }
  const options: RouteOptions = {
    method: def.method,
    url: def.path,
    config: { api: def },
    schema: {
      tags: [def.tag],
      summary: def.summary,
      ...requestSchema(def.io),
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

/** A catalogue route that answers something other than the envelope (redirects, HTML): its io says 'raw'. */
export function rawRoute<R extends TIoRoute & { io: { data: 'raw' } }>(
  app: FastifyInstance,
  def: R,
  handler: (req: TIoRequest<R>, reply: FastifyReply) => Promise<unknown>,
) {
  app.route({
    method: def.method,
    url: def.path,
    config: { api: def },
    schema: { tags: [def.tag], summary: def.summary, hide: false, ...requestSchema(def.io) },
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/**
 * A catalogue route whose request is validated like apiRoute's (same error envelope, same OpenAPI body) but whose
 * success is a file (a generated PDF; its io says 'file'): the bytes with their type, as an attachment named `name`.
 */
export function fileRoute<R extends TIoRoute & { io: { data: 'file' } }>(
  app: FastifyInstance,
  def: R,
  handler: (req: TIoRequest<R>) => Promise<{ bytes: Uint8Array; contentType: string; name: string }>,
) {
  app.route({
    method: def.method,
    url: def.path,
    config: { api: def },
    schema: {
      tags: [def.tag],
      summary: def.summary,
      ...requestSchema(def.io),
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
