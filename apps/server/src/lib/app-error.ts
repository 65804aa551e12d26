import { Errors, formatError, type TErrorId } from '@ksa/contract';

/** Thrown anywhere; the error handler turns it into the envelope with the catalogue's code and status. */
export class AppError extends Error {
  readonly id: TErrorId;
  readonly code: number;
  readonly status: number;
  readonly headers: Record<string, string>;
  /** The values the message was filled with; sent as errorParams so clients can translate the id. */
  readonly params: Record<string, string | number>;

  constructor(id: TErrorId, params: Record<string, string | number> = {}, headers: Record<string, string> = {}) {
    super(formatError(id, params));
    this.id = id;
    this.params = params;
    this.code = Errors[id].code;
    this.status = Errors[id].http;
    this.headers = headers;
  }
}

/** A 429 with Retry-After, the message telling the user how long to wait. */
export const tooSoon = (id: TErrorId, msBeforeNext: number) => {
  const n = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(id, { n }, { 'retry-after': String(n) });
};
