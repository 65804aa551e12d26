import { z } from 'zod';

/** Envelope codes the spec defines: 0 ok, 1 error, 401 login expired, 9999 shop is empty. */
export const ResultCode = {
  ok: 0,
  error: 1,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooMany: 429,
  shopEmpty: 9999,
} as const;
export type TResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/**
 * Every reply. A failure also carries the catalogue's stable error id (`errorId`) and the values its
 * message was filled with (`errorParams`): clients translate the id, never the Chinese `msg`.
 */
export const ZEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    errorId: z.string().optional(),
    errorParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    data,
  });

export type TEnvelope<T> = {
  code: number;
  msg: string;
  errorId?: string;
  errorParams?: Record<string, string | number>;
  data: T;
};

export const ok = <T>(data: T, msg = 'success'): TEnvelope<T> => ({ code: ResultCode.ok, msg, data });
