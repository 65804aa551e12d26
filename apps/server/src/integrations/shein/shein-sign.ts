import { createDecipheriv, createHmac, randomInt } from 'node:crypto';

/**
 * §2.3: signature = randomKey + base64(lowercase hex of HMAC-SHA256(secret + randomKey, "id&timestamp&path")).
 * Normal calls sign with openKeyId/secretKey; the token exchange signs with APP_ID/APP_SECRET_KEY instead.
 * Note it is the base64 of the 64-char hex *text*, and the body is not signed.
 */
export const signShein = (
  openKeyIdOrAppId: string,
  secret: string,
  path: string,
  timestampMs: number | string,
  randomKey: string,
): string => {
  const hex = createHmac('sha256', `${secret}${randomKey}`)
    .update(`${openKeyIdOrAppId}&${timestampMs}&${path}`, 'utf8')
    .digest('hex');
  return `${randomKey}${Buffer.from(hex, 'utf8').toString('base64')}`;
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The 5-char random prefix: Shein's verifier cuts exactly 5 chars off the signature, so the length is fixed. */
export const sheinRandomKey = (): string =>
  Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

// §2.4: AES-128-CBC, key = first 16 UTF-8 bytes of APP_SECRET_KEY (zero-padded), fixed IV "space-station-de".
const IV = Buffer.from('space-station-default-iv', 'utf8').subarray(0, 16);

/** Decrypts the `secretKey` that get-by-token returns (and event payloads) with the app's APP_SECRET_KEY. */
export const decryptSecretKey = (cipherB64: string, appSecretKey: string): string => {
  const key = Buffer.alloc(16);
  Buffer.from(appSecretKey, 'utf8').copy(key, 0, 0, 16);
  const decipher = createDecipheriv('aes-128-cbc', key, IV);
  return Buffer.concat([decipher.update(Buffer.from(cipherB64, 'base64')), decipher.final()]).toString('utf8');
};
