import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry one-time secrets: the WeChat/Shein OAuth `code` and `state`, tokens,
 * tickets, signatures. Their values never reach the request log (docs/configuration.md, LOG_LEVEL: codes are never logged).
 */
const SECRET_PARAMS = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'accesstoken',
  'refresh_token',
  'auth_code',
  'authcode',
  'ticket',
  'password',
  'secret',
  'key',
  'pollkey',
  'sign',
  'signature',
]);

/** The URL with the values of secret query parameters replaced by '[redacted]'. */
export const redactUrl = (url: string): string => {
  const q = url.indexOf('?');
  if (q < 0) {
    return url;
  }
  const kept = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as sent; only its value matters here.
      }
      return SECRET_PARAMS.has(name.toLowerCase()) && eq >= 0 ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${kept.join('&')}`;
};

/** pino serializer for `req`: Fastify's default fields, with the URL redacted. */
export const serializeRequest = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
