import { crc32, deflateSync } from 'node:zlib';
import { createGalerieTransport, uploadToStorage } from '@ksa/upload-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';

const engines = await availableEngines();
const LINK = 'https://detail.1688.com/offer/672345678901.html';

/** A real 2×2 PNG, as a seller's local picture would be. */
const png = () => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe.each(engines)('[AI-LISTING] local pictures through the desktop helper, on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  let draftId: number;
  const call = async (path: string, body: unknown, token = boss.token) => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/aiProducts/${path}`,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, { profile: 'tiny' });
    boss = await registerBoss(h);
    other = await registerBoss(h);
    draftId = (await call('create', { url: LINK, lang: 'en' })).body.data.id;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('names the storage the web uploads to through the helper: target host, path prefix, bucket', async () => {
    const r = await call('imageStorage', {});
    const base = new URL(h.sandboxUrl);
    expect(r.body).toMatchObject({
      code: 0,
      data: { targetHost: base.host, basePath: '/temu-storage', bucketTag: 'agent-seller-image' },
    });
  });

  it('adds a picture uploaded to the storage; refuses any other address, too many pictures and a stranger', async () => {
    const target = (await call('imageStorage', {})).body.data;
    // What the web does through the helper's proxy (which forwards to the target host): the shared upload client.
    const stored = await uploadToStorage(
      createGalerieTransport({ baseUrl: `http://${target.targetHost}${target.basePath}` }),
      new Blob([png()]),
      'local-1.png',
      { bucketTag: target.bucketTag },
    );
    expect(stored.url).toMatch(/\/temu-storage\/objects\/agent-seller-image\/.+\.png$/);
    const before = (await call('get', { id: draftId })).body.data.images.length;

    const added = await call('addImages', { id: draftId, urls: [stored.url, stored.url] });
    expect(added.body).toMatchObject({ code: 0, msg: '添加成功' });
    expect(added.body.data.images).toHaveLength(before + 1);
    expect(added.body.data.images.at(-1)).toEqual({ source: stored.url, translated: null });

    // A URL the user typed is never taken (nor fetched): nothing changes.
    for (const url of [
      'https://evil.example.com/a.png',
      'http://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
    ]) {
      const r = await call('addImages', { id: draftId, urls: [url] });
      expect(r.body.code, url).not.toBe(0);
    }
    const refused = await call('addImages', { id: draftId, urls: ['https://evil.example.com/a.png'] });
    expect(refused.body).toMatchObject({
      errorId: 'AI_IMAGE_NOT_IN_STORAGE',
      msg: '图片需先经桌面助手上传到平台图片空间',
    });
    const origin = new URL(stored.url).origin;
    const many = Array.from({ length: 10 }, (_, i) => `${origin}/temu-storage/objects/agent-seller-image/x-${i}.png`);
    const tooMany = await call('addImages', { id: draftId, urls: many });
    expect(tooMany.body).toMatchObject({ errorId: 'AI_IMAGES_TOO_MANY', msg: '商品图片最多 10 张' });
    expect((await call('get', { id: draftId })).body.data.images).toHaveLength(before + 1);

    const stranger = await call('addImages', { id: draftId, urls: [stored.url] }, other.token);
    expect(stranger.status).toBe(404);
  });
});
