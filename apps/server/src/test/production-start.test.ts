import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fullProductionEnv } from './production-env.js';

/**
 * `NODE_ENV=production` as an operator starts it: the real server process, with nothing inherited from the shell
 * but PATH and HOME (a developer's DATABASE_URL or SANDBOX_URL must not decide the outcome).
 */
const root = resolve(import.meta.dirname, '../../../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) {
    c.kill('SIGKILL');
  }
  for (const d of dirs.splice(0)) {
    rmSync(d, { recursive: true, force: true });
  }
});

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

const startServer = async (settings: Record<string, string>) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ksa-prod-'));
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, port, dataDir, exited, output: () => output };
};

describe('a production start', () => {
  it('exits non-zero on the sandbox defaults, naming each setting to fix', async () => {
    const server = await startServer({ NODE_ENV: 'production' });
    const code = await server.exited;
    expect(code).not.toBe(0);
    const out = server.output();
    for (const name of [
      'TEMU_SELLER_URL',
      'TEMU_GATEWAY_CN',
      'TEMU_GATEWAY_GLOBAL',
      'TEMU_APP_KEY',
      'TEMU_APP_SECRET',
      'SHEIN_API_URL',
      'SHEIN_APP_SECRET',
      'SMS_ENDPOINT',
      'WECHAT_APP_SECRET',
      'WECHATPAY_MCHID',
      'ALIPAY_APP_ID',
      'ALIMT_ENDPOINT',
      'LLM_BASE_URL',
      'ECB_URL',
      'PUBLIC_URL',
      'SERVER_SECRET',
      'MARKETPLACE_KEY',
    ]) {
      expect(out).toContain(`  ${name} `);
    }
    expect(out).not.toContain('ready at');
  }, 90_000);

  it('starts and listens with every setting given; the visitor preview stays off until demo data is loaded', async () => {
    const server = await startServer({
      ...fullProductionEnv(),
      // Background calls to the made-up providers would only log failures; the start itself is what is tested.
      FX_REFRESH_MINUTES: '0',
      SELECTION_SYNC_MINUTES: '0',
      SYNC_INTERVAL_MINUTES: '0',
      PAY_RECONCILE_SECONDS: '0',
    });
    const base = `http://127.0.0.1:${server.port}`;
    const deadline = Date.now() + 90_000;
    let up = false;
    while (!up && Date.now() < deadline && server.child.exitCode === null) {
      up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) {
        await new Promise((r) => setTimeout(r, 300));
      }
    }
    expect(server.output()).not.toContain('refusing to start');
    expect(up).toBe(true);
    // No sandbox accounts are bound in production, so the demo tenant is empty and no visitor token is handed out.
    const visitor = await fetch(`${base}/api/auth/visitor`);
    expect(((await visitor.json()) as { errorId?: string }).errorId).toBe('NOT_FOUND');
  }, 120_000);
});
