import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { HELPER_MIN_VERSION } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type THarness } from '../../test/harness.js';

// build-status.json as scripts/downloads-status.mjs writes it (scripts/downloads-on-start.test.ts reads the real one).
const status = (fields: Record<string, unknown>) => ({
  state: 'building',
  step: 'helper-inject',
  startedAt: new Date().toISOString(),
  finishedAt: null,
  pid: process.pid,
  host: hostname(),
  ...fields,
});

describe('[DOWNLOAD] the first start’s background build, as the download buttons see it', () => {
  let h: THarness;
  const dir = mkdtempSync(join(tmpdir(), 'ksa-download-build-'));
  const write = (fields: Record<string, unknown>) =>
    writeFileSync(join(dir, 'build-status.json'), JSON.stringify(status(fields)));
  const build = async () => (await h.get('/api/downloads/build')).body;

  beforeAll(async () => {
    h = await startHarness('pglite', { downloadsDir: dir, helperMinVersion: '0.3.0' });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('idle before any build; building with its step while the process runs; done with the time it finished', async () => {
    expect(await build()).toMatchObject({
      code: 0,
      data: { state: 'idle', step: null, startedAt: null, finishedAt: null },
    });
    write({});
    expect((await build()).data).toMatchObject({ state: 'building', step: 'helper-inject' });
    write({ state: 'done', step: null, finishedAt: '2026-11-28T02:00:00.000Z' });
    expect((await build()).data).toMatchObject({ state: 'done', step: null, finishedAt: '2026-11-28T02:00:00.000Z' });
    write({ state: 'failed', step: null, finishedAt: '2026-11-28T02:00:00.000Z', error: 'postject failed' });
    // The reason stays in the server's folder: the page only learns that it failed.
    expect((await build()).data).toEqual({
      state: 'failed',
      step: null,
      startedAt: expect.any(String),
      finishedAt: '2026-11-28T02:00:00.000Z',
    });
  });

  it('a build whose process is gone reads as idle, so no button waits for it forever', async () => {
    write({ pid: 2 ** 22 + 4321 });
    expect((await build()).data.state).toBe('idle');
    // On another machine sharing the folder: trusted while recent, given up after half an hour.
    write({ host: 'other-host', pid: 1 });
    expect((await build()).data.state).toBe('building');
    write({ host: 'other-host', pid: 1, startedAt: new Date(Date.now() - 31 * 60_000).toISOString() });
    expect((await build()).data.state).toBe('idle');
    writeFileSync(join(dir, 'build-status.json'), '{ half a fi');
    expect((await build()).data.state).toBe('idle');
  });

  it('names the oldest helper this server accepts (HELPER_MIN_VERSION, else the contract’s)', async () => {
    expect((await h.get('/api/downloads/helperRequirement')).body).toMatchObject({
      code: 0,
      data: { minVersion: '0.3.0' },
    });
    const plain = await startHarness('pglite', { downloadsDir: dir });
    try {
      expect((await plain.get('/api/downloads/helperRequirement')).body.data).toEqual({
        minVersion: HELPER_MIN_VERSION,
      });
    } finally {
      await plain.close();
    }
  });
});
