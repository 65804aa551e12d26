import { buildSandbox } from './app.js';

const port = Number(process.env.SANDBOX_PORT ?? 8090);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';

// Without SANDBOX_PUBLIC_URL, links follow the Host each caller used, which also works behind 0.0.0.0.
const app = buildSandbox({
  publicUrl: process.env.SANDBOX_PUBLIC_URL || undefined,
  logger: process.env.SANDBOX_LOG === '1',
  profile: (process.env.SANDBOX_PROFILE as 'demo' | 'large' | 'tiny' | undefined) ?? 'demo',
  seed: process.env.SANDBOX_SEED ? Number(process.env.SANDBOX_SEED) : undefined,
  historyDays: process.env.SANDBOX_HISTORY_DAYS ? Number(process.env.SANDBOX_HISTORY_DAYS) : undefined,
});

const shutdown = async (signal: string) => {
  console.log(`sandbox: ${signal}, closing`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
console.log(`跨境卖家助手 sandbox listening on http://${shownHost}:${actualPort}`);
