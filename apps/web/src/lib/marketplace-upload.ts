import { HELPER_PROXY_PORT, HELPER_TARGET_HOST_HEADER, UploadErrorIds } from '@ksa/contract';
import {
  createGalerieTransport,
  type TStoredFile,
  type TUploadProgress,
  UploadError,
  uploadToStorage,
} from '@ksa/upload-client';
import { msgOf, type TMsg } from './error-text';

/**
 * Uploads a file to the marketplace's image storage through the desktop helper's local proxy (spec data §7:
 * port 36186 with a target-host header, so the seller's own marketplace session is used): signature with the
 * bucket tag, one request up to 5 MB, 5242880-byte parts with up to 8 retries above that, progress as it goes.
 */
export const uploadViaHelper = (
  file: File,
  o: {
    targetHost: string;
    bucketTag: string;
    /** The storage's path prefix on its host ('' for Temu's own; the sandbox serves it under /temu-storage). */
    basePath?: string;
    onProgress?: (p: TUploadProgress) => void;
    fetch?: typeof fetch;
  },
): Promise<TStoredFile> =>
  uploadToStorage(
    createGalerieTransport({
      baseUrl: `http://127.0.0.1:${HELPER_PROXY_PORT}${o.basePath ?? ''}`,
      headers: { [HELPER_TARGET_HOST_HEADER]: o.targetHost },
      fetch: o.fetch,
    }),
    file,
    file.name,
    { bucketTag: o.bucketTag, onProgress: o.onProgress },
  );

/** What to tell the seller when an upload failed: the spec's message for the step that failed. */
export const uploadFailureMsg = (err: unknown): TMsg =>
  msgOf(err instanceof UploadError ? UploadErrorIds[err.kind] : 'UPLOAD_FAILED');
