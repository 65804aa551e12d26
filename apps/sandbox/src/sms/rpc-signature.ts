import { createHmac } from 'node:crypto';

export type TRpcParams = Record<string, string>;

/** RFC 3986 encoding as Aliyun's Java sample does it (URLEncoder, then + → %20, * → %2A, %7E → ~). */
export const percentEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Sorted `k=v` pairs over every parameter except Signature itself. */
export const canonicalQuery = (params: TRpcParams): string =>
  Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? '')}`)
    .join('&');

/** RPC v1 always signs the path "/" whatever URL the request was sent to. */
export const rpcStringToSign = (params: TRpcParams, method: string): string =>
  `${method.toUpperCase()}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;

export const signRpc = (params: TRpcParams, secret: string, method: string): string =>
  createHmac('sha1', `${secret}&`).update(rpcStringToSign(params, method), 'utf8').digest('base64');
