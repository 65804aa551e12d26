import { Errors, formatError, type TErrorId } from '@ksa/contract';
import i18next from 'i18next';

export type TMsgParams = Record<string, string | number>;

/**
 * A message to show: a catalogue id with the values its text is filled with (translated when shown),
 * or text already in the user's language. Server replies and MQTT messages carry ids, so no server
 * wording is ever matched.
 */
export type TMsg = { id: TErrorId; params?: TMsgParams } | string;

export const isErrorId = (v: unknown): v is TErrorId => typeof v === 'string' && Object.hasOwn(Errors, v);

/** A catalogue message by id (a client-side rule or fallback). */
export const msgOf = (id: TErrorId, params?: TMsgParams): TMsg => (params ? { id, params } : { id });

/** An id and values from the wire; the sent text when the id is unknown to this client (a newer server). */
export const msgFromWire = (id: unknown, params: unknown, text: string): TMsg =>
  isErrorId(id) ? msgOf(id, params && typeof params === 'object' ? (params as TMsgParams) : undefined) : text;

/** What a failed call says: its id when the server sent one, else its text, else the fallback. */
export const msgOfError = (err: unknown, fallback: TErrorId): TMsg => {
  const e = err as { errorId?: unknown; params?: unknown; message?: unknown } | null;
  if (e && isErrorId(e.errorId)) {
    return msgFromWire(e.errorId, e.params, '');
  }
  const text = typeof e?.message === 'string' ? e.message.trim() : '';

  // 'error' and 未知错误 are the http layer's stand-ins for a reply without a message.
  return text && text !== 'error' && text !== Errors.UNKNOWN.msg ? text : msgOf(fallback);
};

/** The text of a message in the display language (the catalogue's Chinese when a translation is missing). */
export const msgText = (m: TMsg): string =>
  typeof m === 'string' ? m : i18next.t(`errors:${m.id}`, { ...m.params, defaultValue: formatError(m.id, m.params) });

/** A stable key per message (toasts are de-duplicated by it: HTTP and MQTT often report the same error). */
export const msgKey = (m: TMsg): string => (typeof m === 'string' ? m : `${m.id}:${JSON.stringify(m.params ?? {})}`);
