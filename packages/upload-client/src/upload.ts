import { imageKindOf, MAX_PART_RETRIES, PART_SIZE, UploadError } from './limits.js';
import { StorageCallError, type TStorageTransport, type TStoredFile } from './transport.js';

export type TUploadProgress = { loaded: number; total: number; part: number; parts: number };
export type TUploadOptions = {
  bucketTag: string;
  onProgress?: (p: TUploadProgress) => void;
  /** Waits between retries of a part (ms by attempt); tests pass 0. */
  retryDelayMs?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
};

const defaultDelay = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 8_000);
const defaultSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Uploads one file to the marketplace storage: a signature for the bucket first, then one request up to
 * PART_SIZE bytes (jpeg/png by magic bytes to the image call, anything else to the file call), or
 * init / parts / complete above it. Each part is tried once and retried up to MAX_PART_RETRIES times; an
 * expired signature is renewed without counting as a retry. After a final failure the multipart upload is
 * aborted so the storage keeps no partial object. Errors are UploadError with the spec's message.
 */
export const uploadToStorage = async (
  transport: TStorageTransport,
  file: Blob,
  name: string,
  opts: TUploadOptions,
): Promise<TStoredFile> => {
  const kind = imageKindOf(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
  let sign = '';
  const renew = async () => {
    try {
      sign = await transport.getSignature(opts.bucketTag);
    } catch (err) {
      throw new UploadError(kind ? 'imageSignature' : 'signature', err);
    }
  };
  /** Runs a call, renewing the signature once when the storage says it expired. */
  const signed = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof StorageCallError && err.expired)) {
        throw err;
      }
      await renew();
      return run();
    }
  };
  await renew();
  const total = file.size;
  if (total <= PART_SIZE) {
    const stored = await signed(() =>
      kind ? transport.storeImage(sign, file, name) : transport.storeFile(sign, file, name),
    ).catch((err: unknown) => {
      throw err instanceof UploadError ? err : new UploadError('failed', err);
    });
    opts.onProgress?.({ loaded: total, total, part: 1, parts: 1 });
    return stored;
  }
  return uploadParts(transport, file, name, kind ?? (file.type || 'application/octet-stream'), opts, {
    sign: () => sign,
    signed,
  });
};

type TSigner = { sign: () => string; signed: <T>(run: () => Promise<T>) => Promise<T> };

const uploadParts = async (
  transport: TStorageTransport,
  file: Blob,
  name: string,
  contentType: string,
  opts: TUploadOptions,
  s: TSigner,
): Promise<TStoredFile> => {
  const total = file.size;
  const parts = Math.ceil(total / PART_SIZE);
  const { uploadId } = await s
    .signed(() => transport.init(s.sign(), { name, contentType, size: total }))
    .catch((err: unknown) => {
      throw err instanceof UploadError ? err : new UploadError('initFailed', err);
    });
  const sleep = opts.sleep ?? defaultSleep;
  const delay = opts.retryDelayMs ?? defaultDelay;
  const giveUp = async (kind: 'partFailed' | 'failed', cause: unknown): Promise<never> => {
    await s.signed(() => transport.abort(s.sign(), uploadId)).catch(() => undefined);
    throw new UploadError(kind, cause);
  };
  for (let part = 1; part <= parts; part++) {
    const chunk = file.slice((part - 1) * PART_SIZE, Math.min(part * PART_SIZE, total));
    for (let attempt = 0; ; attempt++) {
      try {
        await s.signed(() => transport.part(s.sign(), uploadId, part, chunk));
        break;
      } catch (err) {
        if (attempt >= MAX_PART_RETRIES) {
          await giveUp('partFailed', err);
        }
        await sleep(delay(attempt + 1));
      }
    }
    opts.onProgress?.({ loaded: Math.min(part * PART_SIZE, total), total, part, parts });
  }
  try {
    return await s.signed(() => transport.complete(s.sign(), uploadId, parts));
  } catch (err) {
    return giveUp('failed', err);
  }
};
