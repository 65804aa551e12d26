import * as fontkit from 'fontkit';

type TLayout = (this: object, text: string, ...rest: unknown[]) => unknown;
const MAX_PER_FONT = 20_000;
let patched = false;

/**
 * fontkit shapes a string (GSUB/GPOS lookups) each time pdf-lib draws or measures it; a label batch draws the same
 * strings hundreds of times (a GPSR label's manufacturer and headings on every page), and shaping is most of the
 * PDF's time. Shaping is a pure function of font, text and options, so it is memoised per font instance; the glyph
 * runs are only read by pdf-lib and pdfme.
 */
export const memoiseFontLayout = (sample: Uint8Array) => {
  if (patched) {
    return;
  }
  const proto = Object.getPrototypeOf(fontkit.create(Buffer.from(sample))) as { layout: TLayout };
  const original = proto.layout;
  const memo = new WeakMap<object, Map<string, unknown>>();
  proto.layout = function layout(this: object, text: string, ...rest: unknown[]) {
    let runs = memo.get(this);
    if (!runs) {
      runs = new Map();
      memo.set(this, runs);
    }
    const key = `${text}\u0000${JSON.stringify(rest)}`;
    let run = runs.get(key);
    if (run === undefined) {
      if (runs.size >= MAX_PER_FONT) {
        runs.clear();
      }
      run = original.call(this, text, ...rest);
      runs.set(key, run);
    }
    return run;
  };
  patched = true;
};
