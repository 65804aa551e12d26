import { randomBytes } from 'node:crypto';
import { createGalerieTransport, PART_SIZE, UploadError, uploadToStorage } from '@ksa/upload-client';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { temuStoragePlugin } from './temu-storage-plugin.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size: number) => Buffer.concat([PNG, randomBytes(size - PNG.length)]);
const blob = (b: Buffer, type = '') => new Blob([new Uint8Array(b)], { type });

let app: FastifyInstance;
let base: string;
const admin = async (path: string, body: unknown = {}) =>
  (await (
    await fetch(`${base}/temu-storage/admin/${path}`, {
      method: path === 'state' ? 'GET' : 'POST',
      ...(path === 'state' ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
  ).json()) as { result: { objects: { key: string; size: number }[]; uploadsInProgress: unknown[] } };
const transport = () => createGalerieTransport({ baseUrl: `${base}/temu-storage` });
const noWait = { retryDelayMs: () => 0 };

beforeAll(async () => {
  app = Fastify();
  await app.register(temuStoragePlugin(Date.now));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await admin('reset');
});

describe('Temu image storage (sandbox) with the shared upload client', () => {
  it('a 12 MB image uploads in 3 parts of 5242880 bytes, surviving 2 injected part failures', async () => {
    const bytes = png(12 * 1024 * 1024);
    await admin('faults', { failParts: 2 });
    const progress: number[] = [];
    const stored = await uploadToStorage(transport(), blob(bytes, 'image/png'), 'big.png', {
      bucketTag: 'agent-seller-image',
      onProgress: (p) => progress.push(p.loaded),
      ...noWait,
    });
    expect(progress).toEqual([PART_SIZE, 2 * PART_SIZE, bytes.length]);
    const back = Buffer.from(await (await fetch(stored.url)).arrayBuffer());
    expect(back.equals(bytes)).toBe(true);
    const state = (await admin('state')).result;
    expect(state.objects).toEqual([expect.objectContaining({ size: bytes.length, contentType: 'image/png' })]);
    expect(state.uploadsInProgress).toEqual([]);
  });

  it('a part failing 9 times ends with 上传失败，请重试 and leaves no partial object', async () => {
    await admin('faults', { failParts: 1 }); // part 1 goes through after one failure…
    const bytes = png(11 * 1024 * 1024);
    const tries: number[] = [];
    // …then part 2 fails on its first try and all 8 retries.
    const t = transport();
    const counted = {
      ...t,
      part: async (...a: Parameters<typeof t.part>) => {
        tries.push(a[2]);
        if (a[2] === 2 && tries.filter((n) => n === 2).length === 1) {
          await admin('faults', { failParts: 9 });
        }
        return t.part(...a);
      },
    };
    const err = await uploadToStorage(counted, blob(bytes), 'big.png', {
      bucketTag: 'agent-seller-image',
      ...noWait,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadError);
    expect((err as Error).message).toBe('上传失败，请重试');
    expect(tries).toEqual([1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    const state = (await admin('state')).result;
    expect(state.objects).toEqual([]);
    expect(state.uploadsInProgress).toEqual([]);
  });

  it('8 failures of a part are still survived (9 tries in all)', async () => {
    await admin('faults', { failParts: 8 });
    const stored = await uploadToStorage(transport(), blob(png(PART_SIZE + 10)), 'a.png', {
      bucketTag: 'agent-seller-image',
      ...noWait,
    });
    expect(stored.size).toBe(PART_SIZE + 10);
  });

  it('files up to 5 MB go in one request: jpeg/png by their bytes to the image call, others to the file call', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(1000)]);
    const a = await uploadToStorage(transport(), blob(jpeg), 'a.jpg', { bucketTag: 'agent-seller-image' });
    const b = await uploadToStorage(transport(), blob(Buffer.from('not really a png')), 'fake.png', {
      bucketTag: 'agent-seller-file',
    });
    const c = await uploadToStorage(transport(), blob(png(PART_SIZE)), 'exact.png', {
      bucketTag: 'agent-seller-image',
    });
    expect((await fetch(a.url)).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(b.url)).headers.get('content-type')).toBe('application/octet-stream');
    expect(c.size).toBe(PART_SIZE);
    expect((await admin('state')).result.uploadsInProgress).toEqual([]);
  });

  it('the image call refuses what is not jpeg or png, whatever its name says', async () => {
    const t = transport();
    const sign = await t.getSignature('agent-seller-image');
    await expect(t.storeImage(sign, blob(Buffer.from('GIF89a....')), 'x.png')).rejects.toMatchObject({
      code: 4_000_010,
    });
    expect((await admin('state')).result.objects).toEqual([]);
  });

  it('an expired signature is renewed and the upload carries on', async () => {
    const t = transport();
    let expiredOnce = false;
    const expiring = {
      ...t,
      part: async (...a: Parameters<typeof t.part>) => {
        if (a[2] === 2 && !expiredOnce) {
          expiredOnce = true;
          await admin('expire-signatures');
        }
        return t.part(...a);
      },
    };
    const signs: string[] = [];
    const watched = {
      ...expiring,
      getSignature: async (tag: string) => {
        const s = await t.getSignature(tag);
        signs.push(s);
        return s;
      },
    };
    const stored = await uploadToStorage(watched, blob(png(2 * PART_SIZE + 5)), 'b.png', { bucketTag: 'b', ...noWait });
    expect(stored.size).toBe(2 * PART_SIZE + 5);
    expect(signs).toHaveLength(2);
    await expect(t.storeFile(signs[0] as string, blob(Buffer.from('x')), 'x')).rejects.toMatchObject({
      code: 4_000_004,
    });
  });

  it('a refused signature gives the spec’s message for images and for other files', async () => {
    const bad = { bucketTag: 'NOT A TAG' };
    await expect(uploadToStorage(transport(), blob(png(100)), 'a.png', bad)).rejects.toThrow('获取图片上传前签名出错');
    await expect(uploadToStorage(transport(), blob(Buffer.from('pdf')), 'a.pdf', bad)).rejects.toThrow(
      '获取上传前签名出错',
    );
  });

  it('a refused multipart init gives 获取大文件上传初始信息出错！', async () => {
    const t = transport();
    const refusing = { ...t, init: () => t.init('forged.sign', { name: 'x', contentType: 'image/png', size: 1 }) };
    await expect(uploadToStorage(refusing, blob(png(PART_SIZE + 1)), 'a.png', { bucketTag: 'b' })).rejects.toThrow(
      '获取大文件上传初始信息出错！',
    );
  });

  it('refuses parts of the wrong size, unknown uploads and forged signatures, storing nothing', async () => {
    const t = transport();
    const sign = await t.getSignature('b');
    const { uploadId } = await t.init(sign, { name: 'x.bin', contentType: 'application/pdf', size: PART_SIZE + 3 });
    await expect(t.part(sign, uploadId, 1, blob(Buffer.alloc(100)))).rejects.toMatchObject({ code: 4_000_001 });
    await expect(t.part(sign, 'nope', 1, blob(Buffer.alloc(PART_SIZE)))).rejects.toMatchObject({ code: 4_000_001 });
    await expect(t.part(`${sign}x`, uploadId, 1, blob(Buffer.alloc(PART_SIZE)))).rejects.toMatchObject({ status: 403 });
    await expect(t.complete(sign, uploadId, 1)).rejects.toMatchObject({ code: 4_000_001 });
    expect((await admin('state')).result.objects).toEqual([]);
  });
});
