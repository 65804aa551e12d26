import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TSandboxContext } from '../lib/context.js';
import { createFlowControl } from './flow-control.js';
import { renderInboxPage } from './inbox-page.js';
import { createNonceStore } from './nonce-store.js';
import { normalizeMainlandMobile } from './phone.js';
import { newRequestId, renderError, renderReply, rpcError, type TRpcReply } from './rpc-reply.js';
import type { TRpcParams } from './rpc-signature.js';
import { TIMESTAMP_WINDOW_MS, verifyRpcRequest } from './rpc-verify.js';
import { sendSms } from './send-sms.js';

type TParsed = { params: TRpcParams } | { duplicate: string };

/** RPC v1 reads parameters from the query, and for POST also from the form body. */
export const collectParams = (req: FastifyRequest): TParsed => {
  const params: TRpcParams = {};
  const sources = [req.query, req.method === 'POST' ? req.body : undefined];
  for (const source of sources) {
    if (typeof source !== 'object' || source === null) {
      continue;
    }
    for (const [key, value] of Object.entries(source)) {
      // A repeated key would make the signed value ambiguous, so refuse it outright.
      if (typeof value !== 'string' || key in params) {
        return { duplicate: key };
      }
      params[key] = value;
    }
  }

  return { params };
};

const send = (reply: FastifyReply, out: TRpcReply) => reply.code(out.status).type(out.contentType).send(out.payload);

/** Aliyun SMS (dysmsapi) stand-in plus the inbox where tests and developers read the messages. */
export const smsPlugin =
  (ctx: TSandboxContext): FastifyPluginAsync =>
  async (app) => {
    const nonces = createNonceStore(ctx.now, TIMESTAMP_WINDOW_MS);
    const flow = createFlowControl(ctx.now);
    const inbox = ctx.inbox;

    const handleRpc = async (req: FastifyRequest, reply: FastifyReply) => {
      const parsed = collectParams(req);
      if ('duplicate' in parsed) {
        const error = rpcError(400, 'InvalidParameter', `Specified parameter ${parsed.duplicate} is not valid.`);
        return send(reply, renderError(undefined, error));
      }
      const { params } = parsed;
      const rejected = verifyRpcRequest({ params, method: req.method, now: ctx.now(), nonces });
      if (rejected) {
        return send(reply, renderError(params.Format, rejected));
      }
      const result = sendSms(params, { now: ctx.now(), flow, inbox });
      if ('status' in result) {
        return send(reply, renderError(params.Format, result));
      }
      const body: Record<string, string> = { RequestId: newRequestId(), Code: result.code, Message: result.message };
      if (result.bizId) {
        body.BizId = result.bizId;
      }

      return send(reply, renderReply(params.Format, 200, 'SendSmsResponse', body));
    };

    await app.register(
      async (rpc) => {
        rpc.get('/', handleRpc);
        rpc.post('/', handleRpc);
      },
      { prefix: '/aliyun-sms' },
    );

    // The filter accepts what a person would type: spaces, dashes, +86.
    const listFor = (phone: string | undefined) => {
      const raw = phone?.replace(/[\s-]/g, '');
      return raw ? inbox.list(normalizeMainlandMobile(raw) ?? raw) : inbox.list();
    };

    app.get<{ Querystring: { phone?: string } }>('/sms/messages', async (req) => listFor(req.query.phone));

    // Tests start from a clean slate: forget the messages and the flow-control counters.
    app.delete('/sms/messages', async (_req, reply) => {
      inbox.clear();
      flow.reset();
      return reply.code(204).send();
    });

    app.get<{ Querystring: { phone?: string } }>('/sms', async (req, reply) => {
      const phone = req.query.phone?.trim() ?? '';
      const messages = listFor(phone).slice(0, 200);
      return reply.type('text/html; charset=utf-8').send(renderInboxPage({ phone, messages }));
    });
  };
