import { describe, expect, it } from 'vitest';
import { decodeRedirectUrl } from './empower-routes.js';
import { decryptSecretKey, encryptSecretKey, sheinSignature, verifySheinSignature } from './signature.js';

// Official SHEIN vector (research §2.3), also in sheinsight/open-sdk-js tests.
const VECTOR = {
  id: 'B96C15416C9240DF96BAA0BC9B367C6D',
  secret: '6BEC9C4B668B4B14B17EEF106BB98AE5',
  path: '/open-api/order/purchase-order-info',
  timestamp: 1740709414000,
};
const SIGNATURE = 'test1ZDZjYTJjNzg5ZjUzMDdkZTU2N2Y3NzcxN2ZjZjA5OGIxMTRhZWI0MTU1MzQxNjZlNjFkMGQxOTJiYTk1YWNjYQ==';

describe('request signature', () => {
  it('reproduces the official example', () => {
    expect(sheinSignature({ ...VECTOR, randomKey: 'test1' })).toBe(SIGNATURE);
  });

  it('verifies by reading the randomKey from the first 5 characters', () => {
    expect(verifySheinSignature(SIGNATURE, VECTOR)).toBe(true);
    expect(verifySheinSignature(SIGNATURE, { ...VECTOR, path: '/open-api/order/order-list' })).toBe(false);
    expect(verifySheinSignature(SIGNATURE, { ...VECTOR, timestamp: VECTOR.timestamp + 1 })).toBe(false);
    expect(verifySheinSignature(`test2${SIGNATURE.slice(5)}`, VECTOR)).toBe(false);
    expect(verifySheinSignature('test1', VECTOR)).toBe(false);
  });
});

describe('secretKey encryption', () => {
  // The three official samples of research §2.4 (C#, PHP, Python).
  it.each([
    [
      '698E4F20DFBA4B85B2291C2BCB7381C5',
      'Um6W8uVjabRyt5zJI3hw/38ke8dvUq1o6Vkk1f/Gzjt+sWGeUpYBIFTk7/xVHhJy',
      'E547DCB619824189AD3A532546AE37F9',
    ],
    ['0D8BD3F0AC9F12B0B6B6876527D0175F', 'IULL9EKxPobs/B+CED6flQ==', '123456'],
    ['14ABE7A4222647CB945DADC76740BA73', 'lr4JDSqQkRyZ2YAosX3ZRQ==', 'Hello World'],
  ])('decrypts the official sample with key %s', (key, cipher, plain) => {
    expect(decryptSecretKey(cipher, key)).toBe(plain);
    expect(encryptSecretKey(plain, key)).toBe(cipher);
  });

  it('cannot be read with another app secret', () => {
    const cipher = encryptSecretKey('E547DCB619824189AD3A532546AE37F9', '698E4F20DFBA4B85B2291C2BCB7381C5');
    expect(() => decryptSecretKey(cipher, '0D8BD3F0AC9F12B0B6B6876527D0175F')).toThrow();
  });
});

describe('redirectUrl', () => {
  const b64 = (s: string) => Buffer.from(s).toString('base64');

  it('decodes base64 callbacks, tolerating a + that became a space', () => {
    expect(decodeRedirectUrl('aHR0cHM6Ly93d3cuYmFpZHUuY29t').toString()).toBe('https://www.baidu.com/');
    const odd = b64('http://127.0.0.1:3000/cb?x=>>>');
    expect(odd).toContain('+');
    expect(decodeRedirectUrl(odd.replace(/\+/g, ' ')).toString()).toBe('http://127.0.0.1:3000/cb?x=%3E%3E%3E');
  });

  it('refuses non-http schemes and non-base64 text', () => {
    expect(() => decodeRedirectUrl(b64('javascript:alert(1)'))).toThrow('redirectUrl');
    expect(() => decodeRedirectUrl('http://plain.url/')).toThrow('redirectUrl');
    expect(() => decodeRedirectUrl(undefined)).toThrow('redirectUrl');
  });
});
