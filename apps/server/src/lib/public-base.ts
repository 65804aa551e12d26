import type { FastifyRequest } from 'fastify';
import type { TDeps } from '../deps.js';
import { AppError } from './app-error.js';

/**
 * The base URL outsiders are sent to (payment notify and return URLs, OAuth callbacks): from configuration
 * (PUBLIC_URL, PAY_NOTIFY_BASE_URL). In production the request's Host header never chooses it — anyone can send
 * any Host — so a missing setting refuses the call. Outside production (dev, the sandbox) the request's own
 * origin is the fallback, so a local start works without configuration.
 */
export const configuredBase = (deps: TDeps, req: FastifyRequest, configured: string | undefined): string => {
  if (configured) {
    return configured.replace(/\/+$/, '');
  }
  if (deps.config.production) {
    deps.log.error('PUBLIC_URL is not set: refusing to build an outside URL from the Host header');
    throw new AppError('PUBLIC_URL_MISSING');
  }
  return `${req.protocol}://${req.host}`;
};
