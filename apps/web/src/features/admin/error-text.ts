import { isErrorId, msgFromWire, msgText } from '../../lib/error-text';

/** A failed admin call in the display language (its catalogue id translated; else its text). */
export const adminErrorText = (err: unknown): string => {
  const e = err as { errorId?: unknown; params?: unknown; message?: unknown } | null;
  return msgText(msgFromWire(isErrorId(e?.errorId) ? e?.errorId : undefined, e?.params, String(e?.message ?? '')));
};
