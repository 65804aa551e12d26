import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/** Shein's samples use 5 characters; the verifier can only split the header if the length is fixed. */
export const RANDOM_KEY_LENGTH = 5;

export type TSignInput = {
  /** openKeyId for normal calls, APP_ID for get-by-token. */
  id: string;
  /** secretKey for normal calls, APP_SECRET_KEY for get-by-token. */
  secret: string;
  /** Request path only (no host, no query), e.g. /open-api/order/order-list. */
  path: string;
  timestamp: string | number;
  randomKey: string;
};

/** Research §2.3: randomKey + base64(hex(HMAC-SHA256(secret+randomKey, id&ts&path))); base64 of the hex *text*. */
export const sheinSignature = ({ id, secret, path, timestamp, randomKey }: TSignInput): string => {
  const hex = createHmac('sha256', secret + randomKey)
    .update(`${id}&${timestamp}&${path}`)
    .digest('hex');
  return randomKey + Buffer.from(hex, 'utf8').toString('base64');
};

export const verifySheinSignature = (signature: string, input: Omit<TSignInput, 'randomKey'>): boolean => {
  if (signature.length <= RANDOM_KEY_LENGTH) {
    return false;
  }
  const expected = Buffer.from(sheinSignature({ ...input, randomKey: signature.slice(0, RANDOM_KEY_LENGTH) }));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

// Research §2.4: key = first 16 UTF-8 bytes of APP_SECRET_KEY (zero-padded), IV = first 16 bytes of this string.
const IV = Buffer.from('space-station-default-iv', 'utf8').subarray(0, 16);

const aesKey = (appSecretKey: string): Buffer => {
  const key = Buffer.alloc(16);
  Buffer.from(appSecretKey, 'utf8').copy(key, 0, 0, 16);
  return key;
};

/** How get-by-token hides the seller's secretKey: AES-128-CBC, PKCS#7, base64. */
export const encryptSecretKey = (plain: string, appSecretKey: string): string => {
  const cipher = createCipheriv('aes-128-cbc', aesKey(appSecretKey), IV);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
};

/** What a connector does with get-by-token's secretKey; throws when the key is wrong (bad padding). */
export const decryptSecretKey = (base64: string, appSecretKey: string): string => {
  const decipher = createDecipheriv('aes-128-cbc', aesKey(appSecretKey), IV);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
};
