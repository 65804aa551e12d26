import { randomUUID } from 'node:crypto';

/** CN gateway error codes (research §1.4); the sandbox answers with these, never with the US 3000xxx set. */
export const TEMU_CODES = {
  ok: 1000000,
  tokenAppMismatch: 7000006,
  tokenExpired: 7000007,
  timestampInvalid: 7000010,
  timestampExpired: 7000011,
  dataTypeInvalid: 7000013,
  signInvalid: 7000015,
  typeNotExists: 7000016,
  tokenNotExists: 7000018,
  tokenLacksApi: 7000019,
  rateLimited: 4000004,
  // Not in the research: the sandbox's code for a business parameter the API refuses (pageSize, time window).
  paramInvalid: 2000000,
} as const;

/** Thrown by type handlers for a business-level refusal; the plugin turns it into the envelope. */
export class TemuOpenError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type TTemuEnvelope = {
  success: boolean;
  errorCode: number;
  errorMsg: string;
  requestId: string;
  result: unknown;
};

// Real request ids look like 'us-1a2b…'; callers log them, nothing parses them.
const requestId = (): string => `cn-${randomUUID()}`;

export const temuOk = (result: unknown): TTemuEnvelope => ({
  success: true,
  errorCode: TEMU_CODES.ok,
  errorMsg: '',
  requestId: requestId(),
  result,
});

export const temuFail = (errorCode: number, errorMsg: string): TTemuEnvelope => ({
  success: false,
  errorCode,
  errorMsg,
  requestId: requestId(),
  result: null,
});
