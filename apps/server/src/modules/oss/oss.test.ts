import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TConfig } from '../../config.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';

const engines = await availableEngines();
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(3000)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
const multipart = (field: string, name: string, bytes: Buffer, type = 'application/octet-stream') => {
  const boundary = `----ksa${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const suite = (store: 'disk' | 's3') =>
  describe.each(engines)(`[OSS] /oss/upload keeps our own files on ${store} (%s)`, (engine) => {
    let h: THarness;
    let boss: Awaited<ReturnType<typeof registerBoss>>;
    let s3: S3rver | undefined;
    let s3cfg: NonNullable<TConfig['files']['s3']> | undefined;
    let dir = '';
    const s3client = () =>
      new S3Client({
        region: 'us-east-1',
        endpoint: s3cfg?.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
    /** How many objects the store holds. */
    const stored = async () =>
      s3cfg
        ? ((await s3client().send(new ListObjectsV2Command({ Bucket: s3cfg.bucket }))).KeyCount ?? 0)
        : (await readdir(dir).catch(() => [])).filter((f) => !f.endsWith('.type')).length;

    const upload = async (body: ReturnType<typeof multipart> | null, token = boss.token) => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/oss/upload',
        headers: { authorization: `Bearer ${token}`, ...(body?.headers ?? { 'content-type': 'application/json' }) },
        payload: body?.payload ?? '{}',
      });
      return { status: res.statusCode, body: res.json() as { code: number; errorId?: string; msg: string; data: any } };
    };

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'ksa-oss-'));
      if (store === 's3') {
        s3 = new S3rver({
          port: 0,
          address: '127.0.0.1',
          silent: true,
          directory: dir,
          configureBuckets: [{ name: 'ksa-files' }],
        });
        const { port } = await s3.run();
        s3cfg = {
          bucket: 'ksa-files',
          endpoint: `http://127.0.0.1:${port}`,
          region: 'us-east-1',
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
        };
      }
      h = await startHarness(engine, { files: { dir, s3: s3cfg, publicBaseUrl: 'https://files.example.test' } });
      boss = await registerBoss(h);
    });
    afterAll(async () => {
      await h?.close();
      await s3?.close();
    });

    it('stores an image and a PDF under fresh keys and serves the same bytes back', async () => {
      for (const [bytes, type, ext] of [
        [PNG, 'image/png', 'png'],
        [PDF, 'application/pdf', 'pdf'],
      ] as const) {
        const r = await upload(multipart('file', `a.${ext}`, bytes));
        expect(r.body.code).toBe(0);
        expect(r.body.data).toMatchObject({ size: bytes.length, contentType: type });
        expect(r.body.data.url).toBe(`https://files.example.test/oss/files/${r.body.data.key}`);
        const back = await h.app.inject({ method: 'GET', url: `/oss/files/${r.body.data.key}` });
        expect(back.statusCode).toBe(200);
        expect(back.headers['content-type']).toBe(type);
        expect(back.rawPayload.equals(bytes)).toBe(true);
        if (s3cfg) {
          const obj = await s3client().send(new GetObjectCommand({ Bucket: 'ksa-files', Key: r.body.data.key }));
          expect(Buffer.from(await obj.Body!.transformToByteArray()).equals(bytes)).toBe(true);
        }
      }
    });

    it('refuses a missing file, a type we do not keep and a file above 20 MB, storing nothing', async () => {
      const before = await stored();
      expect((await upload(null)).body).toMatchObject({ code: 1, errorId: 'OSS_FILE_MISSING' });
      const html = await upload(
        multipart('file', 'x.png', Buffer.from('<html><script>alert(1)</script>'), 'image/png'),
      );
      expect(html.body).toMatchObject({ code: 1, errorId: 'OSS_FILE_TYPE' });
      const big = await upload(multipart('file', 'big.png', Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)])));
      expect(big.status).toBe(413);
      expect(big.body.errorId).toBe('OSS_FILE_TOO_LARGE');
      expect((await upload(multipart('other', 'a.png', PNG))).body.errorId).toBe('OSS_FILE_MISSING');
      expect(await stored()).toBe(before);
    });

    it('unknown and malformed keys are 404; the visitor cannot upload', async () => {
      for (const key of ['00000000-0000-0000-0000-000000000000.png', '..%2F..%2Fetc%2Fpasswd', 'a.svg']) {
        expect((await h.app.inject({ method: 'GET', url: `/oss/files/${key}` })).statusCode).toBe(404);
      }
      const visitor = (await h.get('/api/auth/visitor')).body.data.token as string;
      expect((await upload(multipart('file', 'a.png', PNG), visitor)).status).toBe(403);
    });
  });

suite('disk');
suite('s3');
