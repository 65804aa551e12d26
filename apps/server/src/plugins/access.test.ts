import { ApiRoutes, Errors } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type THarness } from '../test/harness.js';

/** Secure by default: every served route is in the catalogue, and the catalogue's rules hold. */
describe('[ACCESS] route catalogue', () => {
  let h: THarness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('serves every catalogue route', () => {
    for (const def of Object.values(ApiRoutes)) {
      expect(h.app.hasRoute({ method: def.method, url: def.path }), `${def.method} ${def.path}`).toBe(true);
    }
  });

  it('refuses to register a route that the catalogue does not declare', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerAccessControl } = await import('./access.js');
    const app = Fastify();
    registerAccessControl(app, h.app.deps);
    expect(() => app.post('/api/secret/undeclared', async () => ({}))).toThrow(/not declared/);
    await app.close();
  });

  it('answers 401 with the login-expired envelope for every non-public route without a token', async () => {
    for (const def of Object.values(ApiRoutes).filter((d) => d.access !== 'public')) {
      const res = def.method === 'GET' ? await h.get(def.path) : await h.post(def.path);
      expect(res.status, def.path).toBe(401);
      expect(res.body).toMatchObject({ code: 401, msg: Errors.LOGIN_EXPIRED.msg });
    }
  });

  it('answers 401 for a forged, truncated or foreign-looking token', async () => {
    for (const t of ['x', 'Bearer ', 'visitor.0000', `Bearer ${'a'.repeat(43)}`, 'a'.repeat(500)]) {
      expect((await h.post('/api/order/getUserInfo', {}, t)).status).toBe(401);
    }
  });

  it('lets the visitor read the demo tenant and refuses every write route', async () => {
    const { body } = await h.get('/api/auth/visitor');
    const token = body.data.token as string;
    const info = await h.post('/api/order/getUserInfo', {}, token);
    expect(info.body.data).toMatchObject({ isVisitor: true, role: 'boss', phone: null });
    for (const def of Object.values(ApiRoutes).filter((d) => d.write && d.access !== 'public')) {
      const res = def.method === 'GET' ? await h.get(def.path, token) : await h.post(def.path, {}, token);
      expect(res.status, def.path).toBe(403);
      expect(res.body.msg).toBe(Errors.VISITOR_READONLY.msg);
    }
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await h.post('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });

  it('reports the database engine and broker on /api/health', async () => {
    const res = await h.get('/api/health');
    expect(res.body.data).toMatchObject({
      status: 'ok',
      database: { engine: 'pglite', ok: true },
      broker: { kind: 'embedded', ok: true },
    });
  });

  it('publishes OpenAPI docs generated from the contract, each route with its schemas', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/docs/json' });
    type TOp = { requestBody?: unknown; parameters?: { in: string }[]; responses?: Record<string, unknown> };
    const doc = res.json() as { paths: Record<string, Record<string, TOp>> };
    for (const def of Object.values(ApiRoutes)) {
      // OpenAPI writes path parameters as {name} where Fastify has :name.
      const op = doc.paths[def.path.replace(/:(\w+)/g, '{$1}')]?.[def.method.toLowerCase()];
      expect(op, `${def.method} ${def.path}`).toBeDefined();
      const io = def.io as { body?: unknown; query?: unknown; data: unknown };
      if (io.body) {
        expect(op?.requestBody, `${def.path} body`).toBeDefined();
      }
      if (io.query) {
        expect(
          op?.parameters?.some((p) => p.in === 'query'),
          `${def.path} query`,
        ).toBe(true);
      }
      if (typeof io.data !== 'string') {
        expect(op?.responses?.['200'], `${def.path} reply`).toBeDefined();
      }
    }
  });
});
