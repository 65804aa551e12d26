import { Errors, formatError, type TErrorId } from '@ksa/contract';
import type { AppError } from './app-error.js';

/** A failure envelope: the catalogue's code and message, its id and the values the message was filled with. */
export const errorEnvelope = (id: TErrorId, params: Record<string, string | number> = {}) => ({
  code: Errors[id].code,
  msg: formatError(id, params),
  errorId: id,
  ...(Object.keys(params).length ? { errorParams: params } : {}),
  data: null,
});

export const appErrorEnvelope = (err: AppError) => errorEnvelope(err.id, err.params);

const isErrorId = (v: unknown): v is TErrorId => typeof v === 'string' && Object.hasOwn(Errors, v);

/**
 * A validation issue from a schema: the contract's schemas write a catalogue id as the message
 * (`issue('ID')`), answered as that id; zod's own messages (a check without one) are FIELD_INVALID for the field.
 */
export const validationEnvelope = (message: string | undefined, field: string) =>
  isErrorId(message) ? errorEnvelope(message) : errorEnvelope('FIELD_INVALID', { field });
