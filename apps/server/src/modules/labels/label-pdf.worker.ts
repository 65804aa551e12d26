import { parentPort } from 'node:worker_threads';
import { renderLabels, type TLabelBatch } from './label-pdf.js';

/** Renders label batches off the main thread: one request at a time, the PDF bytes transferred back. */
parentPort?.on('message', async (msg: { id: number; batches: TLabelBatch[] }) => {
  try {
    const pdf = await renderLabels(msg.batches);
    parentPort?.postMessage({ id: msg.id, pdf }, [pdf.buffer as ArrayBuffer]);
  } catch (e) {
    parentPort?.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) });
  }
});
