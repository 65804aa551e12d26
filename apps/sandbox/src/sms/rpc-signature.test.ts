import { describe, expect, it } from 'vitest';
import { percentEncode, rpcStringToSign, signRpc } from './rpc-signature.js';

// Official worked example of the dysmsapi "HTTP协议及签名" page.
const OFFICIAL = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
};

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
