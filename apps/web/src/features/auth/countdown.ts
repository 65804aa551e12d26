/**
 * Countdown arithmetic kept apart from React so it can be unit-tested. Remaining time is derived
 * from an end timestamp, not from counting ticks, so a throttled background tab stays accurate.
 */
export type TCountdownPhase = 'idle' | 'running' | 'done';

export const remainingSeconds = (endsAt: number | null, now: number): number =>
  endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));

export const countdownPhase = (endsAt: number | null, now: number): TCountdownPhase => {
  if (endsAt === null) {
    return 'idle';
  }
  return remainingSeconds(endsAt, now) > 0 ? 'running' : 'done';
};

export const countdownEnd = (seconds: number, now: number): number => now + Math.max(0, seconds) * 1000;

/** Label key and params for a send-code button: 获取验证码 → Ns后重新获取 → 重新发送 / 重新获取. */
export const sendCodeLabel = (
  phase: TCountdownPhase,
  remaining: number,
  resendKey: 'code.resend' | 'code.refetch',
): { key: 'code.get' | 'code.countdown' | 'code.resend' | 'code.refetch'; n?: number } => {
  if (phase === 'running') {
    return { key: 'code.countdown', n: remaining };
  }
  return phase === 'done' ? { key: resendKey } : { key: 'code.get' };
};
