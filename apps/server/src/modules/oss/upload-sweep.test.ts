import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TConfig } from '../../config.js';
import { aiDrafts, collectedProducts, labelTemplates } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { sweepUnreferencedUploads } from './upload-sweep.service.js';

const engines = await availableEngines();
/** The grace period in these tests: long enough for S3's whole-second times, short enough to wait out. */
const GRACE_MS = 2_000;
const waitOutGrace = () => new Promise((r) => setTimeout(r, GRACE_MS + 1_500));

const multipart = (bytes: Buffer) => {
  const boundary = `----ksa${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(500)]);

/** Issue 24 finding 6: files no record refers to expire after the grace period; referenced and fresh ones stay. */
const suite = (store: 'disk' | 's3') =>
  describe.each(engines)(`[OSS] unreferenced uploads expire on ${store} (%s)`, (engine) => {
    let h: THarness;
    let s3: S3rver | undefined;
    let dir = '';
    let boss: Awaited<ReturnType<typeof registerBoss>>;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'ksa-sweep-'));
      let s3cfg: NonNullable<TConfig['files']['s3']> | undefined;
      if (store === 's3') {
        s3 = new S3rver({
          port: 0,
          address: '127.0.0.1',
          silent: true,
          directory: dir,
          configureBuckets: [{ name: 'f' }],
        });
        const { port } = await s3.run();
        s3cfg = {
          bucket: 'f',
          endpoint: `http://127.0.0.1:${port}`,
          region: 'us-east-1',
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
        };
      }
      h = await startHarness(engine, {
        files: { dir, s3: s3cfg, publicBaseUrl: 'https://files.example.test' },
        uploadSweep: { graceMs: GRACE_MS, everyMs: 0 },
      });
      boss = await registerBoss(h);
    });
    afterAll(async () => {
      await h?.close();
      await s3?.close();
    });

    const upload = async () => {
      const body = multipart(png());
      const res = await h.app.inject({
        method: 'POST',
        url: '/oss/upload',
        headers: { authorization: boss.token, ...body.headers },
        payload: body.payload,
      });
      const data = res.json().data as { key: string; url: string };
      expect(data.key).toBeTruthy();
      return data;
    };
    const served = async (key: string) => (await h.app.inject({ method: 'GET', url: `/oss/files/${key}` })).statusCode;

    it('deletes an old file no row names; keeps referenced ones (by URL or key, any table) and fresh ones', async () => {
      const orphan = await upload();
      const inCollection = await upload();
      const inLabel = await upload();
      const inDraft = await upload();
      const db = h.app.deps.db;
      const [collected] = await db
        .insert(collectedProducts)
        .values({
          bossId: boss.uid,
          userId: boss.uid,
          site: '1688',
          sourceId: 'x1',
          sourceUrl: 'https://detail.1688.com/offer/1.html',
          title: 't',
          currency: 'CNY',
          // The URL under another origin than the one it was uploaded with still names the file.
          images: [`https://cdn.other.test/oss/files/${inCollection.key}`],
          skus: [],
          attributes: [],
        })
        .returning({ id: collectedProducts.id });
      await db.insert(labelTemplates).values({
        bossId: boss.uid,
        kind: 'sku',
        name: 'L',
        layout: { pointsList: [{ id: 'p', type: 'image', src: inLabel.url }] } as never,
      });
      await db.insert(aiDrafts).values({
        bossId: boss.uid,
        userId: boss.uid,
        collectedId: collected?.id ?? null,
        site: '1688',
        sourceUrl: 'https://detail.1688.com/offer/1.html',
        sourceTitle: 't',
        lang: 'en',
        title: 't',
        attributes: [],
        skus: [],
        images: [{ source: 'https://example.test/a.png', translated: inDraft.key }],
      });

      // Within the grace period nothing goes, referenced or not.
      expect((await sweepUnreferencedUploads(h.app.deps)).deleted).toEqual([]);
      expect(await served(orphan.key)).toBe(200);

      await waitOutGrace();
      const fresh = await upload();
      const out = await sweepUnreferencedUploads(h.app.deps);
      expect(out.deleted).toEqual([orphan.key]);
      expect(await served(orphan.key)).toBe(404);
      for (const kept of [inCollection, inLabel, inDraft, fresh]) {
        expect(await served(kept.key)).toBe(200);
      }

      // Once its record is gone, a file expires at the next sweep.
      await db.delete(labelTemplates);
      expect((await sweepUnreferencedUploads(h.app.deps)).deleted).toEqual([inLabel.key]);
      expect(await served(inLabel.key)).toBe(404);
    });

    it.runIf(store === 'disk')('leaves files that are not ours alone', async () => {
      await writeFile(join(dir, 'notes.txt'), 'kept');
      const mine = await upload();
      await waitOutGrace();
      const out = await sweepUnreferencedUploads(h.app.deps);
      expect(out.deleted).not.toContain('notes.txt');
      // The sweep did run (the unreferenced upload went), and only over our own keys.
      expect(out.deleted).toContain(mine.key);
      expect(out.deleted.every((k) => /^[0-9a-f-]{36}\.png$/.test(k))).toBe(true);
      expect(await readFile(join(dir, 'notes.txt'), 'utf8')).toBe('kept');
    });
  });

suite('disk');
suite('s3');

describe.each(engines)('[OSS] the upload sweep runs on its schedule (%s)', (engine) => {
  let h: THarness;
  beforeAll(async () => {
    h = await startHarness(engine, {
      files: { dir: await mkdtemp(join(tmpdir(), 'ksa-sweep-')), s3: undefined, publicBaseUrl: undefined },
      // Every 100 ms, so the test sees the server's own timer at work.
      uploadSweep: { graceMs: GRACE_MS, everyMs: 100 },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('an old unreferenced file disappears without anyone calling the sweep', async () => {
    const key = `${crypto.randomUUID()}.png`;
    await h.app.deps.files.put(key, png(), 'image/png');
    await new Promise((r) => setTimeout(r, 500));
    expect(await h.app.deps.files.get(key)).not.toBeNull();
    const deadline = Date.now() + GRACE_MS + 5_000;
    while ((await h.app.deps.files.get(key)) !== null && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await h.app.deps.files.get(key)).toBeNull();
  });
});
