// Writes the shipper app's PNG icons (public/m/icon-*.png): a parcel on the brand blue, drawn pixel by pixel
// and encoded with node:zlib, so no image tool is needed. Run: node apps/web/scripts/make-shipper-icons.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) {
    c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

const png = (size, maskable) => {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  const blue = [22, 119, 255];
  const box = [250, 173, 20];
  const tape = [255, 255, 255];
  // A maskable icon keeps its drawing inside the central 80% safe zone.
  const pad = maskable ? 0.28 : 0.2;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      let c = blue;
      if (u > pad && u < 1 - pad && v > pad + 0.05 && v < 1 - pad + 0.05) {
        c = Math.abs(u - 0.5) < 0.05 || Math.abs(v - (pad + 0.2)) < 0.03 ? tape : box;
      }
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = c[0];
      raw[o + 1] = c[1];
      raw[o + 2] = c[2];
      raw[o + 3] = 255;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'm');
writeFileSync(join(out, 'icon-192.png'), png(192, false));
writeFileSync(join(out, 'icon-512.png'), png(512, false));
writeFileSync(join(out, 'icon-maskable-512.png'), png(512, true));
