import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDb, type TDbHandle } from '../db/client.js';
import { appOn, bossView, rowCounts, seedBackupBoss } from './backup.fixture.js';
import { startHarness, type THarness } from './harness.js';

// The two PGlite backups docs/ops/backup.md prescribes: the data folder (DATA_DIR/pglite) copied while the server
// is stopped, and PGlite's own dumpDataDir() tarball taken while it runs. Each, opened again, gives the same rows
// and the same login.
describe('PGlite backup and restore', () => {
  let h: THarness;
  const dir = mkdtempSync(join(tmpdir(), 'ksa-pglite-backup-'));

  /** Opens a data folder the way the server does (migrations run and must find nothing to do) and reads it. */
  const openAndRead = async (
    opts: { dataDir: string; loadDataDir?: Blob },
    boss: { phone: string; password: string },
  ) => {
    const db: TDbHandle = await openDb(opts);
    try {
      const counts = await rowCounts(db);
      const app = await appOn(h, db);
      try {
        const view = await bossView(app, boss);
        const wrong = await bossView(app, { ...boss, password: 'wrong-Passw0rd' });
        return { counts, view, wrong, after: await rowCounts(db) };
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    h = await startHarness('pglite');
  });

  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a dumpDataDir tarball taken while open, then a copy of the closed folder, both restore every row and the login', async () => {
    const boss = await seedBackupBoss(h);
    const seen = await bossView(h.app, boss);
    expect(seen).toEqual({ loggedIn: true, shops: ['备份店一', '备份店二'] });
    const before = await rowCounts(h.db);
    expect(before['public.shop_daily']).toBe(60);

    // While the server runs: PGlite writes a consistent image of its data folder (what the docs' script does).
    const client = (h.db.db as unknown as { $client: PGlite }).$client;
    const tarball = join(dir, 'pglite.tar.gz');
    writeFileSync(tarball, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));

    // Restore: a new data folder started from the tarball.
    const restored = join(dir, 'restored', 'pglite');
    mkdirSync(join(dir, 'restored')); // DATA_DIR exists; PGlite makes its own folder inside
    const fromTar = await openAndRead({ dataDir: restored, loadDataDir: new Blob([readFileSync(tarball)]) }, boss);
    expect(fromTar.counts).toEqual(before);
    expect(fromTar.view).toEqual(seen);
    expect(fromTar.wrong).toEqual({ loggedIn: false, shops: [] });

    // The server is stopped (closed above): a plain copy of its folder is a backup too.
    const copy = join(dir, 'copy', 'pglite');
    cpSync(restored, copy, { recursive: true });
    const fromCopy = await openAndRead({ dataDir: copy }, boss);
    expect(fromCopy.counts).toEqual(fromTar.after);
    expect(fromCopy.view).toEqual(seen);
    expect(fromCopy.wrong).toEqual({ loggedIn: false, shops: [] });
  }, 180_000); // three PGlite instances and a second app on a shared 2-core machine
});
