import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createWebSocketStream } from 'ws';
import type { TDeps } from '../deps.js';
import type { TBroker } from './broker.js';

/** Browsers send Origin on the upgrade; only our own page (or configured origins) may open MQTT. */
const originAllowed = (deps: TDeps, req: FastifyRequest) => {
  const origin = req.headers.origin;
  if (!origin) {
    return true;
  }
  try {
    return new URL(origin).host === req.host || deps.config.allowedOrigins.includes(origin);
  } catch {
    return false;
  }
};

export const registerMqttEndpoint = (app: FastifyInstance, deps: TDeps, broker: TBroker) => {
  app.get('/mqtt', { websocket: true, schema: { hide: true } }, (socket, req) => {
    if (!originAllowed(deps, req)) {
      req.log.warn({ origin: req.headers.origin }, 'mqtt upgrade refused: origin');
      socket.close(1008, 'origin not allowed');
      return;
    }
    broker.handle(createWebSocketStream(socket), req.raw);
  });
};
