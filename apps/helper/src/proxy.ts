import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { HELPER_TARGET_HOST_HEADER } from '@ksa/contract';
import type { THelperConfig } from './config.js';
import type { createLocalApi } from './local-api.js';
import type { TLog } from './log.js';
import { isAllowedOrigin, resolveTarget } from './origin.js';
import type { THelperState } from './state.js';

const MAX_LOCAL_BODY = 21 * 1024 * 1024;
// Hop-by-hop and browser-identity headers are not forwarded: the marketplace must see the helper's session only.
const DROP = new Set([
  'host',
  'origin',
  'referer',
  'cookie',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  HELPER_TARGET_HOST_HEADER,
]);

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const readBody = (req: IncomingMessage, limit: number) =>
  new Promise<Buffer>((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        fail(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });

/**
 * 127.0.0.1:36186. A request with a target-host header is forwarded to that host when the allow-list names it
 * (scheme from the list), with the seller-centre session the helper holds; /local/* are the helper's own calls.
 * Every request, preflight included, must carry one of the product's origins.
 */
export const createProxyServer = (deps: {
  config: THelperConfig;
  state: THelperState;
  local: ReturnType<typeof createLocalApi>;
  log: TLog;
}) => {
  const { config, log } = deps;

  const forward = (req: IncomingMessage, res: ServerResponse, target: string) => {
    const url = new URL(req.url ?? '/', target);
    const headers: OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (!DROP.has(k) && v !== undefined) {
        headers[k] = v;
      }
    }
    const session = deps.state.sessions.get(url.host);
    if (session) {
      headers.cookie = session.cookie;
      if (session.mallId) {
        headers.mallid = session.mallId;
      }
    }
    const send_ = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send_(url, { method: req.method, headers, timeout: 60_000 }, (up) => {
      const out: OutgoingHttpHeaders = { ...up.headers };
      // The browser must not store marketplace cookies for 127.0.0.1; CORS is ours to set.
      delete out['set-cookie'];
      for (const k of Object.keys(out)) {
        if (k.startsWith('access-control-')) {
          delete out[k];
        }
      }
      res.writeHead(up.statusCode ?? 502, { ...out, ...corsOf(req) });
      up.pipe(res);
    });
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', (error) => {
      log.warn('proxy upstream failed', { host: url.host, error: error.message });
      if (!res.headersSent) {
        send(res, 502, { code: 1, msg: 'upstream unreachable', data: null });
      } else {
        res.destroy();
      }
    });
    req.pipe(upstream);
    log.info('proxied', { method: req.method, host: url.host, path: url.pathname });
  };

  const corsOf = (req: IncomingMessage) => ({
    'access-control-allow-origin': String(req.headers.origin),
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    if (!isAllowedOrigin(origin, config.allowedOrigins)) {
      log.warn('refused origin', { origin: origin ?? null, path: req.url });
      send(res, 403, { code: 1, msg: 'origin not allowed', data: null });
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...corsOf(req),
        'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? 'content-type'),
        'access-control-allow-private-network': 'true',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const targetHeader = req.headers[HELPER_TARGET_HOST_HEADER];
    if (targetHeader !== undefined) {
      const target = resolveTarget(Array.isArray(targetHeader) ? targetHeader[0] : targetHeader, config.allowedTargets);
      if (!target) {
        log.warn('refused target host', { host: String(targetHeader).slice(0, 100) });
        res.writeHead(403, { 'content-type': 'application/json; charset=utf-8', ...corsOf(req) });
        res.end(JSON.stringify({ code: 1, msg: 'target host not allowed', data: null }));
        return;
      }
      forward(req, res, target);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://helper.local');
    const raw = await readBody(req, MAX_LOCAL_BODY);
    const reply = await deps.local(url.pathname, url.searchParams, raw);
    if (reply.binary) {
      res.writeHead(200, { 'content-type': 'application/octet-stream', ...corsOf(req) });
      res.end(reply.binary);
      return;
    }
    res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...corsOf(req) });
    res.end(JSON.stringify(reply.body));
  };

  return createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      log.warn('local call failed', { path: req.url, error: error.message });
      if (!res.headersSent) {
        send(res, 500, { code: 1, msg: 'helper error', data: null });
      }
    });
  });
};
