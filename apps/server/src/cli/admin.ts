// `npm run admin -- create-admin <phone> [--create-db]`: makes the phone an operator-console admin (idempotent).
// The admin then logs in at /admin with that phone and an SMS code; no password exists to leak or reuse.
// It works on the server's database (DATABASE_URL, else DATA_DIR/pglite), says which, and creates none unless
// --create-db is given. With PGlite stop the server first: one PGlite data directory takes one process.
import { phoneField } from '@ksa/contract';
import { createAdmin } from '../modules/admin/admin-auth.service.js';
import { CREATE_DB_FLAG, openCliDb } from './cli-db.js';

const usage = `usage: npm run admin -- create-admin <phone> [${CREATE_DB_FLAG}]`;

/** Runs one command; returns the exit code (2 bad usage or no database, 0 done). */
export const runAdminCli = async (
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Pick<Console, 'log' | 'error'> = console,
) => {
  const create = argv.includes(CREATE_DB_FLAG);
  const [command, raw] = argv.filter((a) => a !== CREATE_DB_FLAG);
  if (command !== 'create-admin' || !raw) {
    out.error(usage);
    return 2;
  }
  const phone = phoneField().safeParse(raw);
  if (!phone.success) {
    out.error(`not a mainland mobile number: ${raw}\n${usage}`);
    return 2;
  }
  const db = await openCliDb({ create, env, out });
  if (!db) {
    return 2;
  }
  try {
    const { created, admin } = await createAdmin(db.db, phone.data, new Date());
    out.log(
      created
        ? `admin #${admin.id} created for ${phone.data}: log in at /admin/login with an SMS code`
        : `${phone.data} is already admin #${admin.id}`,
    );
    return 0;
  } finally {
    await db.close();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runAdminCli(process.argv.slice(2));
}
