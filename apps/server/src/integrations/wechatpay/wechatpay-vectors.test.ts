import { describe, expect, it } from 'vitest';
import { Aes, Formatter } from 'wechatpay-axios-plugin';
import { decryptResource } from './wechatpay-notify.js';
import { WechatPayError } from './wechatpay-types.js';

describe('WeChat Pay published examples', () => {
  it('builds the request message of 签名生成 (GET /v3/certificates, 1554208460, 593BEC0C…) byte for byte', () => {
    // Official "签名生成" walk-through. The doc's signature cannot be recomputed: its merchant key is not published.
    expect(Formatter.request('GET', '/v3/certificates', 1554208460, '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    );
    expect(
      Formatter.authorization(
        '1900009191',
        '593BEC0C930BF1AFEB40B4A08C8FB242',
        'c2ln',
        1554208460,
        '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
      ),
    ).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C",timestamp="1554208460",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="c2ln"',
    );
  });

  it('builds the answer/notification message timestamp\\nnonce\\nbody\\n (an empty 204 body keeps its line)', () => {
    expect(Formatter.response(1554209980, 'c5ac7061fccab6bf3e254dcf98995b8c', '{"a":1}')).toBe(
      '1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n{"a":1}\n',
    );
    expect(Formatter.response(1554209980, 'n', '')).toBe('1554209980\nn\n\n');
  });

  it('decrypts AEAD_AES_256_GCM like the McGrew–Viega / NIST GCM test case 16 (AES-256, 96-bit IV, AAD)', () => {
    // WeChat publishes the algorithm (证书和回调报文解密) but no worked ciphertext, so the decryption the adapter
    // uses is checked against the GCM specification's own AES-256 vector: ciphertext ‖ tag, base64, as WeChat sends.
    const key = Buffer.from('feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308', 'hex');
    const iv = Buffer.from('cafebabefacedbaddecaf888', 'hex');
    const aad = Buffer.from('feedfacedeadbeeffeedfacedeadbeefabaddad2', 'hex');
    const sealed = Buffer.from(
      '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662' +
        '76fc6ece0f4e1768cddf8853bb2d551b',
      'hex',
    ).toString('base64');
    const decrypt = Aes.AesGcm.decrypt as unknown as (c: string, k: Buffer, iv: Buffer, aad: Buffer) => string;
    // The SDK returns UTF-8 text; the vector's plaintext is binary, so compare it decoded the same way.
    const expected = Buffer.from(
      'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39',
      'hex',
    ).toString('utf8');
    expect(decrypt(sealed, key, iv, aad)).toBe(expected);
    const flipped = Buffer.from(sealed, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decrypt(flipped.toString('base64'), key, iv, aad)).toThrow();
  });

  it('decrypts a notification resource with ASCII APIv3 key and nonce (vector from our research notes, not WeChat)', () => {
    const ciphertext =
      'Eu6myr+6GaECeJdOZPZ6BX5lij2Vohspf9pbw6Eor54J6prefQGx4A8pw4Iiseaw8SDSwJlkDdmqkDsswI+ydPzD9LDlVPE9736xQBZX0euJOacB';
    expect(decryptResource('0123456789abcdef0123456789abcdef', ciphertext, 'abcdefghijkl', 'transaction')).toBe(
      '{"out_trade_no":"T1","trade_state":"SUCCESS","amount":{"total":100}}',
    );
    // Any other AAD, nonce or key fails the tag check.
    expect(() => decryptResource('0123456789abcdef0123456789abcdef', ciphertext, 'abcdefghijkl', '')).toThrow(
      WechatPayError,
    );
    expect(() =>
      decryptResource('0123456789abcdef0123456789abcdeX', ciphertext, 'abcdefghijkl', 'transaction'),
    ).toThrow(/DECRYPT_ERROR/);
  });
});
