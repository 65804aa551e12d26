/** PNG tEXt chunks: where the sandbox's pictures carry the layout of the text drawn on them (its "OCR"). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});
const crc32 = (buf: Buffer): number => {
  let c = 0xffffffff;
  for (const b of buf) {
    c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
};

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG with a tEXt chunk keyword=value inserted after IHDR (value is latin-1; callers pass JSON with \u escapes). */
export const withTextChunk = (png: Buffer, keyword: string, value: string): Buffer => {
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(value, 'latin1')]);
  const typeAndData = Buffer.concat([Buffer.from('tEXt', 'latin1'), data]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
};

/** The value of a tEXt chunk, or null (not a PNG, or no such chunk). */
export const readTextChunk = (png: Buffer, keyword: string): string | null => {
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) {
    return null;
  }
  for (let at = 8; at + 12 <= png.length; ) {
    const len = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'tEXt') {
      const data = png.subarray(at + 8, at + 8 + len);
      const zero = data.indexOf(0);
      if (zero > 0 && data.toString('latin1', 0, zero) === keyword) {
        return data.toString('latin1', zero + 1);
      }
    }
    if (type === 'IEND') {
      break;
    }
    at += 12 + len;
  }
  return null;
};

/** JSON with every non-ASCII character escaped, so it fits a latin-1 tEXt chunk. */
export const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
