import { randomUUID } from 'node:crypto';
import { Limits, OSS_MAX_BYTES, ossFilePath, type TOssUploaded } from '@ksa/contract';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { take } from '../../lib/limiters.js';
import type { TAuth } from '../../plugins/auth-context.js';

/** The file types we keep, by their first bytes (name and declared type are not trusted). */
const sniff = (b: Buffer): { type: string; ext: string } | null => {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    return { type: 'image/jpeg', ext: 'jpg' };
  }
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'image/png', ext: 'png' };
  }
  if (b.toString('latin1', 0, 4) === 'GIF8') {
    return { type: 'image/gif', ext: 'gif' };
  }
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    return { type: 'image/webp', ext: 'webp' };
  }
  if (b.toString('latin1', 0, 5) === '%PDF-') {
    return { type: 'application/pdf', ext: 'pdf' };
  }
  return null;
};

const KEY_RE =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|tr-[0-9a-f]{32})\.(?:jpg|png|gif|webp|pdf)$/;

/** A key this server could have written (uploads and derived files); nothing else in the store is ours to expire. */
export const isOwnFileKey = (key: string) => KEY_RE.test(key);

/** Where a stored file is reachable: the configured public base, else the origin the caller used. */
export const fileUrl = (deps: TDeps, origin: string, key: string) =>
  `${deps.config.files.publicBaseUrl ?? origin}${ossFilePath(key)}`;

/** One upload of the tenant's per-minute rate (issue 24 finding 6), or OSS_UPLOAD_TOO_FAST. */
export const takeUploadSlot = (deps: TDeps, auth: TAuth) =>
  take(deps.limiters.ossUploads, String(auth.bossId), 'OSS_UPLOAD_TOO_FAST');

/** Spends the file's size from the tenant's daily quota, or OSS_QUOTA_EXCEEDED (nothing stored). */
const spendQuota = async (deps: TDeps, auth: TAuth, size: number) => {
  try {
    await deps.limiters.ossKbDay.consume(String(auth.bossId), Math.max(1, Math.ceil(size / 1024)));
  } catch (err) {
    if (err instanceof RateLimiterRes) {
      throw new AppError('OSS_QUOTA_EXCEEDED', { mb: Limits.ossMbPerDay });
    }
    throw err;
  }
};

/**
 * Keeps one uploaded file (our own: collected pictures, generated PDFs) under a fresh unguessable key, within
 * the tenant's daily quota.
 */
export const saveUpload = async (
  deps: TDeps,
  auth: TAuth,
  bytes: Buffer | null,
  origin: string,
): Promise<TOssUploaded> => {
  if (!bytes || bytes.length === 0) {
    throw new AppError('OSS_FILE_MISSING');
  }
  if (bytes.length > OSS_MAX_BYTES) {
    throw new AppError('OSS_FILE_TOO_LARGE', { mb: OSS_MAX_BYTES / 1024 / 1024 });
  }
  const kind = sniff(bytes);
  if (!kind) {
    throw new AppError('OSS_FILE_TYPE');
  }
  await spendQuota(deps, auth, bytes.length);
  const key = `${randomUUID()}.${kind.ext}`;
  await deps.files.put(key, bytes, kind.type);
  return { key, url: fileUrl(deps, origin, key), size: bytes.length, contentType: kind.type };
};

/** Stores bytes the server produced or fetched (translated pictures) under a key the caller derived. */
export const saveOwnFile = async (deps: TDeps, key: string, bytes: Buffer) => {
  const kind = sniff(bytes);
  if (!kind || !KEY_RE.test(key)) {
    throw new AppError('OSS_FILE_TYPE');
  }
  await deps.files.put(key, bytes, kind.type);
};

export const hasFile = async (deps: TDeps, key: string) => KEY_RE.test(key) && (await deps.files.get(key)) !== null;

export const readStoredFile = async (deps: TDeps, key: string) => {
  const file = KEY_RE.test(key) ? await deps.files.get(key) : null;
  if (!file) {
    throw new AppError('NOT_FOUND');
  }
  return file;
};
