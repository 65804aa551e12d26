import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256-bit random token, URL-safe. */
export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export const hmac = (key: Buffer, s: string) => createHmac('sha256', key).update(s).digest('hex');

export const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A 6-digit code from the CSPRNG. */
export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Phones in logs and the audit trail: 138****8000. */
export const maskPhone = (phone: string | null | undefined) =>
  phone && phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : (phone ?? null);
