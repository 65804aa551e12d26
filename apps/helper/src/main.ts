import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startHelper } from './app.js';
import { loadConfig } from './config.js';
import { uninstall } from './uninstall.js';
import { HELPER_VERSION } from './ws.js';

// Inside the single executable, node:sea says so; the packaged binary is then the file to remove on uninstall.
const packagedExecutable = async (): Promise<string | null> => {
  try {
    // createRequire works the same in the ESM dev run and in the CommonJS bundle the executable carries.
    const sea = createRequire(join(process.cwd(), 'noop.js'))('node:sea') as { isSea?: () => boolean };
    return sea.isSea?.() ? process.execPath : null;
  } catch {
    return null;
  }
};

const main = async () => {
  const command = process.argv[2] ?? 'start';
  const config = loadConfig();
  if (command === '--version' || command === 'version') {
    process.stdout.write(`${HELPER_VERSION}\n`);
    return;
  }
  if (command === 'uninstall') {
    const result = uninstall(config.dataDir, { executable: await packagedExecutable() });
    for (const p of result.removed) {
      process.stdout.write(`removed ${p}\n`);
    }
    if (result.manual) {
      process.stdout.write(`delete ${result.manual} after this window closes\n`);
    }
    return;
  }
  if (command !== 'start') {
    process.stderr.write('usage: ksa-helper [start|uninstall|--version]\n');
    process.exitCode = 2;
    return;
  }
  const helper = await startHelper(config);
  const stop = () => {
    helper.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
