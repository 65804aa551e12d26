import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { THelperConfig } from './config.js';
import { createDeviceLink } from './device.js';
import { createImageStore } from './images.js';
import { createLocalApi } from './local-api.js';
import { createLog, type TLog } from './log.js';
import { createProxyServer } from './proxy.js';
import { createHelperState } from './state.js';
import { createTokenReport } from './token-report.js';
import { createWsServer } from './ws.js';

const listen = (server: Server, host: string, port: number) =>
  new Promise<number>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done((server.address() as AddressInfo).port));
  });

/** Starts the proxy (36186) and the websocket (36187); port 0 in the config picks free ports (tests). */
export const startHelper = async (config: THelperConfig, opts: { log?: TLog; fetch?: typeof fetch } = {}) => {
  const log = opts.log ?? createLog(config.dataDir);
  const state = createHelperState();
  const images = createImageStore(join(config.dataDir, 'images'));
  const device = createDeviceLink({ serverUrl: config.serverUrl, dataDir: config.dataDir, log, fetch: opts.fetch });
  const report = createTokenReport({ state, device, log });
  const local = createLocalApi({ config, images, state, report, log });
  const proxy = createProxyServer({ config, state, local, log });
  const wsHttp = createServer((_req, res) => {
    res.writeHead(426, { 'content-type': 'text/plain' });
    res.end('websocket only');
  });
  const wss = createWsServer({ config, server: wsHttp, state, report, log });
  const proxyPort = await listen(proxy, config.host, config.proxyPort);
  const wsPort = await listen(wsHttp, config.host, config.wsPort);
  log.info('helper started', { proxyPort, wsPort, dataDir: config.dataDir, targets: config.allowedTargets.length });
  return {
    proxyPort,
    wsPort,
    state,
    images,
    async close() {
      for (const c of wss.clients) {
        c.terminate();
      }
      wss.close();
      proxy.closeAllConnections();
      await Promise.all([
        new Promise((d) => proxy.close(d)),
        new Promise((d) => {
          wsHttp.closeAllConnections();
          wsHttp.close(d);
        }),
      ]);
    },
  };
};
