import { Limits } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { countdownEnd, countdownPhase, remainingSeconds, sendCodeLabel } from './countdown';

describe('countdown', () => {
  const t0 = 1_700_000_000_000;

  it('is idle until started', () => {
    expect(countdownPhase(null, t0)).toBe('idle');
    expect(remainingSeconds(null, t0)).toBe(0);
  });

  it('counts the login countdown down from 300 s', () => {
    const end = countdownEnd(Limits.countdown.login, t0);
    expect(remainingSeconds(end, t0)).toBe(300);
    expect(remainingSeconds(end, t0 + 1)).toBe(300);
    expect(remainingSeconds(end, t0 + 1_000)).toBe(299);
    expect(countdownPhase(end, t0 + 299_999)).toBe('running');
  });

  it('ends exactly at the deadline and never goes negative', () => {
    const end = countdownEnd(Limits.countdown.resetPage, t0);
    expect(remainingSeconds(end, t0 + 60_000)).toBe(0);
    expect(countdownPhase(end, t0 + 60_000)).toBe('done');
    expect(remainingSeconds(end, t0 + 999_999)).toBe(0);
  });

  it('stays accurate when ticks arrive late (throttled tab)', () => {
    const end = countdownEnd(Limits.countdown.bind, t0);
    expect(remainingSeconds(end, t0 + 30_700)).toBe(29);
  });

  it('labels 获取验证码 → Ns后重新获取 → resend label', () => {
    expect(sendCodeLabel('idle', 0, 'code.resend')).toEqual({ key: 'code.get' });
    expect(sendCodeLabel('running', 42, 'code.resend')).toEqual({ key: 'code.countdown', n: 42 });
    expect(sendCodeLabel('done', 0, 'code.resend')).toEqual({ key: 'code.resend' });
    expect(sendCodeLabel('done', 0, 'code.refetch')).toEqual({ key: 'code.refetch' });
  });
});
