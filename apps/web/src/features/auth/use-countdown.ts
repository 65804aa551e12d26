import { useCallback, useEffect, useState } from 'react';
import { countdownEnd, countdownPhase, remainingSeconds, type TCountdownPhase } from './countdown';

export type TCountdown = {
  remaining: number;
  phase: TCountdownPhase;
  isRunning: boolean;
  start: () => void;
  reset: () => void;
};

/** A code-resend countdown: idle → running (N s) → done; start() again to restart. */
export const useCountdown = (seconds: number): TCountdown => {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) {
      return;
    }
    // Half-second ticks so the label never skips a second when a tick lands late.
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) {
        clearInterval(id);
      }
    }, 500);
    return () => clearInterval(id);
  }, [endsAt]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setEndsAt(countdownEnd(seconds, t));
  }, [seconds]);
  const reset = useCallback(() => setEndsAt(null), []);

  const phase = countdownPhase(endsAt, now);
  return { remaining: remainingSeconds(endsAt, now), phase, isRunning: phase === 'running', start, reset };
};
