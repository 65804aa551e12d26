import { Errors, type TErrorId } from '@ksa/contract';
import type { z } from 'zod';
import { isErrorId, msgOf, type TMsg } from '../../lib/error-text';

/**
 * The first problem of a failed contract parse as a catalogue message: the contract writes Errors[id].msg into
 * its zod messages, so the id is found from the catalogue's own text (never from a server reply).
 */
export const issueMsg = (error: z.ZodError): TMsg => {
  const text = error.issues[0]?.message ?? '';
  const id = (Object.keys(Errors) as TErrorId[]).find((k) => Errors[k].msg === text && isErrorId(k));
  return msgOf(id ?? 'BAD_REQUEST');
};
