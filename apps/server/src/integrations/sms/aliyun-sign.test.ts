import { ALIYUN_RPC_EXAMPLE } from '@ksa/sandbox/sms/aliyun-rpc-example';
import { describe, expect, it } from 'vitest';
import { aliyunStringToSign, percentEncode, signAliyunRpc } from './aliyun-sign.js';

// Alibaba Cloud's published RPC signature example (one vector for every Aliyun signer and verifier).
const OFFICIAL_PARAMS = ALIYUN_RPC_EXAMPLE.params;

describe('signAliyunRpc', () => {
  it('matches the official example', () => {
    expect(signAliyunRpc(OFFICIAL_PARAMS, 'testSecret', 'GET')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('does not depend on parameter order and skips Signature', () => {
    const shuffled = Object.fromEntries(Object.entries(OFFICIAL_PARAMS).reverse());
    expect(signAliyunRpc({ ...shuffled, Signature: 'old' }, 'testSecret', 'GET')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('starts the string to sign with the method and the encoded path', () => {
    expect(aliyunStringToSign(OFFICIAL_PARAMS, 'POST')).toMatch(/^POST&%2F&AccessKeyId%3DtestId%26Action%3DSendSms/);
  });
});

describe('percentEncode', () => {
  it('follows RFC 3986 as Aliyun requires', () => {
    expect(percentEncode('a b*c~d+e')).toBe('a%20b%2Ac~d%2Be');
    expect(percentEncode("!'()")).toBe('%21%27%28%29');
    expect(percentEncode('{"code":"1"}')).toBe('%7B%22code%22%3A%221%22%7D');
  });
});
