import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, sealJson, unseal, unsealJson } from './seal.js';

describe('[SECURITY] sealed marketplace secrets', () => {
  const key = randomBytes(32);
  it('round-trips and never contains the plaintext', () => {
    const s = seal(key, 'Temu@2024a');
    expect(s).not.toContain('Temu@2024a');
    expect(unseal(key, s)).toBe('Temu@2024a');
    expect(seal(key, 'x')).not.toBe(seal(key, 'x'));
    expect(unsealJson(key, sealJson(key, { a: 1 }))).toEqual({ a: 1 });
  });
  it('refuses a wrong key or a tampered box', () => {
    const s = seal(key, 'secret');
    expect(() => unseal(randomBytes(32), s)).toThrow();
    // Flip one bit of every byte in turn (iv, tag, ciphertext): each tampered box is refused. (Swapping a base64
    // character could leave the bytes as they were: the old test did so once in 64 runs.)
    const raw = Buffer.from(s.slice(3), 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const t = Buffer.from(raw);
      t[i] = (t[i] ?? 0) ^ 1;
      expect(() => unseal(key, `v1.${t.toString('base64url')}`), `byte ${i}`).toThrow();
    }
  });
});
