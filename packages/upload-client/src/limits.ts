/** Spec data §7/§9: parts of 5 MB, files up to one part go in a single request, up to 8 retries per part. */
export const PART_SIZE = 5_242_880;
export const MAX_PART_RETRIES = 8;
/** The storage's success code (spec data §7). */
export const STORAGE_OK = 1_000_000;

/** The spec's upload messages (data §8), by what failed. */
export const UploadMessages = {
  imageSignature: '获取图片上传前签名出错',
  signature: '获取上传前签名出错',
  failed: '上传失败',
  partFailed: '上传失败，请重试',
  initFailed: '获取大文件上传初始信息出错！',
} as const;
export type TUploadFailure = keyof typeof UploadMessages;

export class UploadError extends Error {
  constructor(
    readonly kind: TUploadFailure,
    override readonly cause?: unknown,
  ) {
    super(UploadMessages[kind]);
    this.name = 'UploadError';
  }
}

/** jpeg or png by the file's first bytes (the name and the declared type are not trusted). */
export const imageKindOf = (head: Uint8Array): 'image/jpeg' | 'image/png' | null => {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return 'image/jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return png.every((b, i) => head[i] === b) ? 'image/png' : null;
};
