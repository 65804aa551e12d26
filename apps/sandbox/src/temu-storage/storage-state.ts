import { createHash, createHmac, randomBytes } from 'node:crypto';

export const PART_SIZE = 5_242_880;
export const SIGNATURE_TTL_MS = 10 * 60_000;
export const OK = 1_000_000;
export const BAD_REQUEST = 4_000_001;
export const SIGNATURE_EXPIRED = 4_000_004;
export const SIGNATURE_INVALID = 4_000_003;
export const NOT_AN_IMAGE = 4_000_010;
export const TOO_LARGE = 4_000_013;
export const INJECTED = 5_000_000;

export type TStoredObject = { key: string; bucketTag: string; bytes: Buffer; contentType: string; etag: string };
type TUpload = {
  id: string;
  bucketTag: string;
  name: string;
  contentType: string;
  size: number;
  parts: Map<number, Buffer>;
};

/** The storage's memory: signatures, finished objects, multipart uploads in progress, and test faults. */
export const createStorageState = (now: () => number) => {
  const secret = randomBytes(16);
  const objects = new Map<string, TStoredObject>();
  const uploads = new Map<string, TUpload>();
  /** Signatures are numbered; those below this number are expired (the test hook moves it). */
  let seq = 0;
  let expiredBelow = 0;
  let failParts = 0;
  let failStatus = 500;

  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    sign(bucketTag: string): string {
      const payload = Buffer.from(JSON.stringify({ b: bucketTag, t: now(), n: seq++ })).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    /** The bucket a signature is for, or the error code refusing it. */
    verify(sign: unknown): { bucketTag: string } | { error: number } {
      const [payload, tag] = typeof sign === 'string' ? sign.split('.') : [];
      if (!payload || !tag || mac(payload) !== tag) {
        return { error: SIGNATURE_INVALID };
      }
      const { b, t, n } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        b: string;
        t: number;
        n: number;
      };
      return n < expiredBelow || now() - t > SIGNATURE_TTL_MS ? { error: SIGNATURE_EXPIRED } : { bucketTag: b };
    },
    put(bucketTag: string, name: string, bytes: Buffer, contentType: string): TStoredObject {
      const etag = createHash('md5').update(bytes).digest('hex');
      const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? 'bin';
      const key = `${bucketTag}/${etag}-${randomBytes(4).toString('hex')}.${ext}`;
      const obj = { key, bucketTag, bytes, contentType, etag };
      objects.set(key, obj);
      return obj;
    },
    get: (key: string) => objects.get(key),
    startUpload(bucketTag: string, name: string, contentType: string, size: number): string {
      const id = randomBytes(12).toString('hex');
      uploads.set(id, { id, bucketTag, name, contentType, size, parts: new Map() });
      return id;
    },
    upload: (id: string) => uploads.get(id),
    dropUpload: (id: string) => uploads.delete(id),
    /** Consumes one injected part failure, answering the HTTP status to fail with. */
    takePartFailure(): number | null {
      if (failParts <= 0) {
        return null;
      }
      failParts -= 1;
      return failStatus;
    },
    injectPartFailures(count: number, status: number): void {
      failParts = count;
      failStatus = status;
    },
    expireSignatures(): void {
      expiredBelow = seq;
    },
    summary: () => ({
      objects: [...objects.values()].map((o) => ({ key: o.key, size: o.bytes.length, contentType: o.contentType })),
      uploadsInProgress: [...uploads.values()].map((u) => ({ uploadId: u.id, parts: u.parts.size })),
      pendingPartFailures: failParts,
    }),
    reset(): void {
      objects.clear();
      uploads.clear();
      failParts = 0;
      expiredBelow = 0;
    },
  };
};
export type TStorageState = ReturnType<typeof createStorageState>;
