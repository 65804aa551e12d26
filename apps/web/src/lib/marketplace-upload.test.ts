import { HELPER_TARGET_HOST_HEADER } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { uploadFailureMsg, uploadViaHelper } from './marketplace-upload';

describe('uploads to marketplace storage through the helper', () => {
  it('asks the helper’s proxy for a signature with the target host, and names the failed step', async () => {
    const seen: { url: string; host: string | null }[] = [];
    const refusing = (async (url: string, init: RequestInit) => {
      seen.push({ url, host: new Headers(init.headers).get(HELPER_TARGET_HOST_HEADER) });
      return new Response(JSON.stringify({ success: false, error_code: 4_000_001 }), { status: 400 });
    }) as typeof fetch;
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'a.png');
    const err = await uploadViaHelper(png, {
      targetHost: 'agentseller.temu.com',
      bucketTag: 'b',
      fetch: refusing,
    }).catch((e: unknown) => e);
    expect(seen).toEqual([
      { url: 'http://127.0.0.1:36186/api/galerie/business/get_signature', host: 'agentseller.temu.com' },
    ]);
    expect(uploadFailureMsg(err)).toEqual({ id: 'UPLOAD_IMAGE_SIGNATURE_FAILED' });
    expect(uploadFailureMsg(new Error('x'))).toEqual({ id: 'UPLOAD_FAILED' });
  });
});
