import { parentPort } from 'node:worker_threads';
import { renderLabels, type TLabelBatch } from './label-pdf.js';
import { warmUpRender } from './label-warmup.js';

type TRequest = { id: number; batches: TLabelBatch[] } | { id: number; warm: true };

/** Renders label batches off the main thread: one request at a time, the PDF bytes transferred back. */
parentPort?.on('message', async (msg: TRequest) => {
  try {
    if ('warm' in msg) {
      await warmUpRender();
      parentPort?.postMessage({ id: msg.id });
      return;
    }
    const pdf = await renderLabels(msg.batches);
    parentPort?.postMessage({ id: msg.id, pdf }, [pdf.buffer as ArrayBuffer]);
  } catch (e) {
    parentPort?.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) });
  }
});
