import { STORAGE_OK } from './limits.js';

/** What the storage keeps for one file. */
export type TStoredFile = { url: string; size: number; etag: string };

/** A refused or failed storage call: `expired` when the signature was too old (get a new one and repeat). */
export class StorageCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'StorageCallError';
  }
  get expired(): boolean {
    return this.code === SIGNATURE_EXPIRED;
  }
}
export const SIGNATURE_EXPIRED = 4_000_004;

/** The marketplace image storage's calls (Temu's galerie: signature, store_image/store_file, large-file parts). */
export type TStorageTransport = {
  getSignature: (bucketTag: string) => Promise<string>;
  storeImage: (sign: string, file: Blob, name: string) => Promise<TStoredFile>;
  storeFile: (sign: string, file: Blob, name: string) => Promise<TStoredFile>;
  init: (sign: string, file: { name: string; contentType: string; size: number }) => Promise<{ uploadId: string }>;
  part: (sign: string, uploadId: string, partNum: number, chunk: Blob) => Promise<void>;
  complete: (sign: string, uploadId: string, partCount: number) => Promise<TStoredFile>;
  abort: (sign: string, uploadId: string) => Promise<void>;
};

export type TGalerieOptions = {
  /** e.g. https://agentseller.temu.com, the sandbox's …/temu-storage, or the helper's proxy http://127.0.0.1:36186. */
  baseUrl: string;
  /** Extra headers on every call: the helper's target-host header when going through its proxy. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
};

type TEnvelope<T> = { success?: boolean; error_code?: number; error_msg?: string; result?: T };

/** The storage's HTTP protocol over fetch and FormData (browser, helper and server alike). */
export const createGalerieTransport = (opts: TGalerieOptions): TStorageTransport => {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');
  const call = async <T>(path: string, body: Record<string, unknown> | FormData): Promise<T> => {
    const isForm = body instanceof FormData;
    const res = await doFetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...(isForm ? {} : { 'content-type': 'application/json' }), ...opts.headers },
      body: isForm ? body : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as TEnvelope<T>;
    if (!res.ok || json.error_code !== STORAGE_OK || json.result === undefined) {
      throw new StorageCallError(res.status, json.error_code ?? null, json.error_msg ?? `HTTP ${res.status}`);
    }
    return json.result;
  };
  const form = (fields: Record<string, string | number>, file?: [string, Blob, string]) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      f.append(k, String(v));
    }
    if (file) {
      f.append(file[0], file[1], file[2]);
    }
    return f;
  };
  return {
    getSignature: async (bucketTag) =>
      (await call<{ signature: string }>('/api/galerie/business/get_signature', { bucket_tag: bucketTag })).signature,
    storeImage: (sign, file, name) =>
      call('/api/galerie/v3/store_image', form({ upload_sign: sign }, ['image', file, name])),
    storeFile: (sign, file, name) =>
      call('/api/galerie/v1/store_file', form({ upload_sign: sign }, ['file', file, name])),
    init: async (sign, file) => {
      const r = await call<{ upload_id: string }>('/api/galerie/large_file/v1/multipart/upload_init', {
        upload_sign: sign,
        file_name: file.name,
        content_type: file.contentType,
        file_size: file.size,
      });
      return { uploadId: r.upload_id };
    },
    part: async (sign, uploadId, partNum, chunk) => {
      await call(
        '/api/galerie/large_file/v1/multipart/upload_part',
        form({ upload_sign: sign, upload_id: uploadId, part_num: partNum }, ['part_file', chunk, `part-${partNum}`]),
      );
    },
    complete: (sign, uploadId, partCount) =>
      call('/api/galerie/large_file/v1/multipart/upload_complete', {
        upload_sign: sign,
        upload_id: uploadId,
        part_count: partCount,
      }),
    abort: async (sign, uploadId) => {
      await call('/api/galerie/large_file/v1/multipart/upload_abort', { upload_sign: sign, upload_id: uploadId });
    },
  };
};
