import { randomUUID } from 'node:crypto';
import { OSS_MAX_BYTES, ossFilePath, type TOssUploaded } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';

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

/** Where a stored file is reachable: the configured public base, else the origin the caller used. */
export const fileUrl = (deps: TDeps, origin: string, key: string) =>
  `${deps.config.files.publicBaseUrl ?? origin}${ossFilePath(key)}`;

/** Keeps one uploaded file (our own: collected pictures, generated PDFs) under a fresh unguessable key. */
export const saveUpload = async (deps: TDeps, bytes: Buffer | null, origin: string): Promise<TOssUploaded> => {
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
