import { describe, expect, it } from 'vitest';
import { decryptSecretKey, sheinRandomKey, signShein } from './shein-sign.js';

describe('signShein', () => {
  it('matches the official example', () => {
    const signature = signShein(
      'B96C15416C9240DF96BAA0BC9B367C6D',
      '6BEC9C4B668B4B14B17EEF106BB98AE5',
      '/open-api/order/purchase-order-info',
      1740709414000,
      'test1',
    );
    expect(signature).toBe(
      'test1ZDZjYTJjNzg5ZjUzMDdkZTU2N2Y3NzcxN2ZjZjA5OGIxMTRhZWI0MTU1MzQxNjZlNjFkMGQxOTJiYTk1YWNjYQ==',
    );
    expect(Buffer.from(signature.slice(5), 'base64').toString()).toBe(
      'd6ca2c789f5307de567f77717fcf098b114aeb415534166e61d0d192ba95acca',
    );
  });

  it('draws a fresh 5-char random key', () => {
    const keys = new Set(Array.from({ length: 20 }, sheinRandomKey));
    expect(keys.size).toBeGreaterThan(1);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9]{5}$/);
    }
  });
});

describe('decryptSecretKey', () => {
  it.each([
    [
      '698E4F20DFBA4B85B2291C2BCB7381C5',
      'Um6W8uVjabRyt5zJI3hw/38ke8dvUq1o6Vkk1f/Gzjt+sWGeUpYBIFTk7/xVHhJy',
      'E547DCB619824189AD3A532546AE37F9',
    ],
    ['0D8BD3F0AC9F12B0B6B6876527D0175F', 'IULL9EKxPobs/B+CED6flQ==', '123456'],
    ['14ABE7A4222647CB945DADC76740BA73', 'lr4JDSqQkRyZ2YAosX3ZRQ==', 'Hello World'],
  ])('decrypts the official vector for key %s', (appSecretKey, cipher, plain) => {
    expect(decryptSecretKey(cipher, appSecretKey)).toBe(plain);
  });
});
