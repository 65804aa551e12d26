import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { TConfig } from '../../config.js';

/** Where our own files live: a key (flat, unguessable) → bytes and their content type. */
export type TObjectStore = {
  kind: 'disk' | 's3';
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Every stored key with the time it was written (the expiry sweep's input). */
  list: () => AsyncIterable<TStoredFile>;
  /** Deletes a key; a key already gone is not an error. */
  remove: (key: string) => Promise<void>;
};

export type TStoredFile = { key: string; writtenAt: Date };

/** Local disk: the bytes in <dir>/<key>, the content type beside them; written to a temp name first. */
export const diskStore = (dir: string): TObjectStore => ({
  kind: 'disk',
  put: async (key, bytes, contentType) => {
    await mkdir(dir, { recursive: true });
    const file = join(dir, key);
    await writeFile(`${file}.type`, contentType);
    await writeFile(`${file}.part`, bytes);
    await rename(`${file}.part`, file);
  },
  get: async (key) => {
    try {
      const file = join(dir, key);
      return { bytes: await readFile(file), contentType: (await readFile(`${file}.type`, 'utf8')).trim() };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return null;
      }
      throw err;
    }
  },
  list: async function* () {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return;
      }
      throw err;
    }
    for (const name of names) {
      if (name.endsWith('.type') || name.endsWith('.part')) {
        continue;
      }
      const info = await stat(join(dir, name)).catch(() => null);
      if (info?.isFile()) {
        yield { key: name, writtenAt: info.mtime };
      }
    }
  },
  remove: async (key) => {
    const file = join(dir, key);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  },
});

/** Any S3-compatible store (AWS S3, MinIO, Aliyun OSS, Tencent COS, R2) through the AWS SDK. */
export const s3Store = (cfg: NonNullable<TConfig['files']['s3']>): TObjectStore => {
  const client = new S3Client({
    region: cfg.region,
    ...(cfg.endpoint ? { endpoint: cfg.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
  });
  return {
    kind: 's3',
    put: async (key, bytes, contentType) => {
      await client.send(new PutObjectCommand({ Bucket: cfg.bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    get: async (key) => {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: cfg.bucket, Key: key }));
        const bytes = Buffer.from((await out.Body?.transformToByteArray()) ?? new Uint8Array());
        return { bytes, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') {
          return null;
        }
        throw err;
      }
    },
    list: async function* () {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: cfg.bucket, ContinuationToken: token }));
        for (const o of page.Contents ?? []) {
          if (o.Key && o.LastModified) {
            yield { key: o.Key, writtenAt: o.LastModified };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: cfg.bucket, Key: key }));
    },
  };
};

export const createObjectStore = (files: TConfig['files']): TObjectStore =>
  files.s3 ? s3Store(files.s3) : diskStore(files.dir);
