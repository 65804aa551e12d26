import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets we must be able to use again (marketplace passwords, sessions, keys):
 * 'v1.' + base64url(iv | tag | ciphertext). The key lives outside the database (a file in DATA_DIR
 * or MARKETPLACE_KEY), so a database dump alone reveals nothing.
 */
export const seal = (key: Buffer, plaintext: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url')}`;
};

export const unseal = (key: Buffer, sealed: string): string => {
  if (!sealed.startsWith('v1.')) {
    throw new Error('unknown sealed format');
  }
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
};

export const sealJson = (key: Buffer, value: unknown) => seal(key, JSON.stringify(value));
export const unsealJson = <T>(key: Buffer, sealed: string): T => JSON.parse(unseal(key, sealed)) as T;
