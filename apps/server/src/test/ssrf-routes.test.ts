import { AiListingLimits } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from './engines.js';
import { registerBoss, startHarness, type THarness } from './harness.js';
import { openTrap, type TTrap } from './ssrf-fixture.js';

const engines = await availableEngines();

/**
 * Issue 24 findings 1 and 2: every route that fetches a URL a user chose, tried with every internal address
 * form of the trap. No connection reaches the listener on 127.0.0.1, and every refusal is the same answer.
 */
describe.each(engines)('[SSRF] routes that fetch a user’s link never reach an internal address on %s', (engine) => {
  let h: THarness;
  let trap: TTrap;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let shopId: number;

  const post = async (url: string, body: unknown, headers: Record<string, string>) => {
    const res = await h.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; errorId?: string; data: any } };
  };
  const asBoss = (url: string, body: unknown) => post(url, body, { authorization: boss.token });

  beforeAll(async () => {
    trap = await openTrap();
    h = await startHarness(
      engine,
      { outbound: trap.policy({ allowedOrigins: [], extraPorts: [], timeoutMs: 5_000, maxRedirects: 5 }) },
      undefined,
      { profile: 'tiny' },
    );
    boss = await registerBoss(h);
    const acc = h.sandbox.world.temuAccounts.find((a) => !a.demo)!;
    const sent = await h.post('/api/auth/sendTemuCode', { phone: acc.phone, password: acc.password }, boss.token);
    if (sent.body.data.needCode) {
      const code = await h.lastCode(acc.phone);
      await h.post('/api/auth/bindAccount', { phone: acc.phone, password: acc.password, code }, boss.token);
    }
    for (let i = 0; i < 100 && !shopId; i++) {
      shopId = (await h.post('/api/shop/getBossShopList', {}, boss.token)).body.data[0]?.mallId;
      await new Promise((r) => setTimeout(r, 50));
    }
    await h.app.deps.syncQueue.idle();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await trap?.close();
  });

  it('the visitor token cannot make the server fetch a link, nor spend the paid language detection', async () => {
    const visitor = (await h.get('/api/auth/visitor')).body.data.token as string;
    const detect = h.app.deps.translator.detectLanguage;
    let detections = 0;
    h.app.deps.translator.detectLanguage = (text) => {
      detections++;
      return detect(text);
    };
    try {
      const r = await post(
        '/api/translate/pdf/sourceLanguage',
        { url: `http://127.0.0.1:${trap.port}/x.pdf` },
        { authorization: visitor },
      );
      expect(r.body.errorId).toBe('VISITOR_READONLY');
      expect(detections).toBe(0);
    } finally {
      h.app.deps.translator.detectLanguage = detect;
    }
    expect(trap.connections()).toBe(0);
  });

  for (const path of ['/api/translate/pdf/sourceLanguage', '/api/translate/pdf/translate']) {
    it(`${path}: every internal form is refused with one identical answer, no connection`, async () => {
      const answers = new Set<string>();
      const valid = trap.forms.filter((f) => /^https?:/.test(f.url));
      for (const form of valid) {
        const r = await asBoss(path, { url: form.url, to: 'en', from: 'auto' });
        expect(r.body.errorId, form.name).toBe('LINK_NOT_READABLE');
        answers.add(JSON.stringify(r));
      }
      expect([...answers]).toHaveLength(1);
      // Other schemes never pass the body's own check (http/https only).
      for (const form of trap.forms.filter((f) => !/^https?:/.test(f.url))) {
        expect((await asBoss(path, { url: form.url, to: 'en' })).body.code, form.name).not.toBe(0);
      }
      expect(trap.connections()).toBe(0);
    });
  }

  it('AI publish: collected pictures at internal addresses are refused at publish, nothing fetched or uploaded', async () => {
    const device = (await h.post('/api/device/register', { kind: 'extension', name: 'Chrome' }, boss.token)).body.data
      .token as string;
    const forms = trap.forms.filter((f) => /^https?:/.test(f.url));
    const ids: number[] = [];
    for (const [i, form] of forms.entries()) {
      const saved = await post(
        '/api/collect/save',
        {
          site: '1688',
          sourceUrl: `https://detail.1688.com/offer/99${i}.html`,
          sourceId: `99${i}`,
          title: `探针 ${form.name}`,
          currency: 'CNY',
          images: [form.url],
          skus: [{ skuId: `s${i}`, name: '白色 / M', price: 12.5, stock: 10, image: null }],
          attributes: [],
        },
        { 'x-device-token': device },
      );
      expect(saved.body.code, form.name).toBe(0);
      const draft = await asBoss('/api/aiProducts/create', { collectedId: saved.body.data.id, lang: 'en' });
      expect(draft.body.code, form.name).toBe(0);
      ids.push(draft.body.data.id);
    }
    const items: { errorId: string | null; errorMsg: string | null; status: string }[] = [];
    for (let at = 0; at < ids.length; at += AiListingLimits.batchPublishMax) {
      const started = await asBoss('/api/aiProducts/publish', {
        ids: ids.slice(at, at + AiListingLimits.batchPublishMax),
        shopId,
      });
      expect(started.body.code).toBe(0);
      for (let i = 0; i < 400; i++) {
        const p = (await asBoss('/api/aiProducts/publishProgress', { batchId: started.body.data.batchId })).body.data;
        if (p.finished) {
          items.push(...p.items);
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect(items).toHaveLength(ids.length);
    expect(new Set(items.map((i) => JSON.stringify([i.status, i.errorId, i.errorMsg])))).toEqual(
      new Set([JSON.stringify(['failed', 'LINK_NOT_READABLE', null])]),
    );
    expect(trap.connections()).toBe(0);
  }, 120_000);
});
