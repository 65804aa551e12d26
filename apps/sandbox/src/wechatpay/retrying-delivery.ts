/** One notification and what became of each try (tests and the sandbox's own pages read this). */
export type TDelivery = {
  id: string;
  url: string;
  kind: string;
  attempts: { at: number; status: number | null; body: string }[];
  done: boolean;
};

export type TDeliveryInput = {
  id: string;
  url: string;
  kind: string;
  /** Built per try: WeChat signs every retry afresh (new timestamp and nonce). */
  request: () => { headers: Record<string, string>; body: string };
  /** Whether the merchant's answer ends the retries. */
  accepted: (status: number, body: string) => boolean;
};

export type TRetryingDelivery = {
  send: (input: TDeliveryInput) => TDelivery;
  list: () => TDelivery[];
  /** Resolves when every delivery has finished or is waiting for a later retry (tests). */
  idle: () => Promise<void>;
  stop: () => void;
};

/**
 * POSTs a notification and retries on the provider's schedule (seconds after the previous try) until the merchant
 * accepts it. `timeFactor` compresses the schedule for tests: 1000 turns 15 s into 15 ms.
 */
export const createRetryingDelivery = (opts: {
  scheduleSeconds: readonly number[];
  timeFactor: number;
  now: () => number;
  timeoutMs?: number;
}): TRetryingDelivery => {
  const deliveries: TDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  const attempt = async (delivery: TDelivery, input: TDeliveryInput, tryIndex: number): Promise<void> => {
    const { headers, body } = input.request();
    let status: number | null = null;
    let answer = '';
    try {
      const res = await fetch(input.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000),
        redirect: 'manual',
      });
      status = res.status;
      answer = (await res.text()).slice(0, 2_000);
    } catch (error) {
      answer = error instanceof Error ? error.message : 'network error';
    }
    delivery.attempts.push({ at: opts.now(), status, body: answer });
    if (status !== null && input.accepted(status, answer)) {
      delivery.done = true;
      return;
    }
    const next = opts.scheduleSeconds[tryIndex];
    if (next === undefined || stopped) {
      return;
    }
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        track(attempt(delivery, input, tryIndex + 1));
      },
      (next * 1000) / opts.timeFactor,
    );
    timers.add(timer);
  };

  const track = (p: Promise<void>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };

  return {
    send: (input) => {
      const delivery: TDelivery = { id: input.id, url: input.url, kind: input.kind, attempts: [], done: false };
      deliveries.push(delivery);
      if (!stopped) {
        track(attempt(delivery, input, 0));
      }
      return delivery;
    },
    list: () => deliveries,
    idle: async () => {
      while (inFlight.size > 0) {
        await Promise.all([...inFlight]);
      }
    },
    stop: () => {
      stopped = true;
      for (const timer of timers) {
        clearTimeout(timer);
      }
      timers.clear();
    },
  };
};
