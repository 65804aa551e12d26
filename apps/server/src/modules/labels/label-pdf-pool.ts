import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.js';
import type { TLabelBatch } from './label-pdf.js';

type TReply = { id: number; pdf?: Uint8Array; error?: string };

/**
 * A 500-label PDF keeps a CPU busy for seconds (pdf-lib content streams, font subsetting): done on the event loop it
 * would stall every other request, so one worker thread renders, started on first use and kept (its fonts stay
 * loaded). The server runs TypeScript through tsx; the worker is given the same loader.
 */
let worker: Worker | null = null;
let seq = 0;
const pending = new Map<number, { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }>();

const failAll = (reason: string) => {
  for (const p of pending.values()) {
    p.reject(new AppError('LABEL_PRINT_FAILED', { reason }));
  }
  pending.clear();
  worker = null;
};

const start = () => {
  const w = new Worker(new URL('./label-pdf.worker-boot.mjs', import.meta.url));
  w.on('message', (m: TReply) => {
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (pending.size === 0) {
      w.unref();
    }
    if (m.pdf) {
      p?.resolve(new Uint8Array(m.pdf));
    } else {
      p?.reject(new AppError('LABEL_PRINT_FAILED', { reason: m.error ?? 'unknown' }));
    }
  });
  w.on('error', (e) => failAll(e.message));
  w.on('exit', (code) => failAll(`worker exited (${code})`));
  return w;
};

export const renderLabelsOffThread = (batches: TLabelBatch[]): Promise<Uint8Array> => {
  worker ??= start();
  const w = worker;
  w.ref();
  const id = ++seq;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, batches });
  });
};
