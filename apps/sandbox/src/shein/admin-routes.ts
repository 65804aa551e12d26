import type { FastifyPluginAsync } from 'fastify';
import { ok, SheinError } from './errors.js';
import { API_PREFIX, signedPath } from './open-guard.js';
import { bodyOf } from './params.js';
import type { TSheinDeps } from './shein-deps.js';

/** Accepts '/open-api/…' or '/shein-open/open-api/…' so tests can paste either form. */
const faultPath = (value: unknown): string => {
  if (typeof value !== 'string' || !value.startsWith('/')) {
    throw new SheinError('paramInvalid', "path must start with '/'");
  }
  return signedPath(value);
};

/** Sandbox-only controls (no Shein equivalent): fault injection for the connector's retry tests. */
export const adminRoutes =
  (deps: TSheinDeps): FastifyPluginAsync =>
  async (app) => {
    app.post(`${API_PREFIX}/admin/faults`, async (req) => {
      const body = bodyOf(req.body);
      const path = faultPath(body.path);
      const status = body.status ?? 503;
      const count = body.count ?? 1;
      if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
        throw new SheinError('paramInvalid', 'status must be an HTTP error status 400-599');
      }
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
        throw new SheinError('paramInvalid', 'count must be a positive integer');
      }
      deps.faults.set(path, status, count);
      return ok({ path, status, count });
    });

    app.delete(`${API_PREFIX}/admin/faults`, async (req) => {
      const path = bodyOf(req.query).path;
      deps.faults.clear(path === undefined ? undefined : faultPath(path));
      return ok({ cleared: path ?? 'all' });
    });
  };
