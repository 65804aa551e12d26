import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import pkg from '../package.json' with { type: 'json' };

// The single executable scripts/build-downloads.mjs puts in DOWNLOADS_DIR (npm test builds it before the unit
// tests). Where Node's single-executable tooling is missing the build skips it, and so does this test.
const root = resolve(import.meta.dirname, '..', '..', '..');
const dir = resolve(process.env.DOWNLOADS_DIR || join(root, 'dist', 'downloads'));
const name = `ksa-helper-${process.platform}-${process.arch}${process.platform === 'win32' ? '.exe' : ''}`;
const exe = join(dir, name);

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** The first message of the helper's websocket, retried while the executable starts up. */
const statusOver = async (port: number, origin: string, tries = 50) => {
  for (let i = 0; i < tries; i++) {
    const reply = await new Promise<unknown>((done) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}`, { headers: { origin } });
      ws.on('message', (m) => {
        done(JSON.parse(String(m)));
        ws.close();
      });
      ws.on('error', () => done(null));
    });
    if (reply) {
      return reply;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
};

describe.skipIf(!existsSync(exe))(`the built single executable (${name})`, () => {
  let child: ChildProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'ksa-helper-exe-'));
  afterAll(() => {
    child?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports the package’s version, the one the download list shows', () => {
    const out = execFileSync(exe, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
    expect(out).toBe(pkg.version);
    const manifest = JSON.parse(readFileSync(join(dir, 'downloads.json'), 'utf8'));
    expect(manifest.files[name].version).toBe(pkg.version);
  });

  it('starts the helper: its websocket answers the product’s origin with its status', async () => {
    const [wsPort, proxyPort] = [await freePort(), await freePort()];
    child = spawn(exe, ['start'], {
      env: {
        ...process.env,
        HELPER_WS_PORT: String(wsPort),
        HELPER_PROXY_PORT: String(proxyPort),
        HELPER_DATA_DIR: dataDir,
        HELPER_SERVER_URL: 'http://127.0.0.1:9',
      },
      stdio: 'ignore',
    });
    expect(await statusOver(wsPort, 'http://127.0.0.1:8080')).toEqual({
      type: 'status',
      version: pkg.version,
      uid: null,
      registered: false,
    });
    // A foreign page is refused, by the executable as by the sources.
    expect(await statusOver(wsPort, 'https://evil.example', 1)).toBeNull();
  });
});
