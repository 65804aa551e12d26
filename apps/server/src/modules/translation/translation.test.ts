import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_TRANSLATE_POLL_MS } from '@ksa/contract';
import { readTextBoxes } from '@ksa/sandbox/aliyun-mt/image-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAuth } from '../../plugins/auth-context.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { addManager, seedEntity } from '../staff/staff.fixture.js';
import { translatePicturesAndWait } from './translation.service.js';

const engines = await availableEngines();

describe.each(engines)('[TRANSLATION] listing texts and pictures into the marketplace language on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;

  const post = async (url: string, body: unknown, token: string) => {
    const res = await h.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; errorId?: string; data: any } };
  };
  /** Submit, then poll every second as the client does, until finished. */
  const translatePictures = async (imageUrls: string[], to: string, token = boss.token) => {
    const submitted = await post('/api/translate/image/submit', { imageUrls, to }, token);
    expect(submitted.body.code).toBe(0);
    const taskId = submitted.body.data.taskId as string;
    let polls = 0;
    for (;;) {
      polls++;
      const r = await post('/api/translate/image/result', { taskId }, token);
      expect(r.body.code).toBe(0);
      if (r.body.data.status === 'finished') {
        return {
          taskId,
          polls,
          images: r.body.data.images as { sourceUrl: string; url: string | null; error: string | null }[],
        };
      }
      await new Promise((done) => setTimeout(done, IMAGE_TRANSLATE_POLL_MS));
    }
  };

  beforeAll(async () => {
    h = await startHarness(engine, {
      files: { dir: await mkdtemp(join(tmpdir(), 'ksa-files-')), s3: undefined, publicBaseUrl: undefined },
    });
    boss = await registerBoss(h);
    other = await registerBoss(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('translates a 1688 title, its attributes and description into English and German', async () => {
    const items = [
      { kind: 'title', text: '2025夏季新款纯棉圆领短袖T恤男女同款宽松半袖打底衫工厂直供' },
      { kind: 'attribute', text: '面料名称：棉' },
      { kind: 'description', text: '纯棉面料，透气舒适，不起球，不变形。' },
    ];
    const en = await post('/api/translate/text', { from: 'zh', to: 'en', items }, boss.token);
    expect(en.body.code).toBe(0);
    expect(en.body.data.items.map((i: { translated: string }) => i.translated)).toEqual([
      '2025 Summer New Pure Cotton Crew Neck Short Sleeve T-Shirt Unisex Loose Fit Short Sleeve Base Layer Top Factory Direct',
      'Fabric: Cotton',
      'Pure Cotton Fabric, Breathable Comfortable, Anti-Pilling, Keeps Its Shape.',
    ]);
    const de = await post(
      '/api/translate/text',
      { to: 'de', items: [{ kind: 'attribute', text: '颜色：黑色' }] },
      boss.token,
    );
    expect(de.body.data.items).toEqual([{ kind: 'attribute', text: '颜色：黑色', translated: 'Farbe: Schwarz' }]);
  });

  it('a language the provider does not offer, and bad input, are refused with their own errors', async () => {
    const ko = await post('/api/translate/text', { to: 'ko', items: [{ kind: 'title', text: '纯棉' }] }, boss.token);
    expect(ko.body).toMatchObject({
      code: 1,
      errorId: 'TRANSLATE_LANGUAGE_UNSUPPORTED',
      msg: '翻译服务不支持该语种：ko',
    });
    for (const bad of [
      { to: 'en', items: [] },
      { to: 'xx', items: [{ kind: 'title', text: '纯棉' }] },
      { to: 'en', items: [{ kind: 'name', text: '纯棉' }] },
      { to: 'en', items: [{ kind: 'title', text: 'x'.repeat(5001) }] },
    ]) {
      expect((await post('/api/translate/text', bad, boss.token)).body.code).toBe(1);
    }
    expect(
      (await post('/api/translate/image/submit', { to: 'en', imageUrls: ['ftp://x/a.png'] }, boss.token)).body.code,
    ).toBe(1);
  });

  it('a picture is translated by submit and 1-second polls; the result, kept in our storage, carries the English text', async () => {
    const poster = `${h.sandboxUrl}/source-sites/img/tee-front.png`;
    const { images, polls, taskId } = await translatePictures([poster], 'en');
    expect(polls).toBeGreaterThan(1);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ sourceUrl: poster, error: null });
    const path = new URL(images[0]!.url as string).pathname;
    expect(path).toMatch(/^\/oss\/files\/tr-[0-9a-f]{32}\.png$/);
    const file = await h.app.inject({ method: 'GET', url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(readTextBoxes(file.rawPayload).map((b) => b.text)).toEqual([
      'Pure Cotton Fabric Breathable Comfortable',
      'Anti-Pilling Keeps Its Shape',
      'Factory Direct Free Shipping',
    ]);
    // Polling again answers the same stored copy.
    const again = await post('/api/translate/image/result', { taskId }, boss.token);
    expect(again.body.data.images[0].url).toBe(images[0]!.url);
  });

  it('server-side flows get the translated pictures in one call that polls for them', async () => {
    const auth = await resolveAuth(h.app.deps, boss.token);
    const poster = `${h.sandboxUrl}/source-sites/img/tee-back.png`;
    const images = await translatePicturesAndWait(
      h.app.deps,
      auth!,
      { from: 'zh', to: 'fr', imageUrls: [poster] },
      'http://ours',
    );
    expect(images).toEqual([
      { sourceUrl: poster, url: expect.stringMatching(/^http:\/\/ours\/oss\/files\/tr-/), error: null },
    ]);
    const key = images[0]!.url!.split('/').pop();
    const file = await h.app.inject({ method: 'GET', url: `/oss/files/${key}` });
    expect(readTextBoxes(file.rawPayload).map((b) => b.text)).toEqual([
      'Pur Coton Tissu Respirant Confortable',
      'Anti-bouloches Indéformable',
      'Direct Usine Livraison Gratuite',
    ]);
  });

  it('a picture the provider cannot read is reported per image; another tenant cannot read the task', async () => {
    const missing = `${h.sandboxUrl}/source-sites/img/nope.txt`;
    const { images, taskId } = await translatePictures([missing], 'en');
    expect(images).toEqual([{ sourceUrl: missing, url: null, error: expect.stringContaining('TranslateError') }]);
    const stranger = await post('/api/translate/image/result', { taskId }, other.token);
    expect(stranger.body).toMatchObject({ code: 404, errorId: 'TRANSLATE_TASK_NOT_FOUND' });
    const forged = await post('/api/translate/image/result', { taskId: `${taskId.slice(0, -4)}AAAA` }, boss.token);
    expect(forged.body.errorId).toBe('TRANSLATE_TASK_NOT_FOUND');
  });

  it('staff need the 智能翻译上品 permission (pageAiProducts)', async () => {
    const { shopIds } = await seedEntity(h, boss.uid, `tr-${engine}-${process.pid}`, ['翻译店']);
    const without = await addManager(h, boss.token, { temu: shopIds });
    const granted = await addManager(h, boss.token, { temu: shopIds, permissions: ['3'] });
    const body = { to: 'en', items: [{ kind: 'title', text: '纯棉' }] };
    expect((await post('/api/translate/text', body, without.token)).status).toBe(403);
    expect((await post('/api/translate/text', body, granted.token)).body.data.items[0].translated).toBe('Pure Cotton');
  });
});
