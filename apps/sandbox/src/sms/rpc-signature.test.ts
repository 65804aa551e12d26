import { describe, expect, it } from 'vitest';
import { ALIYUN_RPC_EXAMPLE } from './aliyun-rpc-example.js';
import { percentEncode, rpcStringToSign, signRpc } from './rpc-signature.js';

// Alibaba Cloud's published RPC signature example (one vector for every Aliyun signer and verifier).
const OFFICIAL = ALIYUN_RPC_EXAMPLE.params;

describe('Aliyun RPC v1 signature', () => {
  it('reproduces the official example signature', () => {
    expect(signRpc(OFFICIAL, 'testSecret', 'GET')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('ignores a Signature parameter already present', () => {
    expect(signRpc({ ...OFFICIAL, Signature: 'x' }, 'testSecret', 'GET')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('signs the method, so POST differs from GET', () => {
    expect(rpcStringToSign(OFFICIAL, 'POST').startsWith('POST&%2F&AccessKeyId%3DtestId')).toBe(true);
    expect(signRpc(OFFICIAL, 'testSecret', 'POST')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('percent-encodes per RFC 3986', () => {
    expect(percentEncode("a b+*~!'()")).toBe('a%20b%2B%2A~%21%27%28%29');
    expect(percentEncode('阿')).toBe('%E9%98%BF');
  });
});
