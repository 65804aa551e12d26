import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { rawRoute } from '../../plugins/api-route.js';
import { handleAlipayNotify, handleWechatNotify } from './billing-notify.service.js';

/**
 * The providers' notification endpoints (public: the signature is the authentication). WeChat Pay signs the raw
 * body, so this scope keeps JSON bodies as the exact text received; Alipay posts a form.
 */
export const registerBillingNotifyRoutes = (app: FastifyInstance, deps: TDeps) => {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    rawRoute(scope, ApiRoutes.payWechatNotify, async (req, reply) => {
      const ack = await handleWechatNotify(deps, req.headers, typeof req.body === 'string' ? req.body : '', req.ip);
      return ack.status === 204 ? reply.code(204).send() : reply.code(ack.status).send(ack.body);
    });
    rawRoute(scope, ApiRoutes.payAlipayNotify, async (req, reply) => {
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      return reply.type('text/plain; charset=utf-8').send(await handleAlipayNotify(deps, body, req.ip));
    });
  });
};
