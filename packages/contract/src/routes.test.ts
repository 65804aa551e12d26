import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CatalogueRoutes } from './catalogue.js';
import { RouteIo } from './io/index.js';
import { ApiRoutes } from './routes.js';

const isSchema = (v: unknown) => v instanceof z.ZodType;

describe('[CONTRACT] every route carries its request and reply schemas', () => {
  it('has an io entry for each catalogue route and none for a route that does not exist', () => {
    expect(Object.keys(RouteIo).sort()).toEqual(Object.keys(CatalogueRoutes).sort());
  });

  it.each(Object.entries(ApiRoutes))('%s: request schemas are zod, the reply is a schema, a file or raw', (_n, def) => {
    const io = def.io as Record<string, unknown>;
    expect(io, 'io attached').toBeDefined();
    expect(Object.keys(io).every((k) => ['body', 'query', 'params', 'data'].includes(k))).toBe(true);
    for (const k of ['body', 'query', 'params'] as const) {
      if (k in io) {
        expect(isSchema(io[k]), k).toBe(true);
      }
    }
    expect(isSchema(io.data) || io.data === 'file' || io.data === 'raw').toBe(true);
    // A GET has no body; a path with :params names them in a params schema or takes them from the input.
    if (def.method === 'GET') {
      expect(io.body).toBeUndefined();
    }
  });

  it('answers an envelope from every /api route except the files and the providers’ callbacks', () => {
    const notEnvelope = Object.entries(ApiRoutes)
      .filter(([, d]) => typeof d.io.data === 'string')
      .map(([n, d]) => `${n}:${d.io.data}`);
    // Each is non-JSON on purpose: PDFs, fonts and app downloads, payment and OAuth callbacks, stored files.
    expect(notEnvelope.length).toBeLessThan(15);
    for (const entry of notEnvelope) {
      expect(entry).toMatch(/:(file|raw)$/);
    }
  });
});
