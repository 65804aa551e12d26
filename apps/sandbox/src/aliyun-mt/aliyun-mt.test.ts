import { randomUUID } from 'node:crypto';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { decodePDFRawStream, type PDFArray, PDFDocument, PDFName, PDFRawStream } from '@pdfme/pdf-lib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';
import { signRpc } from '../sms/rpc-signature.js';
import { isoSeconds } from '../sms/sms-test-kit.js';
import { translateZh } from './dictionary.js';
import { readTextBoxes, renderPoster, translatePicture } from './image-text.js';
import { readTextRuns } from './pdf-layout.js';
import { MANUAL_LINES } from './sample-manual.js';

let app: FastifyInstance;
let base: string;

const call = async (action: string, params: Record<string, string>, secret = 'sandbox-mt-secret') => {
  const all: Record<string, string> = {
    AccessKeyId: 'sandbox-mt-ak',
    Action: action,
    Format: 'JSON',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    Timestamp: isoSeconds(Date.now()),
    Version: '2018-10-12',
    ...params,
  };
  all.Signature = signRpc(all, secret, 'POST');
  const res = await fetch(`${base}/aliyun-mt/`, { method: 'POST', body: new URLSearchParams(all) });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

/** RGBA pixels of a PNG. */
const pixels = async (png: Buffer) => {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { w: img.width, h: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
};

beforeAll(async () => {
  app = buildSandbox({ profile: 'tiny' });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

describe('Aliyun machine translation (sandbox)', () => {
  it('translates a collected title word by word from its dictionary, in each target language', () => {
    const title = '2025夏季新款纯棉圆领短袖T恤男女同款宽松半袖打底衫工厂直供';
    expect(translateZh(title, 'en')).toBe(
      '2025 Summer New Pure Cotton Crew Neck Short Sleeve T-Shirt Unisex Loose Fit Short Sleeve Base Layer Top Factory Direct',
    );
    expect(translateZh('白色 / M', 'de')).toBe('Weiß / M');
    expect(translateZh('颜色：雾霾蓝，尺码：XL', 'fr')).toBe('Couleur: Bleu Brume, Taille: XL');
  });

  it('TranslateGeneral and TranslateECommerce answer Code 200 with Data.Translated, once the signature checks out', async () => {
    const r = await call('TranslateECommerce', {
      FormatType: 'text',
      Scene: 'title',
      SourceLanguage: 'zh',
      TargetLanguage: 'es',
      SourceText: '纯棉短袖T恤',
    });
    expect(r.body).toMatchObject({
      Code: '200',
      Data: { Translated: 'Algodón Puro Manga Corta Camiseta', WordCount: '6' },
    });
    const bad = await call(
      'TranslateGeneral',
      { SourceLanguage: 'zh', TargetLanguage: 'en', SourceText: '棉' },
      'wrong',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.Code).toBe('SignatureDoesNotMatch');
    const lang = await call('TranslateGeneral', { SourceLanguage: 'zh', TargetLanguage: 'ko', SourceText: '棉' });
    expect(lang.body.Code).toBe(105);
  });

  it('translates product-safety warnings from Chinese or English into the EU languages; other pairs answer 105', async () => {
    const zh = await call('TranslateGeneral', {
      FormatType: 'text',
      Scene: 'general',
      SourceLanguage: 'zh',
      TargetLanguage: 'pl',
      SourceText: '警告：含有小零件，有窒息危险。',
    });
    expect(zh.body.Data.Translated).toBe('Ostrzeżenie: Zawiera małe części, Niebezpieczeństwo zadławienia.');
    const en = await call('TranslateGeneral', {
      FormatType: 'text',
      Scene: 'general',
      SourceLanguage: 'en',
      TargetLanguage: 'cs',
      SourceText: 'Warning: contains small parts. Keep away from fire.',
    });
    expect(en.body.Data.Translated).toBe('Varování: Obsahuje malé části. Uchovávejte mimo dosah ohně.');
    const ja = await call('TranslateGeneral', { SourceLanguage: 'en', TargetLanguage: 'ja', SourceText: 'Warning' });
    expect(ja.body.Code).toBe(105);
  });

  it('image translation paints the translated text over the Chinese text boxes and leaves the rest of the picture alone', async () => {
    const src = renderPoster(['纯棉面料 透气舒适', '工厂直供 包邮'], 120);
    const out = await translatePicture(src, 'en');
    expect(out.lines).toEqual(['Pure Cotton Fabric Breathable Comfortable', 'Factory Direct Free Shipping']);
    expect(readTextBoxes(out.png).map((b) => b.text)).toEqual(out.lines);
    const a = await pixels(src);
    const b = await pixels(out.png);
    expect([b.w, b.h]).toEqual([a.w, a.h]);
    const boxes = readTextBoxes(src);
    const inBox = (x: number, y: number) => boxes.some((k) => x >= k.x && x < k.x + k.w && y >= k.y && y < k.y + k.h);
    let changedInside = 0;
    let changedOutside = 0;
    for (let y = 0; y < a.h; y++) {
      for (let x = 0; x < a.w; x++) {
        const i = (y * a.w + x) * 4;
        const differs = a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2];
        if (differs) {
          inBox(x, y) ? changedInside++ : changedOutside++;
        }
      }
    }
    expect(changedOutside).toBe(0);
    // The Chinese glyphs went and Latin ones came: thousands of pixels inside the bands changed.
    expect(changedInside).toBeGreaterThan(2000);
  });

  it('TranslateImageBatch runs as a task: created/running first, finished with the new picture after polling', async () => {
    const poster = `${base}/source-sites/img/tee-1.png`;
    const submitted = await call('TranslateImageBatch', {
      ImageUrls: poster,
      SourceLanguage: 'zh',
      TargetLanguage: 'en',
    });
    const taskId = submitted.body.Data.TaskId as string;
    const first = await call('GetTranslateImageBatchResult', { TaskId: taskId });
    expect(['created', 'running']).toContain(first.body.Data.Status);
    let last = first;
    for (let i = 0; i < 10 && last.body.Data.Status !== 'finished'; i++) {
      await new Promise((r) => setTimeout(r, 1_000));
      last = await call('GetTranslateImageBatchResult', { TaskId: taskId });
    }
    const [result] = last.body.Data.Result;
    expect(result).toMatchObject({ SourceImageUrl: poster, Success: true, Code: 200 });
    const png = Buffer.from(await (await fetch(result.FinalImageUrl)).arrayBuffer());
    expect(readTextBoxes(png).map((b) => b.text)).toEqual([
      'Pure Cotton Fabric Breathable Comfortable',
      'Anti-Pilling Keeps Its Shape',
      'Factory Direct Free Shipping',
    ]);
    const unknown = await call('GetTranslateImageBatchResult', { TaskId: 'nope' });
    expect(unknown.body.Code).toBe(104);
  });

  // Renders and re-reads a PDF with pdf.js: seconds on a busy 2-core machine (hence its own timeout).
  it('CreateDocTranslateTask translates a PDF keeping its layout: same baselines, the frame kept, no Chinese left', async () => {
    const manual = `${base}/source-sites/img/1688-672345678901-manual.pdf`;
    const original = new Uint8Array(await (await fetch(manual)).arrayBuffer());
    const detected = await call('GetDetectLanguage', { SourceText: MANUAL_LINES[0].text });
    expect(detected.body.DetectedLanguage).toBe('zh');

    const created = await call('CreateDocTranslateTask', {
      FileUrl: manual,
      SourceLanguage: 'zh',
      TargetLanguage: 'de',
      Scene: 'general',
    });
    expect(created.body).toMatchObject({ Status: 'ready' });
    const taskId = created.body.TaskId as string;
    let last = await call('GetDocTranslateTask', { TaskId: taskId });
    expect(['ready', 'translating']).toContain(last.body.Status);
    for (let i = 0; i < 15 && last.body.Status !== 'translated'; i++) {
      await new Promise((r) => setTimeout(r, 1_000));
      last = await call('GetDocTranslateTask', { TaskId: taskId });
    }
    expect(last.body).toMatchObject({ Status: 'translated', PageCount: 1, TaskId: taskId });
    const translated = new Uint8Array(await (await fetch(last.body.TranslateFileUrl)).arrayBuffer());

    const before = (await readTextRuns(original)).runs;
    const after = (await readTextRuns(translated)).runs;
    // One run per original line, at the same baseline and left edge, in German; the original text is gone.
    expect(after.map((r) => r.text)).toEqual(before.map((r) => translateZh(r.text, 'de')));
    expect(after.map((r) => r.text)).toContain('Warnung: Von Kindern fernhalten');
    expect(after.map((r) => [r.x, r.y])).toEqual(before.map((r) => [r.x, r.y]));
    expect(after.some((r) => /[\u3400-\u9fff]/.test(r.text))).toBe(false);
    // The frame and the rule are still drawn: the page's path operators survive, the text objects went.
    const doc = await PDFDocument.load(translated);
    const contents = doc.getPage(0).node.get(PDFName.of('Contents')) as PDFArray;
    const ops = contents
      .asArray()
      .map((ref) => doc.context.lookup(ref))
      .filter((o): o is PDFRawStream => o instanceof PDFRawStream)
      .map((o) => Buffer.from(decodePDFRawStream(o).decode()).toString('latin1'))
      .join('\n');
    expect(ops).toMatch(/1 0 0 1 40 590 cm[\s\S]*0 220 l\s+515 220 l\s+515 0 l\s+h\s+S/);
    expect(ops).toMatch(/60 690 m\s+535 690 l\s+S/);
    expect(ops.match(/\bBT\b/g)).toHaveLength(MANUAL_LINES.length);

    const notPdf = await call('CreateDocTranslateTask', {
      FileUrl: `${base}/source-sites/img/tee-1.png`,
      SourceLanguage: 'zh',
      TargetLanguage: 'en',
    });
    let failed = await call('GetDocTranslateTask', { TaskId: notPdf.body.TaskId });
    for (let i = 0; i < 10 && failed.body.Status !== 'error'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      failed = await call('GetDocTranslateTask', { TaskId: notPdf.body.TaskId });
    }
    expect(failed.body.Status).toBe('error');
    expect((await call('GetDocTranslateTask', { TaskId: 'nope' })).body.Code).toBe(104);
  }, 30_000);
});
