/**
 * The operator's notices: npm run notice -- add --type <news|announcement|article> --title <标题> --file body.md
 * [--summary <摘要>] | list | remove <id>. Writes to the product's database (DATABASE_URL, else the PGlite in
 * DATA_DIR, which only one process may open: stop `npm start` first when it runs on PGlite).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatError } from '@ksa/contract';
import { AppError } from '../lib/app-error.js';
import { addNotice, findAllNotices, removeNotice } from '../modules/notices/notices.service.js';
import { openCliDb } from './cli-db.js';

const USAGE = `用法:
  npm run notice -- add --type <news|announcement|article> --title <标题> --file <正文.md> [--summary <摘要>]
  npm run notice -- list
  npm run notice -- remove <id>`;

/** Runs one command; returns the exit code. Output goes through `out` so tests can read it. */
export const runNoticeCli = async (
  argv: string[],
  db: Parameters<typeof addNotice>[0]['db'],
  out: Pick<Console, 'log' | 'error'> = console,
) => {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      title: { type: 'string' },
      file: { type: 'string' },
      summary: { type: 'string' },
    },
  });
  const [command, arg] = positionals;
  try {
    if (command === 'add') {
      if (!values.type || !values.title || !values.file) {
        out.error(USAGE);
        return 2;
      }
      const bodyMd = readFileSync(values.file, 'utf8');
      const n = await addNotice({ db }, { type: values.type, title: values.title, bodyMd, summary: values.summary });
      out.log(`已发布 #${n.noticeId} [${n.noticeType}] ${n.title}`);
      return 0;
    }
    if (command === 'list') {
      for (const n of await findAllNotices({ db })) {
        out.log(`#${n.noticeId}\t${n.noticeType}\t${n.publishTime.slice(0, 10)}\t${n.title}`);
      }
      return 0;
    }
    if (command === 'remove' && arg && /^\d+$/.test(arg)) {
      await removeNotice({ db }, Number(arg));
      out.log(`已删除 #${arg}`);
      return 0;
    }
    out.error(USAGE);
    return 2;
  } catch (err) {
    if (err instanceof AppError) {
      out.error(err.message);
      return 1;
    }
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      out.error(formatError('FIELD_INVALID', { field: `文件 ${values.file}` }));
      return 1;
    }
    throw err;
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  // Notices go into the server's existing database only: never into one made up in the wrong folder.
  const handle = await openCliDb({ create: false });
  if (!handle) {
    process.exitCode = 2;
  } else {
    try {
      process.exitCode = await runNoticeCli(process.argv.slice(2), handle.db);
    } finally {
      await handle.close();
    }
  }
}
