import type { z } from 'zod';
import { isErrorId, msgOf, type TMsg } from '../../lib/error-text';

/**
 * The first problem of a failed contract parse as a catalogue message: the contract's schemas carry the catalogue
 * id as the issue's message (`issue('ID')`); zod's own messages (a check without an id) are a bad request.
 */
export const issueMsg = (error: z.ZodError): TMsg => {
  const id = error.issues[0]?.message;
  return msgOf(isErrorId(id) ? id : 'BAD_REQUEST');
};
