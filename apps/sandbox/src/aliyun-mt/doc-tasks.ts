import { randomUUID } from 'node:crypto';
import type { TTarget } from './dictionary.js';
import { translatePdf } from './pdf-layout.js';

/** A document takes at least this long, so clients really poll (the real service takes seconds to minutes). */
export const MIN_DOC_TASK_MS = 1_500;
/** The real service takes documents up to 50 MB. */
const MAX_DOC_BYTES = 50 * 1024 * 1024;

type TDocTask = {
  createdAt: number;
  state: 'translating' | 'translated' | 'error';
  pages: number;
  fileKey: string | null;
  error: string | null;
};
export type TDocStatus = {
  Status: 'ready' | 'translating' | 'translated' | 'error';
  TranslateFileUrl?: string;
  PageCount?: number;
  TranslateErrorCode?: string;
  TranslateErrorMessage?: string;
};

const fetchDocument = async (url: string): Promise<Uint8Array> => {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (!res.ok || bytes.length === 0 || bytes.length > MAX_DOC_BYTES) {
    throw new Error(`Fail to download the document (HTTP ${res.status}, ${bytes.length} bytes).`);
  }
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    throw new Error('Unsupported document type: only pdf is translated by the sandbox.');
  }
  return bytes;
};

/** CreateDocTranslateTask's tasks: the PDF fetched, translated in place, the result kept in memory an hour. */
export const createDocTasks = (now: () => number) => {
  const tasks = new Map<string, TDocTask>();
  const files = new Map<string, Uint8Array>();
  const resultBase = new Map<string, string>();
  return {
    submit(url: string, to: TTarget, base: string): string {
      const id = randomUUID().replaceAll('-', '');
      const task: TDocTask = { createdAt: now(), state: 'translating', pages: 0, fileKey: null, error: null };
      tasks.set(id, task);
      resultBase.set(id, base);
      void (async () => {
        try {
          const { pdf, pages } = await translatePdf(await fetchDocument(url), to);
          const key = randomUUID();
          files.set(key, pdf);
          Object.assign(task, { state: 'translated', pages, fileKey: key });
        } catch (err) {
          Object.assign(task, { state: 'error', error: (err as Error).message });
        }
      })();
      return id;
    },
    /** GetDocTranslateTask's fields; null for an unknown task. */
    status(id: string): TDocStatus | null {
      const task = tasks.get(id);
      if (!task) {
        return null;
      }
      const age = now() - task.createdAt;
      if (age < MIN_DOC_TASK_MS || task.state === 'translating') {
        return { Status: age < MIN_DOC_TASK_MS / 3 ? 'ready' : 'translating' };
      }
      if (task.state === 'error') {
        return { Status: 'error', TranslateErrorCode: 'Error', TranslateErrorMessage: task.error ?? 'failed' };
      }
      return {
        Status: 'translated',
        PageCount: task.pages,
        TranslateFileUrl: `${resultBase.get(id)}/${task.fileKey}.pdf`,
      };
    },
    file: (key: string) => files.get(key),
  };
};
