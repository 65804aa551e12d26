import type { Server } from 'node:http';
import type { THelperWsOut } from '@ksa/contract';
import { WebSocketServer } from 'ws';
import pkg from '../package.json' with { type: 'json' };
import type { THelperConfig } from './config.js';
import type { TLog } from './log.js';
import { isAllowedOrigin } from './origin.js';
import type { THelperState } from './state.js';
import type { TTokenReport } from './token-report.js';

/** The package's version: what `--version`, the status message and the download list say. */
export const HELPER_VERSION: string = pkg.version;

/**
 * 127.0.0.1:36187: the web's link to the helper (spec §4). The web learns the helper runs by being connected,
 * reports its token ({type:'token', sys_uid, inine_token}) and gets {type:'status'} on connect and on changes.
 */
export const createWsServer = (deps: {
  config: THelperConfig;
  server: Server;
  state: THelperState;
  report: TTokenReport;
  log: TLog;
}) => {
  const { state, log } = deps;
  const wss = new WebSocketServer({
    server: deps.server,
    maxPayload: 16 * 1024,
    verifyClient: ({ origin }: { origin: string }) => {
      const allowed = isAllowedOrigin(origin, deps.config.allowedOrigins);
      if (!allowed) {
        log.warn('refused websocket origin', { origin: origin ?? null });
      }
      return allowed;
    },
  });
  const status = (): THelperWsOut => ({
    type: 'status',
    version: HELPER_VERSION,
    uid: state.uid,
    registered: state.registered,
  });
  const broadcast = () => {
    const msg = JSON.stringify(status());
    for (const client of wss.clients) {
      client.send(msg);
    }
  };
  state.onChange(broadcast);

  wss.on('connection', (socket) => {
    socket.send(JSON.stringify(status()));
    socket.on('message', (data) => {
      let msg: Record<string, unknown>;
      try {
        msg = JSON.parse(String(data)) as Record<string, unknown>;
      } catch {
        socket.send(JSON.stringify({ type: 'error', msg: 'message must be JSON' }));
        return;
      }
      if (msg.type === 'token') {
        deps.report(msg).then((r) => {
          if (!r.ok) {
            socket.send(JSON.stringify({ type: 'error', msg: r.msg }));
          }
        });
      } else if (msg.type === 'ping') {
        socket.send(JSON.stringify(status()));
      } else {
        socket.send(JSON.stringify({ type: 'error', msg: 'unknown message type' }));
      }
    });
  });
  return wss;
};
