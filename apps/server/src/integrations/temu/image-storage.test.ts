import { randomBytes } from 'node:crypto';
import { formatError, UploadErrorIds } from '@ksa/contract';
import { buildSandbox } from '@ksa/sandbox/app';
import { UploadError, UploadMessages } from '@ksa/upload-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTemuImageStorage } from './image-storage.js';

const sandbox = buildSandbox({ profile: 'tiny' });
let base = '';
const admin = async (path: string, body: unknown = {}) => {
  const res = await fetch(`${base}/temu-storage/admin/${path}`, {
    method: path === 'state' ? 'GET' : 'POST',
    ...(path === 'state' ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return ((await res.json()) as { result: { objects: { size: number }[]; uploadsInProgress: unknown[] } }).result;
};
const twelveMb = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(12 * 1024 * 1024 - 4)]);
const noWait = { retryDelayMs: () => 0 };

beforeAll(async () => {
  base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await admin('reset');
});

describe('Temu image storage from the server (sandbox galerie)', () => {
  it('every upload failure maps to a catalogue error with the spec’s words', () => {
    for (const [kind, msg] of Object.entries(UploadMessages)) {
      expect(formatError(UploadErrorIds[kind as keyof typeof UploadErrorIds])).toBe(msg);
    }
  });

  it('a 12 MB picture goes up in 3 parts despite 2 failed part requests, and reads back identical', async () => {
    const storage = createTemuImageStorage(`${base}/temu-storage`);
    const bytes = twelveMb();
    await admin('faults', { failParts: 2, status: 502 });
    const parts: number[] = [];
    const stored = await storage.upload(bytes, 'main.jpg', { onProgress: (p) => parts.push(p.part), ...noWait });
    expect(parts).toEqual([1, 2, 3]);
    expect(stored.size).toBe(bytes.length);
    expect(Buffer.from(await (await fetch(stored.url)).arrayBuffer()).equals(bytes)).toBe(true);
    expect((await admin('state')).uploadsInProgress).toEqual([]);
  });

  it('a part failing 9 times ends with 上传失败，请重试 and the storage keeps no partial object', async () => {
    const storage = createTemuImageStorage(`${base}/temu-storage`);
    await admin('faults', { failParts: 9 });
    const err = await storage.upload(twelveMb(), 'main.jpg', noWait).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadError);
    expect(formatError(UploadErrorIds[(err as UploadError).kind])).toBe('上传失败，请重试');
    const state = await admin('state');
    expect(state.objects).toEqual([]);
    expect(state.uploadsInProgress).toEqual([]);
  });

  it('an unreachable storage fails at the signature with the image message', async () => {
    const storage = createTemuImageStorage('http://127.0.0.1:9/temu-storage');
    const err = (await storage.upload(twelveMb(), 'main.jpg', noWait).catch((e: unknown) => e)) as UploadError;
    expect(formatError(UploadErrorIds[err.kind])).toBe('获取图片上传前签名出错');
  });
});
