import { describe, expect, it } from 'vitest';
import { createHelperLink } from './helper-socket';

type TFake = {
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  sent: string[];
  send: (d: string) => void;
  close: () => void;
};

const harness = () => {
  const sockets: TFake[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const events: string[] = [];
  const link = createHelperLink({
    report: () => ({ sys_uid: '1001', inine_token: 'tok' }),
    onUp: () => events.push('up'),
    onDown: (lost) => events.push(lost ? 'lost' : 'down'),
    onStatus: (s) => events.push(`status:${s.uid}`),
    createSocket: () => {
      const s: TFake = {
        onopen: null,
        onclose: null,
        onerror: null,
        onmessage: null,
        sent: [],
        send: (d) => s.sent.push(d),
        close: () => s.onclose?.(),
      };
      sockets.push(s);
      return s;
    },
    setTimer: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length;
    },
    clearTimer: () => {},
  });
  return { link, sockets, timers, events };
};

describe('helper link', () => {
  it('reports the token on connect and passes status messages on', () => {
    const { link, sockets, events } = harness();
    link.start();
    sockets[0]!.onopen!();
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'token', sys_uid: '1001', inine_token: 'tok' });
    sockets[0]!.onmessage!({ data: JSON.stringify({ type: 'status', uid: '1001', registered: true, version: '1' }) });
    expect(events).toEqual(['up', 'status:1001']);
  });

  it('on a lost connection says so once, retries every 5 s, and reports the token again on reconnect', () => {
    const { link, sockets, timers, events } = harness();
    link.start();
    sockets[0]!.onopen!();
    sockets[0]!.onerror!();
    sockets[0]!.onclose!();
    expect(events).toEqual(['up', 'lost']);
    expect(timers.map((t) => t.ms)).toEqual([5000]);
    timers[0]!.fn();
    sockets[1]!.onclose!();
    expect(events).toEqual(['up', 'lost', 'down']);
    timers[1]!.fn();
    sockets[2]!.onopen!();
    expect(events.at(-1)).toBe('up');
    expect(sockets[2]!.sent).toHaveLength(1);
  });

  it('stops retrying when stopped', () => {
    const { link, sockets, timers } = harness();
    link.start();
    link.stop();
    expect(sockets).toHaveLength(1);
    expect(timers).toHaveLength(0);
  });
});
