import { homedir } from 'node:os';
import { join } from 'node:path';
import { HELPER_PROXY_PORT, HELPER_WS_PORT } from '@ksa/contract';

export type THelperConfig = {
  host: string;
  proxyPort: number;
  wsPort: number;
  /** Origins (scheme://host[:port]) of the product's web app; every other Origin is refused on both ports. */
  allowedOrigins: string[];
  /**
   * Where the proxy may forward to, as origins: the scheme comes from here, the host from the request's
   * target-host header. Anything else is refused, so the helper is never an open proxy.
   */
  allowedTargets: string[];
  /** The product's API server (device registration). */
  serverUrl: string;
  /** Per-user image folders, device token, logs. Removed by `uninstall`. */
  dataDir: string;
};

/** Marketplace and storage hosts a seller's browser talks to through the helper (data-and-tools §7). */
export const MARKETPLACE_TARGETS = [
  'https://agentseller.temu.com',
  'https://agentseller-eu.temu.com',
  'https://agentseller-us.temu.com',
  'https://seller.kuajingmaihuo.com',
  'https://kuajing.pinduoduo.com',
  'https://img.kwcdn.com',
  'https://file.kwcdn.com',
  'https://sso.geiwohuo.com',
  'https://imgdeal.shein.com',
];

export const PRODUCT_ORIGINS = ['http://127.0.0.1:8080', 'http://localhost:8080'];

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/** Where an installed helper keeps its files on each OS. */
export const defaultDataDir = (env: NodeJS.ProcessEnv = process.env, platform = process.platform): string => {
  if (platform === 'win32') {
    return join(env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), 'ksa-helper');
  }
  if (platform === 'darwin') {
    return join(homedir(), 'Library', 'Application Support', 'ksa-helper');
  }
  return join(env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'ksa-helper');
};

const port = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
};

/**
 * Environment: HELPER_ALLOWED_ORIGINS and HELPER_ALLOWED_TARGETS replace the defaults (comma-separated origins);
 * HELPER_SERVER_URL, HELPER_DATA_DIR, HELPER_PROXY_PORT, HELPER_WS_PORT.
 */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): THelperConfig => {
  const serverUrl = (env.HELPER_SERVER_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const origins = list(env.HELPER_ALLOWED_ORIGINS);
  const targets = list(env.HELPER_ALLOWED_TARGETS);
  return {
    // Loopback only: other machines on the network must never reach the proxy.
    host: '127.0.0.1',
    proxyPort: port(env.HELPER_PROXY_PORT, HELPER_PROXY_PORT),
    wsPort: port(env.HELPER_WS_PORT, HELPER_WS_PORT),
    allowedOrigins: origins.length > 0 ? origins : [...new Set([...PRODUCT_ORIGINS, new URL(serverUrl).origin])],
    allowedTargets: targets.length > 0 ? targets : MARKETPLACE_TARGETS,
    serverUrl,
    dataDir: env.HELPER_DATA_DIR ?? defaultDataDir(env),
  };
};
