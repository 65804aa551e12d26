import type { FastifyReply, FastifyRequest } from 'fastify';
import { SheinError } from './errors.js';
import { findSeller, sellerShops, setCaller, type TSheinDeps } from './shein-deps.js';
import { verifySheinSignature } from './signature.js';

export const API_PREFIX = '/shein-open';
export const TIMESTAMP_SKEW_MS = 5 * 60_000;

/** The path a client signs: what it would call on openapi.sheincorp.com, without our prefix or the query. */
export const signedPath = (url: string): string => {
  const path = url.split('?')[0] ?? '';
  return path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
};

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export type TSignedHeaders = { id: string; timestamp: string; signature: string };

/** Header checks shared by get-by-token (x-lt-appid) and normal calls (x-lt-openKeyId). */
export const readSignedHeaders = (req: FastifyRequest, idHeader: string, now: number): TSignedHeaders => {
  const id = header(req, idHeader.toLowerCase());
  const timestamp = header(req, 'x-lt-timestamp');
  const signature = header(req, 'x-lt-signature');
  const missing = [!id && idHeader, !timestamp && 'x-lt-timestamp', !signature && 'x-lt-signature'].filter(Boolean);
  if (!id || !timestamp || !signature) {
    throw new SheinError('headerMissing', missing.join(', '));
  }
  if (!/^\d{13}$/.test(timestamp) || Math.abs(Number(timestamp) - now) > TIMESTAMP_SKEW_MS) {
    throw new SheinError('timestampExpired');
  }
  return { id, timestamp, signature };
};

export const checkSignature = (signed: TSignedHeaders, secret: string, url: string): void => {
  const input = { id: signed.id, secret, path: signedPath(url), timestamp: signed.timestamp };
  if (!verifySheinSignature(signed.signature, input)) {
    throw new SheinError('signatureInvalid');
  }
};

/**
 * onRequest hook of every business endpoint: signature first, then the rate limit. The quota is the app's,
 * shared by all the sellers and shops that authorised it (as on open.sheincorp.com), not one per openKeyId.
 */
export const openKeyGuard = (deps: TSheinDeps) => async (req: FastifyRequest) => {
  const signed = readSignedHeaders(req, 'x-lt-openKeyId', deps.now());
  const credential = deps.grants.findByOpenKeyId(signed.id);
  if (credential === 'revoked') {
    throw new SheinError('authorizationRevoked');
  }
  if (!credential) {
    throw new SheinError('openKeyIdUnknown');
  }
  checkSignature(signed, credential.secretKey, req.url);
  if (!deps.limiter.allow(credential.appid)) {
    throw new SheinError('rateLimited');
  }
  const seller = findSeller(deps.world, credential.supplierId);
  if (!seller) {
    throw new SheinError('openKeyIdUnknown');
  }
  const shopIds = sellerShops(deps.world, seller).map((s) => s.shopId);
  setCaller(req, { credential, seller, shopIds });
};

/** Injected failures answer before anything else, so a retried call is checked afresh. */
export const faultHook = (deps: TSheinDeps) => async (req: FastifyRequest, reply: FastifyReply) => {
  const status = deps.faults.take(signedPath(req.url));
  if (status !== undefined) {
    const error = new SheinError('systemBusy', `injected fault HTTP ${status}`);
    return reply.code(status).send(error.toEnvelope());
  }
};
