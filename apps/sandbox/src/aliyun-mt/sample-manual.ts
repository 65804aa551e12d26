import { PDFDocument, rgb } from '@pdfme/pdf-lib';
import * as fontkit from 'fontkit';
import { fontBytes } from './pdf-layout.js';

/** The manual's lines (Chinese, as a 1688 supplier ships them) with their baseline and size. */
export const MANUAL_LINES = [
  { text: '产品说明书', y: 770, size: 22 },
  { text: '材质：不锈钢', y: 720, size: 12 },
  { text: '使用方法：保温水杯', y: 700, size: 12 },
  { text: '注意事项', y: 660, size: 14 },
  { text: '警告：请勿让儿童接触', y: 640, size: 12 },
  { text: '清洗：手洗', y: 620, size: 12 },
] as const;
/** The frame and rule around the text: layout a translation must keep. */
export const MANUAL_FRAME = { x: 40, y: 590, width: 515, height: 220 } as const;
export const MANUAL_RULE_Y = 690;

let cached: Promise<Uint8Array> | null = null;
/** A one-page A4 instruction manual: Chinese text inside a frame with a rule, as the source sites serve it. */
export const sampleManualPdf = () => {
  cached ??= (async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit as never);
    const font = await doc.embedFont(await fontBytes(), { subset: true });
    const page = doc.addPage([595, 842]);
    page.drawRectangle({ ...MANUAL_FRAME, borderColor: rgb(0.2, 0.2, 0.2), borderWidth: 2 });
    page.drawLine({ start: { x: 60, y: MANUAL_RULE_Y }, end: { x: 535, y: MANUAL_RULE_Y }, thickness: 1.5 });
    for (const l of MANUAL_LINES) {
      page.drawText(l.text, { x: 60, y: l.y, size: l.size, font });
    }
    return doc.save();
  })();
  return cached;
};
