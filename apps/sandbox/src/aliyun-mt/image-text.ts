import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { type TTarget, translateZh } from './dictionary.js';
import { asciiJson, readTextChunk, withTextChunk } from './png-text.js';

/** One line of text drawn on a picture: where, in what size and colours (what an OCR step would find). */
export type TTextBox = {
  x: number;
  y: number;
  w: number;
  h: number;
  text: string;
  size: number;
  color: string;
  bg: string;
};
const KEYWORD = 'ksa:text';
const FONT = '"Noto Sans CJK SC", "Noto Sans CJK JP", "DejaVu Sans", sans-serif';

const drawFitted = (ctx: SKRSContext2D, box: TTextBox) => {
  let size = box.size;
  ctx.font = `bold ${size}px ${FONT}`;
  while (size > 8 && ctx.measureText(box.text).width > box.w) {
    size -= 1;
    ctx.font = `bold ${size}px ${FONT}`;
  }
  ctx.fillStyle = box.color;
  ctx.textBaseline = 'middle';
  ctx.fillText(box.text, box.x + 8, box.y + box.h / 2, box.w - 16);
};

/** A product picture with Chinese selling points on bands, as 1688 sellers make them; the layout rides along. */
export const renderPoster = (lines: string[], hue: number, width = 640, height = 640): Buffer => {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `hsl(${hue}, 45%, 88%)`;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = `hsl(${hue}, 40%, 55%)`;
  ctx.beginPath();
  ctx.arc(width / 2, height / 2 + 40, width / 4, 0, Math.PI * 2);
  ctx.fill();
  const boxes: TTextBox[] = lines.map((text, i) => ({
    x: 32,
    y: 32 + i * 84,
    w: width - 64,
    h: 64,
    text,
    size: 40,
    color: '#ffffff',
    bg: `hsl(${(hue + 180) % 360}, 60%, 35%)`,
  }));
  for (const b of boxes) {
    ctx.fillStyle = b.bg;
    ctx.fillRect(b.x, b.y, b.w, b.h);
    drawFitted(ctx, b);
  }
  return withTextChunk(canvas.toBuffer('image/png'), KEYWORD, asciiJson(boxes));
};

/** The text boxes a picture carries, or [] (a picture without text: nothing to translate). */
export const readTextBoxes = (png: Buffer): TTextBox[] => {
  const raw = readTextChunk(png, KEYWORD);
  try {
    return raw ? (JSON.parse(raw) as TTextBox[]) : [];
  } catch {
    return [];
  }
};

/**
 * The translated picture: each text box painted over with its band colour (the in-painting step) and the
 * translation drawn in it, shrunk to fit. Also gives the translated lines.
 */
export const translatePicture = async (bytes: Buffer, to: TTarget): Promise<{ png: Buffer; lines: string[] }> => {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const boxes = readTextBoxes(bytes).map((b) => ({ ...b, text: translateZh(b.text, to) }));
  for (const b of boxes) {
    ctx.fillStyle = b.bg;
    ctx.fillRect(b.x, b.y, b.w, b.h);
    drawFitted(ctx, b);
  }
  return {
    png: withTextChunk(canvas.toBuffer('image/png'), KEYWORD, asciiJson(boxes)),
    lines: boxes.map((b) => b.text),
  };
};
