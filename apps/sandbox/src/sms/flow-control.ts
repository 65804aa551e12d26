const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const BEIJING_OFFSET_MS = 8 * HOUR_MS;

/** Aliyun's default limits for verification codes: 1 per minute per template, 5 per hour and 10 per (Beijing) day per phone. */
export const FLOW_LIMITS = { perMinute: 1, perHour: 5, perDay: 10 } as const;

type TSend = { at: number; templateCode: string };

const beijingDay = (t: number): number => Math.floor((t + BEIJING_OFFSET_MS) / DAY_MS);

export const createFlowControl = (now: () => number) => {
  const sends = new Map<string, TSend[]>();

  const recent = (phone: string, t: number): TSend[] => {
    const kept = (sends.get(phone) ?? []).filter((s) => t - s.at < DAY_MS);
    if (kept.length === 0) {
      sends.delete(phone);
    } else {
      sends.set(phone, kept);
    }

    return kept;
  };

  return {
    /** The Aliyun message of the limit this send would break, or null when it may go out. */
    check(phone: string, templateCode: string): string | null {
      const t = now();
      const list = recent(phone, t);
      const inMinute = list.filter((s) => s.templateCode === templateCode && t - s.at < MINUTE_MS).length;
      if (inMinute >= FLOW_LIMITS.perMinute) {
        return `触发分钟级流控Permits:${FLOW_LIMITS.perMinute}`;
      }
      if (list.filter((s) => t - s.at < HOUR_MS).length >= FLOW_LIMITS.perHour) {
        return `触发小时级流控Permits:${FLOW_LIMITS.perHour}`;
      }
      if (list.filter((s) => beijingDay(s.at) === beijingDay(t)).length >= FLOW_LIMITS.perDay) {
        return `触发天级流控Permits:${FLOW_LIMITS.perDay}`;
      }

      return null;
    },
    record(phone: string, templateCode: string): void {
      const t = now();
      sends.set(phone, [...recent(phone, t), { at: t, templateCode }]);
    },
    reset(): void {
      sends.clear();
    },
  };
};

export type TFlowControl = ReturnType<typeof createFlowControl>;
