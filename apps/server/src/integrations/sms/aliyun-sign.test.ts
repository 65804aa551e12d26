import { describe, expect, it } from 'vitest';
import { aliyunStringToSign, percentEncode, signAliyunRpc } from './aliyun-sign.js';

// The worked example of Aliyun's SMS "HTTP协议及签名" documentation.
const OFFICIAL_PARAMS = {
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
