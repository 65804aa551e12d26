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
    const t = `${s.slice(0, -2)}${s.endsWith('A') ? 'B' : 'A'}${s.slice(-1)}`;
    expect(() => unseal(key, t)).toThrow();
  });
});
