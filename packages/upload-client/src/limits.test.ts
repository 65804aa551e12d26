import { describe, expect, it } from 'vitest';
import { imageKindOf, MAX_PART_RETRIES, PART_SIZE, UploadError, UploadMessages } from './limits.js';

describe('upload limits and file kinds', () => {
  it('uses the spec’s part size and retries (data §7, §9)', () => {
    expect(PART_SIZE).toBe(5_242_880);
    expect(MAX_PART_RETRIES).toBe(8);
    expect(new UploadError('partFailed').message).toBe('上传失败，请重试');
    expect(UploadMessages.initFailed).toBe('获取大文件上传初始信息出错！');
  });

  it('tells jpeg and png by their first bytes, whatever else the file is', () => {
    expect(imageKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(imageKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(imageKindOf(new TextEncoder().encode('GIF89a..'))).toBeNull();
    expect(imageKindOf(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(imageKindOf(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});
