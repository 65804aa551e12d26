import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDF_TRANSLATE_POLL_MS } from '@ksa/contract';
import { readTextRuns } from '@ksa/sandbox/aliyun-mt/pdf-layout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { addManager, seedEntity } from '../staff/staff.fixture.js';

const engines = await availableEngines();

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** A multipart/form-data body with one PDF, as a browser's FormData sends it. */
const multipart = (bytes: Uint8Array) => {
  const boundary = `----ksa${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="manual.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe.each(engines)('[TRANSLATION] PDF instructions and certificates, keeping the layout, on %s', (engine) => {
  let h: THarness;
  let origin: string;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  let manualUrl: string;

  const post = async (url: string, body: unknown, token = boss.token) => {
    const res = await h.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; errorId?: string; data: any } };
  };
  /** Submit, then poll every 2 s as the page does, until the task ends. */
  const translate = async (body: Record<string, unknown>, token = boss.token) => {
    const submitted = await post('/api/translate/pdf/translate', body, token);
    expect(submitted.body.code).toBe(0);
    const taskId = submitted.body.data.taskId as string;
    for (let polls = 1; ; polls++) {
      const r = await post('/api/translate/pdf/result', { taskId }, token);
      expect(r.body.code).toBe(0);
      if (r.body.data.status !== 'running') {
        return { taskId, polls, result: r.body.data as { status: string; url: string | null; pageCount: number } };
      }
      await new Promise((done) => setTimeout(done, PDF_TRANSLATE_POLL_MS / 4));
    }
  };

  beforeAll(async () => {
    // The provider fetches an uploaded PDF from our /oss/files URL, so the server listens here.
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    h = await startHarness(engine, {
      files: { dir: await mkdtemp(join(tmpdir(), 'ksa-files-')), s3: undefined, publicBaseUrl: origin },
    });
    await h.app.listen({ port, host: '127.0.0.1' });
    boss = await registerBoss(h);
    other = await registerBoss(h);
    manualUrl = `${h.sandboxUrl}/source-sites/img/1688-672345678901-manual.pdf`;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('an uploaded Chinese manual: language detected, translated into English with every line at its place', async () => {
    const original = new Uint8Array(await (await fetch(manualUrl)).arrayBuffer());
    const form = multipart(original);
    const up = await h.app.inject({
      method: 'POST',
      url: '/oss/upload',
      headers: { authorization: `Bearer ${boss.token}`, ...form.headers },
      payload: form.payload,
    });
    const fileKey = (up.json() as { data: { key: string } }).data.key;
    expect(fileKey).toMatch(/\.pdf$/);

    const source = await post('/api/translate/pdf/sourceLanguage', { fileKey });
    expect(source.body.data).toMatchObject({ language: 'zh', pageCount: 1 });
    expect(source.body.data.sample).toContain('产品说明书');

    const { result, polls, taskId } = await translate({ fileKey, from: 'zh', to: 'en' });
    expect(polls).toBeGreaterThan(1);
    expect(result).toMatchObject({ status: 'finished', pageCount: 1 });
    const path = new URL(result.url as string).pathname;
    expect(path).toMatch(/^\/oss\/files\/tr-[0-9a-f]{32}\.pdf$/);
    const file = await h.app.inject({ method: 'GET', url: path });
    expect(file.headers['content-type']).toBe('application/pdf');
    const before = (await readTextRuns(original)).runs;
    const after = (await readTextRuns(new Uint8Array(file.rawPayload))).runs;
    expect(after.map((r) => r.text)).toEqual([
      'Product Manual',
      'Material: Stainless Steel',
      'How to Use: Insulated Water Bottle',
      'Precautions',
      'Warning: Keep out of reach of children',
      'Washing: Hand wash',
    ]);
    expect(after.map((r) => [r.x, r.y, r.size])).toEqual(before.map((r) => [r.x, r.y, r.size]));
    // Polling again answers the same stored copy.
    expect((await post('/api/translate/pdf/result', { taskId })).body.data.url).toBe(result.url);
  });

  it('a manual given by its link is translated too (German)', async () => {
    const { result } = await translate({ url: manualUrl, to: 'de' });
    const file = await h.app.inject({ method: 'GET', url: new URL(result.url as string).pathname });
    const texts = (await readTextRuns(new Uint8Array(file.rawPayload))).runs.map((r) => r.text);
    expect(texts[0]).toBe('Bedienungsanleitung');
    expect(texts).toContain('Warnung: Von Kindern fernhalten');
  });

  it('no PDF, a PDF without text, a missing file and bad input are refused and start nothing', async () => {
    const png = await post('/api/translate/pdf/sourceLanguage', { url: `${h.sandboxUrl}/source-sites/img/tee-1.png` });
    expect(png.body).toMatchObject({ code: 1, errorId: 'TRANSLATE_PDF_UNREADABLE' });
    const { PDFDocument } = await import('@pdfme/pdf-lib');
    const blank = await PDFDocument.create();
    blank.addPage();
    const blankBytes = await blank.save();
    const form = multipart(blankBytes);
    const up = await h.app.inject({
      method: 'POST',
      url: '/oss/upload',
      headers: { authorization: `Bearer ${boss.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(up.json()).toMatchObject({ code: 0 });
    const blankKey = (up.json() as { data: { key: string } }).data.key;
    expect((await post('/api/translate/pdf/translate', { fileKey: blankKey, to: 'en' })).body).toMatchObject({
      errorId: 'TRANSLATE_PDF_NO_TEXT',
      msg: 'PDF 中没有可翻译的文字（扫描件请先做文字识别）',
    });
    const missing = await post('/api/translate/pdf/translate', {
      fileKey: '00000000-0000-4000-8000-000000000000.pdf',
      to: 'en',
    });
    expect(missing.body).toMatchObject({ code: 404, errorId: 'TRANSLATE_PDF_NOT_FOUND' });
    for (const bad of [
      { to: 'en' },
      { fileKey: '../etc/passwd', to: 'en' },
      { url: 'ftp://x/a.pdf', to: 'en' },
      { url: manualUrl, to: 'xx' },
    ]) {
      expect((await post('/api/translate/pdf/translate', bad)).body.code).toBe(1);
    }
    const ko = await post('/api/translate/pdf/translate', { url: manualUrl, to: 'ko' });
    expect(ko.body).toMatchObject({ errorId: 'TRANSLATE_LANGUAGE_UNSUPPORTED', msg: '翻译服务不支持该语种：ko' });
  });

  it('another tenant cannot read the task; staff need the 智能翻译上品 permission', async () => {
    const submitted = await post('/api/translate/pdf/translate', { url: manualUrl, to: 'fr' });
    const taskId = submitted.body.data.taskId as string;
    const stranger = await post('/api/translate/pdf/result', { taskId }, other.token);
    expect(stranger.body).toMatchObject({ code: 404, errorId: 'TRANSLATE_TASK_NOT_FOUND' });
    const { shopIds } = await seedEntity(h, boss.uid, `pdf-${engine}-${process.pid}`, ['说明书店']);
    const without = await addManager(h, boss.token, { temu: shopIds });
    const granted = await addManager(h, boss.token, { temu: shopIds, permissions: ['3'] });
    const body = { url: manualUrl };
    expect((await post('/api/translate/pdf/sourceLanguage', body, without.token)).status).toBe(403);
    expect((await post('/api/translate/pdf/sourceLanguage', body, granted.token)).body.data.language).toBe('zh');
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
