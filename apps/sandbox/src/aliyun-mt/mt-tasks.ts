import { randomUUID } from 'node:crypto';
import type { TTarget } from './dictionary.js';
import { translatePicture } from './image-text.js';

/** A batch takes at least this long, so clients really poll (the real service takes seconds). */
export const MIN_TASK_MS = 1_500;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type TImageResult = {
  SourceImageUrl: string;
  FinalImageUrl: string;
  InPaintingUrl: string;
  Code: number;
  Message: string;
  Success: boolean;
};
type TTask = { createdAt: number; done: boolean; results: TImageResult[] };

const fetchImage = async (url: string): Promise<Buffer> => {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (!res.ok || bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) {
    throw new Error(`image not readable (HTTP ${res.status}, ${bytes.length} bytes)`);
  }
  return bytes;
};

/** TranslateImageBatch's tasks: each picture fetched, its text boxes translated and painted, results kept in memory. */
export const createImageTasks = (now: () => number) => {
  const tasks = new Map<string, TTask>();
  const pictures = new Map<string, Buffer>();
  return {
    submit(urls: string[], to: TTarget, resultBase: string): string {
      const id = randomUUID().toUpperCase();
      const task: TTask = { createdAt: now(), done: false, results: [] };
      tasks.set(id, task);
      void (async () => {
        for (const url of urls) {
          try {
            const { png } = await translatePicture(await fetchImage(url), to);
            const key = randomUUID();
            pictures.set(key, png);
            const at = `${resultBase}/${key}.png`;
            task.results.push({
              SourceImageUrl: url,
              FinalImageUrl: at,
              InPaintingUrl: at,
              Code: 200,
              Message: 'OK',
              Success: true,
            });
          } catch (err) {
            task.results.push({
              SourceImageUrl: url,
              FinalImageUrl: '',
              InPaintingUrl: '',
              Code: 107,
              Message: `System.TranslateError: ${(err as Error).message}`,
              Success: false,
            });
          }
        }
        task.done = true;
      })();
      return id;
    },
    /** The task's Status (created / running / finished) and, once finished, its Result; null if unknown. */
    status(id: string): { Status: 'created' | 'running' | 'finished'; Result: TImageResult[] } | null {
      const task = tasks.get(id);
      if (!task) {
        return null;
      }
      const age = now() - task.createdAt;
      if (task.done && age >= MIN_TASK_MS) {
        return { Status: 'finished', Result: task.results };
      }
      return { Status: age < MIN_TASK_MS / 3 ? 'created' : 'running', Result: [] };
    },
    picture: (key: string) => pictures.get(key),
  };
};
