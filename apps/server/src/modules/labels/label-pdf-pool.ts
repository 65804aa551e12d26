import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.js';
import type { TLabelBatch } from './label-pdf.js';

type TReply = { id: number; pdf?: Uint8Array; error?: string };
type TRequest = { id: number; batches: TLabelBatch[] } | { id: number; warm: true };

/**
 * A 500-label PDF keeps a CPU busy for seconds (pdf-lib content streams, font subsetting): done on the event loop it
 * would stall every other request, so one worker thread renders. Booting it (tsx, pdfme, 17 MB of fonts parsed) costs
 * more than a whole print, so the server warms it at start (`warmLabelWorker`) and keeps it; a worker that dies is
 * replaced, warm, unless it died while starting (then the next print starts one). The server runs TypeScript through
 * tsx; the worker is given the same loader.
 */
let worker: Worker | null = null;
let keepWarm = false;
let seq = 0;
const pending = new Map<number, { resolve: (b: Uint8Array | null) => void; reject: (e: Error) => void }>();
const STARTUP_GRACE_MS = 5_000;

const failAll = (reason: string) => {
  for (const p of pending.values()) {
    p.reject(new AppError('LABEL_PRINT_FAILED', { reason }));
  }
  pending.clear();
};

const send = (w: Worker, msg: Omit<TRequest, 'id'>) => {
  w.ref();
  const id = ++seq;
  return new Promise<Uint8Array | null>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ ...msg, id });
  });
};

const start = () => {
  const w = new Worker(new URL('./label-pdf.worker-boot.mjs', import.meta.url));
  const startedAt = performance.now();
  w.on('message', (m: TReply) => {
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (pending.size === 0) {
      // An idle worker does not keep the process alive.
      w.unref();
    }
    if (m.error) {
      p?.reject(new AppError('LABEL_PRINT_FAILED', { reason: m.error }));
    } else {
      p?.resolve(m.pdf ? new Uint8Array(m.pdf) : null);
    }
  });
  w.on('error', (e) => failAll(e.message));
  w.on('exit', (code) => {
    failAll(`worker exited (${code})`);
    if (worker !== w) {
      return;
    }
    worker = null;
    if (keepWarm && performance.now() - startedAt > STARTUP_GRACE_MS) {
      void warmLabelWorker();
    }
  });
  return w;
};

/** Starts the worker, loads its fonts and renders a sample label, so the first real print runs warm. */
export const warmLabelWorker = async (): Promise<number> => {
  keepWarm = true;
  const t = performance.now();
  worker ??= start();
  await send(worker, { warm: true });
  return performance.now() - t;
};

export const renderLabelsOffThread = async (batches: TLabelBatch[]): Promise<Uint8Array> => {
  worker ??= start();
  return (await send(worker, { batches })) ?? new Uint8Array();
};

/** Ends the worker (server shutdown, tests of recycling); the next print or warm-up starts a new one. */
export const stopLabelWorker = async (opts: { keepWarm?: boolean } = {}) => {
  keepWarm = opts.keepWarm ?? false;
  const w = worker;
  worker = null;
  await w?.terminate();
};
