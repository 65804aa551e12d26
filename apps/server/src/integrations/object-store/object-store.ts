import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { TConfig } from '../../config.js';

/** Where our own files live: a key (flat, unguessable) → bytes and their content type. */
export type TObjectStore = {
  kind: 'disk' | 's3';
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<{ bytes: Buffer; contentType: string } | null>;
};

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
  };
};

export const createObjectStore = (files: TConfig['files']): TObjectStore =>
  files.s3 ? s3Store(files.s3) : diskStore(files.dir);
