import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { reqIdMixin, requestIdOf, withReqId } from './request-context.js';

describe('request ids in log lines', () => {
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ mixin: reqIdMixin }, { write: (l: string) => void lines.push(JSON.parse(l)) });
    return { log, lines };
  };

  it('adds the id of the work in progress to lines logged outside the request logger, once', () => {
    const { log, lines } = capture();
    log.info('outside');
    withReqId('job-00000001', () => log.info('inside'));
    withReqId('job-00000002', () => log.child({ reqId: 'own-000003' }).info('child'));
    expect(lines[0]?.reqId).toBeUndefined();
    expect(lines[1]?.reqId).toBe('job-00000001');
    // A request's own child logger already names it: no second reqId key.
    expect(lines[2]?.reqId).toBe('own-000003');
  });

  it('keeps a well-formed caller id only', () => {
    expect(requestIdOf('abc-12345678')).toBe('abc-12345678');
    for (const bad of [undefined, 'short', 'has space 123', `x${'y'.repeat(120)}`, ['a', 'b']]) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
