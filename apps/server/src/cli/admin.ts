// `npm run admin -- create-admin <phone>`: makes the phone an operator-console admin (idempotent). The admin then
// logs in at /admin with that phone and an SMS code; no password exists to leak or reuse.
// With PGlite (no DATABASE_URL) stop the server first: one PGlite data directory takes one process.
import { phoneField } from '@ksa/contract';
import { loadConfig } from '../config.js';
import { openDb } from '../db/client.js';
import { createAdmin } from '../modules/admin/admin-auth.service.js';

const usage = 'usage: npm run admin -- create-admin <phone>';

const main = async (argv: string[]) => {
  const [command, raw] = argv;
  if (command !== 'create-admin' || !raw) {
    console.error(usage);
    return 2;
  }
  const phone = phoneField().safeParse(raw);
  if (!phone.success) {
    console.error(`not a mainland mobile number: ${raw}\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const db = await openDb({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    const { created, admin } = await createAdmin(db.db, phone.data, new Date());
    console.log(
      created
        ? `admin #${admin.id} created for ${phone.data}: log in at /admin/login with an SMS code`
        : `${phone.data} is already admin #${admin.id}`,
    );
    return 0;
  } finally {
    await db.close();
  }
};

process.exitCode = await main(process.argv.slice(2));
