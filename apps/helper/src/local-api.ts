import { FOLDER_NOT_FOUND_MSG } from '@ksa/contract';
import type { THelperConfig } from './config.js';
import { BadPathError, FolderMissingError, type TImageStore } from './images.js';
import type { TLog } from './log.js';
import type { THelperState } from './state.js';
import type { TTokenReport } from './token-report.js';

export type TLocalReply = { status: number; body: unknown; binary?: Buffer };

const ok = (data: unknown): TLocalReply => ({ status: 200, body: { code: 0, msg: 'ok', data } });
const fail = (msg: string, status = 200): TLocalReply => ({ status, body: { code: 1, msg, data: null } });

const platformOf = (origin: string) => {
  const host = new URL(origin).hostname;
  if (/temu\.com$|kuajingmaihuo\.com$|pinduoduo\.com$|kwcdn\.com$/.test(host)) {
    return 'temu';
  }
  if (/shein\.com$|geiwohuo\.com$/.test(host)) {
    return 'shein';
  }
  return 'other';
};

/**
 * The helper's own calls (data-and-tools §7), answered in the product's {code, msg, data} envelope:
 * get custom image list, delete custom images, send user info, get e-commerce platforms; plus reading and saving
 * an image and handing over the seller-centre session the proxy adds to forwarded requests.
 */
export const createLocalApi = (deps: {
  config: THelperConfig;
  images: TImageStore;
  state: THelperState;
  report: TTokenReport;
  log: TLog;
}) => {
  const { images, state } = deps;
  const handlers: Record<string, (body: Record<string, unknown>, raw: Buffer) => Promise<TLocalReply>> = {
    '/local/getCustomImageList': async (b) => {
      if (b.folder === undefined) {
        return ok({ folders: await images.folders(b.uid) });
      }
      return ok({ folder: b.folder, images: await images.list(b.uid, b.folder) });
    },
    '/local/deleteCustomImages': async (b) => ok({ removed: await images.remove(b.uid, b.folder, b.names) }),
    '/local/getCustomImage': async (b) => ({
      status: 200,
      body: null,
      binary: await images.read(b.uid, b.folder, b.name),
    }),
    '/local/saveCustomImage': async (b, raw) => {
      if (raw.length === 0 || raw.length > 20 * 1024 * 1024) {
        return fail('image must be 1 byte to 20 MB');
      }
      return ok(await images.save(b.uid, b.folder, b.name, raw));
    },
    '/local/sendUserInfo': async (b) => {
      const result = await deps.report(b);
      return result.ok ? ok({ uid: result.uid, registered: result.registered }) : fail(result.msg);
    },
    '/local/getEcommercePlatforms': async () =>
      ok(
        deps.config.allowedTargets.map((origin) => ({
          platform: platformOf(origin),
          host: new URL(origin).host,
          hasSession: state.sessions.has(new URL(origin).host),
        })),
      ),
    '/local/setSellerSession': async (b) => {
      const host = typeof b.host === 'string' ? b.host.toLowerCase() : '';
      const known = deps.config.allowedTargets.some((o) => new URL(o).host === host);
      if (!known || typeof b.cookie !== 'string' || b.cookie.length > 8192) {
        return fail('host not allowed or cookie missing');
      }
      state.sessions.set(host, { cookie: b.cookie, mallId: typeof b.mallId === 'string' ? b.mallId : '' });
      deps.log.info('seller session set', { host });
      return ok(null);
    },
  };

  return async (path: string, query: URLSearchParams, raw: Buffer): Promise<TLocalReply> => {
    const handler = handlers[path];
    if (!handler) {
      return fail('not found', 404);
    }
    let body: Record<string, unknown> = Object.fromEntries(query);
    if (path !== '/local/saveCustomImage' && raw.length > 0) {
      try {
        body = { ...body, ...(JSON.parse(raw.toString('utf8')) as Record<string, unknown>) };
      } catch {
        return fail('body must be JSON', 400);
      }
    }
    try {
      return await handler(body, raw);
    } catch (error) {
      if (error instanceof FolderMissingError) {
        return fail(FOLDER_NOT_FOUND_MSG);
      }
      if (error instanceof BadPathError) {
        return fail('bad path', 400);
      }
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return fail('file does not exist', 404);
      }
      throw error;
    }
  };
};
