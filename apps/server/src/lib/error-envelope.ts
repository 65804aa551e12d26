import { Errors, formatError, type TErrorId } from '@ksa/contract';
import type { AppError } from './app-error.js';

/** The catalogue id of a catalogue message (validation messages come from zod as text). */
const idByMessage = new Map<string, TErrorId>();
for (const [id, def] of Object.entries(Errors) as [TErrorId, (typeof Errors)[TErrorId]][]) {
  if (!idByMessage.has(def.msg)) {
    idByMessage.set(def.msg, id);
  }
}
export const errorIdOfMessage = (msg: string): TErrorId | undefined => idByMessage.get(msg);

/** A failure envelope: the catalogue's code and message, its id and the values the message was filled with. */
export const errorEnvelope = (id: TErrorId, params: Record<string, string | number> = {}) => ({
  code: Errors[id].code,
  msg: formatError(id, params),
  errorId: id,
  ...(Object.keys(params).length ? { errorParams: params } : {}),
  data: null,
});

export const appErrorEnvelope = (err: AppError) => errorEnvelope(err.id, err.params);

/** A validation message from a schema: its catalogue id, or FIELD_INVALID for the field when it is not one. */
export const validationEnvelope = (message: string | undefined, field: string) => {
  const id = message ? errorIdOfMessage(message) : undefined;

  return id ? errorEnvelope(id) : errorEnvelope('FIELD_INVALID', { field });
};
