import { createGalerieTransport, type TStoredFile, type TUploadProgress, uploadToStorage } from '@ksa/upload-client';

/** Temu's bucket for product pictures (the seller centre's own uploads use the same tag). */
export const TEMU_IMAGE_BUCKET = 'agent-seller-image';

/**
 * The server's way into Temu's image storage (publishing a listing's pictures): the shared upload client
 * over the storage's HTTP protocol. Failures are UploadError; a service throws AppError(UploadErrorIds[kind]).
 */
export const createTemuImageStorage = (
  baseUrl: string,
  opts: { fetch?: typeof fetch; headers?: Record<string, string> } = {},
) => {
  const transport = createGalerieTransport({ baseUrl, ...opts });
  return {
    upload: async (
      bytes: Uint8Array,
      name: string,
      o: {
        bucketTag?: string;
        onProgress?: (p: TUploadProgress) => void;
        retryDelayMs?: (attempt: number) => number;
      } = {},
    ): Promise<TStoredFile> =>
      uploadToStorage(transport, new Blob([new Uint8Array(bytes)]), name, {
        bucketTag: o.bucketTag ?? TEMU_IMAGE_BUCKET,
        onProgress: o.onProgress,
        retryDelayMs: o.retryDelayMs,
      }),
  };
};
export type TTemuImageStorage = ReturnType<typeof createTemuImageStorage>;
