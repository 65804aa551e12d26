import { ApiRoutes, Limits, userTopicPrefix } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { newToken } from '../../lib/secrets.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { signMqttCredential } from '../../realtime/credentials.js';

/** A short-lived MQTT credential for the logged-in user; the HTTP token itself never opens MQTT. */
export const registerRealtimeRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.realtimeToken, async (req) => {
    const auth = requireAuth(req);
    const clientId = `web-${auth.userId}-${newToken(9)}`;
    const { jwt, expiresAt } = await signMqttCredential(deps, {
      uid: auth.userId,
      sid: auth.sessionId,
      clientId,
      ttlSeconds: Limits.realtimeTokenSeconds,
    });
    const proto = req.protocol === 'https' ? 'wss' : 'ws';
    return {
      data: {
        url: deps.config.mqttPublicUrl ?? `${proto}://${req.host}/mqtt`,
        username: `u:${auth.userId}`,
        password: jwt,
        clientId,
        prefix: userTopicPrefix(auth.userId),
        expiresAt: expiresAt.toISOString(),
      },
    };
  });
};
