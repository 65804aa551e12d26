import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHarness } from '../test/harness.js';
import { exceedsJsonDepth, findIllFormedField, isIllFormed, MAX_JSON_DEPTH } from './json-body.js';

/** Fault 10: a deeply nested body is refused by a cheap scan, before JSON.parse builds it. */
describe('[EDGE] JSON body depth and string checks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts nesting outside strings only', () => {
    expect(exceedsJsonDepth('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsJsonDepth('['.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth('{"a":'.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth(JSON.stringify({ s: '['.repeat(1000) }))).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ s: '\\"['.repeat(1000) }))).toBe(false);
  });

  it('finds NUL and lone surrogates, keeps paired surrogates', () => {
    expect(isIllFormed('a\u0000')).toBe(true);
    expect(isIllFormed('a\ud800')).toBe(true);
    expect(isIllFormed('\udc00a')).toBe(true);
    expect(isIllFormed('😀')).toBe(false);
    expect(findIllFormedField({ a: [{ b: 'x\u0000' }] }, 'body')).toBe('b');
    expect(findIllFormedField({ a: ['x\ud800'] }, 'body')).toBe('a');
    expect(findIllFormedField({ a: 1, b: ['ok'] }, 'body')).toBeNull();
  });

  it('answers 400 code 1 to a 900 KB body of nested arrays without calling JSON.parse on it', async () => {
    const h = await startHarness('pglite');
    try {
      const parse = vi.spyOn(JSON, 'parse');
      const deep = '['.repeat(450_000) + ']'.repeat(450_000);
      const started = performance.now();
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: deep,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 1, msg: '请求参数错误', errorId: 'BAD_REQUEST', data: null });
      expect(parse.mock.calls.some(([text]) => text === deep)).toBe(false);
      // The scan stops at depth 33: no need to read the whole body.
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      await h.close();
    }
  });
});
