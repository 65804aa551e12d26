import { ALIYUN_RPC_EXAMPLE } from '@ksa/sandbox/sms/aliyun-rpc-example';
import { describe, expect, it } from 'vitest';
import { aliyunStringToSign, signAliyunRpc } from '../sms/aliyun-sign.js';
import { signedMtParams } from './mt-client.js';

// Alibaba Cloud's published RPC signature example (one vector for every Aliyun signer and verifier).
const OFFICIAL = ALIYUN_RPC_EXAMPLE.params;

describe('Alibaba Cloud Machine Translation request signing', () => {
  it('the signer reproduces Alibaba Cloud’s published example', () => {
    expect(signAliyunRpc(OFFICIAL, 'testSecret', 'GET')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('a TranslateECommerce call carries the 2018-10-12 common parameters and signs them as a POST', () => {
    const cfg = {
      endpoint: 'https://mt.cn-hangzhou.aliyuncs.com/',
      accessKeyId: 'testId',
      accessKeySecret: 'testSecret',
    };
    const p = signedMtParams(
      cfg,
      'TranslateECommerce',
      { FormatType: 'text', Scene: 'title', SourceLanguage: 'zh', TargetLanguage: 'en', SourceText: '纯棉 T恤' },
      new Date('2025-03-01T08:00:00.123Z'),
      'nonce-1',
    );
    expect(p).toMatchObject({
      Format: 'JSON',
      Version: '2018-10-12',
      AccessKeyId: 'testId',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      SignatureNonce: 'nonce-1',
      Timestamp: '2025-03-01T08:00:00Z',
      Action: 'TranslateECommerce',
    });
    const { Signature, ...signed } = p;
    expect(aliyunStringToSign(signed, 'POST')).toBe(
      'POST&%2F&AccessKeyId%3DtestId%26Action%3DTranslateECommerce%26Format%3DJSON%26FormatType%3Dtext%26Scene%3Dtitle' +
        '%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3Dnonce-1%26SignatureVersion%3D1.0%26SourceLanguage%3Dzh' +
        '%26SourceText%3D%25E7%25BA%25AF%25E6%25A3%2589%2520T%25E6%2581%25A4%26TargetLanguage%3Den' +
        '%26Timestamp%3D2025-03-01T08%253A00%253A00Z%26Version%3D2018-10-12',
    );
    expect(Signature).toBe(signAliyunRpc(signed, 'testSecret', 'POST'));
  });
});
