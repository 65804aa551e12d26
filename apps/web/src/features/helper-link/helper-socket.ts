import { HELPER_RETRY_MS, HELPER_WS_PORT, type THelperWsOut } from '@ksa/contract';

export const HELPER_WS_URL = `ws://127.0.0.1:${HELPER_WS_PORT}`;

type TSocket = {
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  send: (data: string) => void;
  close: () => void;
};

export type THelperLinkOptions = {
  url?: string;
  retryMs?: number;
  /** The token report sent on every (re)connect; null sends none. */
  report: () => { sys_uid: string; inine_token: string } | null;
  onUp: () => void;
  /** `lost` is true when an open connection ended (not when a retry failed again). */
  onDown: (lost: boolean) => void;
  onStatus?: (s: THelperWsOut) => void;
  createSocket?: (url: string) => TSocket;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
};

/**
 * The web's link to the desktop helper (spec §4): connect to the local websocket, report the token on every
 * connect, and retry every 5 s while it is down. Framework-free so it is tested without a browser.
 */
export const createHelperLink = (o: THelperLinkOptions) => {
  const url = o.url ?? HELPER_WS_URL;
  const retryMs = o.retryMs ?? HELPER_RETRY_MS;
  const createSocket = o.createSocket ?? ((u: string) => new WebSocket(u) as unknown as TSocket);
  const setTimer = o.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = o.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let socket: TSocket | null = null;
  let timer: unknown = null;
  let stopped = false;

  const schedule = () => {
    if (!stopped && timer === null) {
      timer = setTimer(() => {
        timer = null;
        connect();
      }, retryMs);
    }
  };

  const connect = () => {
    if (stopped) {
      return;
    }
    let opened = false;
    let ended = false;
    const s = createSocket(url);
    socket = s;
    const end = () => {
      if (ended) {
        return;
      }
      ended = true;
      if (socket === s) {
        socket = null;
      }
      if (!stopped) {
        o.onDown(opened);
        schedule();
      }
    };
    s.onopen = () => {
      opened = true;
      o.onUp();
      const report = o.report();
      if (report) {
        s.send(JSON.stringify({ type: 'token', ...report }));
      }
    };
    s.onmessage = (e) => {
      try {
        const msg = JSON.parse(String(e.data)) as THelperWsOut;
        if (msg.type === 'status') {
          o.onStatus?.(msg);
        }
      } catch {
        // Not ours to act on.
      }
    };
    s.onclose = end;
    s.onerror = end;
  };

  return {
    start: () => {
      stopped = false;
      connect();
    },
    stop: () => {
      stopped = true;
      if (timer !== null) {
        clearTimer(timer);
        timer = null;
      }
      socket?.close();
      socket = null;
    },
    /** Re-sends the token report (the user changed while connected). */
    resend: () => {
      const report = o.report();
      if (socket && report) {
        try {
          socket.send(JSON.stringify({ type: 'token', ...report }));
        } catch {
          // Not open yet: onopen sends it.
        }
      }
    },
  };
};
