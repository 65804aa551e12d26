import { createHmac } from 'node:crypto';

/** RFC 3986 percent-encoding that Aliyun RPC signing requires: space → %20, * → %2A, ~ kept. */
export const percentEncode = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The string Aliyun signs for RPC v1: method, the encoded path "/", then the encoded sorted query. */
export const aliyunStringToSign = (params: Readonly<Record<string, string>>, method: 'GET' | 'POST'): string => {
  const canonical = Object.entries(params)
    .filter(([key]) => key !== 'Signature')
    .sort(([a], [b]) => byCodeUnit(a, b))
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
    .join('&');

  return `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
};

/** Signature = base64(HMAC-SHA1(secret + "&", StringToSign)); the trailing "&" is part of the protocol. */
export const signAliyunRpc = (
  params: Readonly<Record<string, string>>,
  secret: string,
  method: 'GET' | 'POST',
): string => createHmac('sha1', `${secret}&`).update(aliyunStringToSign(params, method)).digest('base64');
