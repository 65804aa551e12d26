import { createCanvas, loadImage } from '@napi-rs/canvas';

const isJpegOrPng = (b: Uint8Array) =>
  (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
  (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47);

/**
 * Marketplace image storage takes jpeg and png only, while source sites serve webp (1688), gif or svg:
 * those are redrawn as png. Jpeg and png pass unchanged; bytes no decoder reads are returned as they are
 * (the storage then refuses them with its own error).
 */
export const asJpegOrPng = async (bytes: Buffer): Promise<{ bytes: Buffer; ext: 'jpg' | 'png' }> => {
  if (isJpegOrPng(bytes)) {
    return { bytes, ext: bytes[0] === 0xff ? 'jpg' : 'png' };
  }
  try {
    const image = await loadImage(bytes);
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    return { bytes: canvas.toBuffer('image/png'), ext: 'png' };
  } catch {
    return { bytes, ext: 'png' };
  }
};
