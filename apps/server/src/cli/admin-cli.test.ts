import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl, availableEngines } from '../test/engines.js';
import { runAdminCli } from './admin.js';

const capture = () => {
  const lines: string[] = [];
  return { lines, out: { log: (m: string) => lines.push(m), error: (m: string) => lines.push(m) } };
};
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'ksa-admin-cli-'));
  dirs.push(d);
  return d;
};
const engines = await availableEngines();
afterAll(() => {
  for (const d of dirs) {
    rmSync(d, { recursive: true, force: true });
  }
});

describe('npm run admin: says which database it opened and creates none unless asked', () => {
  it('PGlite: refuses a folder without a database, creates one with --create-db, then reuses it', async () => {
    const dataDir = tempDir();
    const phone = '13600001234';
    const refused = capture();
    expect(await runAdminCli(['create-admin', phone], { DATA_DIR: dataDir }, refused.out)).toBe(2);
    expect(refused.lines.join('\n')).toContain(`no database at PGlite ${join(dataDir, 'pglite')}`);
    expect(refused.lines.join('\n')).toContain('--create-db');
    // Nothing was made: no database folder, no server secret.
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    expect(existsSync(join(dataDir, 'server-secret.key'))).toBe(false);

    const made = capture();
    expect(await runAdminCli(['create-admin', phone, '--create-db'], { DATA_DIR: dataDir }, made.out)).toBe(0);
    expect(made.lines[0]).toBe(`database: PGlite ${join(dataDir, 'pglite')} (created)`);
    expect(made.lines[1]).toMatch(/^admin #\d+ created for 13600001234/);

    const again = capture();
    expect(await runAdminCli(['create-admin', phone], { DATA_DIR: dataDir }, again.out)).toBe(0);
    expect(again.lines[0]).toBe(`database: PGlite ${join(dataDir, 'pglite')}`);
    expect(again.lines[1]).toMatch(/13600001234 is already admin #\d+/);
  }, 60_000);

  it('run as `npm run admin` is, without DATA_DIR: names ./data/pglite and leaves the folder alone', () => {
    const cwd = tempDir();
    const root = resolve(import.meta.dirname, '../../../..');
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '' };
    delete env.DATA_DIR;
    const r = spawnSync(
      process.execPath,
      // tsx by its full URL: the working folder is elsewhere, as an operator's shell may be.
      [
        '--import',
        import.meta.resolve('tsx'),
        join(root, 'apps/server/src/cli/admin.ts'),
        'create-admin',
        '13600001235',
      ],
      { cwd, env, encoding: 'utf8' },
    );
    expect(r.status, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toContain(`no database at PGlite ${join(cwd, 'data', 'pglite')}`);
    expect(existsSync(join(cwd, 'data'))).toBe(false);
  }, 60_000);

  it.runIf(engines.includes('postgresql'))(
    'PostgreSQL: an empty database is refused without --create-db; the password is never printed',
    async () => {
      const name = `ksa_cli_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        url.password = 'sekret';
        const env = { DATABASE_URL: url.toString() };
        const refused = capture();
        expect(await runAdminCli(['create-admin', '13600001236'], env, refused.out)).toBe(2);
        expect(refused.lines.join('\n')).toContain(`no database at PostgreSQL`);
        expect(refused.lines.join('\n')).toContain(`/${name}`);
        const tables = await admin.query(
          "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
        );
        expect(tables.rows[0].n).toBe(0);

        const made = capture();
        expect(await runAdminCli(['create-admin', '13600001236', '--create-db'], env, made.out)).toBe(0);
        expect(made.lines[0]).toMatch(/^database: PostgreSQL postgres(ql)?:\/\/.*\*\*\*@.*\(created\)$/);
        expect(made.lines.join('\n')).not.toContain('sekret');
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    60_000,
  );
});
